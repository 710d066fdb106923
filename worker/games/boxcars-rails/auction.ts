/**
 * Forced sales (ruling 10): the seller picks a railroad, then every other player still in who can pay
 * half its price submits at once a sealed maximum bid (or passes). Settled as the text's open auction
 * would end: the highest maximum wins and pays the second-highest + 500 (at least half the price, at most
 * its own maximum); equal maxima go to the first in bidding order from the seller's left. No bid: the
 * bank buys at half the price.
 */
import { acted, isWaiting, openStage } from "../../engine/flow";
import { moveError, type MoveError, type Seat } from "../../engine/types";
import { boardOf, type Board } from "./data";
import type { RailsState } from "./types";

export const BID_STEP = 500;

export const halfPrice = (board: Board, railroad: number) => board.railroads[railroad].price / 2;

/** The lowest bid: half the price, up to a whole bid step (half of the British £14,500 is £7,250: £7,500). */
export const lowestBid = (board: Board, railroad: number) =>
  Math.ceil(halfPrice(board, railroad) / BID_STEP) * BID_STEP;

/** The seller must choose a railroad to put up. */
export function openSale(state: RailsState, seller: Seat): RailsState {
  return {
    ...state,
    sale: { seller, railroad: null, stage: openStage([]), bids: Array(state.seats).fill(0) },
  };
}

/** Seats from the seller's left, in bidding order. */
export function biddingOrder(state: RailsState, seller: Seat): Seat[] {
  return Array.from({ length: state.seats - 1 }, (_, k) => (seller + 1 + k) % state.seats);
}

export function sell(state: RailsState, seat: Seat, id: string): RailsState | MoveError {
  const sale = state.sale;
  if (!sale || sale.railroad !== null || sale.seller !== seat)
    return moveError("cannot_sell", "You may sell a railroad only when you cannot pay what you owe.");
  const board = boardOf(state.options);
  const railroad = board.railroads.findIndex((r) => r.id === id);
  if (railroad < 0) return moveError("no_railroad", `There is no railroad called ${id}.`);
  if (state.owners[railroad] !== seat) return moveError("not_yours", `The ${id} is not yours to sell.`);
  const bidders = biddingOrder(state, seat).filter(
    (s) => state.players[s].out === null && state.players[s].cash >= halfPrice(board, railroad),
  );
  const next = { ...state, sale: { ...sale, railroad, stage: openStage(bidders) } };
  return bidders.length > 0 ? next : settleAuction(next);
}

export function bid(state: RailsState, seat: Seat, max: number | null): RailsState | MoveError {
  const sale = state.sale;
  if (!sale || sale.railroad === null) return moveError("no_auction", "There is no auction to bid in.");
  if (seat === sale.seller) return moveError("own_auction", "You cannot bid for your own railroad.");
  if (!isWaiting(sale.stage, seat))
    return moveError(
      "not_bidding",
      "You are not bidding in this auction (already bid, or cannot pay half the price).",
    );
  if (max !== null) {
    const board = boardOf(state.options);
    const half = halfPrice(board, sale.railroad);
    if (max % BID_STEP !== 0)
      return moveError("bad_bid", `A bid must be a multiple of ${board.money(BID_STEP)}.`);
    if (max < half)
      return moveError(
        "bad_bid",
        `The lowest bid for the ${board.railroads[sale.railroad].id} is half its price, ${board.money(half)}.`,
      );
    if (max > state.players[seat].cash)
      return moveError("bad_bid", `You have only ${board.money(state.players[seat].cash)}.`);
  }
  const bids = [...sale.bids];
  bids[seat] = max ?? 0;
  return { ...state, sale: { ...sale, bids, stage: acted(sale.stage, seat) } };
}

/** Every bidder has answered: the railroad changes hands (or goes to the bank) and the seller is paid. */
export function settleAuction(state: RailsState): RailsState {
  const { seller, railroad, bids } = state.sale!;
  const rr = railroad!;
  const half = halfPrice(boardOf(state.options), rr);
  let buyer: Seat | null = null;
  for (const s of biddingOrder(state, seller))
    if (bids[s] > 0 && (buyer === null || bids[s] > bids[buyer])) buyer = s;
  let price = half;
  if (buyer !== null) {
    const second = Math.max(
      0,
      ...biddingOrder(state, seller)
        .filter((s) => s !== buyer)
        .map((s) => bids[s]),
    );
    price = Math.min(bids[buyer], Math.max(half, second > 0 ? second + BID_STEP : half));
  }
  const owners = [...state.owners];
  owners[rr] = buyer;
  const players = state.players.map((p, s) => {
    if (s === seller) return { ...p, cash: p.cash + price };
    if (s === buyer) return { ...p, cash: p.cash - price };
    return p;
  });
  return { ...state, owners, players, sale: null, lastSale: { railroad: rr, seller, buyer, price } };
}
