/**
 * The room in memory: one typed value holding everything a request needs (meta, seats, the parsed
 * snapshot, standing orders, the rematch, the fork, the league link, the takeback asked, contacts,
 * the outbox head, who moved when, the last few moves and messages, and the idempotency keys). The
 * storage (storage/wake.ts) reads it once when the room wakes, and each write makes the new value
 * inside the same transaction (storage/*.ts); a value is never changed in place, so a transaction
 * that throws is undone by putting the value from before it back (ledger.ts).
 */
import type { ClockOptions } from "../clock/options";
import { newTimers, type Timers } from "../clock/timers";
import type { Snapshot } from "../engine/play";
import type { Seat } from "../engine/types";
import type { Contact } from "../notify/contacts";
import type { GameStatus } from "../wire";
import type { TakebackShown } from "../wire";
import { keysOf, type MoveKeys } from "./move-keys";

export type { KeyedMove } from "./move-keys";
import type { MetaRow, MoveRow, SeatRow, SnapshotRow } from "./storage/sql";

/** A logged move as answers show it (the last few are kept in memory). */
export type LoggedMove = Pick<MoveRow, "n" | "seat" | "by" | "at" | "move" | "draws" | "sealed">;

export interface SavedContact {
  contact: Contact;
  lastSentAt: number;
}

/** Who made a move of the log and when (index n - 1): notices say who moved since a seat's last move. */
export interface MoveMark {
  seat: Seat;
  at: string;
}

export interface ChatRow {
  n: number;
  seat: number;
  at: string;
  text: string;
}

/** A fork's room: its parent, the move whose position it took, and that position (JSON). */
export interface ForkRow {
  parent_id: string;
  move: number;
  state_hash: string;
  position: string;
  request_hash: string;
}

/** A league's game: which league, and whether it was told the game ended (kept in the room's KV). */
export interface LeagueLink {
  id: string;
  told: boolean;
}

/** The takeback asked last (takeback.ts), as its row says. */
export interface TakebackRow {
  seat: Seat;
  n: number;
  status: TakebackShown["status"];
  agreed: Seat[];
  refusedBy: Seat | null;
  /** Seat-scoped idempotency keys of the requests that made this row what it is. */
  keys: string[];
  /** The game's version right after the row was written: it counts only while the game stays there. */
  version: number;
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
  fork: ForkRow | null;
  league: LeagueLink | null;
  takeback: TakebackRow | null;
  contacts: ReadonlyMap<Seat, SavedContact>;
  /** When the outbox's first pending message is due (never later than it; null: none pending). */
  outboxDue: number | null;
  /** Moves are numbered 1, 2, 3 … without gaps: the last number. */
  moveCount: number;
  /** Who made each move and when, in order (move n at index n - 1). */
  marks: readonly MoveMark[];
  /** The last few moves (RECENT_MOVES), oldest first. */
  recent: LoggedMove[];
  /** Each seat's last few messages (CHAT_KEPT): the chat's rate limit and the talk in notices. */
  talk: ReadonlyMap<Seat, readonly ChatRow[]>;
  /** The chat's last message number. */
  chatCount: number;
  /** Accepted moves by their seat-scoped idempotency key. */
  keys: MoveKeys;
  /** Hashes of the tokens of seats dropped when the host started early. */
  droppedTokens: ReadonlySet<string>;
}

/** How many of each seat's messages the value keeps: at least the chat's burst (CHAT_BURST, chat.ts) and the 3 a notice quotes. */
export const CHAT_KEPT = 5;

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
    fork: null,
    league: null,
    takeback: null,
    contacts: new Map(),
    outboxDue: null,
    moveCount: 0,
    marks: [],
    recent: [],
    talk: new Map(),
    chatCount: 0,
    keys: keysOf([]),
    droppedTokens: new Set(),
  };
}

export function statusOf(meta: MetaRow): GameStatus {
  return meta.ended_at ? "finished" : meta.started_at ? "playing" : "open";
}
