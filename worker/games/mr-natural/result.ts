/** How a game of Mr. Natural ends: its ranking and scores. */
import type { GameResult, Seat } from "../../engine/types";
import { over } from "./rules";
import type { MrNaturalState } from "./types";

/** Ruling 1: scores are banked totals, best first, ties sharing a place; solo scores the turns taken. */
export function result(state: MrNaturalState): GameResult | null {
  if (!over(state)) return null;
  // Solo: the race against the target, scored as the number of turns it took (fewer is better).
  if (state.seats === 1) return { ranking: [[0]], scores: [state.turnsTaken[0]] };
  // Dropped seats place after everyone who stayed.
  const key = (seat: Seat) => (state.dropped[seat] ? -1e9 : 0) + state.scores[seat];
  const places = [...new Set(state.scores.map((_, seat) => key(seat)))].sort((a, b) => b - a);
  return {
    ranking: places.map((k) => state.scores.flatMap((_, seat) => (key(seat) === k ? [seat] : []))),
    scores: [...state.scores],
  };
}
