/** Options (none: the seat count decides solo) and the shape of a move. */
import * as z from "zod/mini";
import type { OptionsSpec } from "../../engine/options";

export const options: OptionsSpec = {};

const die = z.int().check(z.minimum(0), z.maximum(6));
const dice = z.array(die).check(z.maxLength(7));

export const moveSchema = z.discriminatedUnion("type", [
  z.strictObject({ type: z.literal("roll"), keep: dice }),
  z.strictObject({ type: z.literal("reroll"), dice }),
  z.strictObject({ type: z.literal("change"), die, face: z.int() }),
  z.strictObject({ type: z.literal("pick"), value: z.int() }),
  z.strictObject({ type: z.literal("bonus"), die }),
  z.strictObject({
    type: z.literal("write"),
    box: z.string().check(z.maxLength(12)),
    value: z.optional(z.int()),
    power: z.optional(z.enum(["up", "down", "order", "split"])),
  }),
  z.strictObject({ type: z.literal("done") }),
  z.strictObject({ type: z.literal("pass") }),
  z.strictObject({ type: z.literal("lock"), die }),
]);
