/** Mr. Natural's legal moves now: the list is complete (at most two). */
import type { Seat } from "../../engine/types";
import { activeSeats, canBank, pickable } from "./rules";
import type { MrNaturalMove, MrNaturalState } from "./types";

export function legalMoves(state: MrNaturalState, seat: Seat): MrNaturalMove[] {
  if (!activeSeats(state).includes(seat)) return [];
  if (state.turn.phase === "nothing") return pickable(state).map((die) => ({ type: "pick", die }));
  return canBank(state) ? [{ type: "roll" }, { type: "bank" }] : [{ type: "roll" }];
}
