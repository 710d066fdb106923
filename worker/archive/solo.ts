/** A finished solo game's place among all finished, listed solo games of its game in the index (forks neither rank nor count). */
import { games } from "../games";
import type { GameResponse } from "../wire";
import { indexes, type ArchiveEnv } from "./indexes";

/** Where a finished solo game's score ranks among all archived solo games of that game (every index database). */
export async function soloRank(env: ArchiveEnv, game: GameResponse): Promise<GameResponse["soloRank"]> {
  const board = games[game.game]?.soloBoard;
  const score = game.result?.scores[0];
  // A fork started from someone's position is not a solo game of its own: it neither ranks nor counts.
  if (
    !board ||
    game.status !== "finished" ||
    game.seats.length !== 1 ||
    score === undefined ||
    game.forkedFrom
  )
    return undefined;
  const better = board.better === "higher" ? ">" : "<";
  // Old rows (`finished_games`) count until the migration has moved them.
  const count = (table: string, moved: string) =>
    `SELECT SUM(r.score ${better} ?1) AS ahead, COUNT(*) AS total, SUM(g.id = ?2) AS self
     FROM game_results r JOIN ${table} g ON g.id = r.game_id
     WHERE g.game = ?3 AND g.players = 1 AND g.listed = 1${moved}`;
  const rows = await Promise.all(
    indexes(env).flatMap((d1) => [
      d1
        .prepare(count("archived_games", " AND g.forked = 0"))
        .bind(score, game.id, game.game)
        .first<Counts>(),
      d1
        .prepare(
          count("finished_games", " AND g.record != '' AND g.id NOT IN (SELECT id FROM archived_games)"),
        )
        .bind(score, game.id, game.game)
        .first<Counts>(),
    ]),
  );
  const sum = (key: keyof Counts) => rows.reduce((n, row) => n + (row?.[key] ?? 0), 0);
  const total = sum("total") + (sum("self") ? 0 : 1); // not archived yet: count it anyway
  return { place: sum("ahead") + 1, of: total, unit: board.unit, better: board.better };
}

interface Counts {
  ahead: number | null;
  total: number;
  self: number | null;
}
