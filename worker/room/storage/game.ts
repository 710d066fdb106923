/** The game's own rows: made, started, a new version, its clock and timers, its end without a result, its archive. */
import type { Snapshot } from "../../engine/play";
import { parseRows, type RoomRows } from "../rows";
import type { RoomStore } from "./room-store";
import { ROOM_SCHEMA, type MetaRow, type SeatRow, type SnapshotRow } from "./sql";

/** A new seat: its token's hash, and whether the host gave it to the bot (claimed at once, named "Bot N"). */
export interface NewSeat {
  tokenHash: string;
  bot: boolean;
}

export type NewMeta = Omit<
  MetaRow,
  "started_at" | "ended_at" | "archived_at" | "archive_attempts" | "aborted_at" | "abandoned"
>;

export function create(store: RoomStore, meta: NewMeta, seats: NewSeat[]): void {
  const sql = store.sql;
  sql.exec(ROOM_SCHEMA);
  sql.exec(
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
    sql.exec(
      "INSERT INTO seats (seat, token_hash, name, client_seed, claimed_at, bot) VALUES (?, ?, ?, ?, ?, ?)",
      s.seat,
      s.token_hash,
      s.name,
      s.client_seed,
      s.claimed_at,
      s.bot,
    );
  sql.exec("INSERT INTO snapshot (id, version) VALUES (1, 0)");
  store.init(
    parseRows(
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
    ),
  );
}

export function start(
  store: RoomStore,
  at: string,
  played: Snapshot,
  setup: unknown,
  timers: RoomRows["timers"],
): void {
  const room = store.room!;
  const snapshot: SnapshotRow = {
    ...room.snapshot,
    version: room.snapshot.version + 1,
    state: JSON.stringify(played.state),
    counters: JSON.stringify(played.counters),
    setup: JSON.stringify(setup),
    timers: JSON.stringify(timers),
  };
  store.sql.exec("UPDATE meta SET started_at = ? WHERE id = 1", at);
  store.sql.exec(
    "UPDATE snapshot SET version = ?, state = ?, counters = ?, setup = ?, timers = ? WHERE id = 1",
    snapshot.version,
    snapshot.state,
    snapshot.counters,
    snapshot.setup,
    snapshot.timers,
  );
  store.set(() => ({ meta: { ...room.meta, started_at: at }, snapshot, played, timers }));
}

/** A change the sheets must see that is not a move (a claim, a name, a takeback asked…). */
export function bumpVersion(store: RoomStore): void {
  store.sql.exec("UPDATE snapshot SET version = version + 1 WHERE id = 1");
  store.set((room) => ({ snapshot: { ...room.snapshot, version: room.snapshot.version + 1 } }));
}

/** Timers change without a new version (reminders sent, vacations taken). */
export function setTimers(store: RoomStore, timers: RoomRows["timers"]): void {
  const json = JSON.stringify(timers);
  store.sql.exec("UPDATE snapshot SET timers = ? WHERE id = 1", json);
  store.set((room) => ({ snapshot: { ...room.snapshot, timers: json }, timers }));
}

export function setClock(store: RoomStore, clock: RoomRows["clock"]): void {
  const json = JSON.stringify(clock);
  store.sql.exec("UPDATE meta SET clock = ? WHERE id = 1", json);
  store.set((room) => ({ meta: { ...room.meta, clock: json }, clock }));
}

/** The host ends the game without a result. */
export function abort(store: RoomStore, at: string): void {
  store.sql.exec("UPDATE meta SET aborted_at = ? WHERE id = 1", at);
  store.sql.exec("UPDATE snapshot SET version = version + 1, ended_at = ? WHERE id = 1", at);
  store.set((room) => ({
    meta: { ...room.meta, aborted_at: at, ended_at: at },
    snapshot: { ...room.snapshot, version: room.snapshot.version + 1 },
  }));
}

/** The game ends at its inactivity deadline: an abort that says why. */
export function abandon(store: RoomStore, at: string): void {
  abort(store, at);
  store.sql.exec("UPDATE meta SET abandoned = 1 WHERE id = 1");
  store.set((room) => ({ meta: { ...room.meta, abandoned: 1 } }));
}

export function archiveAttempted(store: RoomStore, succeededAt: string | null): void {
  store.sql.exec(
    "UPDATE meta SET archive_attempts = archive_attempts + 1, archived_at = ? WHERE id = 1",
    succeededAt,
  );
  store.set((room) => ({
    meta: { ...room.meta, archive_attempts: room.meta.archive_attempts + 1, archived_at: succeededAt },
  }));
}
