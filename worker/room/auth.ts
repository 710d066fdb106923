/** Who a bearer token is in a room: the host, a seat's player, or (no token) a spectator. */
import type { Seat } from "../engine/types";
import { fail, type Caller, type Reply } from "../wire";
import type { RoomRows } from "./rows";
import { hashToken, sameDigest } from "./tokens";

export type Auth = { caller: Caller | null } | { denied: Reply };

/** A claimed seat's player: the only caller who may move or keep settings. */
export type Player = Caller & { role: "player"; seat: Seat };

export function authenticate(rows: RoomRows, token: string | null): Auth {
  if (token === null) return { caller: null };
  const hash = hashToken(token);
  if (sameDigest(hash, rows.meta.host_hash)) return { caller: { role: "host", seat: null, claimed: false } };
  for (const seat of rows.seats) {
    if (!sameDigest(hash, seat.token_hash)) continue;
    // Nobody acts as a bot seat: a bot seat's token was never handed out, or the host gave the seat to the bot.
    if (seat.bot)
      return {
        denied: fail(
          403,
          "seat_is_bot",
          "The host handed this seat to the bot; this link can watch the game but no longer play it.",
        ),
      };
    return { caller: { role: "player", seat: seat.seat, claimed: seat.claimed_at !== null } };
  }
  if (rows.droppedTokens.has(hash)) {
    return {
      denied: fail(
        403,
        "seat_dropped",
        "This seat was not claimed when the host started the game early, so it is not part of the game. Ask the host for a new game, or watch this one.",
      ),
    };
  }
  return { denied: fail(403, "bad_token", "This link's token does not belong to this game.") };
}

export function isPlayer(you: Caller | null): you is Player {
  return you?.role === "player" && you.seat !== null && you.claimed;
}

export function notFound(): Reply {
  return fail(404, "not_found", "No game with this id.");
}
