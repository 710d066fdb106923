/**
 * Answering a turn from its notification (issue #37): where the seat's decision is one tap (the
 * game's `oneTap` hook names the choices in its words: "Bank 650", "Stop and keep 450", "Buy
 * nothing"; without the hook, a complete move list of one or two moves of different kinds), a turn
 * message (and a reminder or nudge) carries each choice as a link holding a capability. The capability is
 * an HMAC of the game, the seat and the game's version, keyed by the seat's token hash (which never
 * leaves the room): it acts for that seat, that decision and that version only, so the game's next
 * change (the answer itself included) ends it, and it is not the seat's token. It travels in the
 * link's fragment (`/answer/<id>#seat.version.cap.choice.label`), which no server log or Referer
 * sees; the answer page asks before it posts (a GET never acts), and the push service worker posts
 * it from a notification action. `POST /api/games/:id/answer` (answer.ts) plays it.
 */
import type { AnyGame, GameOf, GameState } from "../engine/define";
import { keyedHex } from "../engine/random";
import type { Move, OneTapChoice, Seat } from "../engine/types";
import type { RoomRows } from "./rows";

/** The seat's one-tap choices now (the game's hook, else the generic rule), or null when its decision is not one tap. */
export function oneTapChoices<S>(game: GameOf<S>, state: S, seat: Seat): OneTapChoice<Move>[] | null {
  if (!game.activeSeats(state).includes(seat)) return null;
  if (game.oneTap) {
    const choices = game.oneTap(state, seat);
    return choices?.length ? choices : null;
  }
  if (game.moveList !== "complete") return null;
  const moves = game.legalMoves(state, seat);
  const kinds = new Set(moves.map((m) => m.type));
  return moves.length >= 1 && moves.length <= 2 && kinds.size === moves.length
    ? moves.map((move) => ({ move, label: choiceLabel(move) }))
    : null;
}

/** A move in the generic rule's words: its kind ("bank" → "Bank"); also what a retried answer says it played. */
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
  return choices.map(({ label }, i) => {
    // The fragment's parts are split at dots: a dot in the label is escaped too.
    const words = encodeURIComponent(label).replaceAll(".", "%2E");
    const fragment = [seat, version, cap, i, words].join(".");
    return { label, link: `${rows.meta.origin}/answer/${rows.meta.game_id}#${fragment}` };
  });
}
