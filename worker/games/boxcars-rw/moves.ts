/** Roll & write's moves: their shape. Whether a move is legal now is `apply`'s job (rules.ts). */
import * as z from "zod/mini";

const die = z.int().check(z.minimum(0), z.maximum(6));
const dice = z.array(die).check(z.maxLength(7));

/** Shapes only; whether a move is legal now is `apply`'s job (rules.ts). */
const writeStep = {
  box: z.string().check(z.maxLength(12)),
  value: z.optional(z.int()),
  power: z.optional(z.enum(["up", "down", "order", "split"])),
};

/** At most one write per die taken (seven, and a bonus die) — the longest a turn's writing can be. */
export const MAX_BATCH = 8;

export const moveSchema = z.discriminatedUnion("type", [
  z.strictObject({ type: z.literal("roll"), keep: dice }),
  z.strictObject({ type: z.literal("reroll"), dice }),
  z.strictObject({ type: z.literal("change"), die, face: z.int() }),
  z.strictObject({ type: z.literal("pick"), value: z.int() }),
  z.strictObject({ type: z.literal("bonus"), die }),
  z.strictObject({ type: z.literal("write"), ...writeStep }),
  z.strictObject({
    type: z.literal("writes"),
    writes: z.array(z.strictObject(writeStep)).check(z.minLength(1), z.maxLength(MAX_BATCH)),
  }),
  z.strictObject({ type: z.literal("done") }),
  z.strictObject({ type: z.literal("pass") }),
  z.strictObject({ type: z.literal("lock"), die }),
]);
