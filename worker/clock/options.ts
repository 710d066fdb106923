/**
 * A game's clock as options: time per move, a time bank with an increment and a cap, a weekend
 * pause, a reminder, what happens when the time runs out, vacation days. Data like game options, so
 * the create form and the validator come from one spec. Rooms made before a field read it as absent:
 * timers.ts reads each new field with its "off" value.
 */
import type { AnyGame } from "../engine/define";
import { choice, flag, type OptionsSpec } from "../engine/options";

export const clockOptions = {
  perMoveDays: choice("Time per move (days; 0 = no limit)", [0, 1, 3, 7], 0),
  bankDays: choice("Time bank to start (days; 0 = none)", [0, 1, 3, 7, 14], 0),
  incrementDays: choice("Days added to the bank after each turn", [0, 1, 2, 3], 1),
  capDays: choice("Most days a bank may hold (0 = no cap)", [0, 5, 10, 14, 30], 10),
  weekendPause: flag("Clocks pause on Saturday and Sunday (each player's own time zone)", false),
  reminder: flag("Remind a player before their time runs out", true),
  onTimeout: choice("When the time runs out", ["bot", "skip", "drop"], "bot"),
  vacationDays: choice("Vacation days each player may take", [0, 3, 7, 14], 7),
} satisfies OptionsSpec;

export interface ClockOptions {
  perMoveDays: 0 | 1 | 3 | 7;
  /** A bank of days the seat's clock runs down while it is to act (0: none); absent in older rooms. */
  bankDays?: 0 | 1 | 3 | 7 | 14;
  /** Days added to the bank when the seat's turn ends. */
  incrementDays?: 0 | 1 | 2 | 3;
  /** The most days a bank may hold (0: no cap). */
  capDays?: 0 | 5 | 10 | 14 | 30;
  /** The clock does not run on Saturday and Sunday in each seat's own time zone. */
  weekendPause?: boolean;
  reminder: boolean;
  /** bot: the bot plays the seat's turn; skip: the turn is skipped (where the rules allow); drop: the seat leaves the game. */
  onTimeout: "bot" | "skip" | "drop";
  vacationDays: 0 | 3 | 7 | 14;
}

/** Whether the game has any clock at all (a per-move limit or a bank). */
export function timed(clock: ClockOptions): boolean {
  return clock.perMoveDays > 0 || (clock.bankDays ?? 0) > 0;
}

export function timeoutPolicies(game: AnyGame): ClockOptions["onTimeout"][] {
  return ["bot", ...(game.skip ? ["skip" as const] : []), ...(game.drop ? ["drop" as const] : [])];
}
