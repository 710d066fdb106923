/**
 * A room's rows as one call reads them: the meta, seats and snapshot rows, with the JSON columns
 * every handler needs (clock, options, timers) parsed once. The game's state is parsed by the
 * ledger, cached per version.
 */
import type { ClockOptions } from "../clock/options";
import { newTimers, type Timers } from "../clock/timers";
import { plainStateHash, stateHasher, type StateHasher } from "../engine/record";
import type { GameStatus } from "../wire";
import type { MetaRow, SeatRow, SnapshotRow } from "./sql";

export interface RoomRows {
  meta: MetaRow;
  seats: SeatRow[];
  snapshot: SnapshotRow;
  clock: ClockOptions;
  options: Record<string, unknown>;
  timers: Timers;
}

export function parseRows(meta: MetaRow, seats: SeatRow[], snapshot: SnapshotRow): RoomRows {
  return {
    meta,
    seats,
    snapshot,
    clock: JSON.parse(meta.clock),
    options: JSON.parse(meta.options),
    timers: snapshot.timers ? JSON.parse(snapshot.timers) : newTimers(seats.length),
  };
}

export function statusOf(meta: MetaRow): GameStatus {
  return meta.ended_at ? "finished" : meta.started_at ? "playing" : "open";
}

/** The room's state hash: keyed by its seed (record format 2), or plain for rooms made before (format 1). */
export function hasherOf(rows: RoomRows): StateHasher {
  return rows.meta.record_format >= 2 ? stateHasher(rows.meta.server_seed) : plainStateHash;
}
