/** A finished solo game's place among all finished, listed solo games of its game in D1. */
import { games } from "../games";
import type { GameResponse } from "../wire";

/** Where a finished solo game's score ranks among all finished solo games of that game in D1. */
export async function soloRank(d1: D1Database, game: GameResponse): Promise<GameResponse["soloRank"]> {
  const board = games[game.game]?.soloBoard;
  const score = game.result?.scores[0];
  if (!board || game.status !== "finished" || game.seats.length !== 1 || score === undefined)
    return undefined;
  const better = board.better === "higher" ? ">" : "<";
  const row = await d1
    .prepare(
      `SELECT SUM(r.score ${better} ?1) AS ahead, COUNT(*) AS total, SUM(g.id = ?2) AS self
     FROM game_results r JOIN finished_games g ON g.id = r.game_id WHERE g.game = ?3 AND g.players = 1 AND g.listed = 1`,
    )
    .bind(score, game.id, game.game)
    .first<{ ahead: number | null; total: number; self: number | null }>();
  const total = (row?.total ?? 0) + (row?.self ? 0 : 1); // not archived yet: count it anyway
  return { place: (row?.ahead ?? 0) + 1, of: total, unit: board.unit, better: board.better };
}
