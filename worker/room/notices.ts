/** Turning room events into outbox messages: whose turn it is, what happened, reminders, timeouts. */
import type { AnyGame, GameState } from "../engine/define";
import type { Seat } from "../engine/types";
import { clip } from "../notify/formats";
import {
  hostMessage,
  orderMessage,
  reminderMessage,
  testMessage,
  timeoutMessage,
  turnMessage,
  type Message,
  type MessageFacts,
} from "../notify/messages";
import type { Timers } from "../clock/timers";
import { headlineFor } from "./disclose";
import type { Outbox } from "./outbox";
import type { RoomRows } from "./rows";
import type { RoomStore } from "./store";

export class Notices {
  constructor(
    private readonly store: RoomStore,
    private readonly outbox: Outbox,
  ) {}

  /** What a message to `seat` says: only what that seat may see (its own view's headline). */
  #facts(game: AnyGame, rows: RoomRows, state: GameState | null, timers: Timers, seat: Seat): MessageFacts {
    const names = rows.seats.map((s) => s.name ?? `Seat ${s.seat + 1}`);
    const movers = this.store.moversSince(timers[seat]?.lastMove ?? 0).filter((m) => m.seat !== seat);
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
      since: [since, headline, this.#talk(names, seat, timers[seat]?.lastMove ?? 0)]
        .filter(Boolean)
        .join(" "),
      deadline: timers[seat]?.deadline ?? null,
    };
  }

  /** The table talk since the seat's last move (others' messages, the last few, shortened), for turn messages and digests. */
  #talk(names: string[], seat: Seat, lastMove: number): string {
    const lines = this.store
      .chatSinceMove(lastMove)
      .filter((m) => m.seat !== seat)
      .slice(-3);
    return lines.length
      ? `Table talk: ${lines.map((m) => `${names[m.seat]}: “${clip(m.text, 80)}”`).join(" ")}`
      : "";
  }

  /** Queues a message for `seat` when its contact would take it (its facts cost reads: only then). */
  #queue(seat: Seat, kind: Message["kind"], event: string, message: () => Message, now: number): void {
    if (this.outbox.wants(seat, kind)) this.outbox.enqueue(seat, event, message(), now);
  }

  turn(
    game: AnyGame,
    rows: RoomRows,
    state: GameState | null,
    seats: Seat[],
    version: number,
    now: number,
  ): void {
    for (const seat of seats)
      this.#queue(
        seat,
        "turn",
        `turn:${version}:${seat}`,
        () => turnMessage(this.#facts(game, rows, state, rows.timers, seat), now),
        now,
      );
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
      `reminder:${timers[seat].since}:${seat}`,
      () => reminderMessage(this.#facts(game, rows, state, timers, seat), now),
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
