/**
 * Per-seat clocks (pure): a deadline per move, or a time bank the seat's clock runs down while it is
 * to act (with an increment after each turn, up to a cap); an optional weekend pause in the seat's
 * own time zone; reminders at the points the player chose; vacations. The timers live in the room's
 * snapshot row as JSON; the options they follow are in options.ts, the weekend arithmetic in weekends.ts.
 */
import type { Seat } from "../engine/types";
import type { ClockOptions } from "./options";
import { addRunning, runningBetween } from "./weekends";

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
  /** The seat's time bank (ms of running clock) at the start of its current or next turn; absent: the full starting bank. */
  bank?: number;
  /** The seat's own time zone (from the browser at claim), for the weekend pause; absent: UTC. */
  timeZone?: string;
  /** The player's reminder points, in percent of each turn's time (absent: the game's one reminder). */
  reminders?: number[];
  /** How many of the chosen reminder points were sent this turn. */
  remindedPoints?: number;
  /** The player's opt-in: at the deadline, a vacation day is taken instead of timing out, while any are left. */
  autoVacation?: boolean;
  /** When this seat last nudged the seats it waits on (once a day). */
  nudgedAt?: number;
}

export type Timers = SeatTimer[];

export function newTimers(seats: number, zones: (string | null)[] = []): Timers {
  return Array.from({ length: seats }, (_, seat) => ({
    since: null,
    deadline: null,
    reminded: false,
    vacationUntil: 0,
    vacationUsed: 0,
    lastMove: 0,
    movedAt: 0,
    ...(zones[seat] ? { timeZone: zones[seat] } : {}),
  }));
}

/** The seat's bank now (ms), or null in a game without one. */
export function bankOf(clock: ClockOptions, timer: SeatTimer): number | null {
  return clock.bankDays ? (timer.bank ?? clock.bankDays * DAY) : null;
}

/** Running clock time a turn is given: the per-move limit, the bank, or the less of the two; null: no limit. */
function allowance(clock: ClockOptions, timer: SeatTimer): number | null {
  const perMove = clock.perMoveDays ? clock.perMoveDays * DAY : null;
  const bank = bankOf(clock, timer);
  if (perMove === null) return bank;
  return bank === null ? perMove : Math.min(perMove, bank);
}

function zoneOf(timer: SeatTimer): string {
  return timer.timeZone ?? "UTC";
}

/** The instant `amount` of the seat's clock time after `start` (weekends left out where the game pauses them). */
function after(clock: ClockOptions, timer: SeatTimer, start: number, amount: number): number {
  return clock.weekendPause ? addRunning(start, amount, zoneOf(timer)) : start + amount;
}

/** The seat's clock time between two instants. */
export function running(clock: ClockOptions, timer: SeatTimer, from: number, to: number): number {
  if (to <= from) return 0;
  return clock.weekendPause ? runningBetween(from, to, zoneOf(timer)) : to - from;
}

function deadlineFrom(clock: ClockOptions, timer: SeatTimer, now: number): number | null {
  const time = allowance(clock, timer);
  return time === null ? null : after(clock, timer, Math.max(now, timer.vacationUntil), time);
}

/** The seat's clock time left until its deadline, from `now` (its vacation left out). */
export function timeLeft(clock: ClockOptions, timer: SeatTimer, now: number): number | null {
  if (timer.deadline === null) return null;
  return running(clock, timer, Math.max(now, timer.vacationUntil), timer.deadline);
}

/**
 * When to remind next: at each point the player chose (percent of the turn's time, from its start
 * to the deadline), or by default once, half the turn's time before the deadline, at most a day.
 */
export function reminderAt(clock: ClockOptions, timer: SeatTimer): number | null {
  if (timer.deadline === null || timer.since === null) return null;
  const span = timer.deadline - timer.since;
  if (timer.reminders) {
    const point = timer.reminders[timer.remindedPoints ?? 0];
    return point === undefined ? null : timer.since + Math.round((span * point) / 100);
  }
  if (!clock.reminder || timer.reminded) return null;
  return timer.deadline - Math.min(DAY, span / 2);
}

/** The timer once its due reminder was sent. */
export function reminded(timer: SeatTimer): SeatTimer {
  return timer.reminders
    ? { ...timer, remindedPoints: (timer.remindedPoints ?? 0) + 1 }
    : { ...timer, reminded: true };
}

export interface Transition {
  timers: Timers;
  /** Seats that became able to act, not by their own move: they are told. */
  woken: Seat[];
}

/** The mover's bank after its move: the clock time it used is taken off; at the end of its turn the increment is added, up to the cap. */
function charged(clock: ClockOptions, timer: SeatTimer, now: number, turnEnds: boolean): number | undefined {
  const bank = bankOf(clock, timer);
  if (bank === null) return timer.bank;
  const given = allowance(clock, timer)!;
  const left = timer.deadline === null ? given : (timeLeft(clock, timer, now) ?? given);
  const kept = Math.max(0, bank - (given - Math.min(given, left)));
  if (!turnEnds) return kept;
  const grown = kept + (clock.incrementDays ?? 0) * DAY;
  return clock.capDays ? Math.min(grown, clock.capDays * DAY) : grown;
}

/** After a change: seats that became active start their clock; the mover's clock restarts, its bank charged. */
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
    if (seat === actor) {
      // Only a seat that was to act used clock time (the claim that starts a game is no turn).
      const bank = before.includes(seat) ? charged(clock, timer, now, !active) : timer.bank;
      timer = { ...timer, ...(bank === undefined ? {} : { bank }), ...(byPerson ? { movedAt: now } : {}) };
    }
    const fresh = { reminded: false, remindedPoints: 0 };
    if (!active) return { ...timer, since: null, deadline: null, ...fresh, lastMove };
    if (seat === actor || !before.includes(seat)) {
      if (seat !== actor) woken.push(seat);
      const restarted = { ...timer, since: now, ...fresh, lastMove };
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

/** Whole vacation days left to the seat. */
export function vacationDaysLeft(clock: ClockOptions, timer: SeatTimer): number {
  return Math.max(0, Math.floor((clock.vacationDays * DAY - timer.vacationUsed) / DAY));
}

/** A new clock mid-game (the host sets or extends it): every waiting seat's time starts again from now. */
export function restartClocks(clock: ClockOptions, timers: Timers, now: number): Timers {
  return timers.map((t) =>
    t.since === null
      ? t
      : { ...t, since: now, reminded: false, remindedPoints: 0, deadline: deadlineFrom(clock, t, now) },
  );
}

/** The earliest moment a timer needs attention (reminder or deadline), or null. */
export function nextTimerAt(clock: ClockOptions, timers: Timers): number | null {
  const times = timers
    .flatMap((t) => [reminderAt(clock, t), t.deadline])
    .filter((t): t is number => t !== null);
  return times.length ? Math.min(...times) : null;
}
