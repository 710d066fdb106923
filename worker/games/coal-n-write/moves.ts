/** The shape of a move (zod/mini). Shapes only: which die, chamber or card is allowed now is `apply`'s job. */
import * as z from "zod/mini";
import { CARD_IDS } from "./data/cards";
import { MINERALS } from "./data/minerals";
import { LETTERS, type CoalMove } from "./types";

const SHAPE =
  'A Coal N\' Write move is {"type": "dig" | "claim" | "visit" | "hit" | "stay" | "hideout" | "done" | "bonus" | "dynamite" | "load" | "fight" | "tonic" | "deliver", ...}';
const small = (what: string, max: number) =>
  z
    .int(`${what} must be a whole number`)
    .check(z.gte(0, `${what} must be 0 or more`), z.lte(max, `${what} must be at most ${max}`));
const die = small("a die index", 9);
const chamber = z.string().check(z.maxLength(4, "a chamber id is like 2L1 or 6C"));

export const moveSchema: z.ZodMiniType<CoalMove> = z.discriminatedUnion(
  "type",
  [
    z.strictObject({ type: z.literal("dig"), chamber, die }),
    z.strictObject({
      type: z.literal("claim"),
      chamber,
      dice: z.array(die).check(z.maxLength(3, "at most 3 dice")),
      tonics: z.optional(small("tonics", 9)),
    }),
    z.strictObject({
      type: z.literal("visit"),
      card: z.enum(CARD_IDS),
      die: z.optional(die),
      count: z.optional(small("count", 9)),
      opponent: z.optional(small("opponent", 9)),
      times: z.optional(small("times", 9)),
    }),
    z.strictObject({ type: z.literal("hit") }),
    z.strictObject({ type: z.literal("stay") }),
    z.strictObject({ type: z.literal("hideout"), burro: small("a burro number", 9) }),
    z.strictObject({ type: z.literal("done") }),
    z.strictObject({ type: z.literal("bonus"), letter: z.enum(LETTERS as [string, ...string[]]) }),
    z.strictObject({ type: z.literal("dynamite"), chamber }),
    z.strictObject({
      type: z.literal("load"),
      minerals: z
        .array(z.enum(MINERALS as [string, ...string[]]))
        .check(z.maxLength(8, "a burro carries 8 at most")),
    }),
    z.strictObject({ type: z.literal("fight") }),
    z.strictObject({ type: z.literal("tonic"), die: small("a fight die index", 2) }),
    z.strictObject({ type: z.literal("deliver") }),
  ],
  SHAPE,
) as unknown as z.ZodMiniType<CoalMove>;
