/**
 * A player's move (the room's RPC `move`): idempotent per seat and key, checked against the version
 * the player saw, played by the engine and stored in one transaction before the answer.
 */
import { canonical } from "../engine/canonical";
import { CLOCK_MOVES } from "../engine/play";
import { isMoveError, type Move, type Seat } from "../engine/types";
import { fail, ok, type Caller, type MoveInput } from "../wire";
import { isPlayer } from "./auth";
import { changed, type Ledger, type Outcome } from "./ledger";
import { statusOf, type RoomRows } from "./rows";
import { sha256Of } from "./tokens";

const statusOfMoveError: Record<string, 400 | 409 | 422> = {
  bad_move: 400,
  game_over: 409,
  not_your_turn: 409,
};

/** The stored form of an idempotency key: the seat and the client's key (one column; the room looks keys up in memory). */
export function seatKey(seat: Seat, key: string): string {
  return `${seat}:${key}`;
}

export function move(ledger: Ledger, rows: RoomRows, you: Caller | null, input: MoveInput): Outcome {
  if (!you) return fail(401, "unauthorized", "Moves need your seat link's token as a Bearer token.");
  if (!isPlayer(you))
    return fail(403, "not_a_player", "Only a claimed seat can move; the host link cannot play.");
  // Leaving is its own request (POST /leave, with its checks), never a move of the sheet.
  if (Object.values(CLOCK_MOVES).some((type) => type === (input.move as Move).type))
    return fail(
      400,
      "bad_move",
      "Moves starting with $ are the clock's and the host's; to leave, use /leave.",
    );
  const requestHash = sha256Of(canonical({ seat: you.seat, move: input.move, version: input.version }));
  // Keys are scoped per seat: another seat's key is another request, and learns nothing of ours.
  const key = seatKey(you.seat, input.key);
  const earlier = ledger.moveByKey(rows, key);
  if (earlier) {
    if (earlier.requestHash !== requestHash)
      return fail(422, "key_reused", "This idempotency key was used for a different request.");
    return ok(ledger.answerAfter(rows, you, earlier)); // a retry: applied once, answered again
  }
  const status = statusOf(rows.meta);
  if (status === "open") return fail(409, "not_started", "The game has not started yet.");
  if (status === "finished") return fail(409, "game_over", "The game has ended.");
  if (input.version !== rows.snapshot.version) {
    return fail(
      409,
      "stale_version",
      `You saw version ${input.version}; the game is at version ${rows.snapshot.version}.`,
      { game: ledger.response(rows, you) },
    );
  }
  const played = ledger.play(
    rows,
    { seat: you.seat, by: "player", request: { key, requestHash } },
    input.move as Move,
  );
  if (isMoveError(played)) return ok(played, statusOfMoveError[played.error.code] ?? 422);
  return changed(you);
}
