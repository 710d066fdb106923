/**
 * What the player pages and ratings read from the D1 archive index (`archived_games`, and
 * `game_results.player`, written by the archive) and from the players' own tables.
 */
import type { RatedGame } from "../ratings/compute";
import type { GameStats, PlayedGame } from "../wire";

/**
 * Every counted rated game of `game`: rated, not aborted, not a fork, not marked unrated by its host;
 * with `open`, only those no stored rating period has counted yet that ended at `since` or later.
 */
export async function ratedGames(
  db: D1Database,
  game: string,
  open?: { since: string | null },
): Promise<RatedGame[]> {
  const { results } = await db
    .prepare(
      `SELECT a.id, a.game, a.variant, a.ended_at, r.seat, r.player, r.place
       FROM archived_games a JOIN game_results r ON r.game_id = a.id
       WHERE a.rated = 1 AND a.aborted = 0 AND a.forked = 0 AND a.game = ?1
         AND NOT EXISTS (SELECT 1 FROM rated_games u WHERE u.game_id = a.id AND u.unrated_at IS NOT NULL)
         AND (?2 = 0 OR (a.ended_at >= ?3 AND NOT EXISTS (SELECT 1 FROM rating_counted c WHERE c.game_id = a.id)))
       ORDER BY a.ended_at, a.id, r.seat`,
    )
    .bind(game, open ? 1 : 0, open?.since ?? "")
    .all<{
      id: string;
      game: string;
      variant: string | null;
      ended_at: string;
      seat: number;
      player: string | null;
      place: number;
    }>();
  const games = new Map<string, RatedGame>();
  for (const r of results) {
    let g = games.get(r.id);
    if (!g)
      games.set(r.id, (g = { id: r.id, game: r.game, variant: r.variant, endedAt: r.ended_at, seats: [] }));
    g.seats.push({ seat: r.seat, player: r.player, place: r.place });
  }
  return [...games.values()];
}

export interface Profile {
  fingerprint: string;
  name: string | null;
  listed: boolean;
  signedAt: string | null;
}

export async function profileOf(db: D1Database, fingerprint: string): Promise<Profile | null> {
  const row = await db
    .prepare("SELECT fingerprint, name, listed, signed_at FROM players WHERE fingerprint = ?1")
    .bind(fingerprint)
    .first<{ fingerprint: string; name: string | null; listed: number; signed_at: string | null }>();
  return (
    row && { fingerprint: row.fingerprint, name: row.name, listed: row.listed === 1, signedAt: row.signed_at }
  );
}

/** Listed players among `fingerprints`, with their names. */
export async function listedNames(
  db: D1Database,
  fingerprints: string[],
): Promise<Map<string, string | null>> {
  if (fingerprints.length === 0) return new Map();
  const { results } = await db
    .prepare(
      `SELECT fingerprint, name FROM players WHERE listed = 1 AND fingerprint IN (SELECT value FROM json_each(?1))`,
    )
    .bind(JSON.stringify(fingerprints))
    .all<{ fingerprint: string; name: string | null }>();
  return new Map(results.map((r) => [r.fingerprint, r.name]));
}

/** The key's finished games, newest first, `limit` at a time before `before` (an `endedAt`). */
export async function gamesOf(
  db: D1Database,
  fingerprint: string,
  before: string | null,
  limit: number,
): Promise<PlayedGame[]> {
  const { results } = await db
    .prepare(
      `SELECT a.id, a.game, a.variant, a.players, a.rated, a.ended_at, r.seat, r.name, r.score, r.place,
              r.moves, r.think_ms
       FROM game_results r JOIN archived_games a ON a.id = r.game_id
       WHERE r.player = ?1 AND a.aborted = 0 AND (?2 IS NULL OR a.ended_at < ?2)
       ORDER BY a.ended_at DESC, a.id LIMIT ?3`,
    )
    .bind(fingerprint, before, limit)
    .all<{
      id: string;
      game: string;
      variant: string | null;
      players: number;
      rated: number;
      ended_at: string;
      seat: number;
      name: string;
      score: number;
      place: number;
      moves: number | null;
      think_ms: number | null;
    }>();
  return results.map((r) => ({
    id: r.id,
    game: r.game,
    variant: r.variant,
    players: r.players,
    rated: r.rated === 1,
    endedAt: r.ended_at,
    seat: r.seat,
    name: r.name,
    score: r.score,
    place: r.place,
    moves: r.moves,
    msPerMove: perMove(r.think_ms, r.moves),
  }));
}

/** Thinking time per move, in whole milliseconds; null when no move's time is known. */
function perMove(ms: number | null, moves: number | null): number | null {
  return ms === null || !moves ? null : Math.round(ms / moves);
}

/** Per game (and board): played, wins, average place, best place and score, the last five places. */
export async function statsOf(db: D1Database, fingerprint: string): Promise<GameStats[]> {
  const { results } = await db
    .prepare(
      `SELECT a.game, a.variant, COUNT(*) AS played, SUM(r.place = 1) AS wins, AVG(r.place) AS average_place,
              MIN(r.place) AS best_place, MAX(r.score) AS best_score,
              SUM(r.think_ms) AS think_ms, SUM(r.moves) AS moves,
              (SELECT json_group_array(place) FROM (
                 SELECT r2.place FROM game_results r2 JOIN archived_games a2 ON a2.id = r2.game_id
                 WHERE r2.player = ?1 AND a2.aborted = 0 AND a2.game = a.game AND a2.variant IS a.variant
                 ORDER BY a2.ended_at DESC LIMIT 5)) AS recent
       FROM game_results r JOIN archived_games a ON a.id = r.game_id
       WHERE r.player = ?1 AND a.aborted = 0
       GROUP BY a.game, a.variant ORDER BY played DESC, a.game`,
    )
    .bind(fingerprint)
    .all<{
      game: string;
      variant: string | null;
      played: number;
      wins: number;
      average_place: number;
      best_place: number;
      best_score: number;
      think_ms: number | null;
      moves: number | null;
      recent: string;
    }>();
  return results.map((r) => ({
    game: r.game,
    variant: r.variant,
    played: r.played,
    wins: r.wins,
    averagePlace: Math.round(r.average_place * 100) / 100,
    bestPlace: r.best_place,
    bestScore: r.best_score,
    recent: JSON.parse(r.recent),
    msPerMove: perMove(r.think_ms, r.moves),
  }));
}
