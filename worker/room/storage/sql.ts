/** The room's SQLite tables and the typed rows read from them. */
import type { MoveBy } from "../../engine/record";

/** A row as a cursor yields it. */
export type Row<T> = T & Record<string, SqlStorageValue>;

/** The league link is kept in the room's key-value storage (rooms made before keep it there). */
export const LEAGUE_KEY = "league";

/**
 * The move log's columns. `key` is the seat-scoped idempotency key, without an index (an index is one
 * more row written per move): the room holds the keys in memory.
 */
export const MOVES_COLUMNS = `
  n INTEGER PRIMARY KEY,
  seat INTEGER NOT NULL,
  move TEXT NOT NULL,
  by TEXT NOT NULL,
  at TEXT NOT NULL,
  draws TEXT NOT NULL,
  state_hash TEXT NOT NULL,
  key TEXT,
  request_hash TEXT,
  version INTEGER NOT NULL,
  sealed TEXT
`;

export const ROOM_SCHEMA = `
CREATE TABLE IF NOT EXISTS meta (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  game_id TEXT NOT NULL,
  game TEXT NOT NULL,
  options TEXT NOT NULL,
  server_seed TEXT NOT NULL,
  commitment TEXT NOT NULL,
  host_hash TEXT NOT NULL,
  created_at TEXT NOT NULL,
  started_at TEXT,
  archived_at TEXT,
  archive_attempts INTEGER NOT NULL DEFAULT 0,
  clock TEXT NOT NULL,
  origin TEXT NOT NULL,
  listed INTEGER NOT NULL DEFAULT 1,
  aborted_at TEXT,
  record_format INTEGER NOT NULL DEFAULT 1,
  abandoned INTEGER NOT NULL DEFAULT 0,
  rated INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS seats (
  seat INTEGER PRIMARY KEY,
  token_hash TEXT NOT NULL,
  name TEXT,
  client_seed TEXT,
  claimed_at TEXT,
  bot INTEGER NOT NULL DEFAULT 0,
  time_zone TEXT,
  player TEXT
);
CREATE TABLE IF NOT EXISTS snapshot (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  version INTEGER NOT NULL,
  state TEXT,
  counters TEXT,
  setup TEXT,
  timers TEXT,
  ended_at TEXT,
  opened TEXT
);
CREATE TABLE IF NOT EXISTS moves (${MOVES_COLUMNS});
CREATE TABLE IF NOT EXISTS contacts (
  seat INTEGER PRIMARY KEY,
  contact TEXT NOT NULL,
  last_sent_at INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS outbox (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  event TEXT NOT NULL UNIQUE,
  seat INTEGER NOT NULL,
  channel TEXT NOT NULL,
  message TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending',
  attempts INTEGER NOT NULL DEFAULT 0,
  next_at INTEGER NOT NULL,
  done_at INTEGER,
  last_error TEXT
);
CREATE INDEX IF NOT EXISTS outbox_due ON outbox (status, next_at);
CREATE TABLE IF NOT EXISTS standing_orders (
  seat INTEGER PRIMARY KEY,
  standing_order TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS dropped_tokens (
  token_hash TEXT PRIMARY KEY
);
CREATE TABLE IF NOT EXISTS chat (
  n INTEGER PRIMARY KEY,
  seat INTEGER NOT NULL,
  at TEXT NOT NULL,
  text TEXT NOT NULL
);
-- A seat's private notes (notes.ts): never shown to anyone else, never archived.
CREATE TABLE IF NOT EXISTS notes (
  seat INTEGER PRIMARY KEY,
  text TEXT NOT NULL,
  at TEXT NOT NULL
);
-- The takeback asked last (takeback.ts): one row, replaced by the next ask.
CREATE TABLE IF NOT EXISTS takeback (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  seat INTEGER NOT NULL,
  n INTEGER NOT NULL,
  status TEXT NOT NULL,
  agreed TEXT NOT NULL,
  refused_by INTEGER,
  keys TEXT NOT NULL,
  version INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS rematch (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  game_id TEXT NOT NULL,
  -- The new game's links, handed to each old seat through its old sheet (the room is purged 30 days after the archive).
  host_token TEXT NOT NULL,
  seat_tokens TEXT NOT NULL
);
-- A fork (#38): the finished game and move it started from, and that position (public: the parent ended).
CREATE TABLE IF NOT EXISTS fork (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  parent_id TEXT NOT NULL,
  move INTEGER NOT NULL,
  state_hash TEXT NOT NULL,
  position TEXT NOT NULL,
  -- The fork request's hash: its retry (same key, so the same room) answers again, another request is refused.
  request_hash TEXT NOT NULL
);
`;

/** The meta row, with `ended_at` read from the snapshot row (the game-ending move writes only that row). */
export interface MetaRow {
  game_id: string;
  game: string;
  options: string;
  server_seed: string;
  commitment: string;
  host_hash: string;
  created_at: string;
  started_at: string | null;
  ended_at: string | null;
  archived_at: string | null;
  archive_attempts: number;
  clock: string;
  origin: string;
  /** 1: the host chose to list the finished game publicly. */
  listed: number;
  /** When the host aborted the game (it then ended without a result). */
  aborted_at: string | null;
  /** The record format its state hashes follow: 2 (keyed by the seed) for rooms made since, 1 before. */
  record_format: number;
  /** 1: the game ended at its inactivity deadline (reclaim.ts); `aborted_at` says when. */
  abandoned: number;
  /** 1: the host made the game rated (every person's seat keyed; docs/players.md). */
  rated?: number;
}

export interface SeatRow {
  seat: number;
  token_hash: string;
  name: string | null;
  client_seed: string | null;
  claimed_at: string | null;
  /** 1 for a seat the host gave to the bot at creation. */
  bot: number;
  /** The claimant's time zone (from the browser), for the weekend pause; null: UTC. */
  time_zone: string | null;
  /** JSON of the seat's `SeatPlayer` (its player key and claim signature); null for a seat claimed without a key. */
  player?: string | null;
  /** 1 once the seat left the game (a `$drop` move, by its clock, the host or the player): from the log, not stored. */
  has_left: number;
}

export interface SnapshotRow {
  version: number;
  state: string | null;
  counters: string | null;
  setup: string | null;
  timers: string | null;
  /** JSON: scopes opened, each with the last move it opened (RoomRows.opened); null for none. */
  opened?: string | null;
}

export interface MoveRow {
  n: number;
  seat: number;
  move: string;
  by: MoveBy;
  at: string;
  draws: string;
  state_hash: string;
  key: string | null;
  request_hash: string | null;
  /** The game's version right after this move. */
  version: number;
  /** JSON of the move's `Sealed` form while others may not see it (null: public, or opened since). */
  sealed: string | null;
}

export interface OutboxRow {
  id: number;
  event: string;
  seat: number;
  channel: "email" | "webhook" | "push";
  message: string;
  status: "pending" | "sent" | "failed" | "dropped";
  attempts: number;
  next_at: number;
  done_at: number | null;
  last_error: string | null;
}
