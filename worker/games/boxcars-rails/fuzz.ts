/** Plausible but wrong moves for the property harness: near misses of what the seat could do now. */
import { isMoveError, type Seat } from "../../engine/types";
import { boardOf } from "./data";
import { lowestBid } from "./auction";
import { planFor } from "./legal";
import { apply } from "./rules";
import type { RailsMove, RailsState } from "./types";

export function fuzz(state: RailsState, seat: Seat): unknown[] {
  const p = state.players[seat];
  const { cities, exits, railroads, regions, segmentRailroads } = boardOf(state.options);
  const moves: unknown[] = [
    { type: "declare" },
    { type: "buy", item: "superchief" },
    { type: "bid", max: 1250 },
    { type: "sell", rr: "PA" },
    { type: "region", region: "Atlantis" },
    { type: "home", city: "Gotham" },
  ];
  const sale = state.sale;
  if (sale && sale.railroad !== null) {
    const least = lowestBid(boardOf(state.options), sale.railroad);
    moves.push(
      { type: "bid", max: least - 500 },
      { type: "bid", max: least + 250 },
      { type: "bid", max: p.cash + 500 },
    );
  }
  if (state.phase === "play" && state.turn.step === "home") {
    const taken = state.players.find((q) => q.home !== null)?.home;
    if (taken !== undefined && taken !== null) moves.push({ type: "home", city: cities[taken].name });
    const elsewhere = cities.find((c) => c.region !== state.turn.region);
    if (elsewhere) moves.push({ type: "home", city: elsewhere.name });
  }
  if (state.phase === "play" && state.turn.step === "purchase") {
    const dear = railroads.findIndex((r, i) => state.owners[i] === null && r.price > p.cash);
    if (dear >= 0) moves.push({ type: "buy", item: railroads[dear].id });
    const owned = state.owners.findIndex((o) => o !== null);
    if (owned >= 0) moves.push({ type: "buy", item: railroads[owned].id });
    if (p.express) moves.push({ type: "buy", item: "express" });
  }
  if (
    state.phase === "play" &&
    state.turn.step === "route" &&
    state.turn.seat === seat &&
    !state.sale &&
    state.debts.length === 0
  ) {
    const { steps } = planFor(state, seat).fastest;
    if (steps.length > 0) {
      moves.push({ type: "route", steps: steps.slice(0, -1) });
      const last = steps[steps.length - 1];
      const from = steps.length > 1 ? steps[steps.length - 2].to : p.at!;
      const exit = exits[last.to].find((e) => e.to !== from) ?? exits[last.to][0];
      moves.push({ type: "route", steps: [...steps, { rr: railroads[exit.railroads[0]].id, to: exit.to }] });
      let far = 0;
      while (far === p.at || exits[p.at!].some((e) => e.to === far)) far++;
      moves.push({ type: "route", steps: [{ rr: steps[0].rr, to: far }, ...steps.slice(1)] });
      const first = exits[p.at!].find((e) => e.to === steps[0].to)!;
      const wrongRailroad = railroads.find((_, r) => !segmentRailroads[first.segment].includes(r))!;
      moves.push({ type: "route", steps: [{ rr: wrongRailroad.id, to: steps[0].to }, ...steps.slice(1)] });
      moves.push({ type: "route", steps: [steps[0], { rr: steps[0].rr, to: p.at! }, ...steps.slice(2)] });
    }
  }
  if (state.phase === "play" && state.turn.step !== "region")
    moves.push({ type: "region", region: regions[0] });
  // Near misses only: anything the rules would accept here (a declare at a trip's start, say) is left out.
  return moves.filter((m) => isMoveError(apply(state, seat, m as RailsMove, null as never)));
}
