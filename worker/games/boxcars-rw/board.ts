/**
 * One player's scorepad: which boxes exist, where a value may be written, what completes.
 * Box ids: boxcar white boxes `B4.1`..`B4.n`, its red unloader `B4.u`, loader boxes `up.1`.., warehouse
 * `W.1`..`W.12`. A region's boxes fill from the first (as on paper: left to right); only the next empty
 * box of a region is offered, which keeps the list of moves small.
 */
import { moveError, type MoveError } from "../../engine/types";
import { SHEET, type CarData, type LoaderData, type LoaderId, type TrainData } from "./data";
import type { Sheet } from "./types";

export interface CarInfo extends CarData {
  train: TrainData;
  position: number;
}

export const CARS: Record<string, CarInfo> = Object.fromEntries(
  SHEET.trains.flatMap((train) => train.cars.map((car, position) => [car.id, { ...car, train, position }])),
);
export const LOADERS = Object.fromEntries(SHEET.loaders.map((l) => [l.id, l])) as Record<
  LoaderId,
  LoaderData
>;
export const WAREHOUSE = "W";

/** Every region in sheet order: boxcars, then loaders, then the warehouse. */
export const REGIONS: string[] = [...Object.keys(CARS), ...SHEET.loaders.map((l) => l.id), WAREHOUSE];

export type BoxKind = "white" | "unloader" | "loader" | "warehouse";

export interface BoxRef {
  region: string;
  kind: BoxKind;
  index: number;
}

const BOX_IDS: Record<string, string[]> = {};
const PARSED = new Map<string, BoxRef>();
for (const region of REGIONS) {
  const count = CARS[region]
    ? CARS[region].boxes
    : region === WAREHOUSE
      ? SHEET.warehouse.boxes
      : LOADERS[region as LoaderId].boxes;
  const kind: BoxKind = CARS[region] ? "white" : region === WAREHOUSE ? "warehouse" : "loader";
  BOX_IDS[region] = Array.from({ length: count }, (_, i) => `${region}.${i + 1}`);
  BOX_IDS[region].forEach((box, i) => PARSED.set(box, { region, kind, index: i + 1 }));
  if (CARS[region]) PARSED.set(`${region}.u`, { region, kind: "unloader", index: 0 });
}

/** The numbered boxes of a region, in order (white boxes only for a boxcar). */
export function boxesOf(region: string): readonly string[] {
  return BOX_IDS[region];
}

export function parseBox(box: string): BoxRef | null {
  return PARSED.get(box) ?? null;
}

export function emptySheet(): Sheet {
  return { marks: {}, done: {}, trains: {} };
}

/** The values written in a region's numbered boxes, and the first empty index (null when full). */
export function filled(sheet: Sheet, region: string): { total: number; next: number | null; empty: number } {
  let total = 0,
    next: number | null = null,
    empty = 0;
  const ids = BOX_IDS[region];
  for (let i = 0; i < ids.length; i++) {
    const v = sheet.marks[ids[i]];
    if (v === undefined) {
      empty++;
      next ??= i + 1;
    } else total += v;
  }
  return { total, next, empty };
}

export interface CarStatus {
  whites: number;
  unloader: number | null;
  net: number;
  next: number | null;
  empty: number;
}

export function carStatus(sheet: Sheet, car: string): CarStatus {
  const { total, next, empty } = filled(sheet, car);
  const unloader = sheet.marks[`${car}.u`] ?? null;
  return { whites: total, unloader, net: total - (unloader ?? 0), next, empty };
}

/** The front-most boxcar of the train not yet complete (null when the train is complete). */
export function frontCar(sheet: Sheet, train: TrainData): string | null {
  return train.cars.find((c) => sheet.done[c.id] === undefined)?.id ?? null;
}

export function loaderReady(sheet: Sheet, id: LoaderId, turn: number): boolean {
  const at = sheet.done[id];
  return at !== undefined && at < turn;
}

export function trainsDone(sheet: Sheet): number {
  return Object.keys(sheet.trains).length;
}

export interface WriteContext {
  /** The Order restriction is lifted for this write. */
  order: boolean;
  solo: boolean;
}

/** Why `value` may not go into `box` now, or null when it may. */
export function writeError(sheet: Sheet, box: string, value: number, ctx: WriteContext): MoveError | null {
  const ref = parseBox(box);
  if (!ref) return moveError("unknown_box", `There is no box ${JSON.stringify(box)} on the sheet.`);
  if (sheet.marks[box] !== undefined)
    return moveError("box_full", `Box ${box} already holds a ${sheet.marks[box]}.`);
  const { region } = ref;
  if (ref.kind === "warehouse") {
    if (ctx.solo) return moveError("no_warehouse", "The warehouse is not used in solo play.");
    const { next } = filled(sheet, region);
    return next === ref.index
      ? null
      : moveError("box_order", `Fill the warehouse in order: the next box is W.${next}.`);
  }
  if (ref.kind === "loader") {
    const loader = LOADERS[region as LoaderId];
    if (sheet.done[region] !== undefined)
      return moveError("loader_complete", `The ${loader.name} loader is already complete.`);
    const { total, next } = filled(sheet, region);
    if (next !== ref.index)
      return moveError(
        "box_order",
        `Fill the ${loader.name} loader in order: the next box is ${region}.${next}.`,
      );
    if (total + value > loader.sum)
      return moveError(
        "over_sum",
        `A loader has no unloader: ${total} + ${value} would pass its ${loader.sum}.`,
      );
    return null;
  }
  const car = CARS[region];
  if (sheet.done[region] !== undefined)
    return moveError("car_complete", `Boxcar ${region} (${car.train.name}) is already complete.`);
  const front = frontCar(sheet, car.train);
  if (!ctx.order && front !== region) {
    return moveError(
      "order_rule",
      `Without an Order loader, ${car.train.name} takes numbers only in its front-most unfinished boxcar, ${front}.`,
    );
  }
  const st = carStatus(sheet, region);
  if (ref.kind === "white") {
    if (st.next !== ref.index)
      return moveError(
        "box_order",
        `Fill boxcar ${region} in order: the next white box is ${region}.${st.next ?? "-"}.`,
      );
    if (st.unloader !== null && st.net + value > car.sum) {
      return moveError(
        "over_sum",
        `Boxcar ${region} would reach ${st.net + value}, over its sum ${car.sum}, and its unloader is already used.`,
      );
    }
    return null;
  }
  if (st.unloader !== null)
    return moveError("box_full", `The unloader of ${region} already holds a ${st.unloader}.`);
  if (st.whites - value > car.sum) {
    return moveError(
      "over_sum",
      `Boxcar ${region} would stay at ${st.whites - value}, over its sum ${car.sum}; the unloader must bring it to ${car.sum} or below.`,
    );
  }
  return null;
}

/** The next empty box of every region where `value` may be written. */
export function openBoxes(sheet: Sheet, value: number, ctx: WriteContext): string[] {
  const out: string[] = [];
  for (const region of REGIONS) {
    const next = CARS[region] ? carStatus(sheet, region).next : filled(sheet, region).next;
    if (next !== null && !writeError(sheet, BOX_IDS[region][next - 1], value, ctx))
      out.push(BOX_IDS[region][next - 1]);
    if (CARS[region] && !writeError(sheet, `${region}.u`, value, ctx)) out.push(`${region}.u`);
  }
  return out;
}

export interface Written {
  sheet: Sheet;
  trainFirst: Record<string, number>;
}

/** Writes a value already checked by `writeError`; marks completed boxcars, loaders and trains. */
export function writeBox(
  sheet: Sheet,
  box: string,
  value: number,
  turn: number,
  trainFirst: Record<string, number>,
  solo: boolean,
): Written {
  const ref = parseBox(box)!;
  const next: Sheet = { marks: { ...sheet.marks, [box]: value }, done: sheet.done, trains: sheet.trains };
  let first = trainFirst;
  if (ref.kind === "loader") {
    const loader = LOADERS[ref.region as LoaderId];
    if (filled(next, ref.region).total === loader.sum) next.done = { ...next.done, [ref.region]: turn };
  } else if (ref.kind !== "warehouse") {
    const car = CARS[ref.region];
    if (carStatus(next, ref.region).net === car.sum) {
      next.done = { ...next.done, [ref.region]: turn };
      const train = car.train;
      if (train.cars.every((c) => next.done[c.id] !== undefined)) {
        const isFirst = solo || first[train.id] === undefined || first[train.id] === turn;
        next.trains = { ...next.trains, [train.id]: { turn, bonus: train.bonus[isFirst ? 0 : 1] } };
        if (first[train.id] === undefined) first = { ...first, [train.id]: turn };
      }
    }
  }
  return { sheet: next, trainFirst: first };
}

/** Can the region still be completed with dice of 1..maxFace (the unloader included)? */
export function completable(sheet: Sheet, region: string, maxFace = 6): boolean {
  if (region === WAREHOUSE || sheet.done[region] !== undefined) return true;
  const reach = (need: number, empty: number) => need >= 1 && need <= maxFace * empty;
  if (!CARS[region]) {
    const loader = LOADERS[region as LoaderId];
    const { total, empty } = filled(sheet, region);
    return reach(loader.sum - total, empty);
  }
  const st = carStatus(sheet, region);
  const need = CARS[region].sum - st.net;
  if (st.unloader !== null) return reach(need, st.empty);
  for (let u = 0; u <= maxFace; u++) {
    if (reach(need + u, st.empty) || (u > 0 && need + u === 0)) return true;
  }
  return false;
}

/** The sheet's warning: writing `value` into `box` leaves its boxcar or loader impossible to complete. */
export function breaks(sheet: Sheet, box: string, value: number): boolean {
  const ref = parseBox(box);
  if (!ref || ref.kind === "warehouse") return false;
  const maxFace = sheet.done.up !== undefined ? 7 : 6;
  if (!completable(sheet, ref.region, maxFace)) return false;
  const after = writeBox(sheet, box, value, 0, {}, false).sheet;
  return !completable(after, ref.region, maxFace);
}
