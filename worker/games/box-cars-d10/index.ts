/** Box Cars (`box-cars-d10`): ten d10 train cars, five turns each, everyone at once. */
import * as z from "zod/mini";
import type { GameDefinition } from "../../engine/types";
import { boxCarsBot } from "./bot";
import { boxCarsOptions } from "./options";
import { activeSeats, apply, headline, legalMoves, result, setup, stats } from "./rules";
import type { BoxCarsMove, BoxCarsOptions, BoxCarsState, BoxCarsView } from "./types";

const SHAPE = 'A Box Cars move is {"type":"roll"}, {"type":"reroll","dice":[indices]} or {"type":"stop"}';
const INDEX = "a die index is a whole number from 0 to 9";
const die = z.int(INDEX).check(z.gte(0, INDEX), z.lte(9, INDEX));

/** Shapes only: indices 0..9 and whole; ascending/unique order, limits and locks are legality (rules.ts). */
export const boxCarsMove = z.discriminatedUnion("type", [
  z.strictObject({ type: z.literal("roll") }, SHAPE),
  z.strictObject({ type: z.literal("stop") }, SHAPE),
  z.strictObject({
    type: z.literal("reroll"),
    dice: z.array(die, "dice must be a list of die indices").check(z.maxLength(10, "at most 10 dice")),
  }, SHAPE),
], SHAPE);

export const boxCarsD10: GameDefinition<BoxCarsState, BoxCarsMove, BoxCarsOptions, BoxCarsView> = {
  id: "box-cars-d10",
  title: "Box Cars",
  summary: "Roll ten d10 train cars, re-roll 8, 6, 4, then 2 of them, and score the train; five turns, everyone plays at once.",
  players: { min: 1, max: 8 },
  options: boxCarsOptions,
  move: boxCarsMove,
  setup,
  activeSeats,
  legalMoves,
  moveList: "complete",
  apply,
  view: (state) => state,
  standings: (view) => ({ unit: "points", scores: view.seats.map((s) => s.total) }),
  fuzz: () => [{ type: "reroll", dice: [3, 1] }, { type: "reroll", dice: [0, 0] }, { type: "reroll", dice: [0, 1, 2, 3, 4, 5, 6, 7, 8] }],
  result,
  bot: boxCarsBot,
  headline,
  stats,
  // Ruling 5: a solo total is compared on the finished-games board, higher first.
  soloBoard: { better: "higher", unit: "points" },
};
