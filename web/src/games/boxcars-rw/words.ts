/** Words for the Boxcars roll & write sheet: box names, powers, answers, the turn line. */
import { CARS, LOADERS, parseBox } from "#games/boxcars-rw/client";
import type { LoaderId } from "#games/boxcars-rw/client";
import type { Answer, AnswerPower, BoxcarsMove, BoxcarsView, WriteStep } from "#games/boxcars-rw/client";

export const POWER_WORDS: Record<AnswerPower, string> = {
  up: "Up",
  down: "Down",
  order: "Order",
  split: "Even Split",
};

/** The value another player writes with `power` when `value` was picked. */
export function powered(value: number, power: AnswerPower | undefined): number {
  return power === "up" ? value + 1 : power === "down" ? value - 1 : power === "split" ? value / 2 : value;
}

export function boxName(box: string): string {
  const ref = parseBox(box);
  if (!ref) return box;
  if (ref.kind === "warehouse") return `warehouse box ${ref.index}`;
  if (ref.kind === "loader") return `${LOADERS[ref.region as LoaderId].name} loader, box ${ref.index}`;
  const car = CARS[ref.region];
  const where = `${car.train.name} boxcar ${car.position + 1} (sum ${car.sum})`;
  return ref.kind === "unloader" ? `${where}, unloader` : `${where}, box ${ref.index}`;
}

export function answerText(a: Answer | null): string {
  if (!a) return "";
  if (a.status === "waiting") return "still to answer";
  if (a.status === "half") return "writing the second half";
  if (a.auto) return "nothing fits";
  if (a.writes.length === 0) return "passed";
  const used = a.power ? ` (${POWER_WORDS[a.power]})` : "";
  return `wrote ${a.writes.map((w) => w.value).join(" + ")}${used}`;
}

export function lastText(view: BoxcarsView, name: (seat: number) => string): string {
  const last = view.last;
  if (!last) return "";
  if (last.bust) return "Bust: one die discarded, the rest unlocked.";
  if (last.skipped) return `${name(last.seat)}: time ran out, turn skipped.`;
  return `${name(last.seat)} took ${last.count} × ${last.value}.`;
}

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** A box in few words: "Pecos 12", "Pecos 12's unloader", "the Up loader", "the warehouse". */
export function spot(box: string): string {
  const ref = parseBox(box);
  if (!ref) return box;
  if (ref.kind === "warehouse") return "the warehouse";
  if (ref.kind === "loader") return `the ${LOADERS[ref.region as LoaderId].name} loader`;
  const car = CARS[ref.region];
  return `${car.train.name} ${car.sum}${ref.kind === "unloader" ? "'s unloader" : ""}`;
}

/** A move after its subject: "wrote 4 in Pecos 12", "took the 3s" (the value of a write from the pad in `view`). */
export function describe(move: BoxcarsMove, seat: number, view: unknown): string {
  const marks = (view as BoxcarsView | null)?.sheets?.[seat]?.marks;
  const wrote = (w: WriteStep) => {
    const value = w.value ?? marks?.[w.box];
    return `${value === undefined ? "" : `${w.box.endsWith(".u") ? "−" : ""}${value} `}in ${spot(w.box)}${w.power ? ` (${POWER_WORDS[w.power]})` : ""}`;
  };
  switch (move.type) {
    case "roll":
      return move.keep.length
        ? `rolled, leaving ${plural(move.keep.length, "die", "dice")} lying`
        : "rolled the dice";
    case "reroll":
      return `re-rolled ${plural(move.dice.length, "die", "dice")} (Re-roll loader)`;
    case "change":
      return `changed die ${move.die + 1} to a ${move.face} (Change loader)`;
    case "pick":
      return `took the ${move.value}s`;
    case "bonus":
      return `took die ${move.die + 1} as a bonus`;
    case "write":
      return `wrote ${wrote(move)}`;
    case "writes":
      return `wrote ${move.writes.map(wrote).join(", ")}`;
    case "done":
      return "finished writing";
    case "pass":
      return "passed";
    case "lock":
      return `locked die ${move.die + 1}`;
  }
}

/** "Ann", "Ann and Gus", "Ann, Gus and Kim". */
export function joinNames(names: string[]): string {
  return names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}
