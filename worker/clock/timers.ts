/**
 * Per-seat clocks (pure): a deadline per move, a reminder before it, vacations. The timers live in
 * the room's snapshot row as JSON; the options they follow are in options.ts.
 */
import type { Seat } from "../engine/types";
import type { ClockOptions } from "./options";

export const DAY = 24 * 3600 * 1000;

export interface SeatTimer {
  /** When the seat last became able to act; null while it is not waiting. */
  since: number | null;
  deadline: number | null;
  reminded: boolean;
  vacationUntil: number;
  vacationUsed: number;
  /** The seat's last move number, for "since your last move". */
  lastMove: number;
  /**
   * When a person last moved for this seat (not its bot, clock or standing order; 0: not yet): the
   * room's inactivity deadline counts from it. Absent in rooms started before it was kept.
   */
  movedAt?: number;
}

export type Timers = SeatTimer[];

export function newTimers(seats: number): Timers {
  return Array.from({ length: seats }, () => ({
    since: null,
    deadline: null,
    reminded: false,
    vacationUntil: 0,
    vacationUsed: 0,
    lastMove: 0,
    movedAt: 0,
  }));
}

function deadlineFrom(clock: ClockOptions, timer: SeatTimer, now: number): number | null {
  return clock.perMoveDays ? Math.max(now, timer.vacationUntil) + clock.perMoveDays * DAY : null;
}

/** When to remind: half the time per move before the deadline, at most a day before. */
export function reminderAt(clock: ClockOptions, timer: SeatTimer): number | null {
  if (!clock.reminder || timer.deadline === null || timer.reminded) return null;
  return timer.deadline - Math.min(DAY, (clock.perMoveDays * DAY) / 2);
}

export interface Transition {
  timers: Timers;
  /** Seats that became able to act, not by their own move: they are told. */
  woken: Seat[];
}

/** After a change: seats that became active start their clock; the mover's clock restarts. */
export function afterChange(
  clock: ClockOptions,
  timers: Timers,
  before: Seat[],
  after: Seat[],
  actor: Seat | null,
  moveNumber: number,
  now: number,
  byPerson = true,
): Transition {
  const woken: Seat[] = [];
  const next = timers.map((given, seat): SeatTimer => {
    let timer = given;
    const active = after.includes(seat);
    const lastMove = seat === actor ? moveNumber : timer.lastMove;
    if (seat === actor && byPerson) timer = { ...timer, movedAt: now };
    if (!active) return { ...timer, since: null, deadline: null, reminded: false, lastMove };
    if (seat === actor || !before.includes(seat)) {
      if (seat !== actor) woken.push(seat);
      const restarted = { ...timer, since: now, reminded: false, lastMove };
      return { ...restarted, deadline: deadlineFrom(clock, restarted, now) };
    }
    return timer;
  });
  return { timers: next, woken };
}

/** A vacation of `days`: pushes the seat's deadline back; refused past the game's allowance. */
export function takeVacation(
  clock: ClockOptions,
  timers: Timers,
  seat: Seat,
  days: number,
  now: number,
): Timers | string {
  const timer = timers[seat];
  const left = clock.vacationDays * DAY - timer.vacationUsed;
  if (days * DAY > left) return `You have ${Math.floor(left / DAY)} vacation day(s) left in this game.`;
  const next = {
    ...timer,
    vacationUntil: Math.max(now, timer.vacationUntil) + days * DAY,
    vacationUsed: timer.vacationUsed + days * DAY,
  };
  if (timer.deadline !== null) {
    next.deadline = timer.deadline + days * DAY;
    next.reminded = false;
  }
  return timers.map((t, i) => (i === seat ? next : t));
}

/** A new clock mid-game (the host sets or extends it): every waiting seat's time starts again from now. */
export function restartClocks(clock: ClockOptions, timers: Timers, now: number): Timers {
  return timers.map((t) =>
    t.since === null ? t : { ...t, since: now, reminded: false, deadline: deadlineFrom(clock, t, now) },
  );
}

/** The earliest moment a timer needs attention (reminder or deadline), or null. */
export function nextTimerAt(clock: ClockOptions, timers: Timers): number | null {
  const times = timers
    .flatMap((t) => [reminderAt(clock, t), t.deadline])
    .filter((t): t is number => t !== null);
  return times.length ? Math.min(...times) : null;
}
