/**
 * Mr. Natural's luck (docs/luck.md): each roll's points against the average points of a roll of
 * the same number of dice (the player chose how many to roll; the dice chose the rest), and a
 * Nothing's re-roll against its one chance in six.
 */
import { moments, streamSeat, Tally } from "../../engine/luck/measure";
import type { LuckHook } from "../../engine/luck/types";
import { isNothing, scoreRoll, singles } from "./scoring";
import type { MrNaturalState } from "./types";

/** Points of every roll of `k` dice (a Nothing scores nothing until its re-roll), computed once per k. */
const byDice = new Map<number, { mean: number; variance: number }>();
function rollMoments(k: number): { mean: number; variance: number } {
  let found = byDice.get(k);
  if (!found) {
    const points: number[] = [];
    const dice = Array(k).fill(1);
    for (let i = 0; i < 6 ** k; i++) {
      for (let d = 0, x = i; d < k; d++, x = Math.floor(x / 6)) dice[d] = (x % 6) + 1;
      points.push(isNothing(dice) ? 0 : scoreRoll(dice).points);
    }
    byDice.set(k, (found = moments(points)));
  }
  return found;
}

export const luck: LuckHook<MrNaturalState> = {
  measures(steps, seats) {
    const rolls = Array.from({ length: seats }, () => new Tally());
    const nothings = Array.from({ length: seats }, () => new Tally());
    for (const step of steps) {
      const seat = step.draws.length ? streamSeat(step.draws[0].stream) : null;
      if (seat === null || !step.before) continue;
      const faces = step.draws.map((d) => d.value);
      if (step.before.turn.phase === "nothing") {
        // Ruling 7: the re-rolled single scores only when it matches the other single.
        const nothing = step.before.turn.rolls.at(-1)?.dice ?? [];
        const picked = (step.move as { die?: number } | null)?.die;
        const other = singles(nothing).find((i) => i !== picked);
        nothings[seat].add(other !== undefined && faces[0] === nothing[other] ? 1 : 0, 1 / 6, 5 / 36);
        continue;
      }
      const m = rollMoments(faces.length);
      rolls[seat].add(isNothing(faces) ? 0 : scoreRoll(faces).points, m.mean, m.variance);
    }
    return rolls.map((r, s) => [
      r.measure("points rolled", { unit: "points", of: "rolls" }),
      nothings[s].measure("Nothings turned into a Boxcar", { of: "Nothings" }),
    ]);
  },
};
