/** How a game of Box Cars ends: its ranking and scores. */
import type { GameResult, Seat } from "../../engine/types";
import { isFinished } from "./rules";
import type { BoxCarsState } from "./types";

/** Ruling 5: highest total wins, equal totals share; solo: the total is the score. */
export function result(state: BoxCarsState): GameResult | null {
  if (!state.seats.every(isFinished)) return null;
  const scores = state.seats.map((s) => s.total);
  const ranking: Seat[][] = [];
  for (const total of [...new Set(scores)].sort((a, b) => b - a)) {
    ranking.push(scores.flatMap((score, seat) => (score === total ? [seat] : [])));
  }
  return { ranking, scores };
}
