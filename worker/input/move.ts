/** A move as a client sends it, by HTTP or on a game's live socket, and the seat token it carries. */
import * as z from "zod/mini";

/** A seat's, the host's or a league's token: 22 URL-safe characters (128 bits). */
export const TOKEN = /^[A-Za-z0-9_-]{22}$/;

/** An idempotency key: the client's own, unique per seat. */
export const KEY = /^[A-Za-z0-9_.:-]{8,100}$/;

export const moveBody = z.strictObject({
  move: z.record(z.string(), z.unknown()),
  version: z.int().check(z.minimum(0)),
  key: z.string().check(z.regex(KEY, "The idempotency key is 8 to 100 characters of A-Z, a-z, 0-9, _ . : -")),
});
