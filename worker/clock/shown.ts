/** What a game's answer shows of each seat's clock (the same for every viewer: no time zone leaves the room). */
import type { SeatClock } from "../wire";
import type { ClockOptions } from "./options";
import { bankOf, running, vacationDaysLeft, type Timers } from "./timers";
import { pausedAt } from "./weekends";

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
