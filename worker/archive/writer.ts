/**
 * The archive step, run by a finished game's room (its alarm, retried with backoff until it
 * succeeds): the record and the final spectator answer to R2, then the index row and the seats'
 * results to D1 in one batch. Each part may run again with no effect beyond the first: R2 gets the
 * same bytes under the same keys, D1 inserts skip rows that exist. The room deletes its storage only
 * after this returns, so a Worker that dies between any two steps loses and duplicates nothing.
 */
import { canonical } from "../engine/canonical";
import { sha256Hex } from "../engine/random";
import type { GameRecord } from "../engine/record";
import { games } from "../games";
import type { GameResponse } from "../wire";
import { currentIndex, type ArchiveEnv } from "./indexes";
import { putJson, recordKey, viewKey } from "./objects";
import { thinkTimes } from "./think-times";

export interface ArchiveInput {
  /** The whole record, seed and every secret revealed. */
  record: GameRecord;
  /** The spectator's answer at the end (what `GET /api/games/:id` says once the room is gone). */
  view: GameResponse;
  /** The host's choice to list the game on the public board (an aborted game is never listed). */
  listed: boolean;
}

export interface StoredSizes {
  recordBytes: number;
  gzipBytes: number;
}

export async function archiveFinished(env: ArchiveEnv, game: ArchiveInput): Promise<void> {
  const sizes = await storeObjects(env.ARCHIVE, game);
  await writeIndex(currentIndex(env), game, sizes);
}

/** Step 1: the record, then the view (a stored view means its record is stored too). */
export async function storeObjects(bucket: R2Bucket, { record, view }: ArchiveInput): Promise<StoredSizes> {
  if (!record.endedAt || !record.serverSeed) throw new Error(`game ${record.id} has not ended`);
  const stored = await putJson(bucket, recordKey(record.id), record);
  await putJson(bucket, viewKey(record.id), view);
  return { recordBytes: stored.jsonBytes, gzipBytes: stored.gzipBytes };
}

/** Step 2: one index row and a row per seat's result (none for an aborted game), in one batch. */
export async function writeIndex(d1: D1Database, game: ArchiveInput, sizes: StoredSizes): Promise<void> {
  await d1.batch(indexStatements(d1, game, sizes));
}

/** The statements of step 2 (the migration and the bench batch them with others). */
export function indexStatements(
  d1: D1Database,
  { record, listed }: ArchiveInput,
  sizes: StoredSizes,
): D1PreparedStatement[] {
  // Fields other branches add to the record (player keys, ratings, forks), read defensively.
  const extra = record as GameRecord & {
    rated?: boolean;
    forkedFrom?: unknown;
  };
  const playerOf = (seat: number) =>
    (record.seats[seat] as { player?: { fingerprint?: unknown } }).player?.fingerprint;
  const options = record.options as Record<string, unknown> | null;
  const variant = typeof options?.board === "string" ? options.board : null;
  const statements = [
    d1
      .prepare(
        `INSERT INTO archived_games (id, game, variant, options_digest, players, bots, listed, rated, forked,
           aborted, created_at, ended_at, commitment, names, r2_key, record_bytes, gzip_bytes)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17)
         ON CONFLICT (id) DO NOTHING`,
      )
      .bind(
        record.id,
        record.game,
        variant,
        sha256Hex(canonical(record.options ?? {})),
        record.seats.length,
        record.seats.filter((s) => s.bot).length,
        listed && !record.aborted ? 1 : 0,
        extra.rated === true ? 1 : 0,
        extra.forkedFrom != null ? 1 : 0,
        record.aborted ? 1 : 0,
        record.createdAt,
        record.endedAt,
        record.commitment,
        JSON.stringify(record.seats.map((s) => s.name)),
        recordKey(record.id),
        sizes.recordBytes,
        sizes.gzipBytes,
      ),
  ];
  const result = record.result;
  if (!result || record.aborted) return statements;
  const place = new Map<number, number>();
  let next = 1;
  for (const group of result.ranking) {
    for (const seat of group) place.set(seat, next);
    next += group.length;
  }
  const thinking = thinkTimes(games[record.game], record);
  for (const s of record.seats) {
    const player = playerOf(s.seat);
    statements.push(
      d1
        .prepare(
          `INSERT INTO game_results (game_id, seat, name, score, place, player, moves, think_ms)
           VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8) ON CONFLICT (game_id, seat) DO NOTHING`,
        )
        .bind(
          record.id,
          s.seat,
          s.name,
          result.scores[s.seat] ?? 0,
          place.get(s.seat) ?? record.seats.length,
          typeof player === "string" ? player : null,
          thinking?.[s.seat]?.moves ?? null,
          thinking?.[s.seat]?.ms ?? null,
        ),
    );
  }
  return statements;
}
