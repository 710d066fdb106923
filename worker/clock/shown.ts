/** What a game's answer shows of each seat's clock (the same for every viewer: no time zone leaves the room). */
import type { Seat } from "../engine/types";
import type { ClockOptions } from "./options";
import { bankOf, running, vacationDaysLeft, type Timers } from "./timers";
import { pausedAt } from "./weekends";

/** One seat's clock in a game's answer (`GameResponse.timers`). */
export interface SeatClock {
  seat: Seat;
  deadline: string | null;
  vacationUntil: string | null;
  vacationDaysLeft: number;
  /** While the seat is to act: the time until its deadline (ms), weekends left out where the clock pauses for them. */
  timeLeft: number | null;
  /** In a game with a time bank: the seat's bank (ms) at the start of its current or next turn. */
  bank: number | null;
  /** The weekend pause holds the seat's clock now (a Saturday or Sunday where the seat lives). */
  paused: boolean;
}

export function shownTimers(clock: ClockOptions, timers: Timers, now: number): SeatClock[] {
  return timers.map((t, seat) => ({
    seat,
    deadline: t.deadline === null ? null : new Date(t.deadline).toISOString(),
    vacationUntil: t.vacationUntil > now ? new Date(t.vacationUntil).toISOString() : null,
    vacationDaysLeft: vacationDaysLeft(clock, t),
    // Until the deadline, weekends left out where they pause the clock (a vacation counts: the deadline moved).
    timeLeft: t.deadline === null ? null : running(clock, t, now, t.deadline),
    bank: bankOf(clock, t),
    paused: clock.weekendPause === true && pausedAt(now, t.timeZone ?? "UTC"),
  }));
}
