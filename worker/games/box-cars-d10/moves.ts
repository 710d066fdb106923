/** Box Cars' moves: their shape. Whether a move is legal now is `apply`'s job (rules.ts). */
import * as z from "zod/mini";

const SHAPE = 'A Box Cars move is {"type":"roll"}, {"type":"reroll","dice":[indices]} or {"type":"stop"}';
const INDEX = "a die index is a whole number from 0 to 9";
const die = z.int(INDEX).check(z.gte(0, INDEX), z.lte(9, INDEX));

/** Shapes only: indices 0..9 and whole; ascending/unique order, limits and locks are legality (rules.ts). */
export const moveSchema = z.discriminatedUnion(
  "type",
  [
    z.strictObject({ type: z.literal("roll") }, SHAPE),
    z.strictObject({ type: z.literal("stop") }, SHAPE),
    z.strictObject(
      {
        type: z.literal("reroll"),
        dice: z.array(die, "dice must be a list of die indices").check(z.maxLength(10, "at most 10 dice")),
      },
      SHAPE,
    ),
  ],
  SHAPE,
);
