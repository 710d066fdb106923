/**
 * The rail game's one secret: a forced sale's sealed answers (ruling 10). While an auction is open,
 * every answer, a bid or a pass, shows to the others as "a sealed answer", so nobody learns who bid
 * what, nor who passed; its author sees it at once. When the auction settles, the price and the
 * buyer are public (the state's `lastSale`); the maxima themselves stay sealed until the game ends.
 */
import { isWaiting } from "../../engine/flow";
import type { Secrets } from "../../engine/types";
import { BID_STEP, halfPrice, lowestBid } from "./auction";
import { boardOf } from "./data";
import type { RailsMove, RailsState } from "./types";

const inAuction = (state: RailsState) => state.sale !== null && state.sale.railroad !== null;

export const secrets: Secrets<RailsState, RailsMove> = {
  seal: (move, _author, before) =>
    inAuction(before) && (move.type === "bid" || move.type === "pass")
      ? { shown: { type: "bid" }, until: "end" }
      : null,

  // Another answer the seat could have given: a pass, or any other bid it could afford.
  vary(state, seat, rng) {
    const sale = state.sale;
    if (!sale || sale.railroad === null || seat === sale.seller || isWaiting(sale.stage, seat)) return null;
    const half = halfPrice(boardOf(state.options), sale.railroad);
    if (state.players[seat].cash < half) return null;
    const answers = [0];
    for (
      let max = lowestBid(boardOf(state.options), sale.railroad);
      max <= state.players[seat].cash;
      max += BID_STEP
    )
      answers.push(max);
    const others = answers.filter((max) => max !== sale.bids[seat]);
    if (others.length === 0) return null;
    const bids = sale.bids.map((b, s) => (s === seat ? others[rng.pick("vary", others.length)] : b));
    return { ...state, sale: { ...sale, bids } };
  },
};
