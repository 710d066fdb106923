/** How a game of BOXCARS ends: its ranking and scores. */
import type { GameResult, Seat } from "../../engine/types";
import { netWorth } from "./fees";
import { MAX_TURNS } from "./flow";
import type { RailsState } from "./types";

/**
 * Ruling 12: the winner first, then the others by net worth (equal worth shares a place), then the
 * players who left, the last to leave first. Solo: the score is the turns taken to win (the safety
 * limit's count when the game was not won).
 */
export function result(state: RailsState): GameResult | null {
  if (state.phase !== "over") return null;
  if (state.seats === 1)
    return { ranking: [[0]], scores: [state.winner === 0 ? state.players[0].turns : MAX_TURNS] };
  const scores = state.players.map((_, s) => netWorth(state, s));
  const ranking: Seat[][] = state.winner !== null ? [[state.winner]] : [];
  const rest = state.players
    .map((p, s) => ({ p, s }))
    .filter(({ p, s }) => s !== state.winner && p.out === null)
    .sort((a, b) => scores[b.s] - scores[a.s] || a.s - b.s);
  for (const { s } of rest) {
    const last = ranking[ranking.length - 1];
    if (last && last[0] !== state.winner && scores[last[0]] === scores[s]) last.push(s);
    else ranking.push([s]);
  }
  const out = state.players
    .map((p, s) => ({ p, s }))
    .filter(({ p, s }) => s !== state.winner && p.out !== null)
    .sort((a, b) => b.p.out! - a.p.out!);
  for (const { s } of out) ranking.push([s]);
  return { ranking, scores };
}
