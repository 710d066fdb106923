/**
 * The room in memory: one typed value holding everything a request needs (meta, seats, the parsed
 * snapshot, standing orders, the rematch, contacts, the outbox head, the last few moves and the
 * idempotency keys). The store (store.ts) reads it from storage once when the room wakes and makes
 * each new value as it writes, inside the same transaction; a value is never changed in place, so
 * a transaction that throws is undone by putting the value from before it back (ledger.ts).
 */
import type { ClockOptions } from "../clock/options";
import { newTimers, type Timers } from "../clock/timers";
import type { Snapshot } from "../engine/play";
import { createHash, createHmac } from "node:crypto";
import { canonical } from "../engine/canonical";
import { keyedHex } from "../engine/random";
import type { StateHasher } from "../engine/record";
import type { Seat } from "../engine/types";
import type { Contact } from "../notify/contacts";
import type { GameStatus } from "../wire";
import type { MetaRow, MoveRow, SeatRow, SnapshotRow } from "./sql";

/** A logged move as answers show it (the last few are kept in memory). */
export type LoggedMove = Pick<MoveRow, "n" | "seat" | "by" | "at" | "move" | "draws" | "sealed">;

/** An accepted move's idempotency key, what the request was and the version right after it. */
export interface KeyedMove {
  n: number;
  requestHash: string | null;
  version: number;
}

export interface SavedContact {
  contact: Contact;
  lastSentAt: number;
}

export interface RematchRow {
  game_id: string;
  host_token: string;
  /** JSON: the new game's seat tokens by old seat (null for a bot seat). */
  seat_tokens: string;
}

export interface RoomRows {
  meta: MetaRow;
  seats: SeatRow[];
  snapshot: SnapshotRow;
  clock: ClockOptions;
  options: Record<string, unknown>;
  timers: Timers;
  /** The snapshot's state and dice counters, parsed (null before the start). */
  played: Snapshot | null;
  /**
   * Scopes opened (`Secrets.opens`), each with the last move it opened: a move sealed until that
   * scope and numbered up to it is public now. Kept in the snapshot row, so opening costs no row.
   */
  opened: Record<string, number>;
  /** Standing orders by seat, parsed. */
  orders: ReadonlyMap<Seat, Record<string, unknown>>;
  rematch: RematchRow | null;
  contacts: ReadonlyMap<Seat, SavedContact>;
  /** When the outbox's first pending message is due (never later than it; null: none pending). */
  outboxDue: number | null;
  /** Moves are numbered 1, 2, 3 … without gaps: the last number. */
  moveCount: number;
  /** The last few moves (RECENT_MOVES), oldest first. */
  recent: LoggedMove[];
  /** Accepted moves by their seat-scoped idempotency key. */
  keys: ReadonlyMap<string, KeyedMove>;
  /** Hashes of the tokens of seats dropped when the host started early. */
  droppedTokens: ReadonlySet<string>;
}

/** A room's value from its three main rows alone (no moves, orders or contacts yet): tests and the baseline. */
export function parseRows(meta: MetaRow, seats: SeatRow[], snapshot: SnapshotRow): RoomRows {
  return {
    meta,
    seats,
    snapshot,
    clock: JSON.parse(meta.clock),
    options: JSON.parse(meta.options),
    timers: snapshot.timers ? JSON.parse(snapshot.timers) : newTimers(seats.length),
    played:
      snapshot.state === null
        ? null
        : { state: JSON.parse(snapshot.state), counters: JSON.parse(snapshot.counters!) },
    opened: snapshot.opened ? JSON.parse(snapshot.opened) : {},
    orders: new Map(),
    rematch: null,
    contacts: new Map(),
    outboxDue: null,
    moveCount: 0,
    recent: [],
    keys: new Map(),
    droppedTokens: new Set(),
  };
}

export function statusOf(meta: MetaRow): GameStatus {
  return meta.ended_at ? "finished" : meta.started_at ? "playing" : "open";
}

/** A room's state-hash key (HMAC of a constant by its seed, as engine/record.ts derives it), by seed. */
const stateKeys = new Map<string, Buffer>();

/**
 * The room's state hash: keyed by its seed (record format 2), or plain for rooms made before (format 1),
 * of the part of the state the game's `hashed` names (the whole state by default).
 * The same hashes as the engine's `stateHasher`/`plainStateHash` (records verify with those), made by
 * node:crypto: a move's hash of its whole state was most of the room's CPU in JavaScript's HMAC.
 */
export function hasherOf(rows: RoomRows, game: { hashed?(state: never): unknown }): StateHasher {
  const hashed = (game.hashed ?? ((state: unknown) => state)) as (state: unknown) => unknown;
  if (rows.meta.record_format < 2)
    return (state) =>
      createHash("sha256")
        .update(canonical(hashed(state)))
        .digest("hex");
  const seed = rows.meta.server_seed;
  let key = stateKeys.get(seed);
  if (key === undefined) {
    key = Buffer.from(keyedHex(seed, "boxcars/state-hash"), "hex");
    if (stateKeys.size >= 32) stateKeys.delete(stateKeys.keys().next().value!);
    stateKeys.set(seed, key);
  }
  const k = key;
  return (state) =>
    createHmac("sha256", k)
      .update(canonical(hashed(state)))
      .digest("hex");
}
