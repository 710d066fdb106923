/**
 * Roll & write's one-tap decision (the notification's button): the roller's throw when no die may
 * stay lying ("Roll the dice"). Which value to take, where to write it and which dice to keep are
 * the sheet's: a button could not say them in a few words.
 */
import type { OneTapChoice, Seat } from "../../engine/types";
import { legalMoves } from "./legal";
import type { BoxcarsMove, BoxcarsState } from "./types";

export function oneTap(state: BoxcarsState, seat: Seat): OneTapChoice<BoxcarsMove>[] | null {
  const moves = legalMoves(state, seat);
  return moves.length === 1 && moves[0].type === "roll" ? [{ move: moves[0], label: "Roll the dice" }] : null;
}
