/**
 * Answering a turn from its notification (issue #37): where the seat's decision is one tap (the
 * game lists every legal move, and there are one or two of different kinds: roll or bank, deliver
 * or fight), a turn message carries each choice as a link holding a capability. The capability is
 * an HMAC of the game, the seat and the game's version, keyed by the seat's token hash (which never
 * leaves the room): it acts for that seat, that decision and that version only, so the game's next
 * change (the answer itself included) ends it, and it is not the seat's token. It travels in the
 * link's fragment (`/answer/<id>#seat.version.cap.choice.label`), which no server log or Referer
 * sees; the answer page asks before it posts (a GET never acts), and the push service worker posts
 * it from a notification action. `POST /api/games/:id/answer` (answer.ts) plays it.
 */
import type { AnyGame, GameState } from "../engine/define";
import { keyedHex } from "../engine/random";
import type { Move, Seat } from "../engine/types";
import type { RoomRows } from "./rows";

/** The seat's one-tap choices now, or null when its decision is not one tap. */
export function oneTapChoices(game: AnyGame, state: GameState, seat: Seat): Move[] | null {
  if (game.moveList !== "complete" || !game.activeSeats(state).includes(seat)) return null;
  const moves = game.legalMoves(state, seat);
  const kinds = new Set(moves.map((m) => m.type));
  return moves.length >= 1 && moves.length <= 2 && kinds.size === moves.length ? moves : null;
}

/** A choice in words: its kind ("bank" → "Bank"). */
export function choiceLabel(move: Move): string {
  const words = move.type.replace(/[-_]/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The capability for `seat` at `version` (128 bits, hex). */
export function capability(rows: RoomRows, seat: Seat, version: number): string {
  return keyedHex(rows.seats[seat].token_hash, `one-tap|${rows.meta.game_id}|${seat}|${version}`).slice(
    0,
    32,
  );
}

/** The links a turn message to `seat` carries: one per one-tap choice (none when the decision is not one tap). */
export function answerLinks(
  game: AnyGame,
  rows: RoomRows,
  state: GameState | null,
  seat: Seat,
  version: number,
): { label: string; link: string }[] {
  const choices = state === null ? null : oneTapChoices(game, state, seat);
  if (!choices) return [];
  const cap = capability(rows, seat, version);
  return choices.map((move, i) => {
    const label = choiceLabel(move);
    const fragment = [seat, version, cap, i, encodeURIComponent(label)].join(".");
    return { label, link: `${rows.meta.origin}/answer/${rows.meta.game_id}#${fragment}` };
  });
}
