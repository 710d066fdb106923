/** The move schema: small explicit shapes; their legality is the rules' job (rules.ts). */
import * as z from "zod/mini";
import type { RailsMove } from "./types";

const name = z.string().check(z.minLength(1), z.maxLength(40));

export const moveSchema = z.discriminatedUnion("type", [
  z.strictObject({ type: z.literal("home"), city: name }),
  z.strictObject({ type: z.literal("declare") }),
  z.strictObject({ type: z.literal("pass") }),
  z.strictObject({ type: z.literal("region"), region: name }),
  z.strictObject({
    type: z.literal("route"),
    steps: z
      .array(z.strictObject({ rr: name, to: z.int().check(z.minimum(0), z.maximum(100000)) }))
      .check(z.maxLength(24)),
  }),
  z.strictObject({ type: z.literal("buy"), item: name }),
  z.strictObject({ type: z.literal("sell"), rr: name }),
  z.strictObject({ type: z.literal("bid"), max: z.int().check(z.minimum(0), z.maximum(100_000_000)) }),
]) as unknown as z.ZodMiniType<RailsMove>;
