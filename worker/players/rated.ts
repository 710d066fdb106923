/**
 * Rated games in D1: the Worker notes each at creation with its host link's hash, so the host can
 * mark it unrated (collusion) at any time, before or after its room is gone; ratings leave such games out.
 */
import { hashToken, sameDigest } from "../room/tokens";
import { fail, ok, type Reply } from "../wire";
import { forgetCounted } from "./ratings";

export async function rememberRated(db: D1Database, gameId: string, hostToken: string): Promise<void> {
  await db
    .prepare(
      "INSERT INTO rated_games (game_id, host_hash, created_at) VALUES (?1, ?2, ?3) ON CONFLICT DO NOTHING",
    )
    .bind(gameId, hashToken(hostToken), new Date().toISOString())
    .run();
}

/** The host marks a rated game unrated; a repeat keeps the first time. */
export async function markUnrated(db: D1Database, gameId: string, token: string | null): Promise<Reply> {
  const row = await db
    .prepare("SELECT host_hash, unrated_at FROM rated_games WHERE game_id = ?1")
    .bind(gameId)
    .first<{ host_hash: string; unrated_at: string | null }>();
  if (!row) return fail(404, "not_rated", "No rated game with this id.");
  if (token === null || !sameDigest(hashToken(token), row.host_hash))
    return fail(403, "not_host", "Only the host link can mark a game unrated.");
  const at = row.unrated_at ?? new Date().toISOString();
  if (!row.unrated_at) {
    await db.prepare("UPDATE rated_games SET unrated_at = ?1 WHERE game_id = ?2").bind(at, gameId).run();
    await forgetCounted(db, gameId);
  }
  return ok({ id: gameId, unratedAt: at });
}
