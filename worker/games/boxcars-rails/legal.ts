/**
 * The hints around the rules: the planner's plan for the seat to move, and the legal-move hint
 * (complete for small choices, the planner's suggested routes for a move), for bots, standing orders,
 * the fuzzer and the answer's `legalMoves`. Replay needs neither, so the pages' rules skip them.
 */
import type { Seat } from "../../engine/types";
import { BID_STEP, lowestBid } from "./auction";
import { boardOf } from "./data";
import { homeChoices, purchases, targetDot } from "./flow";
import { plan, type Plan } from "./planner";
import { activeSeats } from "./rules";
import type { RailsMove, RailsState } from "./types";

/** The planner's input for the seat whose move it is. */
export function planFor(state: RailsState, seat: Seat): Plan {
  const p = state.players[seat];
  return plan({
    board: boardOf(state.options),
    seat,
    state,
    start: p.at!,
    count: state.turn.count,
    target: targetDot(boardOf(state.options), p)!,
    used: state.turn.used,
    standing: p.standing,
    lock: p.lock,
    owed: state.turn.owed,
  });
}

export function legalMoves(state: RailsState, seat: Seat): RailsMove[] {
  if (!activeSeats(state).includes(seat)) return [];
  const board = boardOf(state.options);
  const sale = state.sale;
  if (sale) {
    if (sale.railroad === null)
      return board.railroads
        .filter((_, r) => state.owners[r] === seat)
        .map((r) => ({ type: "sell", rr: r.id }));
    const least = lowestBid(board, sale.railroad);
    const cash = Math.floor(state.players[seat].cash / BID_STEP) * BID_STEP;
    const values = [...new Set([least, Math.min(cash, board.railroads[sale.railroad].price), cash])].filter(
      (v) => v >= least && v <= cash,
    );
    return [{ type: "pass" }, ...values.map((max): RailsMove => ({ type: "bid", max }))];
  }
  switch (state.turn.step) {
    case "home":
      return homeChoices(state).map((city) => ({ type: "home", city: board.cities[city].name }));
    case "declare":
      return [{ type: "declare" }, { type: "pass" }];
    case "region":
      return board.regions.map((region) => ({ type: "region", region }));
    case "route": {
      const planned = planFor(state, seat);
      const seen = new Set<string>();
      return [planned.fastest, planned.cheapest, planned.balanced].flatMap((r) => {
        const key = JSON.stringify(r.steps);
        if (seen.has(key)) return [];
        seen.add(key);
        return [{ type: "route" as const, steps: r.steps }];
      });
    }
    case "purchase":
      return [{ type: "pass" }, ...purchases(state, seat).map((item): RailsMove => ({ type: "buy", item }))];
    default:
      return [];
  }
}
