/** The plausible-but-wrong moves the property harness throws at Mr. Natural's `apply`. */
import type { Seat } from "../../engine/types";
import { activeSeats, canBank, pickable } from "./rules";
import type { MrNaturalMove, MrNaturalState } from "./types";

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
