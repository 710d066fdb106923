/**
 * Roll & write's luck (docs/luck.md): a number is taken with all its dice, so a roll is as good as
 * its largest group of equal faces. Each roll (and re-roll) by the seat whose turn it is, against
 * the average largest group of as many dice.
 */
import { moments, Tally } from "../../engine/luck/measure";
import type { LuckHook } from "../../engine/luck/types";
import type { BoxcarsState } from "./types";

const byDice = new Map<number, { mean: number; variance: number }>();
function largestGroup(faces: readonly number[]): number {
  const counts = new Map<number, number>();
  for (const f of faces) counts.set(f, (counts.get(f) ?? 0) + 1);
  return Math.max(0, ...counts.values());
}
function groupMoments(k: number): { mean: number; variance: number } {
  let found = byDice.get(k);
  if (!found) {
    const values: number[] = [];
    const dice = Array(k).fill(1);
    for (let i = 0; i < 6 ** k; i++) {
      for (let d = 0, x = i; d < k; d++, x = Math.floor(x / 6)) dice[d] = (x % 6) + 1;
      values.push(largestGroup(dice));
    }
    byDice.set(k, (found = moments(values)));
  }
  return found;
}

export const luck: LuckHook<BoxcarsState> = {
  measures(steps, seats) {
    const rolls = Array.from({ length: seats }, () => new Tally());
    for (const step of steps) {
      const dice = step.draws.filter((d) => d.stream.startsWith("table/") && d.sides === 6);
      if (step.seat === null || dice.length === 0 || dice.length > 7) continue;
      const m = groupMoments(dice.length);
      rolls[step.seat]?.add(largestGroup(dice.map((d) => d.value)), m.mean, m.variance);
    }
    return rolls.map((t) => [
      t.measure("largest group of equal faces per roll", { unit: "dice", of: "rolls" }),
    ]);
  },
};
