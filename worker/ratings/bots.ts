/**
 * The bots' published ratings: fixed anchors, never updated, so a game against a bot moves the
 * person's rating and nothing else. Chosen, not measured: each game's bot plays a fair, plain game,
 * so it sits a little under a new player's 1500 (docs/players.md, "Bots").
 */
import type { Rating } from "./glicko2";

export const BOT_RATING: Rating = { rating: 1400, rd: 50, vol: 0.06 };

/** Games whose bot plays noticeably better or worse than the anchor (none yet: every bot is at the anchor). */
const BY_GAME: Record<string, Rating> = {};

export function botRating(game: string): Rating {
  return BY_GAME[game] ?? BOT_RATING;
}
