/**
 * The simple bot: the fastest route, the cheapest railroad it can afford after each payoff, no bids,
 * declaring as soon as it may. (A stronger bot is a separate task.)
 */
import type { Bot, Seat } from "../../engine/types";
import { RAILROADS } from "./data";
import { purchases } from "./flow";
import { legalMoves, planFor } from "./rules";
import type { RailsMove, RailsState } from "./types";

export function simpleMove(state: RailsState, seat: Seat): RailsMove {
  const sale = state.sale;
  if (sale) {
    if (sale.railroad !== null) return { type: "pass" };
    const mine = RAILROADS.map((r, i) => ({ r, i })).filter(({ i }) => state.owners[i] === seat).sort((a, b) => a.r.price - b.r.price);
    return { type: "sell", rr: mine[0].r.id };
  }
  switch (state.turn.step) {
    case "declare": return { type: "declare" };
    case "region": return { type: "region", region: state.turn.region! };
    case "route": return { type: "route", steps: planFor(state, seat).fastest.steps };
    case "purchase": {
      const railroads = purchases(state, seat).map((id) => RAILROADS.find((r) => r.id === id)).filter((r) => r !== undefined);
      railroads.sort((a, b) => a.price - b.price);
      return railroads.length ? { type: "buy", item: railroads[0].id } : { type: "pass" };
    }
    default: {
      const moves = legalMoves(state, seat);
      if (moves.length === 0) throw new Error(`seat ${seat} has no legal move`);
      return moves[0];
    }
  }
}

export const railsBot: Bot<RailsState, RailsMove> = {
  chooseMove: (state, seat) => simpleMove(state, seat),
};
