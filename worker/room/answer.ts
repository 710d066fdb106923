/** A one-tap answer from a notification (the room's RPC `answer`): the capability one-tap.ts made says who acts. */
import { canonical } from "../engine/canonical";
import { sha256Hex } from "../engine/random";
import { isMoveError } from "../engine/types";
import { fail, ok, type AnswerInput, type Reply } from "../wire";
import type { Ledger } from "./ledger";
import { seatKey } from "./moves";
import { capability, choiceLabel, oneTapChoices } from "./one-tap";
import { statusOf, type RoomRows } from "./rows";
import { sameDigest } from "./tokens";

const expired = () =>
  fail(409, "answer_expired", "The game has changed since this message was sent: open the game to play.");

/** Plays the answer a capability carries: once, for its seat, decision and version only. */
export function answer(ledger: Ledger, rows: RoomRows, input: AnswerInput): Reply {
  const seat = rows.seats[input.seat];
  if (!seat?.claimed_at || seat.bot || !sameDigest(capability(rows, input.seat, input.version), input.cap))
    return fail(403, "bad_capability", "This answer link is not for a seat of this game.");
  const key = seatKey(input.seat, `answer:${input.version}`);
  const requestHash = sha256Hex(
    canonical({ seat: input.seat, choice: input.choice, version: input.version }),
  );
  const earlier = ledger.moveByKey(rows, key);
  if (earlier) {
    if (earlier.requestHash !== requestHash)
      return fail(409, "answer_expired", "This decision was already answered with another choice.");
    const logged = ledger.loggedMove(earlier.n);
    return ok({ answered: logged ? choiceLabel(JSON.parse(logged.move)) : null, version: earlier.version });
  }
  const status = statusOf(rows.meta);
  if (status !== "playing")
    return fail(409, status === "open" ? "not_started" : "game_over", "The game is not in play.");
  if (input.version !== rows.snapshot.version) return expired();
  const choices = oneTapChoices(ledger.game(rows), ledger.started(rows), input.seat);
  const choice = choices?.[input.choice];
  if (!choice) return expired();
  const played = ledger.play(
    rows,
    { seat: input.seat, by: "player", request: { key, requestHash } },
    choice.move,
  );
  if (isMoveError(played)) return ok(played, 409);
  return ok({ answered: choice.label, version: rows.snapshot.version + 1 });
}
