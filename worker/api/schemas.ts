/** Request bodies of the v1 API, validated with zod (mini build: small bundle, same semantics). */
import * as z from "zod/mini";

/** A display name: 1 to 40 characters, trimmed, no control or invisible formatting characters. */
export const displayName = z
  .pipe(
    z.string(),
    z.transform((s) => s.trim()),
  )
  .check(
    z.minLength(1, "A name is required."),
    z.maxLength(40, "A name is at most 40 characters."),
    z.regex(/^[^\p{Cc}\p{Cf}]*$/u, "A name may not contain control characters."),
  );

export const createGameBody = z.strictObject({
  game: z.string().check(z.maxLength(40)),
  seats: z.int().check(z.minimum(1), z.maximum(64)),
  options: z.optional(z.record(z.string(), z.unknown())),
  clock: z.optional(z.record(z.string(), z.unknown())),
  /** Seats (0-based) the bot plays: no link, no claim. Checked against the seat count by the route. */
  bots: z._default(z.array(z.int()).check(z.maxLength(64)), []),
  /** List the finished game publicly (default: only a game of one person). */
  listed: z.optional(z.boolean()),
  /** Development and test servers only: a fixed server seed, which fixes the game's id and every die. */
  serverSeed: z.optional(
    z.string().check(z.regex(/^[0-9a-f]{64}$/, "A server seed is 64 lower-case hex digits.")),
  ),
});

export const claimBody = z.strictObject({
  name: displayName,
  clientSeed: z._default(
    z
      .string()
      .check(
        z.maxLength(64, "A client seed is at most 64 characters."),
        z.regex(/^[\x20-\x7e]*$/, "A client seed uses printable ASCII only."),
      ),
    "",
  ),
});

export const moveBody = z.strictObject({
  move: z.record(z.string(), z.unknown()),
  version: z.int().check(z.minimum(0)),
  key: z
    .string()
    .check(
      z.regex(
        /^[A-Za-z0-9_.:-]{8,100}$/,
        "The idempotency key is 8 to 100 characters of A-Z, a-z, 0-9, _ . : -",
      ),
    ),
});

/** `PUT /api/games/:id/orders`: the seat's new standing order, or null to clear it. */
export const orderBody = z.strictObject({ order: z.nullable(z.record(z.string(), z.unknown())) });

/** `GET /api/games/:id/moves`: a page of the log, moves numbered below `before` (default: all). */
/** `?seat=N` on reads: the caller asks for seat N's view; the room refuses unless the token is that seat's. */
const seatParam = z.optional(
  z.pipe(z.string().check(z.regex(/^\d{1,2}$/, "seat is a seat number from 0.")), z.transform(Number)),
);
export const seatQuery = z.object({ seat: seatParam });

export const historyQuery = z.strictObject({
  seat: seatParam,
  before: z.optional(
    z.pipe(
      z.string().check(z.regex(/^[1-9]\d{0,8}$/, "before is a move number from 1.")),
      z.transform(Number),
    ),
  ),
  limit: z._default(
    z.pipe(z.string().check(z.regex(/^([1-9]|[1-9]\d|100)$/, "limit is 1 to 100.")), z.transform(Number)),
    50,
  ),
});

/** `POST /api/games/:id/host`: the host's controls during a game. */
export const hostBody = z.union([
  z.strictObject({ action: z.literal("bot"), seat: z.int().check(z.minimum(0), z.maximum(63)) }),
  z.strictObject({ action: z.literal("drop"), seat: z.int().check(z.minimum(0), z.maximum(63)) }),
  z.strictObject({
    action: z.literal("clock"),
    perMoveDays: z.union([z.literal(0), z.literal(1), z.literal(3), z.literal(7)]),
  }),
  z.strictObject({ action: z.literal("abort") }),
]);

/** A table-talk message: 1 to 500 characters once trimmed; line breaks allowed, other control characters not. */
export const chatBody = z.strictObject({
  text: z
    .pipe(
      z.string(),
      z.transform((s) => s.trim()),
    )
    .check(
      z.minLength(1, "A message needs some text."),
      z.maxLength(500, "A message is at most 500 characters."),
      // Line breaks and the joiners of emoji sequences are fine; other control and format characters (bidi overrides) are not.
      z.regex(
        /^(?:[^\p{Cc}\p{Cf}]|\n|\u200d|\u200c)*$/u,
        "A message may not contain control characters other than line breaks.",
      ),
    ),
});

export const chatQuery = z.strictObject({
  after: z._default(
    z.pipe(z.string().check(z.regex(/^\d{1,9}$/, "after is a message number from 0.")), z.transform(Number)),
    0,
  ),
});

export const renameBody = z.strictObject({ name: displayName });

export const vacationBody = z.strictObject({
  days: z.int().check(z.minimum(1, "At least one day."), z.maximum(14, "At most 14 days.")),
});

export const listQuery = z.strictObject({
  status: z.literal("finished"),
  game: z.optional(z.string().check(z.maxLength(40))),
  players: z.optional(z.pipe(z.string().check(z.regex(/^[1-9]$/)), z.transform(Number))),
  /** `none`: games of people only; `some`: games with at least one bot seat. */
  bots: z.optional(z.enum(["none", "some"])),
  limit: z._default(z.pipe(z.string().check(z.regex(/^\d{1,3}$/)), z.transform(Number)), 50),
  /** Paging: only games that ended before this moment (the `endedAt` of the last game of a page). */
  before: z.optional(z.iso.datetime()),
});

export const TOKEN = /^[A-Za-z0-9_-]{22}$/;
