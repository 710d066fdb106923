/** Typed reads and writes of one room's SQLite storage. Callers wrap writes in transactions. */
import type { Draw } from "../engine/dice";
import type { MoveBy } from "../engine/record";
import { CLOCK_MOVES } from "../engine/play";
import type { Move, Sealed } from "../engine/types";
import { ROOM_SCHEMA, upgradeRoom, type MetaRow, type MoveRow, type SeatRow, type SnapshotRow } from "./sql";

/** A move by which its seat left the game; the same text as the index `moves_left` (sql.ts), so it is used. */
const IS_DROP = `json_extract(move, '$.type') = '${CLOCK_MOVES.drop}'`;

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

export interface RematchRow {
  game_id: string;
  host_token: string;
  /** JSON: the new game's seat tokens by old seat (null for a bot seat). */
  seat_tokens: string;
}
/** A fork's room: its parent, the move whose position it took, and that position (JSON). */
export interface ForkRow {
  parent_id: string;
  move: number;
  state_hash: string;
  position: string;
  request_hash: string;
}
type LoggedMove = Pick<MoveRow, "n" | "seat" | "by" | "at" | "move" | "draws" | "sealed">;

export class RoomStore {
  /** Tables are made by `create`, so a look-up of an unknown game id stores nothing. */
  #exists: boolean;
  /** Columns this room gained when it was opened (a room made before them). */
  readonly upgraded: string[] = [];

  constructor(private readonly sql: SqlStorage) {
    this.#exists =
      sql.exec("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'meta'").toArray().length > 0;
    if (this.#exists) {
      sql.exec(ROOM_SCHEMA); // tables added since the room was made
      this.upgraded = upgradeRoom(sql);
    }
  }

  /** After the storage was deleted (purge). */
  forget(): void {
    this.#exists = false;
  }

  meta(): MetaRow | null {
    if (!this.#exists) return null;
    return (
      this.sql
        .exec<MetaRow & Record<string, SqlStorageValue>>(
          "SELECT m.*, s.ended_at FROM meta m JOIN snapshot s ON s.id = 1 WHERE m.id = 1",
        )
        .toArray()[0] ?? null
    );
  }

  seats(): SeatRow[] {
    return this.sql
      .exec<SeatRow & Record<string, SqlStorageValue>>(
        `SELECT seats.*, EXISTS (SELECT 1 FROM moves WHERE moves.seat = seats.seat AND ${IS_DROP}) AS has_left FROM seats ORDER BY seat`,
      )
      .toArray();
  }

  snapshot(): SnapshotRow {
    return this.sql
      .exec<SnapshotRow & Record<string, SqlStorageValue>>(
        "SELECT version, state, counters, setup, timers FROM snapshot WHERE id = 1",
      )
      .one();
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
      .exec<Row<LoggedMove>>(
        "SELECT n, seat, by, at, move, draws, sealed FROM moves WHERE n < ? ORDER BY n DESC LIMIT ?",
        before,
        limit,
      )
      .toArray()
      .reverse();
  }

  moves(): MoveRow[] {
    return this.sql
      .exec<MoveRow & Record<string, SqlStorageValue>>("SELECT * FROM moves ORDER BY n")
      .toArray();
  }

  /** Moves are numbered 1, 2, 3 … without gaps, so the last number is the count (no scan). */
  moveCount(): number {
    return this.sql.exec<{ n: number | null }>("SELECT MAX(n) AS n FROM moves").one().n ?? 0;
  }

  moveByKey(key: string): MoveRow | null {
    return (
      this.sql
        .exec<MoveRow & Record<string, SqlStorageValue>>("SELECT * FROM moves WHERE key = ?", key)
        .toArray()[0] ?? null
    );
  }

  create(
    meta: Omit<
      MetaRow,
      "started_at" | "ended_at" | "archived_at" | "archive_attempts" | "aborted_at" | "abandoned"
    >,
    seats: NewSeat[],
  ): void {
    this.sql.exec(ROOM_SCHEMA);
    this.#exists = true;
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
    seats.forEach(({ tokenHash, bot }, seat) => {
      if (bot)
        this.sql.exec(
          "INSERT INTO seats (seat, token_hash, name, client_seed, claimed_at, bot) VALUES (?, ?, ?, '', ?, 1)",
          seat,
          tokenHash,
          `Bot ${seat + 1}`,
          meta.created_at,
        );
      else this.sql.exec("INSERT INTO seats (seat, token_hash) VALUES (?, ?)", seat, tokenHash);
    });
    this.sql.exec("INSERT INTO snapshot (id, version) VALUES (1, 0)");
  }

  /** `player`: JSON of the seat's player key and claim signature (null: claimed without a key). */
  claim(seat: number, name: string, clientSeed: string, at: string, player: string | null = null): void {
    this.sql.exec(
      "UPDATE seats SET name = ?, client_seed = ?, claimed_at = ?, player = ? WHERE seat = ?",
      name,
      clientSeed,
      at,
      player,
      seat,
    );
  }

  /** The claimant's time zone, kept beside the claim (clock/weekends.ts). */
  setTimeZone(seat: number, zone: string): void {
    this.sql.exec("UPDATE seats SET time_zone = ? WHERE seat = ?", zone, seat);
  }

  rename(seat: number, name: string): void {
    this.sql.exec("UPDATE seats SET name = ? WHERE seat = ?", name, seat);
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
    // Ascending, so a seat moves only to a number no longer in use.
    this.seats().forEach((row, index) => {
      for (const table of ["seats", ...perSeat])
        this.sql.exec(`UPDATE ${table} SET seat = ? WHERE seat = ?`, index, row.seat);
    });
  }

  isDroppedToken(tokenHash: string): boolean {
    return this.sql.exec("SELECT 1 FROM dropped_tokens WHERE token_hash = ?", tokenHash).toArray().length > 0;
  }

  /** The host hands a seat to the bot: from now on the room plays it, and its link no longer acts. */
  handToBot(seat: number): void {
    this.sql.exec("UPDATE seats SET bot = 1 WHERE seat = ?", seat);
    this.sql.exec("DELETE FROM standing_orders WHERE seat = ?", seat);
  }

  setClock(clock: unknown): void {
    this.sql.exec("UPDATE meta SET clock = ? WHERE id = 1", JSON.stringify(clock));
  }

  /** The host ends the game without a result. */
  abort(at: string): void {
    this.sql.exec("UPDATE meta SET aborted_at = ? WHERE id = 1", at);
    this.sql.exec("UPDATE snapshot SET version = version + 1, ended_at = ? WHERE id = 1", at);
  }

  /** The game ends at its inactivity deadline: an abort that says why. */
  abandon(at: string): void {
    this.abort(at);
    this.sql.exec("UPDATE meta SET abandoned = 1 WHERE id = 1");
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
  chatCountSince(seat: number, since: string): number {
    return this.sql
      .exec<{ c: number }>("SELECT COUNT(*) AS c FROM chat WHERE seat = ? AND at > ?", seat, since)
      .one().c;
  }

  addChat(seat: number, at: string, text: string): number {
    return this.sql
      .exec<{ n: number }>(
        "INSERT INTO chat (n, seat, at, text) VALUES ((SELECT COALESCE(MAX(n), 0) + 1 FROM chat), ?, ?, ?) RETURNING n",
        seat,
        at,
        text,
      )
      .one().n;
  }

  rematch(): RematchRow | null {
    return (
      this.sql
        .exec<Row<RematchRow>>("SELECT game_id, host_token, seat_tokens FROM rematch WHERE id = 1")
        .toArray()[0] ?? null
    );
  }

  setRematch(row: RematchRow): void {
    this.sql.exec(
      "INSERT INTO rematch (id, game_id, host_token, seat_tokens) VALUES (1, ?, ?, ?)",
      row.game_id,
      row.host_token,
      row.seat_tokens,
    );
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
  }

  // ---- end of forks ----

  /** The seat's standing order (JSON), or null. */
  standingOrder(seat: number): string | null {
    return (
      this.sql
        .exec<{ standing_order: string }>("SELECT standing_order FROM standing_orders WHERE seat = ?", seat)
        .toArray()[0]?.standing_order ?? null
    );
  }

  /** Every seat's standing order, by seat. */
  standingOrders(): Map<number, string> {
    return new Map(
      this.sql
        .exec<{ seat: number; standing_order: string }>("SELECT seat, standing_order FROM standing_orders")
        .toArray()
        .map((r) => [r.seat, r.standing_order]),
    );
  }

  setStandingOrder(seat: number, order: unknown): void {
    if (order === null) this.sql.exec("DELETE FROM standing_orders WHERE seat = ?", seat);
    else
      this.sql.exec(
        "INSERT INTO standing_orders (seat, standing_order) VALUES (?, ?) ON CONFLICT (seat) DO UPDATE SET standing_order = excluded.standing_order",
        seat,
        JSON.stringify(order),
      );
  }

  bumpVersion(): void {
    this.sql.exec("UPDATE snapshot SET version = version + 1 WHERE id = 1");
  }

  start(at: string, state: unknown, counters: Record<string, number>, setup: unknown, timers: unknown): void {
    this.sql.exec("UPDATE meta SET started_at = ? WHERE id = 1", at);
    this.sql.exec(
      "UPDATE snapshot SET version = version + 1, state = ?, counters = ?, setup = ?, timers = ? WHERE id = 1",
      JSON.stringify(state),
      JSON.stringify(counters),
      JSON.stringify(setup),
      JSON.stringify(timers),
    );
  }

  /** One accepted move: the move row and the new snapshot with its timers, and its end if it ended the game (two rows). */
  recordMove(
    move: NewMove,
    state: unknown,
    counters: Record<string, number>,
    timers: unknown,
    endedAt: string | null,
  ): number {
    const n = this.sql
      .exec<{ n: number }>(
        "INSERT INTO moves (n, seat, move, by, at, draws, state_hash, key, request_hash, version, sealed) VALUES ((SELECT COALESCE(MAX(n), 0) + 1 FROM moves), ?, ?, ?, ?, ?, ?, ?, ?, (SELECT version + 1 FROM snapshot WHERE id = 1), ?) RETURNING n",
        move.seat,
        JSON.stringify(move.move),
        move.by,
        move.at,
        JSON.stringify(move.draws),
        move.stateHash,
        move.key,
        move.requestHash,
        move.sealed && JSON.stringify(move.sealed),
      )
      .one().n;
    this.sql.exec(
      "UPDATE snapshot SET version = version + 1, state = ?, counters = ?, timers = ?, ended_at = ? WHERE id = 1",
      JSON.stringify(state),
      JSON.stringify(counters),
      JSON.stringify(timers),
      endedAt,
    );
    return n;
  }

  setSealed(n: number, sealed: Sealed | null): void {
    this.sql.exec("UPDATE moves SET sealed = ? WHERE n = ?", sealed && JSON.stringify(sealed), n);
  }

  /** A scope opened (`Secrets.opens`): its sealed moves become public. */
  openSeals(scope: string): void {
    this.sql.exec(
      "UPDATE moves SET sealed = NULL WHERE sealed IS NOT NULL AND json_extract(sealed, '$.until') = ?",
      scope,
    );
  }

  /** Timers change without a new version (reminders sent, vacations taken). */
  setTimers(timers: unknown): void {
    this.sql.exec("UPDATE snapshot SET timers = ? WHERE id = 1", JSON.stringify(timers));
  }

  archiveAttempted(succeededAt: string | null): void {
    this.sql.exec(
      "UPDATE meta SET archive_attempts = archive_attempts + 1, archived_at = ? WHERE id = 1",
      succeededAt,
    );
  }
}
