/** Request bodies of the v1 API, validated with zod (mini build: small bundle, same semantics). */
import * as z from "zod/mini";
import { isTimeZone } from "../clock/weekends";
import { moveBody } from "../input/move";

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
  /** A rated game: every person's seat claimed with a player key (docs/players.md). */
  rated: z.optional(z.boolean()),
  /** Development and test servers only: a fixed server seed, which fixes the game's id and every die. */
  serverSeed: z.optional(
    z.string().check(z.regex(/^[0-9a-f]{64}$/, "A server seed is 64 lower-case hex digits.")),
  ),
});

/** An IANA time zone name the runtime knows (`Europe/Paris`), for the clock's weekend pause. */
const timeZone = z
  .string()
  .check(z.refine(isTimeZone, "timeZone is an IANA time zone name such as Europe/Paris or UTC."));
/** A claim signed with a player key (docs/players.md); the room checks the signature. */
export const claimKey = z.strictObject({
  publicKey: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,200}$/, "publicKey is the raw key in base64url.")),
  alg: z.enum(["Ed25519", "ES256"]),
  signature: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,200}$/, "signature is base64url.")),
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
  timeZone: z.optional(timeZone),
  player: z.optional(claimKey),
});

/** `POST /api/games/:id/fork`: the move whose position the fork starts from, and a create's seats and clock (the parent's options). */
export const forkBody = z.strictObject({
  move: z.int().check(z.minimum(0)),
  /** Names the fork: a retry with the same key answers the same game and links (as secret as those links). */
  key: z
    .string()
    .check(
      z.regex(
        /^[A-Za-z0-9_-]{16,100}$/,
        "The fork's key is 16 to 100 characters of A-Z, a-z, 0-9, _ - (random: it is as secret as the links)",
      ),
    ),
  /** Bot seats (default: the parent's). */
  bots: z.optional(z.array(z.int()).check(z.maxLength(64))),
  clock: z.optional(z.record(z.string(), z.unknown())),
  listed: z.optional(z.boolean()),
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

/** A vacation of `days`, or until a moment ("I am away until …": as many days as it needs, up to what is left). */
export const vacationBody = z.union([
  z.strictObject({
    days: z.int().check(z.minimum(1, "At least one day."), z.maximum(14, "At most 14 days.")),
  }),
  z.strictObject({ until: z.iso.datetime({ offset: true }) }),
]);

/** A seat's private notes: up to 4,000 characters; line breaks and tabs allowed, other control characters not; "" deletes them. */
export const notesBody = z.strictObject({
  text: z
    .string()
    .check(
      z.maxLength(4000, "Notes are at most 4,000 characters."),
      z.regex(
        /^(?:[^\p{Cc}\p{Cf}]|[\n\t]|\u200d|\u200c)*$/u,
        "Notes may not contain control characters other than line breaks and tabs.",
      ),
    ),
});

/** A takeback: ask for one's own last move, or agree to or refuse another seat's; the version seen and an idempotency key, as a move carries. */
export const takebackBody = z.strictObject({
  action: z.enum(["ask", "agree", "refuse"]),
  version: moveBody.shape.version,
  key: moveBody.shape.key,
});

/** A one-tap answer from a notification: the seat, version and capability its link carried, and the choice. */
export const answerBody = z.strictObject({
  seat: z.int().check(z.minimum(0, "seat is a seat number from 0."), z.maximum(7, "seat is at most 7.")),
  version: moveBody.shape.version,
  cap: z.string().check(z.regex(/^[0-9a-f]{32}$/, "cap is the 32 hex characters the link carried.")),
  choice: z.int().check(z.minimum(0, "choice is 0 or 1."), z.maximum(1, "choice is 0 or 1.")),
});

/** A seat's own clock settings: reminder points (percent of each turn's time) and vacation days instead of timing out. */
export const seatClockBody = z.strictObject({
  reminders: z.optional(
    z
      .array(
        z
          .int("Each reminder point is a whole percent.")
          .check(
            z.minimum(1, "A reminder point is 1 to 99 (%)."),
            z.maximum(99, "A reminder point is 1 to 99 (%)."),
          ),
      )
      .check(
        z.maxLength(4, "At most 4 reminder points."),
        z.refine((points) => new Set(points).size === points.length, "Reminder points must differ."),
      ),
  ),
  autoVacation: z.optional(z.boolean()),
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
