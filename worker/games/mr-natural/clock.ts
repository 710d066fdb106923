/** Mr. Natural's timeout policies: skip the turn, or drop the seat. */
import type { Seat } from "../../engine/types";
import { endTurn } from "./end";
import { over } from "./rules";
import type { MrNaturalState } from "./types";

/** Timeout policy "skip": the seat's turn ends at once and scores nothing. */
export function skip(state: MrNaturalState, seat: Seat): MrNaturalState {
  return over(state) || state.turn.seat !== seat ? state : endTurn(state, state.turn.rolls, "skipped");
}

/** Timeout policy "drop": the seat leaves the game (its turn, if running, scores nothing); the others play on. */
export function drop(state: MrNaturalState, seat: Seat): MrNaturalState {
  if (over(state) || state.dropped[seat]) return state;
  const dropped = { ...state, dropped: state.dropped.map((d, i) => d || i === seat) };
  return state.turn.seat === seat ? endTurn(dropped, state.turn.rolls, "dropped") : dropped;
}
