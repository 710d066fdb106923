/**
 * A fork's retry (#38): the fork's room is named by the request's key (worker/api/fork.ts), so a
 * retried request reaches the room its first try made. The same request answers the same game and
 * links again; another request with that key is refused, and nothing changes either way.
 */
import { fail, type Created, type ForkInput, type Reply } from "../wire";
import type { RoomRows } from "./rows";
import { hashToken, sameDigest } from "./tokens";

export function forkRetry(rows: RoomRows, input: ForkInput): Created | Reply {
  const stored = rows.fork;
  if (
    !stored ||
    stored.request_hash !== input.requestHash ||
    !sameDigest(hashToken(input.hostToken), rows.meta.host_hash)
  )
    return fail(422, "key_reused", "This idempotency key was used for a different fork.");
  const bots = new Set(rows.seats.filter((s) => s.bot).map((s) => s.seat));
  return {
    status: 201,
    created: {
      commitment: rows.meta.commitment,
      hostToken: input.hostToken,
      seatTokens: input.seatTokens.map((token, seat) => (bots.has(seat) ? null : token)),
    },
  };
}
