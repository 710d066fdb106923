/**
 * A league's standings from its finished games, with the tiebreaks each format uses (docs/leagues.md):
 * - every game: a player scores (players placed below + half the players sharing their place) /
 *   (players at the table - 1): 1 for a win, ½ for a draw, 0 for a loss in a two-player game;
 * - a bye (no opponent left at the table) scores 1 and is not a meeting for the tiebreaks;
 * - Swiss: points, then Buchholz (the opponents' points, summed), then Sonneborn-Berger (each
 *   opponent's points times what the player scored against them), then wins, then entry;
 * - round robin: points, then Sonneborn-Berger (two-player games) or the game score summed
 *   (multi-player games), then wins, then entry;
 * - heats: the round reached, then place in the last game played, then its game score, then entry.
 */
import type { Format, Standing } from "../wire";
import type { Table } from "./tables";

export type { Format, Standing } from "../wire";

/** A finished game of the league, its players in seat order; `ranking` groups seats by place. */
export interface FinishedTable {
  round: number;
  table: Table;
  ranking: number[][];
  scores: number[];
}

/** What each seat of a finished game scored in league points. */
export function tablePoints(game: FinishedTable): number[] {
  const s = game.table.length;
  const points = new Array<number>(s).fill(0);
  if (s < 2) return game.table.map(() => 1);
  let below = s;
  for (const group of game.ranking) {
    below -= group.length;
    for (const seat of group) points[seat] = (below + (group.length - 1) / 2) / (s - 1);
  }
  return points;
}

interface Tally {
  points: number;
  played: number;
  wins: number;
  score: number;
  /** Per real game: the opponent(s) and what the player scored in it. */
  met: { opponents: number[]; got: number }[];
  lastRound: number;
  lastPlace: number;
  lastScore: number;
}

export function standings(
  format: Format,
  players: number,
  games: FinishedTable[],
  byes: { player: number; round: number }[],
): Standing[] {
  const tally: Tally[] = Array.from({ length: players }, () => ({
    points: 0,
    played: 0,
    wins: 0,
    score: 0,
    met: [],
    lastRound: -1,
    lastPlace: Infinity,
    lastScore: 0,
  }));
  for (const b of byes) tally[b.player].points += 1;
  for (const game of [...games].sort((a, b) => a.round - b.round)) {
    const points = tablePoints(game);
    game.table.forEach((p, seat) => {
      const t = tally[p];
      t.points += points[seat];
      if (game.ranking[0]?.includes(seat) && game.ranking[0].length === 1) t.wins++;
      t.played++;
      t.score += game.scores[seat] ?? 0;
      t.met.push({ opponents: game.table.filter((q) => q !== p), got: points[seat] });
      if (game.round >= t.lastRound) {
        t.lastRound = game.round;
        t.lastPlace = 1 + game.ranking.findIndex((g) => g.includes(seat));
        t.lastScore = game.scores[seat] ?? 0;
      }
    });
  }
  const pts = (p: number) => tally[p].points;
  const buchholz = (t: Tally) => t.met.reduce((s, m) => s + m.opponents.reduce((x, q) => x + pts(q), 0), 0);
  const sonneborn = (t: Tally) =>
    t.met.reduce((s, m) => s + m.opponents.reduce((x, q) => x + pts(q), 0) * m.got, 0);
  const multi = games.some((g) => g.table.length > 2);
  const keys = (t: Tally): Record<string, number> => {
    if (format === "swiss") return { buchholz: buchholz(t), sonnebornBerger: sonneborn(t), wins: t.wins };
    if (format === "heats") return { round: t.lastRound + 1, place: -t.lastPlace, score: t.lastScore };
    return multi ? { score: t.score, wins: t.wins } : { sonnebornBerger: sonneborn(t), wins: t.wins };
  };
  const rows = tally.map((t, player) => ({
    player,
    points: t.points,
    played: t.played,
    wins: t.wins,
    score: t.score,
    tiebreaks: keys(t),
    order: format === "heats" ? Object.values(keys(t)) : [t.points, ...Object.values(keys(t))],
  }));
  rows.sort((a, b) => compareDesc(a.order, b.order) || a.player - b.player);
  return rows.map((r, i) => {
    const level = rows.findIndex((q) => compareDesc(q.order, r.order) === 0);
    const { order: _order, ...row } = r;
    return { ...row, place: level < i ? level + 1 : i + 1 };
  });
}

/** Higher first; a negative number when `a` ranks above `b`. */
function compareDesc(a: number[], b: number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return b[i] - a[i];
  return 0;
}
