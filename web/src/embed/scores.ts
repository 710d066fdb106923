/**
 * The seats' running totals for the widget. The server puts each game's own `standings(view)` into
 * every answer (`GameResponse.standings`), so nothing here knows any game: adding a game changes
 * nothing in the widget.
 */
import type { Standings } from "#engine/types";

/** The totals an answer carries, by seat, or null when it carries none (an older server, or a game not started). */
export function scoresOf(response: unknown): number[] | null {
  const standings =
    typeof response === "object" && response !== null
      ? (response as { standings?: Standings | null }).standings
      : null;
  const scores = standings?.scores;
  return Array.isArray(scores) && scores.every((n) => typeof n === "number") ? scores : null;
}
