/** Who a bearer token is in a room: the host, a seat's player, or (no token) a spectator. */
import type { Seat } from "../engine/types";
import { fail, type Caller, type Reply } from "../wire";
import type { RoomRows } from "./response";
import { hashToken, sameDigest } from "./tokens";

export type Auth = { caller: Caller | null } | { denied: Reply };

/** A claimed seat's player: the only caller who may move or keep settings. */
export type Player = Caller & { role: "player"; seat: Seat };

export function authenticate(rows: RoomRows, token: string | null): Auth {
  if (token === null) return { caller: null };
  const hash = hashToken(token);
  if (sameDigest(hash, rows.meta.host_hash)) return { caller: { role: "host", seat: null, claimed: false } };
  for (const seat of rows.seats) {
    // A bot seat's token was never handed out: nobody may act as a bot seat.
    if (!seat.bot && sameDigest(hash, seat.token_hash)) return { caller: { role: "player", seat: seat.seat, claimed: seat.claimed_at !== null } };
  }
  return { denied: fail(403, "bad_token", "This link's token does not belong to this game.") };
}

export function isPlayer(you: Caller | null): you is Player {
  return you?.role === "player" && you.seat !== null && you.claimed;
}

export function notFound(): Reply {
  return fail(404, "not_found", "No game with this id.");
}
