/**
 * What the room answers from its value (disclose.ts makes it for the viewer asking): the game as a
 * caller sees it, a retry's first answer, the record and the paged log (those read the log itself).
 */
import type { AnyGame } from "../engine/define";
import type { ForkedFrom, GameRecord, ShownRecord } from "../engine/record";
import type { Seat } from "../engine/types";
import { RECENT_MOVES, type Caller, type GameResponse, type MovesPage } from "../wire";
import { finishedRecord, gameRecord, gameResponse, historyOf, rematchLink, type Viewer } from "./disclose";
import { replay } from "./replay";
import type { KeyedMove, RoomRows } from "./rows";
import { allMoves, movesBefore } from "./storage/log";
import { chat } from "./storage/talk";

/** The game as `you` see it now: bounded (the last few moves, never the whole log). */
export function responseOf(game: AnyGame, rows: RoomRows, you: Caller | null): GameResponse {
  const response = gameResponse(game, rows, rows.played?.state ?? null, you, rows.recent);
  if (rows.rematch) response.rematch = rematchLink(rows, rows.rematch, you);
  const forkedFrom = forkedFromOf(rows);
  if (forkedFrom) response.forkedFrom = forkedFrom;
  // A seat's page shows its standing order's state without asking for the order's form.
  if (game.orders && you?.role === "player" && you.claimed && you.seat !== null)
    response.order = standingOrderOf(game, rows, you.seat).description;
  return response;
}

/** A seat's standing order (every field filled; null without one) and the order in words. */
export function standingOrderOf(
  game: AnyGame,
  rows: RoomRows,
  seat: Seat,
): { order: Record<string, unknown> | null; description: string | null } {
  const order = rows.orders.get(seat) ?? null;
  return { order, description: order === null ? null : game.orders!.describe(order) };
}

/**
 * The first answer to a move, for a retry: the game as it was right after that move (replayed from
 * the log when others have moved since; retries are rare, so that cost is paid only then).
 */
export function answerAfter(
  sql: SqlStorage,
  game: AnyGame,
  rows: RoomRows,
  you: Caller | null,
  move: KeyedMove,
): GameResponse {
  if (move.version === rows.snapshot.version) return responseOf(game, rows, you);
  const snapshot = replay(game, rows, allMoves(sql), move.n);
  const ended = game.result(snapshot.state) !== null;
  const then = {
    ...rows,
    meta: { ...rows.meta, ended_at: ended ? rows.meta.ended_at : null },
    snapshot: { ...rows.snapshot, version: move.version },
  };
  return gameResponse(game, then, snapshot.state, you, movesBefore(sql, RECENT_MOVES, move.n + 1));
}

/** The record as `viewer` may see it (everything, with the seed, once the game has ended). */
export function recordOf(sql: SqlStorage, game: AnyGame, rows: RoomRows, viewer: Viewer): ShownRecord {
  const state = rows.played?.state ?? null;
  return withFork(rows, gameRecord(game, rows, allMoves(sql), state, chat(sql, 0, 10_000), viewer));
}

/** A finished game's whole record, for the archive. */
export function finishedRecordOf(sql: SqlStorage, game: AnyGame, rows: RoomRows): GameRecord {
  const state = rows.played?.state ?? null;
  return withFork(rows, finishedRecord(game, rows, allMoves(sql), state, chat(sql, 0, 10_000)));
}

/** A page of the move log as `viewer` may see it: the last `limit` moves numbered below `before`. */
export function historyPage(
  sql: SqlStorage,
  rows: RoomRows,
  viewer: Viewer,
  before: number | undefined,
  limit: number,
): MovesPage {
  const moves = historyOf(rows, movesBefore(sql, limit, before), viewer);
  const first = moves[0]?.n ?? null;
  return { moves, total: rows.moveCount, next: first !== null && first > 1 ? first : null };
}

export function forkedFromOf(rows: RoomRows): ForkedFrom | undefined {
  const fork = rows.fork;
  return fork ? { id: fork.parent_id, move: fork.move, stateHash: fork.state_hash } : undefined;
}

function withFork<R extends ShownRecord>(rows: RoomRows, record: R): R {
  const forkedFrom = forkedFromOf(rows);
  return forkedFrom ? { ...record, forkedFrom } : record;
}
