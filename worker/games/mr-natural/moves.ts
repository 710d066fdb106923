/** Mr. Natural's moves: their shape. Whether a move is legal now is `apply`'s job (rules.ts). */
import * as z from "zod/mini";

/** Shapes only; whether a move is legal now is `apply`'s job. */
export const moveSchema = z.discriminatedUnion("type", [
  z.strictObject({ type: z.literal("roll") }),
  z.strictObject({ type: z.literal("bank") }),
  z.strictObject({ type: z.literal("pick"), die: z.int().check(z.minimum(0), z.maximum(5)) }),
]);
