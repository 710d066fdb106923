/** Turning room events into outbox messages: whose turn it is, what happened, reminders, timeouts. */
import type { AnyGame, GameState } from "../engine/define";
import type { Seat } from "../engine/types";
import { clip } from "../notify/formats";
import {
  concededMessage,
  hostMessage,
  awayMessage,
  nudgeMessage,
  orderMessage,
  reclaimMessage,
  reminderMessage,
  takebackMessage,
  testMessage,
  timeoutMessage,
  turnMessage,
  type Message,
  type MessageFacts,
} from "../notify/messages";
import type { Timers } from "../clock/timers";
import { headlineFor } from "./disclose";
import { answerLinks } from "./one-tap";
import type { Outbox } from "./outbox";
import type { RoomRows } from "./rows";
import { moversSince, talkSince } from "./since";

export class Notices {
  constructor(private readonly outbox: Outbox) {}

  /** What a message to `seat` says: only what that seat may see (its own view's headline). */
  #facts(game: AnyGame, rows: RoomRows, state: GameState | null, timers: Timers, seat: Seat): MessageFacts {
    const names = rows.seats.map((s) => s.name ?? `Seat ${s.seat + 1}`);
    const movers = moversSince(rows, timers[seat]?.lastMove ?? 0).filter((m) => m.seat !== seat);
    const who = movers.map((m) => names[m.seat]);
    const count = movers.reduce((sum, m) => sum + m.count, 0);
    const since = count
      ? `Since your last move ${who.join(" and ")} made ${count} move${count === 1 ? "" : "s"}.`
      : "";
    const headline = headlineFor(game, state, seat, names);
    return {
      title: game.title,
      playerName: names[seat],
      link: `${rows.meta.origin}/play/${rows.meta.game_id}`,
      since: [since, headline, this.#talk(rows, names, seat, timers[seat]?.lastMove ?? 0)]
        .filter(Boolean)
        .join(" "),
      deadline: timers[seat]?.deadline ?? null,
    };
  }

  /** The table talk since the seat's last move (others' messages, the last few, shortened), for turn messages and digests. */
  #talk(rows: RoomRows, names: string[], seat: Seat, lastMove: number): string {
    const lines = talkSince(rows, seat, lastMove, 3);
    return lines.length
      ? `Table talk: ${lines.map((m) => `${names[m.seat]}: “${clip(m.text, 80)}”`).join(" ")}`
      : "";
  }

  /** Queues a message for `seat` when its contact would take it (its facts are made only then). */
  #queue(seat: Seat, kind: Message["kind"], event: string, message: () => Message, now: number): void {
    if (this.outbox.wants(seat, kind)) this.outbox.enqueue(seat, event, message(), now);
  }

  /** `message` with the seat's one-tap answer links at `version`, when its decision is one tap (turns, reminders, nudges). */
  #answerable(
    message: Message,
    game: AnyGame,
    rows: RoomRows,
    state: GameState | null,
    seat: Seat,
    version: number,
  ): Message {
    const choices = answerLinks(game, rows, state, seat, version);
    return choices.length ? { ...message, choices } : message;
  }

  turn(
    game: AnyGame,
    rows: RoomRows,
    state: GameState | null,
    seats: Seat[],
    version: number,
    now: number,
  ): void {
    for (const seat of seats) {
      this.#queue(
        seat,
        "turn",
        `turn:${version}:${seat}`,
        () =>
          this.#answerable(
            turnMessage(this.#facts(game, rows, state, rows.timers, seat), now),
            game,
            rows,
            state,
            seat,
            version,
          ),
        now,
      );
    }
  }

  reminder(
    game: AnyGame,
    rows: RoomRows,
    state: GameState | null,
    timers: Timers,
    seat: Seat,
    now: number,
  ): void {
    this.#queue(
      seat,
      "reminder",
      `reminder:${timers[seat].since}:${seat}:${timers[seat].remindedPoints ?? 0}`,
      () =>
        this.#answerable(
          reminderMessage(this.#facts(game, rows, state, timers, seat), now),
          game,
          rows,
          state,
          seat,
          rows.snapshot.version,
        ),
      now,
    );
  }

  timeout(
    game: AnyGame,
    rows: RoomRows,
    state: GameState | null,
    timers: Timers,
    seat: Seat,
    action: string,
    now: number,
  ): void {
    this.#queue(
      seat,
      "timeout",
      `timeout:${timers[seat].since}:${seat}`,
      () => timeoutMessage(this.#facts(game, rows, state, timers, seat), action),
      now,
    );
  }

  /** What the seat's standing order did (`did`, in words), told once per alarm that played it (`version`: the game's after). */
  order(
    game: AnyGame,
    rows: RoomRows,
    state: GameState | null,
    timers: Timers,
    seat: Seat,
    did: string,
    version: number,
    now: number,
  ): void {
    this.#queue(
      seat,
      "order",
      `order:${version}:${seat}`,
      () => orderMessage(this.#facts(game, rows, state, timers, seat), did),
      now,
    );
  }

  /** Tells every other person at the table that `seat` conceded (the game has ended). */
  conceded(game: AnyGame, rows: RoomRows, state: GameState | null, seat: Seat, now: number): void {
    const who = rows.seats[seat]?.name ?? `Seat ${seat + 1}`;
    for (const other of rows.seats)
      if (other.seat !== seat && !other.bot && !other.has_left)
        this.outbox.enqueue(
          other.seat,
          `conceded:${seat}:${other.seat}`,
          concededMessage(this.#facts(game, rows, state, rows.timers, other.seat), who),
          now,
        );
  }

  /** What the host did that concerns `seat`; `event` makes it queue once. */
  host(
    game: AnyGame,
    rows: RoomRows,
    state: GameState | null,
    timers: Timers,
    seat: Seat,
    did: string,
    event: string,
    now: number,
  ): void {
    this.#queue(
      seat,
      "host",
      `host:${event}:${seat}`,
      () => hostMessage(this.#facts(game, rows, state, timers, seat), did),
      now,
    );
  }

  /** A seat went away (a vacation): every other person at the table is told, once per new end of it. */
  away(game: AnyGame, rows: RoomRows, state: GameState | null, away: Seat, now: number): void {
    const until = new Date(rows.timers[away].vacationUntil).toISOString();
    const who = rows.seats[away].name ?? `Seat ${away + 1}`;
    for (const seat of rows.seats)
      if (seat.seat !== away && !seat.bot && !seat.has_left)
        this.#queue(
          seat.seat,
          "away",
          `away:${away}:${until}:${seat.seat}`,
          () => awayMessage(this.#facts(game, rows, state, rows.timers, seat.seat), who, until),
          now,
        );
  }

  /** `by` nudged `seat` (the seat it waits on); once a day at most (seat-clock.ts). */
  nudge(game: AnyGame, rows: RoomRows, state: GameState | null, seat: Seat, by: Seat, now: number): void {
    const who = rows.seats[by].name ?? `Seat ${by + 1}`;
    this.#queue(
      seat,
      "nudge",
      `nudge:${by}:${now}:${seat}`,
      () =>
        this.#answerable(
          nudgeMessage(this.#facts(game, rows, state, rows.timers, seat), who, now),
          game,
          rows,
          state,
          seat,
          rows.snapshot.version,
        ),
      now,
    );
  }

  /**
   * `asker` asks to take back its last move: each seat whose consent it waits on (`seats`) is told
   * once, on its own channels, that it may agree or refuse on the sheet. `version`: the game's
   * version with the request, so a request asked again is told again.
   */
  takebackAsked(
    game: AnyGame,
    rows: RoomRows,
    state: GameState | null,
    asker: Seat,
    seats: Seat[],
    version: number,
    now: number,
  ): void {
    const who = rows.seats[asker].name ?? `Seat ${asker + 1}`;
    for (const seat of seats)
      this.#queue(
        seat,
        "takeback",
        `takeback:${version}:${seat}`,
        () => takebackMessage(this.#facts(game, rows, state, rows.timers, seat), who),
        now,
      );
  }

  /** At the deadline a vacation day was taken instead of timing out (the player's opt-in); told once per day taken. */
  vacationInstead(game: AnyGame, rows: RoomRows, state: GameState | null, seat: Seat, now: number): void {
    const timer = rows.timers[seat];
    this.#queue(
      seat,
      "timeout",
      `vacation:${timer.vacationUsed}:${seat}`,
      () =>
        timeoutMessage(
          this.#facts(game, rows, state, rows.timers, seat),
          "a vacation day was taken instead, as you asked; your deadline moved back a day.",
        ),
      now,
    );
  }

  /** The one notice before the room's inactivity deadline (reclaim.ts); keyed by the deadline, so queued once. */
  reclaim(
    game: AnyGame,
    rows: RoomRows,
    state: GameState | null,
    seat: Seat,
    deadline: number,
    now: number,
  ): void {
    this.#queue(
      seat,
      "reclaim",
      `reclaim:${deadline}:${seat}`,
      () => reclaimMessage(this.#facts(game, rows, state, rows.timers, seat), deadline, now),
      now,
    );
  }

  test(
    game: AnyGame,
    rows: RoomRows,
    state: GameState | null,
    timers: Timers,
    seat: Seat,
    now: number,
  ): void {
    this.#queue(
      seat,
      "test",
      `test:${now}:${seat}`,
      () => testMessage(this.#facts(game, rows, state, timers, seat)),
      now,
    );
  }
}
