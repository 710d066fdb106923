/**
 * Ruling 14 when a seat's time runs out: a pending bid passes; otherwise the bot plays its turn (the
 * room's bot policy) or the seat is dropped: out of the game, its railroads back to the bank, unowned; what it owed the bank makes up.
 */
import { acted } from "../../engine/flow";
import type { Seat } from "../../engine/types";
import { afterLeaving, setPlayer, setTurn } from "./flow";
import { activeSeats } from "./rules";
import type { RailsMove, RailsState } from "./types";

/** Ruling 14: a bid still owed when the time runs out is a pass, whatever the table's policy (no bot spends a player's cash). */
export function timedOut(state: RailsState, seat: Seat): { move: RailsMove; told: string } | null {
  if (state.sale?.railroad == null || !activeSeats(state).includes(seat)) return null;
  return { move: { type: "pass" }, told: "your time ran out during the auction, so you passed." };
}

export function drop(state: RailsState, seat: Seat): RailsState {
  if (state.phase === "over" || state.players[seat].out !== null) return state;
  const outCount = state.outCount + 1;
  let next: RailsState = {
    ...setPlayer(state, seat, { out: outCount, at: null, declared: false }),
    outCount,
    owners: state.owners.map((o) => (o === seat ? null : o)),
  };
  // Its debts: the bank pays the players it owed.
  for (const d of next.debts)
    if (d.from === seat && d.to !== null)
      next = setPlayer(next, d.to, { cash: next.players[d.to].cash + d.amount });
  next = { ...next, debts: next.debts.filter((d) => d.from !== seat) };
  const sale = next.sale;
  if (sale?.seller === seat) next = { ...next, sale: null };
  else if (sale)
    next = {
      ...next,
      sale: { ...sale, stage: acted(sale.stage, seat), bids: sale.bids.map((b, s) => (s === seat ? 0 : b)) },
    };
  if (next.phase === "order") return afterLeaving(next);
  if (next.turn.seat === seat) next = setTurn(next, { step: "close" });
  return afterLeaving(next);
}
