/**
 * The clock's work at an alarm: reminders before a deadline, and the game's timeout policy when a
 * deadline passes (the bot plays the seat's turn, the turn is skipped, or the seat is dropped).
 * Everything it does is stored as moves (`by: "bot"` or `"clock"`), so records still replay.
 */
import { botMove, CLOCK_MOVES, playClockMove, playMove } from "../engine/play";
import { isMoveError, type Seat } from "../engine/types";
import { games } from "../games";
import { reminderAt } from "./clock";
import type { GameRoom } from "./GameRoom";
import { clockOf } from "./GameRoom";
import type { RoomRows } from "./response";
import { entropyOf } from "./tokens";

/** Bot moves at most per timeout: a whole turn, never an endless loop. */
const MAX_BOT_MOVES = 500;

/** Runs due reminders and deadlines; returns whether any move was made. */
export function runTimers(room: GameRoom, start: RoomRows, now: number): boolean {
  const { store, notices, rows, snapshot, timers, transaction } = room.internals;
  const game = games[start.meta.game];
  const clock = clockOf(start);
  let moved = false;
  for (const seat of start.seats.map((s) => s.seat)) {
    const current = rows();
    if (current.meta.ended_at) break;
    const timer = timers(current)[seat];
    const remindAt = reminderAt(clock, timer);
    if (timer.deadline !== null && timer.deadline <= now) {
      transaction(() => {
        const action = timeOut(room, seat);
        const after = rows();
        notices.timeout(game, after, snapshot(after).state, timers(current), seat, action, now);
      });
      moved = true;
    } else if (remindAt !== null && remindAt <= now) {
      transaction(() => {
        notices.reminder(game, current, snapshot(current).state, timers(current), seat, now);
        store.setTimers(timers(current).map((t, i) => (i === seat ? { ...t, reminded: true } : t)));
      });
    }
  }
  return moved;
}

/** Applies the game's timeout policy for `seat`; returns what happened, in words. */
function timeOut(room: GameRoom, seat: Seat): string {
  const { rows, snapshot } = room.internals;
  let current = rows();
  const game = games[current.meta.game];
  const policy = clockOf(current).onTimeout;
  if (policy === "skip" || policy === "drop") {
    const type = policy === "skip" ? CLOCK_MOVES.skip : CLOCK_MOVES.drop;
    const played = playClockMove(game, snapshot(current), entropyOf(current), seat, type);
    if (!isMoveError(played)) {
      room.commitMove(current, seat, { type }, played, "clock");
      return policy === "skip" ? "your turn was skipped." : "you were dropped from the game; the others play on.";
    }
  }
  let count = 0;
  while (count < MAX_BOT_MOVES) {
    const state = snapshot(current).state;
    if (game.result(state) || !game.activeSeats(state).includes(seat)) break;
    const moveNumber = room.internals.store.moveCount();
    const move = botMove(game, state, entropyOf(current), seat, moveNumber);
    const played = playMove(game, snapshot(current), entropyOf(current), seat, move);
    if (isMoveError(played)) break;
    room.commitMove(current, seat, move, played, "bot");
    current = rows();
    count++;
  }
  return `the bot played ${count} move${count === 1 ? "" : "s"} for you.`;
}
