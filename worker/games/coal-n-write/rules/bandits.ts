/**
 * Which bandits wait for a burro and what they take: plain functions of the data, so the sheet can
 * show them without loading the rest of the rules.
 */
import type { Mineral, Stash } from "../data/minerals";
import { BURROS, GAMBLE_BANDIT } from "../data/tables";
import type { Sheet } from "../types";

/** The bandit hats on this seat's burro for the round: the burro's own and any #3 from gamblin' busts. */
export function banditsFor(sh: Sheet, burro: number): number[] {
  return [...BURROS[burro - 1].bandits, ...Array<number>(sh.hideouts[burro - 1]).fill(GAMBLE_BANDIT)];
}

/** What the bandits would take from this load: the most valuable type aboard (mail last), or null. */
export function banditTake(load: Stash, mail: number): Mineral | "M" | null {
  const kind = (["S", "T", "C", "B"] as const).find((m) => load[m] > 0);
  return kind ?? (mail > 0 ? "M" : null);
}
