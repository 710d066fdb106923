/** The move log: an accepted move (two rows), a takeback (the last row goes), and reads of the log itself. */
import type { Draw } from "../../engine/dice";
import { CLOCK_MOVES, type Snapshot } from "../../engine/play";
import type { MoveBy } from "../../engine/record";
import type { Move, Seat, Sealed } from "../../engine/types";
import { RECENT_MOVES } from "../../wire";
import type { LoggedMove, RoomRows } from "../rows";
import { withKey, withoutKey } from "../move-keys";
import type { RoomStore } from "./room-store";
import type { MoveRow, SnapshotRow } from "./sql";

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

/**
 * One accepted move: the move row, and the snapshot row with the new state, timers, opened scopes
 * and its end if it ended the game. Two rows written, nothing read (the number and version are held).
 */
export function recordMove(
  store: RoomStore,
  move: NewMove,
  played: Snapshot,
  timers: RoomRows["timers"],
  endedAt: string | null,
  opened: Record<string, number>,
): void {
  const room = store.room!;
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
  store.sql.exec(
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
  store.sql.exec(
    "UPDATE snapshot SET version = ?, state = ?, counters = ?, timers = ?, ended_at = ?, opened = ? WHERE id = 1",
    version,
    snapshot.state,
    snapshot.counters,
    snapshot.timers,
    endedAt,
    snapshot.opened ?? null,
  );
  const keys =
    move.key === null
      ? room.keys
      : withKey(room.keys, move.key, { n, requestHash: move.requestHash, version });
  store.set(() => ({
    meta: endedAt ? { ...room.meta, ended_at: endedAt } : room.meta,
    ...(move.move.type === CLOCK_MOVES.drop ? store.seat(move.seat, { has_left: 1 }) : {}),
    snapshot,
    played,
    timers,
    opened,
    moveCount: n,
    marks: [...room.marks, { seat: move.seat, at: move.at }],
    recent: [...room.recent, logged].slice(-RECENT_MOVES),
    keys,
  }));
}

/**
 * Move `n`, the last of `log` (the whole log, read by the caller's replay), leaves it; the snapshot
 * goes back to `played` (one new version), with `timers`.
 */
export function takeBack(
  store: RoomStore,
  log: MoveRow[],
  played: Snapshot,
  timers: RoomRows["timers"],
): void {
  const room = store.room!;
  const last = log[log.length - 1];
  const kept = log.slice(0, -1);
  store.sql.exec("DELETE FROM moves WHERE n = ? AND n = (SELECT MAX(n) FROM moves)", last.n);
  const snapshot: SnapshotRow = {
    ...room.snapshot,
    version: room.snapshot.version + 1,
    state: JSON.stringify(played.state),
    counters: JSON.stringify(played.counters),
    timers: JSON.stringify(timers),
  };
  store.sql.exec(
    "UPDATE snapshot SET version = ?, state = ?, counters = ?, timers = ? WHERE id = 1",
    snapshot.version,
    snapshot.state,
    snapshot.counters,
    snapshot.timers,
  );
  const keys = last.key === null ? room.keys : withoutKey(room.keys, last.key);
  const left = (seat: Seat) =>
    kept.some((m) => m.seat === seat && (JSON.parse(m.move) as Move).type === CLOCK_MOVES.drop);
  store.set(() => ({
    seats: room.seats.map((s) => (s.seat === last.seat ? { ...s, has_left: left(s.seat) ? 1 : 0 } : s)),
    snapshot,
    played,
    timers,
    moveCount: kept.length,
    marks: room.marks.slice(0, -1),
    recent: kept.slice(-RECENT_MOVES).map(({ n, seat, by, at, move, draws, sealed }) => ({
      n,
      seat,
      by,
      at,
      move,
      draws,
      sealed,
    })),
    keys,
  }));
}

/** Old rooms' one-off sealing of their log (replay.ts); the caller reloads the value after it. */
export function setSealed(store: RoomStore, n: number, sealed: Sealed | null): void {
  store.sql.exec("UPDATE moves SET sealed = ? WHERE n = ?", sealed && JSON.stringify(sealed), n);
}

/** A scope opened, in an old room's one-off sealing: its sealed moves become public. */
export function openSeals(store: RoomStore, scope: string): void {
  store.sql.exec(
    "UPDATE moves SET sealed = NULL WHERE sealed IS NOT NULL AND json_extract(sealed, '$.until') = ?",
    scope,
  );
}
