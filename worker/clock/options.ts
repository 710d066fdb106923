/**
 * A game's clock as options: time per move, a reminder, what happens when the time runs out,
 * vacation days. Data like game options, so the create form and the validator come from one spec.
 */
import type { AnyGame } from "../engine/define";
import { choice, flag, type OptionsSpec } from "../engine/options";

export const clockOptions = {
  perMoveDays: choice("Time per move (days; 0 = no limit)", [0, 1, 3, 7], 0),
  reminder: flag("Remind a player before their time runs out", true),
  onTimeout: choice("When the time runs out", ["bot", "skip", "drop"], "bot"),
  vacationDays: choice("Vacation days each player may take", [0, 3, 7, 14], 7),
} satisfies OptionsSpec;

export interface ClockOptions {
  perMoveDays: 0 | 1 | 3 | 7;
  reminder: boolean;
  /** bot: the bot plays the seat's turn; skip: the turn is skipped (where the rules allow); drop: the seat leaves the game. */
  onTimeout: "bot" | "skip" | "drop";
  vacationDays: 0 | 3 | 7 | 14;
}

export function timeoutPolicies(game: AnyGame): ClockOptions["onTimeout"][] {
  return ["bot", ...(game.skip ? ["skip" as const] : []), ...(game.drop ? ["drop" as const] : [])];
}
