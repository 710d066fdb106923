/**
 * Standing orders: drive a route of the planner's choice, pass on purchases, bid up to a sum in
 * forced-sale auctions. Any other decision is left to the player.
 */
import { ASK, choice, type OptionsSpec } from "../../engine/options";
import type { OrdersHook, Seat } from "../../engine/types";
import { BID_STEP, halfPrice } from "./auction";
import { boardOf } from "./data";
import { planFor } from "./legal";
import type { RailsMove, RailsState } from "./types";
import { grouped } from "../../engine/grouped";

export interface RailsOrder {
  drive: "ask" | "fastest" | "cheapest" | "balanced";
  purchase: "ask" | "pass";
  /** "ask", or bid at most this much of the board's money (0: always pass). */
  auction: "ask" | number;
}

// The defaults make an order that plays a whole turn (issue 22: a form all on "ask" made none of
// 71 decisions in 150 s): the balanced route, no purchase, no bid.
const fields: OptionsSpec = {
  drive: choice("Routes", ["ask", "fastest", "cheapest", "balanced"], "balanced", {
    names: { ask: ASK, fastest: "Fastest", cheapest: "Cheapest this turn", balanced: "Balanced" },
  }),
  purchase: choice("Purchases", ["ask", "pass"], "pass", { names: { ask: ASK, pass: "Buy nothing" } }),
  auction: choice("Auctions: bid at most", ["ask", 0, 5000, 10000, 20000, 30000, 50000, 100000], 0, {
    names: { ask: ASK, 0: "Nothing: pass" },
  }),
};

function decide(state: RailsState, seat: Seat, order: RailsOrder): RailsMove | null {
  const sale = state.sale;
  if (sale) {
    if (sale.railroad === null || !sale.stage.waiting.includes(seat) || order.auction === "ask") return null;
    const max = Math.floor(Math.min(order.auction, state.players[seat].cash) / BID_STEP) * BID_STEP;
    return max >= halfPrice(boardOf(state.options), sale.railroad) ? { type: "bid", max } : { type: "pass" };
  }
  if (state.phase !== "play" || state.turn.seat !== seat || state.debts.length > 0) return null;
  if (state.turn.step === "route" && order.drive !== "ask")
    return { type: "route", steps: planFor(state, seat)[order.drive].steps };
  if (state.turn.step === "purchase" && order.purchase === "pass") return { type: "pass" };
  return null;
}

function describe(order: RailsOrder): string {
  const parts: string[] = [];
  if (order.drive !== "ask") parts.push(`drive the ${order.drive} route`);
  if (order.purchase === "pass") parts.push("buy nothing");
  if (order.auction === 0) parts.push("never bid");
  // The order is described without its game, so the amount has no currency sign (dollars or pounds by the board).
  else if (order.auction !== "ask") parts.push(`bid up to ${grouped(order.auction)} in auctions`);
  return parts.length ? parts.join("; ") : "decide everything myself";
}

export const orders: OrdersHook<RailsState, RailsMove, RailsOrder> = { fields, decide, describe };
