/**
 * The rail game's one-tap decision (the notification's button): at the purchase step after a trip,
 * "Buy nothing". Which railroad or engine to buy, a route, a bid or a home city is the sheet's (the
 * notification itself opens it). The label is fixed words: it shows nothing sealed.
 */
import type { OneTapChoice, Seat } from "../../engine/types";
import type { RailsMove, RailsState } from "./types";

export function oneTap(state: RailsState, _seat: Seat): OneTapChoice<RailsMove>[] | null {
  if (state.sale || state.turn.step !== "purchase") return null;
  return [{ move: { type: "pass" }, label: "Buy nothing" }];
}
