/**
 * Two bots. The strong one (the game's bot): routes that weigh this turn's fees against the fees and
 * dots still to go (bot-route.ts), purchases and bids by what a railroad adds to its reach and takes from
 * the others (bot-value.ts), the Express and the Super Chief while the game has far to run, the best
 * region on a free choice, a central home, and declaring when the trip home is safe. The simple one, kept
 * for comparison (`npm run simulate -- boxcars-rails --seats bot,simple`): the fastest route, the cheapest
 * railroad it can afford, no bids, declaring as soon as it may. Neither draws on its rng: both are
 * deterministic functions of the state.
 */
import type { Bot, Seat } from "../../engine/types";
import { boardOf } from "./data";
import { chooseBid, choosePurchase, chooseSale } from "./bot-value";
import { chooseHome, chooseRegion, chooseRoute, safeToDeclare } from "./bot-route";
import { purchases } from "./flow";
import { legalMoves, planFor } from "./legal";
import type { RailsMove, RailsState } from "./types";

function anyMove(state: RailsState, seat: Seat): RailsMove {
  const moves = legalMoves(state, seat);
  if (moves.length === 0) throw new Error(`seat ${seat} has no legal move`);
  return moves[0];
}

export function simpleMove(state: RailsState, seat: Seat): RailsMove {
  const sale = state.sale;
  if (sale) {
    if (sale.railroad !== null) return { type: "pass" };
    const mine = boardOf(state.options)
      .railroads.map((r, i) => ({ r, i }))
      .filter(({ i }) => state.owners[i] === seat)
      .sort((a, b) => a.r.price - b.r.price);
    return { type: "sell", rr: mine[0].r.id };
  }
  switch (state.turn.step) {
    case "declare":
      return { type: "declare" };
    case "region":
      return { type: "region", region: state.turn.region! };
    case "route":
      return { type: "route", steps: planFor(state, seat).fastest.steps };
    case "purchase": {
      const railroads = purchases(state, seat)
        .map((id) => boardOf(state.options).railroads.find((r) => r.id === id))
        .filter((r) => r !== undefined);
      railroads.sort((a, b) => a.price - b.price);
      return railroads.length ? { type: "buy", item: railroads[0].id } : { type: "pass" };
    }
    default:
      return anyMove(state, seat);
  }
}

export function strongMove(state: RailsState, seat: Seat): RailsMove {
  const sale = state.sale;
  if (sale) {
    if (sale.railroad === null)
      return { type: "sell", rr: boardOf(state.options).railroads[chooseSale(state, seat)].id };
    const max = chooseBid(state, seat, sale.railroad);
    return max === null ? { type: "pass" } : { type: "bid", max };
  }
  switch (state.turn.step) {
    case "home":
      return { type: "home", city: chooseHome(state) };
    case "declare":
      return safeToDeclare(state, seat) ? { type: "declare" } : { type: "pass" };
    case "region":
      return { type: "region", region: chooseRegion(state, seat) };
    case "route":
      return { type: "route", steps: chooseRoute(state, seat) };
    case "purchase": {
      const item = choosePurchase(state, seat, purchases(state, seat));
      return item === null ? { type: "pass" } : { type: "buy", item };
    }
    default:
      return anyMove(state, seat);
  }
}

export const simpleBot: Bot<RailsState, RailsMove> = { chooseMove: (state, seat) => simpleMove(state, seat) };
/** The game's bot: the strong one. */
export const bot: Bot<RailsState, RailsMove> = { chooseMove: (state, seat) => strongMove(state, seat) };
