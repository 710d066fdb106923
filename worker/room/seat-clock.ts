/**
 * A seat's clock from its own side (the room's RPC): vacations (days, or "away until" a moment, the
 * others told), its reminder points and "take vacation days instead of timing out", and the nudge a
 * waiting seat sends the seats it waits on (once a day). The arithmetic is in clock/timers.ts.
 */
import { timed } from "../clock/options";
import { DAY, takeVacation, vacationDaysLeft, type SeatTimer } from "../clock/timers";
import { fail, ok, type Caller, type SeatClockInput, type VacationInput } from "../wire";
import { isPlayer } from "./auth";
import { changed, type Ledger, type Outcome } from "./ledger";
import { statusOf, type RoomRows } from "./rows";

const notPlaying = () => fail(409, "not_playing", "The game is not in play.");

export function vacation(ledger: Ledger, rows: RoomRows, you: Caller | null, input: VacationInput): Outcome {
  if (!isPlayer(you)) return fail(403, "not_a_player", "Only a claimed seat can take a vacation.");
  if (statusOf(rows.meta) !== "playing") return fail(409, "not_playing", "Vacations are for games in play.");
  const clock = rows.clock;
  if (!timed(clock)) return fail(409, "no_clock", "This game has no time limit, so no vacation is needed.");
  const now = Date.now();
  const timer = rows.timers[you.seat];
  let days: number;
  if ("days" in input) days = input.days;
  else {
    const needed = Math.ceil((Date.parse(input.until) - Math.max(now, timer.vacationUntil)) / DAY);
    if (needed < 1) return fail(400, "bad_until", "Away until a moment after your vacation so far ends.");
    const left = vacationDaysLeft(clock, timer);
    if (left < 1) return fail(409, "no_vacation_left", "You have no vacation days left in this game.");
    days = Math.min(needed, left);
  }
  const timers = takeVacation(clock, rows.timers, you.seat, days, now);
  if (typeof timers === "string") return fail(409, "no_vacation_left", timers);
  ledger.transaction(() => {
    ledger.setTimers(timers);
    ledger.bumpVersion();
    ledger.tellAway(you.seat, now);
  });
  return changed(you);
}

/** The caller's clock settings; with `input`, new ones (kept in the seat's timer). */
export function seatClock(
  ledger: Ledger,
  rows: RoomRows,
  you: Caller | null,
  input?: SeatClockInput,
): Outcome {
  if (!isPlayer(you)) return fail(403, "not_a_player", "Only a claimed seat has clock settings.");
  if (statusOf(rows.meta) !== "playing") return notPlaying();
  let timer = rows.timers[you.seat];
  if (input) {
    const next: SeatTimer = { ...timer };
    if (input.reminders) {
      next.reminders = [...input.reminders].sort((a, b) => a - b);
      // Points already past in the running turn are not sent late.
      next.remindedPoints = 0;
    }
    if (input.autoVacation !== undefined) next.autoVacation = input.autoVacation;
    ledger.transaction(() => ledger.setTimers(rows.timers.map((t, i) => (i === you.seat ? next : t))));
    timer = next;
  }
  return ok({
    reminders: timer.reminders ?? null,
    autoVacation: timer.autoVacation === true,
    vacationDaysLeft: vacationDaysLeft(rows.clock, timer),
  });
}

/**
 * A seat waiting on others nudges every person the game waits on: each gets one notification. Once
 * a day per nudging seat; a second nudge within the day is refused (429) and stores nothing.
 */
export function nudge(ledger: Ledger, rows: RoomRows, you: Caller | null): Outcome {
  if (!isPlayer(you)) return fail(403, "not_a_player", "Only a claimed seat can nudge.");
  if (statusOf(rows.meta) !== "playing") return notPlaying();
  const state = ledger.started(rows);
  const waitedOn = ledger
    .game(rows)
    .activeSeats(state)
    .filter((seat) => seat !== you.seat && !rows.seats[seat].bot && !rows.seats[seat].has_left);
  if (!waitedOn.length) return fail(409, "nobody_to_nudge", "The game is not waiting on another player.");
  const now = Date.now();
  const last = rows.timers[you.seat].nudgedAt ?? 0;
  if (now - last < DAY)
    return fail(
      429,
      "nudged_today",
      `You nudged ${new Date(last).toISOString()}; one nudge a day: the next from ${new Date(last + DAY).toISOString()}.`,
    );
  ledger.transaction(() => ledger.nudge(you.seat, waitedOn, now));
  return ok({ nudged: waitedOn, next: new Date(now + DAY).toISOString() });
}
