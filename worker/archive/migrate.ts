/**
 * The move of games archived before R2 (whole records in D1's `finished_games`) to R2 and the index:
 * in id order, a batch at a time, each game's record and view written to R2, read back and compared,
 * and only then its index row, its old row deleted and the checkpoint moved, in one D1 batch (so
 * the old table empties itself, and once done costs the readers nothing).
 * Stopped anywhere, it resumes from the checkpoint; a game written twice is the same bytes and the
 * same skipped insert. Old links work throughout: the reader takes R2 first, then the old row.
 * Run by the Worker's cron (worker/index.ts), a few batches each time, until none is left
 * (docs/operations.md, "Moving old games to R2").
 */
import type { GameState } from "../engine/define";
import { canonical } from "../engine/canonical";
import type { GameRecord } from "../engine/record";
import type { GameResponse } from "../wire";
import { indexes, type ArchiveEnv } from "./indexes";
import { legacyView, type LegacyRow } from "./legacy";
import { getJson, recordKey, viewKey } from "./objects";
import { indexStatements, storeObjects } from "./writer";

export interface MigrationStep {
  /** Games moved by this step. */
  moved: number;
  /** Games moved in all, and the last id moved, per index database (newest first). */
  total: number;
  after: string[];
  /** Nothing is left to move. */
  done: boolean;
}

/** Moves up to `limit` old games of each index database; answers where it stands. */
export async function migrateBatch(env: ArchiveEnv, limit = 25): Promise<MigrationStep> {
  let moved = 0,
    total = 0,
    done = true;
  const after: string[] = [];
  for (const d1 of indexes(env)) {
    const step = await migrateOne(env, d1, limit);
    moved += step.moved;
    total += step.total;
    after.push(step.after);
    done &&= step.done;
  }
  return { moved, total, after, done };
}

async function migrateOne(env: ArchiveEnv, d1: D1Database, limit: number) {
  const mark = await d1
    .prepare("SELECT after, moved FROM archive_migration WHERE id = 1")
    .first<{ after: string; moved: number }>();
  let after = mark?.after ?? "";
  let total = mark?.moved ?? 0;
  const batch = (from: string) =>
    d1
      .prepare(
        "SELECT id, listed, record, final_state FROM finished_games WHERE id > ?1 AND record != '' ORDER BY id LIMIT ?2",
      )
      .bind(from, limit)
      .all<LegacyRow>();
  let { results } = await batch(after);
  // At the end, one pass from the start again: a row written behind the checkpoint is not missed.
  if (results.length === 0 && after !== "") ({ results } = await batch(""));
  for (const row of results) {
    await moveGame(env, d1, row);
    after = row.id;
    total++;
  }
  return { moved: results.length, total, after, done: results.length === 0 };
}

/**
 * One game: R2, read back and compared, then (one D1 batch) its index row, its old row deleted, the
 * checkpoint. A game its own room archived again (a room the code before R2 kept, archived by this
 * code with its later talk: room/alarm.ts) keeps what the room wrote; its old row goes once R2's
 * record is read back as the same game.
 */
async function moveGame(env: ArchiveEnv, d1: D1Database, row: LegacyRow): Promise<void> {
  const record = JSON.parse(row.record) as GameRecord;
  const view = legacyView(record, JSON.parse(row.final_state) as GameState);
  if (!view || record.id !== row.id)
    throw new Error(`old game ${row.id}: its record is not one this server can show (game ${record.game})`);
  const game = { record, view, listed: row.listed === 1 };
  const byRoom = (await isIndexed(env, row.id))
    ? await getJson<GameRecord>(env.ARCHIVE, recordKey(row.id))
    : null;
  let statements: D1PreparedStatement[] = [];
  if (byRoom) {
    if (byRoom.id !== record.id || byRoom.commitment !== record.commitment)
      throw new Error(`old game ${row.id}: R2 holds another game under its key; its D1 row is kept`);
  } else {
    const sizes = await storeObjects(env.ARCHIVE, game);
    const [storedRecord, storedView] = await Promise.all([
      getJson<GameRecord>(env.ARCHIVE, recordKey(row.id)),
      getJson<GameResponse>(env.ARCHIVE, viewKey(row.id)),
    ]);
    if (canonical(storedRecord) !== canonical(record) || canonical(storedView) !== canonical(view))
      throw new Error(
        `old game ${row.id}: what R2 gave back differs from what was written; its D1 row is kept`,
      );
    statements = indexStatements(d1, game, sizes);
  }
  const now = new Date().toISOString();
  await d1.batch([
    ...statements,
    // Its results stay (game_results, keyed by the game's id): they are the index's now.
    d1.prepare("DELETE FROM finished_games WHERE id = ?1").bind(row.id),
    d1
      .prepare(
        `INSERT INTO archive_migration (id, after, moved, updated_at) VALUES (1, ?1, 1, ?2)
         ON CONFLICT (id) DO UPDATE SET after = ?1, moved = moved + 1, updated_at = ?2`,
      )
      .bind(row.id, now),
  ]);
}

/** Whether any index database has the game (its room archived it to R2 itself). */
async function isIndexed(env: ArchiveEnv, id: string): Promise<boolean> {
  for (const d1 of indexes(env))
    if (await d1.prepare("SELECT 1 FROM archived_games WHERE id = ?1").bind(id).first()) return true;
  return false;
}

/** The cron's share: batches until none is left or about `budgetMs` has passed; logs where it stands. */
export async function migrateSome(env: ArchiveEnv, budgetMs = 20_000): Promise<MigrationStep> {
  const until = Date.now() + budgetMs;
  let step = await migrateBatch(env);
  let moved = step.moved;
  while (!step.done && Date.now() < until) {
    step = await migrateBatch(env);
    moved += step.moved;
  }
  if (moved) console.log(`archive migration: moved ${moved} old games to R2 (${step.total} in all)`);
  return { ...step, moved };
}
