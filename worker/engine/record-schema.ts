/** The shape of a game record file (`boxcars-record/2`, or `/1` made before keyed hashes), for records imported from outside (uploads, the CLI). */
import * as z from "zod/mini";
import { RECORD_FORMAT, RECORD_FORMAT_1, type ShownRecord } from "./record";
import { FINGERPRINT } from "./seat-keys";

const hex64 = z.string().check(z.regex(/^[0-9a-f]{64}$/, "64 lowercase hex characters"));
const seat = z.int().check(z.minimum(0), z.maximum(63));
// `value` is absent only where a running game's record hides a private draw from its reader.
const draw = z.strictObject({
  stream: z.string().check(z.maxLength(200)),
  sides: z.int().check(z.minimum(1)),
  value: z.optional(z.int().check(z.minimum(1))),
  to: z.optional(z.nullable(seat)),
});

export const recordSchema = z.strictObject({
  format: z.union([z.literal(RECORD_FORMAT), z.literal(RECORD_FORMAT_1)]),
  rules: z.optional(z.int().check(z.minimum(1), z.maximum(1000))),
  id: z.string().check(z.minLength(1), z.maxLength(64)),
  game: z.string().check(z.maxLength(40)),
  options: z.record(z.string(), z.unknown()),
  seats: z
    .array(
      z.strictObject({
        seat,
        name: z.string().check(z.maxLength(40)),
        clientSeed: z.string().check(z.maxLength(64)),
        bot: z.optional(z.boolean()),
        player: z.optional(
          z.strictObject({
            fingerprint: z.string().check(z.regex(FINGERPRINT)),
            publicKey: z.string().check(z.maxLength(200)),
            alg: z.enum(["Ed25519", "ES256"]),
            signature: z.string().check(z.maxLength(200)),
            nonce: z.string().check(z.maxLength(64)),
            via: z.optional(z.literal("league")),
          }),
        ),
      }),
    )
    .check(z.minLength(1), z.maxLength(64)),
  commitment: hex64,
  serverSeed: z.nullable(hex64),
  createdAt: z.string(),
  startedAt: z.nullable(z.string()),
  endedAt: z.nullable(z.string()),
  setup: z.nullable(z.strictObject({ draws: z.array(draw), stateHash: hex64 })),
  moves: z
    .array(
      z.strictObject({
        n: z.int().check(z.minimum(1)),
        seat,
        move: z.looseObject({ type: z.string() }),
        by: z.enum(["player", "bot", "clock", "order", "host"]),
        at: z.string(),
        draws: z.array(draw),
        stateHash: hex64,
      }),
    )
    .check(z.maxLength(100_000)),
  result: z.nullable(z.strictObject({ ranking: z.array(z.array(seat)), scores: z.array(z.number()) })),
  aborted: z.optional(z.string()),
  abandoned: z.optional(z.literal(true)),
  forkedFrom: z.optional(
    z.strictObject({
      id: z.string().check(z.minLength(1), z.maxLength(64)),
      move: z.int().check(z.minimum(0)),
      stateHash: hex64,
    }),
  ),
  rated: z.optional(z.boolean()),
  chat: z.optional(
    z
      .array(z.strictObject({ n: z.int(), seat, at: z.string(), text: z.string().check(z.maxLength(500)) }))
      .check(z.maxLength(10_000)),
  ),
});

export function parseRecord(value: unknown): { record: ShownRecord } | { problem: string } {
  const parsed = recordSchema.safeParse(value);
  if (parsed.success) return { record: parsed.data as ShownRecord };
  const issue = parsed.error.issues[0];
  return { problem: `${issue.path.join(".") || "record"}: ${issue.message}` };
}
