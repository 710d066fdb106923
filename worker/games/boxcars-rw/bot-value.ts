/**
 * The bot's yardstick: how much a sheet is worth. For every boxcar and loader a small dynamic program
 * gives E = the expected number of dice (each 1..6 at random, usable or skipped) still needed to
 * complete it; an item is worth its points times DISCOUNT^E, a train its bonus times DISCOUNT^(sum of
 * its boxcars' E). A write is judged by how much it changes the worth of the region it touches.
 */
import { CARS, carStatus, filled, LOADERS, parseBox, WAREHOUSE } from "./board";
import { SHEET, type LoaderId } from "./data";
import type { Sheet } from "./types";

const DEAD = 99;
const SPAN = 7;

interface Table {
  sum: number;
  get(r: number, k: number, free: boolean): number;
}

/** E over states (remaining R, empty white boxes k, unloader free?). */
function table(sum: number, boxes: number, unloader: boolean): Table {
  const width = sum + 2 * SPAN + 1;
  const e = new Float64Array(width * (boxes + 1) * 2).fill(DEAD);
  const at = (r: number, k: number, f: number) => (f * (boxes + 1) + k) * width + r + SPAN;
  const get = (r: number, k: number, free: boolean): number => {
    if (r === 0) return 0;
    if (r < -SPAN || r > sum + SPAN || k < 0) return DEAD;
    return e[at(r, k, free ? 1 : 0)];
  };
  // Every action lowers k or uses the unloader, so fill in that order (the self-loop is "skip the die").
  for (let f = 0; f <= (unloader ? 1 : 0); f++) {
    for (let k = 0; k <= boxes; k++) {
      for (let r = -SPAN; r <= sum + SPAN; r++) {
        if (r === 0) continue;
        const best: number[] = [];
        for (let v = 1; v <= 6; v++) {
          let m = DEAD;
          if (k > 0 && (f === 1 || r - v >= 0)) m = Math.min(m, get(r - v, k - 1, f === 1));
          if (f === 1 && r + v >= 0) m = Math.min(m, get(r + v, k, false));
          best.push(m);
        }
        if (best.every((m) => m >= DEAD)) continue;
        let x = DEAD;
        for (let i = 0; i < 200; i++)
          x = Math.min(DEAD, 1 + best.reduce((a, m) => a + Math.min(x, m), 0) / 6);
        e[at(r, k, f)] = x;
      }
    }
  }
  return { sum, get };
}

const TABLES: Record<string, Table> = {
  ...Object.fromEntries(Object.values(CARS).map((c) => [c.id, table(c.sum, c.boxes, true)])),
  ...Object.fromEntries(SHEET.loaders.map((l) => [l.id, table(l.sum, l.boxes, false)])),
};

export interface Tuning {
  discount: number;
  /** Value of a loader's power, on top of its star. */
  power: Record<LoaderId, number>;
  warehouseBox: number;
  warehousePip: number;
}

export const TUNING: Tuning = {
  discount: 0.8,
  power: { split: 0.8, up: 1.2, down: 0.8, order5: 1.2, order7: 2, reroll: 1.5, bonus: 2.5, change: 2.5 },
  warehouseBox: 0.5,
  warehousePip: 0.04,
};

/** Expected dice still needed for a boxcar or loader (0 when complete, 99 when impossible). */
export function need(sheet: Sheet, region: string): number {
  if (sheet.done[region] !== undefined) return 0;
  if (CARS[region]) {
    const st = carStatus(sheet, region);
    return TABLES[region].get(CARS[region].sum - st.net, st.empty, st.unloader === null);
  }
  const l = LOADERS[region as LoaderId];
  const { total, empty } = filled(sheet, region);
  return TABLES[region].get(l.sum - total, empty, false);
}

export interface EvalContext {
  /** Trains someone has completed: only the later bonus is left (never in solo). */
  claimed: Record<string, number>;
  solo: boolean;
  /** 0..1: how much of the game is still ahead (powers are worth less late). */
  ahead: number;
  tuning?: Tuning;
}

/** The worth of the parts of the sheet that `region` affects (the region and its train). */
export function regionWorth(sheet: Sheet, region: string, ctx: EvalContext): number {
  const t = ctx.tuning ?? TUNING;
  if (region === WAREHOUSE) {
    const { total, empty } = filled(sheet, region);
    return (SHEET.warehouse.boxes - empty) * t.warehouseBox + total * t.warehousePip;
  }
  if (!CARS[region]) return (1 + t.power[region as LoaderId] * ctx.ahead) * t.discount ** need(sheet, region);
  const train = CARS[region].train;
  let sumNeed = 0,
    worth = 0;
  for (const c of train.cars) {
    const n = need(sheet, c.id);
    sumNeed += n;
    worth += t.discount ** n;
  }
  const done = sheet.trains[train.id];
  const bonus = done ? done.bonus : train.bonus[!ctx.solo && ctx.claimed[train.id] !== undefined ? 1 : 0];
  return worth + bonus * t.discount ** sumNeed;
}

/** How much writing `value` into `box` changes the sheet's worth (the write must be legal). */
export function gain(sheet: Sheet, box: string, value: number, ctx: EvalContext): number {
  const region = parseBox(box)!.region;
  // An overlay: lookups fall through to the sheet's marks, so nothing is copied.
  const marks = Object.create(sheet.marks) as Record<string, number>;
  marks[box] = value;
  const after: Sheet = { ...sheet, marks };
  return regionWorth(after, region, ctx) - regionWorth(sheet, region, ctx);
}
