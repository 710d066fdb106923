/**
 * A fork's start (the definition's `fork` hook, docs/sharing.md "Forks"): the rail game's one secret
 * is a forced sale's sealed answers (ruling 10), and the parent's record has revealed the ones already
 * given. A fork started while an auction is open asks every bidder again, so nobody bids against
 * maxima they have read in the parent. No dice: the rest of the position is public.
 */
import { openStage } from "../../engine/flow";
import { biddingOrder, halfPrice } from "./auction";
import { boardOf } from "./data";
import type { RailsState } from "./types";

export function fork(state: RailsState): RailsState {
  const sale = state.sale;
  if (!sale || sale.railroad === null) return state;
  const half = halfPrice(boardOf(state.options), sale.railroad);
  // The bidders as the sale opened them (bids move no money, so they are the same now).
  const bidders = biddingOrder(state, sale.seller).filter(
    (s) => state.players[s].out === null && state.players[s].cash >= half,
  );
  return { ...state, sale: { ...sale, bids: sale.bids.map(() => 0), stage: openStage(bidders) } };
}
