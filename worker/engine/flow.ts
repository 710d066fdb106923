/**
 * Turn flow shared by every game: the next seat in order, and stages where several seats act at
 * once. Pure helpers over plain data, so a game's state stays JSON.
 */
import type { Seat } from "./types";

/** The next seat after `from` in turn order (wrapping) that is still in; `from` itself when it is the only one; null when none is. */
export function nextSeat(
  seats: number,
  from: Seat,
  isOut: (seat: Seat) => boolean = () => false,
): Seat | null {
  for (let step = 1; step <= seats; step++) {
    const seat = (from + step) % seats;
    if (!isOut(seat)) return seat;
  }
  return null;
}

/**
 * A stage where several seats act at once and the phase ends when all have acted: roll & write's
 * answers, a shared throw, an auction's sealed bids. `waiting` lists the seats still to act, in order.
 */
export interface Stage {
  waiting: Seat[];
}

export function openStage(seats: Iterable<Seat>): Stage {
  return { waiting: [...new Set(seats)].sort((a, b) => a - b) };
}

export function isWaiting(stage: Stage, seat: Seat): boolean {
  return stage.waiting.includes(seat);
}

/** The stage after `seat` has acted (unchanged when it was not waiting). */
export function acted(stage: Stage, seat: Seat): Stage {
  return isWaiting(stage, seat) ? { waiting: stage.waiting.filter((s) => s !== seat) } : stage;
}

export function stageDone(stage: Stage): boolean {
  return stage.waiting.length === 0;
}

/**
 * The stage kept as one entry per seat (null: not asked), for games whose seats act with data of
 * their own (roll & write's answers hold the boxes written): the seats whose entry is not done.
 */
export function stageOf<T>(entries: readonly (T | null)[], done: (entry: T) => boolean): Stage {
  return { waiting: entries.flatMap((entry, seat) => (entry !== null && !done(entry) ? [seat] : [])) };
}
