/**
 * Mr. Natural's moves: their shape, every legal move now (the list is complete: at most two), and
 * the plausible-but-wrong moves the property harness throws at `apply`.
 */
import * as z from "zod/mini";
import type { Seat } from "../../engine/types";
import { activeSeats, canBank, pickable } from "./rules";
import type { MrNaturalMove, MrNaturalState } from "./types";

/** Shapes only; whether a move is legal now is `apply`'s job. */
export const moveSchema = z.discriminatedUnion("type", [
  z.strictObject({ type: z.literal("roll") }),
  z.strictObject({ type: z.literal("bank") }),
  z.strictObject({ type: z.literal("pick"), die: z.int().check(z.minimum(0), z.maximum(5)) }),
]);

export function legalMoves(state: MrNaturalState, seat: Seat): MrNaturalMove[] {
  if (!activeSeats(state).includes(seat)) return [];
  if (state.turn.phase === "nothing") return pickable(state).map((die) => ({ type: "pick", die }));
  return canBank(state) ? [{ type: "roll" }, { type: "bank" }] : [{ type: "roll" }];
}

const ALL_DICE = [0, 1, 2, 3, 4, 5];

/**
 * Moves that look right but are refused now: any move of a seat whose turn it is not; on a
 * Nothing, rolling, banking or picking a die of a pair; otherwise a pick (there is no Nothing)
 * and a bank before banking is allowed.
 */
export function fuzz(state: MrNaturalState, seat: Seat): MrNaturalMove[] {
  if (!activeSeats(state).includes(seat))
    return [{ type: "roll" }, { type: "bank" }, { type: "pick", die: 0 }];
  if (state.turn.phase === "nothing") {
    const singles = pickable(state);
    return [
      { type: "roll" },
      { type: "bank" },
      ...ALL_DICE.filter((i) => !singles.includes(i)).map((die) => ({ type: "pick" as const, die })),
    ];
  }
  const out: MrNaturalMove[] = [
    { type: "pick", die: 0 },
    { type: "pick", die: 5 },
  ];
  if (!canBank(state)) out.push({ type: "bank" });
  return out;
}
