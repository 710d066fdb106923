/**
 * Move shapes: legality is the rules' job (legal.ts lists a sample of legal moves, fuzz.ts wrong ones).
 */
import * as z from "zod/mini";
import type { BcMove } from "./types";

const SHAPE = 'A Birthright Conquest move is {"type":"draw"|"orders"|"block"|"plan", ...}';
const card = z
  .string("a card is named by its id, like ev-raiders.2")
  .check(z.maxLength(40, "a card id is at most 40 characters"));
const cards = (what: string) =>
  z.array(card, `${what} must be a list of card ids`).check(z.maxLength(60, `${what}: at most 60 cards`));
const list = <T extends z.ZodMiniType>(item: T, what: string) =>
  z.array(item, `${what} must be a list`).check(z.maxLength(60, `${what}: at most 60 items`));

export const moveSchema = z.discriminatedUnion(
  "type",
  [
    z.strictObject(
      {
        type: z.literal("draw"),
        realm: z.enum(["one", "fill"], 'realm is "one" or "fill"'),
        buyRealm: z.boolean(),
        buyAction: z.boolean(),
      },
      SHAPE,
    ),
    z.strictObject(
      {
        type: z.literal("orders"),
        bottom: z.optional(cards("bottom")),
        discard: z.optional(cards("discard")),
        recruit: z.optional(list(z.strictObject({ card, lord: z.optional(card) }), "recruit")),
        events: z.optional(list(z.strictObject({ card, target: z.optional(card) }), "events")),
        attack: z.optional(cards("attack")),
      },
      SHAPE,
    ),
    z.strictObject(
      {
        type: z.literal("block"),
        blocks: z.optional(list(z.strictObject({ attacker: card, blocker: card }), "blocks")),
        raze: z.optional(cards("raze")),
      },
      SHAPE,
    ),
    z.strictObject(
      { type: z.literal("plan"), cards: z.optional(list(z.strictObject({ card, battle: card }), "cards")) },
      SHAPE,
    ),
  ],
  SHAPE,
) as unknown as z.ZodMiniType<BcMove>;
