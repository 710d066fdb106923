/**
 * One room's SQLite storage and its value in memory (rows.ts): read whole when the room wakes, then
 * each write states its SQL and makes the new value in the same call, after the statement ran, so
 * memory is always what storage holds. Callers wrap writes in transactions (the ledger's, which
 * puts the value from before back when one throws).
 */
import type { Draw } from "../engine/dice";
import type { MoveBy } from "../engine/record";
import { CLOCK_MOVES, type Snapshot } from "../engine/play";
import type { Move, Seat, Sealed } from "../engine/types";
import { RECENT_MOVES } from "../wire";
import { parseRows, type LoggedMove, type RematchRow, type RoomRows, type SavedContact } from "./rows";
import { ROOM_SCHEMA, upgradeRoom, type MetaRow, type MoveRow, type SeatRow, type SnapshotRow } from "./sql";

export type { RematchRow } from "./rows";

export interface NewMove {
  seat: number;
  move: Move;
  by: MoveBy;
  at: string;
  draws: Draw[];
  stateHash: string;
  key: string | null;
  requestHash: string | null;
  /** What the others see of it while it is sealed (null: a public move). */
  sealed: Sealed | null;
}

/** A new seat: its token's hash, and whether the host gave it to the bot (claimed at once, named "Bot N"). */
export interface NewSeat {
  tokenHash: string;
  bot: boolean;
}

type Row<T> = T & Record<string, SqlStorageValue>;

export interface ChatRow {
  n: number;
  seat: number;
  at: string;
  text: string;
}

export interface SeatNote {
  text: string;
  /** When it was last saved (ISO); null before the first save. */
  at: string | null;
}

const LOGGED = "n, seat, by, at, move, draws, sealed";

/** A fork's room: its parent, the move whose position it took, and that position (JSON). */
export interface ForkRow {
  parent_id: string;
  move: number;
  state_hash: string;
  position: string;
  request_hash: string;
}

export class RoomStore {
  readonly sql: SqlStorage;
  /** Columns and tables this room changed when it was opened (a room made before them). */
  readonly upgraded: string[] = [];
  #room: RoomRows | null = null;

  constructor(storage: DurableObjectStorage) {
    this.sql = storage.sql;
    // Tables are made by `create`, so a look-up of an unknown game id stores nothing.
    const exists =
      this.sql.exec("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'meta'").toArray().length >
      0;
    if (!exists) return;
    this.sql.exec(ROOM_SCHEMA); // tables added since the room was made
    this.upgraded = upgradeRoom(storage);
    this.reload();
  }

  /** The room as storage holds it (null: no game here). */
  get room(): RoomRows | null {
    return this.#room;
  }

  /** Puts a value from before back: its transaction threw, so storage is as it was then. */
  restore(room: RoomRows | null): void {
    this.#room = room;
  }

  /** After the storage was deleted (purge). */
  forget(): void {
    this.#room = null;
  }

  #set(change: (room: RoomRows) => Partial<RoomRows>): void {
    const room = this.#room!;
    this.#room = { ...room, ...change(room) };
  }

  #seat(seat: Seat, change: Partial<SeatRow>): Pick<RoomRows, "seats"> {
    return { seats: this.#room!.seats.map((s) => (s.seat === seat ? { ...s, ...change } : s)) };
  }

  /** Reads the whole value from storage: when the room wakes (and after the one-off sealing of an old log). */
  reload(): void {
    const sql = this.sql;
    const { id: _, ...meta } = sql
      .exec<Row<MetaRow & { id: number }>>(
        "SELECT m.*, s.ended_at FROM meta m JOIN snapshot s ON s.id = 1 WHERE m.id = 1",
      )
      .one();
    const left = new Set(
      sql
        .exec<{ seat: number }>(
          `SELECT DISTINCT seat FROM moves WHERE json_extract(move, '$.type') = '${CLOCK_MOVES.drop}'`,
        )
        .toArray()
        .map((r) => r.seat),
    );
    const seats = sql
      .exec<Row<Omit<SeatRow, "has_left">>>("SELECT * FROM seats ORDER BY seat")
      .toArray()
      .map((s) => ({ ...s, has_left: left.has(s.seat) ? 1 : 0 }));
    const snapshot = sql
      .exec<Row<SnapshotRow>>(
        "SELECT version, state, counters, setup, timers, opened FROM snapshot WHERE id = 1",
      )
      .one();
    const recent = this.movesBefore(RECENT_MOVES);
    this.#room = {
      ...parseRows(meta, seats, snapshot),
      orders: new Map(
        sql
          .exec<{ seat: number; standing_order: string }>("SELECT seat, standing_order FROM standing_orders")
          .toArray()
          .map((r) => [r.seat, JSON.parse(r.standing_order)]),
      ),
      rematch:
        sql
          .exec<Row<RematchRow>>("SELECT game_id, host_token, seat_tokens FROM rematch WHERE id = 1")
          .toArray()[0] ?? null,
      contacts: new Map(
        sql
          .exec<{ seat: number; contact: string; last_sent_at: number }>(
            "SELECT seat, contact, last_sent_at FROM contacts",
          )
          .toArray()
          .map((r) => [r.seat, { contact: JSON.parse(r.contact), lastSentAt: r.last_sent_at }]),
      ),
      outboxDue: this.firstDue(),
      moveCount: recent.at(-1)?.n ?? 0,
      recent,
      keys: new Map(
        sql
          .exec<{ n: number; key: string; request_hash: string | null; version: number }>(
            "SELECT n, key, request_hash, version FROM moves WHERE key IS NOT NULL",
          )
          .toArray()
          .map((m) => [m.key, { n: m.n, requestHash: m.request_hash, version: m.version }]),
      ),
      droppedTokens: new Set(
        sql
          .exec<{ token_hash: string }>("SELECT token_hash FROM dropped_tokens")
          .toArray()
          .map((r) => r.token_hash),
      ),
    };
  }

  /** When the first pending message of the outbox is due (read: the alarm's deliveries change it). */
  firstDue(): number | null {
    return this.sql
      .exec<{ t: number | null }>("SELECT MIN(next_at) AS t FROM outbox WHERE status = 'pending'")
      .one().t;
  }

  /** Who moved since move `n` (exclusive), with how many moves each. */
  moversSince(n: number): { seat: number; count: number }[] {
    return this.sql
      .exec<{ seat: number; count: number }>(
        "SELECT seat, COUNT(*) AS count FROM moves WHERE n > ? GROUP BY seat",
        n,
      )
      .toArray();
  }

  /** The last `limit` moves numbered below `before` (all by default), oldest first. */
  movesBefore(limit: number, before = Number.MAX_SAFE_INTEGER): LoggedMove[] {
    return this.sql
      .exec<Row<LoggedMove>>(`SELECT ${LOGGED} FROM moves WHERE n < ? ORDER BY n DESC LIMIT ?`, before, limit)
      .toArray()
      .reverse();
  }

  moves(): MoveRow[] {
    return this.sql.exec<Row<MoveRow>>("SELECT * FROM moves ORDER BY n").toArray();
  }

  create(
    meta: Omit<
      MetaRow,
      "started_at" | "ended_at" | "archived_at" | "archive_attempts" | "aborted_at" | "abandoned"
    >,
    seats: NewSeat[],
  ): void {
    this.sql.exec(ROOM_SCHEMA);
    this.sql.exec(
      "INSERT INTO meta (id, game_id, game, options, clock, origin, server_seed, commitment, host_hash, created_at, listed, record_format, rated) VALUES (1, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
      meta.game_id,
      meta.game,
      meta.options,
      meta.clock,
      meta.origin,
      meta.server_seed,
      meta.commitment,
      meta.host_hash,
      meta.created_at,
      meta.listed,
      meta.record_format,
      meta.rated,
    );
    const rows: SeatRow[] = seats.map(({ tokenHash, bot }, seat) => ({
      seat,
      token_hash: tokenHash,
      name: bot ? `Bot ${seat + 1}` : null,
      client_seed: bot ? "" : null,
      claimed_at: bot ? meta.created_at : null,
      bot: bot ? 1 : 0,
      time_zone: null,
      player: null,
      has_left: 0,
    }));
    for (const s of rows)
      this.sql.exec(
        "INSERT INTO seats (seat, token_hash, name, client_seed, claimed_at, bot) VALUES (?, ?, ?, ?, ?, ?)",
        s.seat,
        s.token_hash,
        s.name,
        s.client_seed,
        s.claimed_at,
        s.bot,
      );
    this.sql.exec("INSERT INTO snapshot (id, version) VALUES (1, 0)");
    this.#room = parseRows(
      {
        ...meta,
        started_at: null,
        ended_at: null,
        archived_at: null,
        archive_attempts: 0,
        aborted_at: null,
        abandoned: 0,
      },
      rows,
      { version: 0, state: null, counters: null, setup: null, timers: null, opened: null },
    );
  }

  /** `player`: JSON of the seat's player key and claim signature (null: claimed without a key). */
  claim(seat: Seat, name: string, clientSeed: string, at: string, player: string | null = null): void {
    this.sql.exec(
      "UPDATE seats SET name = ?, client_seed = ?, claimed_at = ?, player = ? WHERE seat = ?",
      name,
      clientSeed,
      at,
      player,
      seat,
    );
    this.#set(() => this.#seat(seat, { name, client_seed: clientSeed, claimed_at: at, player }));
  }

  /** The claimant's time zone, kept beside the claim (clock/weekends.ts). */
  setTimeZone(seat: Seat, zone: string): void {
    this.sql.exec("UPDATE seats SET time_zone = ? WHERE seat = ?", zone, seat);
    this.#set(() => this.#seat(seat, { time_zone: zone }));
  }

  rename(seat: Seat, name: string): void {
    this.sql.exec("UPDATE seats SET name = ? WHERE seat = ?", name, seat);
    this.#set(() => this.#seat(seat, { name }));
  }

  /** Early start: drops unclaimed seats and renumbers the rest in order, with what is kept per seat. */
  dropUnclaimedSeats(): void {
    const perSeat = ["contacts", "outbox", "standing_orders", "chat", "notes"];
    // Their links then say they were dropped, not that they are unknown.
    this.sql.exec(
      "INSERT OR IGNORE INTO dropped_tokens (token_hash) SELECT token_hash FROM seats WHERE claimed_at IS NULL",
    );
    this.sql.exec("DELETE FROM seats WHERE claimed_at IS NULL");
    for (const table of perSeat)
      this.sql.exec(`DELETE FROM ${table} WHERE seat NOT IN (SELECT seat FROM seats)`);
    const kept = this.#room!.seats.filter((s) => s.claimed_at);
    // Ascending, so a seat moves only to a number no longer in use.
    kept.forEach((row, index) => {
      for (const table of ["seats", ...perSeat])
        this.sql.exec(`UPDATE ${table} SET seat = ? WHERE seat = ?`, index, row.seat);
    });
    const renumber = <T>(bySeat: ReadonlyMap<Seat, T>) =>
      new Map(kept.flatMap((s, index) => (bySeat.has(s.seat) ? [[index, bySeat.get(s.seat)!]] : [])));
    this.#set((room) => ({
      seats: kept.map((s, index) => ({ ...s, seat: index })),
      orders: renumber(room.orders),
      contacts: renumber(room.contacts),
      droppedTokens: new Set([
        ...room.droppedTokens,
        ...room.seats.filter((s) => !s.claimed_at).map((s) => s.token_hash),
      ]),
      // Messages of dropped seats were deleted; the first one left is due no earlier than before.
    }));
  }

  /** The host hands a seat to the bot: from now on the room plays it, and its link no longer acts. */
  handToBot(seat: Seat): void {
    this.sql.exec("UPDATE seats SET bot = 1 WHERE seat = ?", seat);
    this.sql.exec("DELETE FROM standing_orders WHERE seat = ?", seat);
    this.#set((room) => ({
      ...this.#seat(seat, { bot: 1 }),
      orders: new Map([...room.orders].filter(([s]) => s !== seat)),
    }));
  }

  setClock(clock: RoomRows["clock"]): void {
    const json = JSON.stringify(clock);
    this.sql.exec("UPDATE meta SET clock = ? WHERE id = 1", json);
    this.#set((room) => ({ meta: { ...room.meta, clock: json }, clock }));
  }

  /** The host ends the game without a result. */
  abort(at: string): void {
    this.sql.exec("UPDATE meta SET aborted_at = ? WHERE id = 1", at);
    this.sql.exec("UPDATE snapshot SET version = version + 1, ended_at = ? WHERE id = 1", at);
    this.#set((room) => ({
      meta: { ...room.meta, aborted_at: at, ended_at: at },
      snapshot: { ...room.snapshot, version: room.snapshot.version + 1 },
    }));
  }

  /** The game ends at its inactivity deadline: an abort that says why. */
  abandon(at: string): void {
    this.abort(at);
    this.sql.exec("UPDATE meta SET abandoned = 1 WHERE id = 1");
    this.#set((room) => ({ meta: { ...room.meta, abandoned: 1 } }));
  }

  /** A seat's private notes (read when asked: they are in no answer but the seat's own). */
  note(seat: Seat): SeatNote {
    const row = this.sql
      .exec<Row<{ text: string; at: string }>>("SELECT text, at FROM notes WHERE seat = ?", seat)
      .toArray()[0];
    return row ? { text: row.text, at: row.at } : { text: "", at: null };
  }

  /** "" deletes them. */
  setNote(seat: Seat, text: string, at: string): void {
    if (text === "") this.sql.exec("DELETE FROM notes WHERE seat = ?", seat);
    else
      this.sql.exec(
        "INSERT INTO notes (seat, text, at) VALUES (?, ?, ?) ON CONFLICT (seat) DO UPDATE SET text = excluded.text, at = excluded.at",
        seat,
        text,
        at,
      );
  }

  chat(after = 0, limit = 200): ChatRow[] {
    return this.sql
      .exec<Row<ChatRow>>("SELECT n, seat, at, text FROM chat WHERE n > ? ORDER BY n LIMIT ?", after, limit)
      .toArray();
  }

  /** Messages written after move `n` was made (all of them before the first move). */
  chatSinceMove(n: number): ChatRow[] {
    return this.sql
      .exec<Row<ChatRow>>(
        "SELECT n, seat, at, text FROM chat WHERE at > COALESCE((SELECT at FROM moves WHERE n = ?), '') ORDER BY n",
        n,
      )
      .toArray();
  }

  /** How many messages the seat wrote since `since` (ISO time), for the chat's rate limit. */
  chatCountSince(seat: Seat, since: string): number {
    return this.sql
      .exec<{ c: number }>("SELECT COUNT(*) AS c FROM chat WHERE seat = ? AND at > ?", seat, since)
      .one().c;
  }

  addChat(seat: Seat, at: string, text: string): number {
    return this.sql
      .exec<{ n: number }>(
        "INSERT INTO chat (n, seat, at, text) VALUES ((SELECT COALESCE(MAX(n), 0) + 1 FROM chat), ?, ?, ?) RETURNING n",
        seat,
        at,
        text,
      )
      .one().n;
  }

  setRematch(row: RematchRow): void {
    this.sql.exec(
      "INSERT INTO rematch (id, game_id, host_token, seat_tokens) VALUES (1, ?, ?, ?)",
      row.game_id,
      row.host_token,
      row.seat_tokens,
    );
    this.#set(() => ({ rematch: row }));
  }

  // ---- Forks (#38): the room of a game started from a position of a finished game. ----

  fork(): ForkRow | null {
    return (
      this.sql
        .exec<Row<ForkRow>>(
          "SELECT parent_id, move, state_hash, position, request_hash FROM fork WHERE id = 1",
        )
        .toArray()[0] ?? null
    );
  }

  setFork(row: ForkRow): void {
    this.sql.exec(
      "INSERT INTO fork (id, parent_id, move, state_hash, position, request_hash) VALUES (1, ?, ?, ?, ?, ?)",
      row.parent_id,
      row.move,
      row.state_hash,
      row.position,
      row.request_hash,
    );
  }

  /** A fork started early keeps every seat of its position: the open ones go to the bot. */
  botUnclaimedSeats(at: string): void {
    this.sql.exec(
      "UPDATE seats SET bot = 1, name = 'Bot ' || (seat + 1), client_seed = '', claimed_at = ? WHERE claimed_at IS NULL",
      at,
    );
    this.reload(); // once per fork, at its start: simpler than editing each seat of the value
  }

  // ---- end of forks ----

  setStandingOrder(seat: Seat, order: Record<string, unknown> | null): void {
    if (order === null) this.sql.exec("DELETE FROM standing_orders WHERE seat = ?", seat);
    else
      this.sql.exec(
        "INSERT INTO standing_orders (seat, standing_order) VALUES (?, ?) ON CONFLICT (seat) DO UPDATE SET standing_order = excluded.standing_order",
        seat,
        JSON.stringify(order),
      );
    this.#set((room) => {
      const orders = new Map(room.orders);
      if (order === null) orders.delete(seat);
      else orders.set(seat, order);
      return { orders };
    });
  }

  bumpVersion(): void {
    this.sql.exec("UPDATE snapshot SET version = version + 1 WHERE id = 1");
    this.#set((room) => ({ snapshot: { ...room.snapshot, version: room.snapshot.version + 1 } }));
  }

  start(at: string, played: Snapshot, setup: unknown, timers: RoomRows["timers"]): void {
    const snapshot: SnapshotRow = {
      ...this.#room!.snapshot,
      version: this.#room!.snapshot.version + 1,
      state: JSON.stringify(played.state),
      counters: JSON.stringify(played.counters),
      setup: JSON.stringify(setup),
      timers: JSON.stringify(timers),
    };
    this.sql.exec("UPDATE meta SET started_at = ? WHERE id = 1", at);
    this.sql.exec(
      "UPDATE snapshot SET version = ?, state = ?, counters = ?, setup = ?, timers = ? WHERE id = 1",
      snapshot.version,
      snapshot.state,
      snapshot.counters,
      snapshot.setup,
      snapshot.timers,
    );
    this.#set((room) => ({ meta: { ...room.meta, started_at: at }, snapshot, played, timers }));
  }

  /**
   * One accepted move: the move row, and the snapshot row with the new state, timers, opened scopes
   * and its end if it ended the game. Two rows written, nothing read (the number and version are held).
   */
  recordMove(
    move: NewMove,
    played: Snapshot,
    timers: RoomRows["timers"],
    endedAt: string | null,
    opened: Record<string, number>,
  ): void {
    const room = this.#room!;
    const n = room.moveCount + 1;
    const version = room.snapshot.version + 1;
    const logged: LoggedMove = {
      n,
      seat: move.seat,
      by: move.by,
      at: move.at,
      move: JSON.stringify(move.move),
      draws: JSON.stringify(move.draws),
      sealed: move.sealed && JSON.stringify(move.sealed),
    };
    const snapshot: SnapshotRow = {
      ...room.snapshot,
      version,
      state: JSON.stringify(played.state),
      counters: JSON.stringify(played.counters),
      timers: JSON.stringify(timers),
      opened: Object.keys(opened).length ? JSON.stringify(opened) : null,
    };
    this.sql.exec(
      "INSERT INTO moves (n, seat, move, by, at, draws, state_hash, key, request_hash, version, sealed) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
      n,
      logged.seat,
      logged.move,
      logged.by,
      logged.at,
      logged.draws,
      move.stateHash,
      move.key,
      move.requestHash,
      version,
      logged.sealed,
    );
    this.sql.exec(
      "UPDATE snapshot SET version = ?, state = ?, counters = ?, timers = ?, ended_at = ?, opened = ? WHERE id = 1",
      version,
      snapshot.state,
      snapshot.counters,
      snapshot.timers,
      endedAt,
      snapshot.opened ?? null,
    );
    const keys = move.key === null ? room.keys : new Map(room.keys);
    if (move.key !== null)
      (keys as Map<string, unknown>).set(move.key, { n, requestHash: move.requestHash, version });
    this.#set(() => ({
      meta: endedAt ? { ...room.meta, ended_at: endedAt } : room.meta,
      ...(move.move.type === CLOCK_MOVES.drop ? this.#seat(move.seat, { has_left: 1 }) : {}),
      snapshot,
      played,
      timers,
      opened,
      moveCount: n,
      recent: [...room.recent, logged].slice(-RECENT_MOVES),
      keys,
    }));
  }

  /** Old rooms' one-off sealing of their log (ledger.ts); the caller reloads the value after it. */
  setSealed(n: number, sealed: Sealed | null): void {
    this.sql.exec("UPDATE moves SET sealed = ? WHERE n = ?", sealed && JSON.stringify(sealed), n);
  }

  /** A scope opened, in an old room's one-off sealing: its sealed moves become public. */
  openSeals(scope: string): void {
    this.sql.exec(
      "UPDATE moves SET sealed = NULL WHERE sealed IS NOT NULL AND json_extract(sealed, '$.until') = ?",
      scope,
    );
  }

  /** Timers change without a new version (reminders sent, vacations taken). */
  setTimers(timers: RoomRows["timers"]): void {
    const json = JSON.stringify(timers);
    this.sql.exec("UPDATE snapshot SET timers = ? WHERE id = 1", json);
    this.#set((room) => ({ snapshot: { ...room.snapshot, timers: json }, timers }));
  }

  // --- Takeback (issue #37; ledger.takeBack) ---

  /** Move `n`, the last, leaves the log; the snapshot goes back to the state before it (one new version). */
  takeBack(n: number, state: unknown, counters: Record<string, number>, timers: unknown): void {
    this.sql.exec("DELETE FROM moves WHERE n = ? AND n = (SELECT MAX(n) FROM moves)", n);
    this.sql.exec(
      "UPDATE snapshot SET version = version + 1, state = ?, counters = ?, timers = ? WHERE id = 1",
      JSON.stringify(state),
      JSON.stringify(counters),
      JSON.stringify(timers),
    );
  }

  archiveAttempted(succeededAt: string | null): void {
    this.sql.exec(
      "UPDATE meta SET archive_attempts = archive_attempts + 1, archived_at = ? WHERE id = 1",
      succeededAt,
    );
    this.#set((room) => ({
      meta: { ...room.meta, archive_attempts: room.meta.archive_attempts + 1, archived_at: succeededAt },
    }));
  }

  /** The outbox's part of the value: contacts and when its first message is due (outbox.ts writes them). */
  setContacts(contacts: ReadonlyMap<Seat, SavedContact>): void {
    this.#set(() => ({ contacts }));
  }

  setOutboxDue(outboxDue: number | null): void {
    this.#set(() => ({ outboxDue }));
  }
}
