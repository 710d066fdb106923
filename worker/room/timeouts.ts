/**
 * The clock's work at an alarm: reminders before a deadline, and the game's timeout policy when a
 * deadline passes (the bot plays the seat's turn, the turn is skipped, or the seat is dropped).
 * Everything it does is stored as moves (`by: "bot"` or `"clock"`), so records still replay.
 */
import { reminderAt, takeVacation, vacationDaysLeft } from "../clock/timers";
import { botMove, CLOCK_MOVES } from "../engine/play";
import { isMoveError, type Seat } from "../engine/types";
import type { Ledger } from "./ledger";
import { entropyOf } from "./tokens";

/** Bot moves at most per timeout: a whole turn, never an endless loop. */
const MAX_BOT_MOVES = 500;

/** Runs due reminders and deadlines; returns whether any move was made. */
export function runTimers(ledger: Ledger, now: number): boolean {
  const start = ledger.rows();
  if (!start) return false;
  const clock = start.clock;
  let moved = false;
  for (const seat of start.seats.map((s) => s.seat)) {
    const current = ledger.rows()!;
    if (current.meta.ended_at) break;
    const timers = current.timers;
    const timer = timers[seat];
    const remindAt = reminderAt(clock, timer);
    if (timer.deadline !== null && timer.deadline <= now && takesVacationInstead(ledger, seat, now)) {
      moved = true;
    } else if (timer.deadline !== null && timer.deadline <= now) {
      ledger.transaction(() => ledger.tellTimeout(seat, timers, timeOut(ledger, seat), now));
      moved = true;
    } else if (remindAt !== null && remindAt <= now) {
      ledger.transaction(() => ledger.remind(seat, now));
    }
  }
  return moved;
}

/** The player's opt-in: at the deadline a vacation day is taken instead of timing out, while any are left. */
function takesVacationInstead(ledger: Ledger, seat: Seat, now: number): boolean {
  const rows = ledger.rows()!;
  const timer = rows.timers[seat];
  if (!timer.autoVacation || vacationDaysLeft(rows.clock, timer) < 1) return false;
  const timers = takeVacation(rows.clock, rows.timers, seat, 1, now);
  if (typeof timers === "string") return false;
  ledger.transaction(() => {
    ledger.setTimers(timers);
    ledger.bumpVersion();
    ledger.tellVacationInstead(seat, now);
  });
  return true;
}

/** Applies the game's timeout policy for `seat` (inside the caller's transaction); returns what happened, in words. */
function timeOut(ledger: Ledger, seat: Seat): string {
  let current = ledger.rows()!;
  const game = ledger.game(current);
  const forced = game.timedOut?.(ledger.started(current), seat);
  if (forced && !isMoveError(ledger.play(current, { seat, by: "clock" }, forced.move))) return forced.told;
  const policy = current.clock.onTimeout;
  if (policy === "skip" || policy === "drop") {
    const type = policy === "skip" ? CLOCK_MOVES.skip : CLOCK_MOVES.drop;
    if (!isMoveError(ledger.play(current, { seat, by: "clock" }, { type }))) {
      return policy === "skip"
        ? "your turn was skipped."
        : "you were dropped from the game; the others play on.";
    }
  }
  let count = 0;
  while (count < MAX_BOT_MOVES) {
    const state = ledger.started(current);
    if (game.result(state) || !game.activeSeats(state).includes(seat)) break;
    const move = botMove(game, state, entropyOf(current), seat, current.moveCount);
    if (isMoveError(ledger.play(current, { seat, by: "bot" }, move))) break;
    current = ledger.rows()!;
    count++;
  }
  return `the bot played ${count} move${count === 1 ? "" : "s"} for you.`;
}
