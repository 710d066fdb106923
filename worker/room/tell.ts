/**
 * The notices the room sends besides turns (notices.ts words them, the outbox queues them): what the
 * host did, a standing order, a timeout, a reminder, a concession, a vacation, a nudge, the room's
 * inactivity deadline, a takeback asked, a test. Each reads the room's value only; call inside a transaction.
 */
import { reminded, type Timers } from "../clock/timers";
import type { AnyGame, GameState } from "../engine/define";
import type { Seat } from "../engine/types";
import { games } from "../games";
import type { Notices } from "./notices";
import type { RoomRows } from "./rows";
import { setTimers } from "./storage/game";
import type { RoomStore } from "./storage/room-store";

export class Tell {
  constructor(
    private readonly store: RoomStore,
    private readonly notices: Notices,
  ) {}

  /** The game, the value and its state: what every notice is made from. */
  #now(): [AnyGame, RoomRows, GameState | null] {
    const rows = this.store.room!;
    return [games[rows.meta.game], rows, rows.played?.state ?? null];
  }

  /** What the host did that concerns `seat` (`event` makes it queue once). */
  host(seat: Seat, did: string, event: string): void {
    const [game, rows, state] = this.#now();
    this.notices.host(game, rows, state, rows.timers, seat, did, event, Date.now());
  }

  /** What the seat's standing order did, told once per version. */
  order(seat: Seat, did: string, now: number): void {
    const [game, rows, state] = this.#now();
    this.notices.order(game, rows, state, rows.timers, seat, did, rows.snapshot.version, now);
  }

  /** The seat's time ran out: what the clock did (`timers`: the seat's timers when it ran out). */
  timeout(seat: Seat, timers: Timers, action: string, now: number): void {
    const [game, rows, state] = this.#now();
    this.notices.timeout(game, rows, state, timers, seat, action, now);
  }

  /** A reminder before the seat's deadline, marked sent in its timers. */
  remind(seat: Seat, now: number): void {
    const [game, rows, state] = this.#now();
    this.notices.reminder(game, rows, state, rows.timers, seat, now);
    setTimers(
      this.store,
      rows.timers.map((t, i) => (i === seat ? reminded(t) : t)),
    );
  }

  /** `seat` conceded and the game ended: every other person at the table is told (host.ts). */
  conceded(seat: Seat, now: number): void {
    const [game, rows, state] = this.#now();
    this.notices.conceded(game, rows, state, seat, now);
  }

  /** The seat went away (a vacation): the others are told (seat-clock.ts). */
  away(seat: Seat, now: number): void {
    const [game, rows, state] = this.#now();
    this.notices.away(game, rows, state, seat, now);
  }

  /** `by` nudges the seats the game waits on, and its timer keeps when (once a day: seat-clock.ts). */
  nudge(by: Seat, seats: Seat[], now: number): void {
    const [game, rows, state] = this.#now();
    setTimers(
      this.store,
      rows.timers.map((t, i) => (i === by ? { ...t, nudgedAt: now } : t)),
    );
    for (const seat of seats) this.notices.nudge(game, rows, state, seat, by, now);
  }

  /** `asker` asks to take back its last move: the seats whose consent it waits on are told (takeback.ts). */
  takebackAsked(asker: Seat, seats: Seat[], now: number): void {
    const [game, rows, state] = this.#now();
    this.notices.takebackAsked(game, rows, state, asker, seats, rows.snapshot.version, now);
  }

  /** At its deadline the seat took a vacation day instead of timing out (timeouts.ts). */
  vacationInstead(seat: Seat, now: number): void {
    const [game, rows, state] = this.#now();
    this.notices.vacationInstead(game, rows, state, seat, now);
  }

  /** The one notice before the room's inactivity deadline, to every seat a person holds (reclaim.ts). */
  reclaim(deadline: number, now: number): void {
    const [game, rows, state] = this.#now();
    for (const seat of rows.seats)
      if (seat.claimed_at && !seat.bot && !seat.has_left)
        this.notices.reclaim(game, rows, state, seat.seat, deadline, now);
  }

  test(seat: Seat, now: number): void {
    const [game, rows, state] = this.#now();
    this.notices.test(game, rows, state, rows.timers, seat, now);
  }
}
