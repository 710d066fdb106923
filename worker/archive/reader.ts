/**
 * The one way finished games are read once their rooms are gone (the API, the pages, previews, the
 * widget, solo ranks): the final answer and the record from R2, the board from the D1 index. Games
 * archived before R2 (`finished_games`, legacy.ts) are read from D1 until the migration moves them.
 * No room code: what a spectator saw at the end was stored with the record.
 */
import type { GameState } from "../engine/define";
import type { GameRecord } from "../engine/record";
import { games } from "../games";
import type { ChatMessage, FinishedGame, GameResponse, MovesPage } from "../wire";
import { indexes, type ArchiveEnv } from "./indexes";
import { legacyRow, legacyView } from "./legacy";
import { getJson, recordKey, viewKey } from "./objects";

/** The spectator's answer to a finished game, or null when none is archived under `id`. */
export async function archivedGame(env: ArchiveEnv, id: string): Promise<GameResponse | null> {
  const stored = await getJson<GameResponse>(env.ARCHIVE, viewKey(id));
  if (stored) return stored;
  const row = await legacyRow(env, id);
  return row && legacyView(JSON.parse(row.record), JSON.parse(row.final_state) as GameState);
}

/** The whole record (seed and secrets revealed), or null. */
export async function archivedRecord(env: ArchiveEnv, id: string): Promise<GameRecord | null> {
  const stored = await getJson<GameRecord>(env.ARCHIVE, recordKey(id));
  if (stored) return stored;
  const row = await legacyRow(env, id);
  return row && (JSON.parse(row.record) as GameRecord);
}

export interface RecordBytes {
  /** The stored gzip bytes; null when the caller's `If-None-Match` matched. */
  body: ReadableStream | null;
  /** A strong ETag (quoted). */
  etag: string;
  size: number;
}

/**
 * The record's stored gzip bytes, as they are (null: not in R2; an old game may still be in D1).
 * With `ifNoneMatch` equal to the stored ETag, no body is read.
 */
export async function archivedRecordBytes(
  env: ArchiveEnv,
  id: string,
  ifNoneMatch?: string,
): Promise<RecordBytes | null> {
  const object = await env.ARCHIVE.get(recordKey(id), {
    onlyIf: ifNoneMatch
      ? { etagDoesNotMatch: ifNoneMatch.replace(/^W\//, "").replaceAll('"', "") }
      : undefined,
  });
  if (!object) return null;
  return { body: "body" in object ? object.body : null, etag: object.httpEtag, size: object.size };
}

/** Whether a game is archived (its room is gone or going): changes to it are refused as such. */
export async function isArchived(env: ArchiveEnv, id: string): Promise<boolean> {
  return (await env.ARCHIVE.head(viewKey(id))) !== null || (await legacyRow(env, id)) !== null;
}

/** The paged history of an archived game, read from its record (the same page the room serves). */
export function pageOfRecord(record: GameRecord, before: number | undefined, limit: number): MovesPage {
  const below = record.moves.filter((m) => before === undefined || m.n < before);
  const moves = below
    .slice(-limit)
    .map(({ n, seat, by, at, move, draws }) => ({ n, seat, by, at, move, draws }));
  const first = moves[0]?.n ?? null;
  return { moves, total: record.moves.length, next: first !== null && first > 1 ? first : null };
}

/** The table talk of an archived game after message `after` (the talk closed at the game's end). */
export function chatOfRecord(record: GameRecord, after: number): ChatMessage[] {
  return (record.chat ?? [])
    .filter((m) => m.n > after)
    .map((m) => ({ ...m, name: record.seats[m.seat]?.name ?? `Seat ${m.seat + 1}` }));
}

export interface ArchiveFilter {
  game?: string;
  players?: number;
  /** `none`: people only; `some`: at least one bot seat. */
  bots?: "none" | "some";
  /** Only games that ended before this moment (the last `endedAt` of the previous page). */
  before?: string;
  limit: number;
}

interface ListedRow {
  id: string;
  game: string;
  endedAt: string;
  bots: number;
  /** 1: a fork of another game (#38). */
  forked: number;
}

interface ResultRow {
  game_id: string;
  seat: number;
  name: string;
  score: number;
  place: number;
}

/** The filter as SQL conditions over either table (both have these columns). */
function conditions(filter: ArchiveFilter): { where: string; params: unknown[] } {
  const where = ["listed = 1"];
  const params: unknown[] = [];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    where.push(sql.replace("?", `?${params.length}`));
  };
  if (filter.game) add("game = ?", filter.game);
  if (filter.players) add("players = ?", filter.players);
  if (filter.bots === "none") where.push("bots = 0");
  if (filter.bots === "some") where.push("bots > 0");
  if (filter.before) add("ended_at < ?", filter.before);
  return { where: where.join(" AND "), params };
}

/** One index's newest listed games matching `filter`, with their seats' results. */
async function listOne(
  d1: D1Database,
  filter: ArchiveFilter,
): Promise<(ListedRow & { seats: ResultRow[] })[]> {
  const { where, params } = conditions(filter);
  const limit = `?${params.length + 1}`;
  const { results: rows } = await d1
    .prepare(
      `SELECT id, game, ended_at AS endedAt, bots, forked FROM (
         SELECT id, game, ended_at, bots, forked FROM archived_games WHERE ${where} ORDER BY ended_at DESC LIMIT ${limit})
       UNION ALL SELECT id, game, ended_at AS endedAt, bots, 0 AS forked FROM (
         SELECT id, game, ended_at, bots FROM finished_games
         WHERE ${where} AND record != '' AND id NOT IN (SELECT id FROM archived_games)
         ORDER BY ended_at DESC LIMIT ${limit})
       ORDER BY endedAt DESC LIMIT ${limit}`,
    )
    .bind(...params, filter.limit)
    .all<ListedRow>();
  if (rows.length === 0) return [];
  const { results } = await d1
    .prepare(
      `SELECT game_id, seat, name, score, place FROM game_results WHERE game_id IN (${rows.map((_, i) => `?${i + 1}`).join(", ")})`,
    )
    .bind(...rows.map((r) => r.id))
    .all<ResultRow>();
  return rows.map((row) => ({ ...row, seats: results.filter((r) => r.game_id === row.id) }));
}

/**
 * The board: the newest listed finished games matching `filter`, across every index database
 * (each answers its own newest page, at once; the pages are merged by end time).
 */
export async function listArchived(env: ArchiveEnv, filter: ArchiveFilter): Promise<FinishedGame[]> {
  const pages = await Promise.all(indexes(env).map((d1) => listOne(d1, filter)));
  const seen = new Set<string>();
  const merged = pages
    .flat()
    .sort((a, b) => (a.endedAt < b.endedAt ? 1 : a.endedAt > b.endedAt ? -1 : 0))
    .filter((row) => !seen.has(row.id) && seen.add(row.id))
    .slice(0, filter.limit);
  return merged.map((row) => {
    const seats = row.seats.sort((a, b) => a.seat - b.seat);
    const places = [...new Set(seats.map((s) => s.place))].sort((a, b) => a - b);
    return {
      id: row.id,
      game: row.game,
      title: games[row.game]?.title ?? row.game,
      endedAt: row.endedAt,
      seats: seats.map((s) => s.name),
      bots: row.bots,
      ...(row.forked ? { forked: true as const } : {}),
      result: {
        ranking: places.map((p) => seats.filter((s) => s.place === p).map((s) => s.seat)),
        scores: seats.map((s) => s.score),
      },
    };
  });
}
