/** The room's value read whole from its storage: once when the room wakes (no request reads storage after it). */
import { CLOCK_MOVES } from "../../engine/play";
import type { Seat } from "../../engine/types";
import { RECENT_MOVES } from "../../wire";
import {
  CHAT_KEPT,
  parseRows,
  type ChatRow,
  type ForkRow,
  type LeagueLink,
  type LoggedMove,
  type RematchRow,
  type RoomRows,
  type TakebackRow,
} from "../rows";
import { keysOf } from "../move-keys";
import { movesBefore } from "./log";
import { LEAGUE_KEY, type MetaRow, type Row, type SeatRow, type SnapshotRow } from "./sql";

interface MoveIndexRow {
  n: number;
  seat: number;
  at: string;
  key: string | null;
  request_hash: string | null;
  version: number;
  dropped: number;
}

interface StoredTakeback {
  seat: number;
  n: number;
  status: string;
  agreed: string;
  refused_by: number | null;
  keys: string;
  version: number;
}

export function readRoom(sql: SqlStorage, kv: SyncKvStorage): RoomRows {
  const { id: _, ...meta } = sql
    .exec<Row<MetaRow & { id: number }>>(
      "SELECT m.*, s.ended_at FROM meta m JOIN snapshot s ON s.id = 1 WHERE m.id = 1",
    )
    .one();
  // One pass over the log's small columns: who moved when, the keys, and who left.
  const log = sql
    .exec<Row<MoveIndexRow>>(
      `SELECT n, seat, at, key, request_hash, version, json_extract(move, '$.type') = '${CLOCK_MOVES.drop}' AS dropped FROM moves ORDER BY n`,
    )
    .toArray();
  const left = new Set(log.filter((m) => m.dropped).map((m) => m.seat));
  const seats = sql
    .exec<Row<Omit<SeatRow, "has_left">>>("SELECT * FROM seats ORDER BY seat")
    .toArray()
    .map((s) => ({ ...s, has_left: left.has(s.seat) ? 1 : 0 }));
  const snapshot = sql
    .exec<Row<SnapshotRow>>(
      "SELECT version, state, counters, setup, timers, opened FROM snapshot WHERE id = 1",
    )
    .one();
  const recent: LoggedMove[] = movesBefore(sql, RECENT_MOVES);
  const takeback = sql.exec<Row<StoredTakeback>>("SELECT * FROM takeback").toArray()[0];
  return {
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
    fork:
      sql
        .exec<Row<ForkRow>>(
          "SELECT parent_id, move, state_hash, position, request_hash FROM fork WHERE id = 1",
        )
        .toArray()[0] ?? null,
    league: kv.get<LeagueLink>(LEAGUE_KEY) ?? null,
    takeback: takeback ? takebackOf(takeback) : null,
    contacts: new Map(
      sql
        .exec<{ seat: number; contact: string; last_sent_at: number }>(
          "SELECT seat, contact, last_sent_at FROM contacts",
        )
        .toArray()
        .map((r) => [r.seat, { contact: JSON.parse(r.contact), lastSentAt: r.last_sent_at }]),
    ),
    outboxDue: firstDue(sql),
    moveCount: log.at(-1)?.n ?? 0,
    marks: log.map((m) => ({ seat: m.seat, at: m.at })),
    recent,
    keys: keysOf(
      log
        .filter((m) => m.key !== null)
        .map((m) => [m.key!, { n: m.n, requestHash: m.request_hash, version: m.version }] as const),
    ),
    talk: talkOf(
      sql
        .exec<Row<ChatRow>>(
          "SELECT n, seat, at, text FROM (SELECT n, seat, at, text, ROW_NUMBER() OVER (PARTITION BY seat ORDER BY n DESC) AS r FROM chat) WHERE r <= ? ORDER BY n",
          CHAT_KEPT,
        )
        .toArray(),
    ),
    chatCount: sql.exec<{ n: number }>("SELECT COALESCE(MAX(n), 0) AS n FROM chat").one().n,
    droppedTokens: new Set(
      sql
        .exec<{ token_hash: string }>("SELECT token_hash FROM dropped_tokens")
        .toArray()
        .map((r) => r.token_hash),
    ),
  };
}

/** When the first pending message of the outbox is due (read: the alarm's deliveries change it). */
export function firstDue(sql: SqlStorage): number | null {
  return sql.exec<{ t: number | null }>("SELECT MIN(next_at) AS t FROM outbox WHERE status = 'pending'").one()
    .t;
}

function takebackOf(r: StoredTakeback): TakebackRow {
  return {
    seat: r.seat,
    n: r.n,
    status: r.status as TakebackRow["status"],
    agreed: JSON.parse(r.agreed),
    refusedBy: r.refused_by,
    keys: JSON.parse(r.keys),
    version: r.version,
  };
}

/** Messages (oldest first) by seat. */
function talkOf(messages: ChatRow[]): Map<Seat, ChatRow[]> {
  const talk = new Map<Seat, ChatRow[]>();
  for (const m of messages) talk.set(m.seat, [...(talk.get(m.seat) ?? []), m]);
  return talk;
}
