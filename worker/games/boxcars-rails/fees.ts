/**
 * User fees (ruling 7): who is paid for a railroad, at what rate, with the establishment rule; what a
 * turn owes so far; and the rate changes that establish a train (a purchase from the bank by another
 * player, the 10,000 switch).
 */
import type { Seat } from "../../engine/types";
import { EXPRESS_PRICE, SUPER_CHIEF_PRICE, boardOf } from "./data";
import type { Debt, Fees, Player, RailsState } from "./types";

export const BANK_FEE = 1000;
export const PLAYER_FEE = 5000;
export const HIGH_PLAYER_FEE = 10000;

/** The full rate `seat` pays for using `railroad` now: 0 on its own, 1,000 to the bank, 5,000 or 10,000 to a player. */
export function fullRate(
  state: Pick<RailsState, "owners" | "highFees">,
  seat: Seat,
  railroad: number,
): number {
  const owner = state.owners[railroad];
  if (owner === seat) return 0;
  if (owner === null) return BANK_FEE;
  return state.highFees ? HIGH_PLAYER_FEE : PLAYER_FEE;
}

/** The rate for a step on `railroad` by a train that stood on `standing` with `lock` before it. */
export function stepRate(
  state: Pick<RailsState, "owners" | "highFees">,
  seat: Seat,
  railroad: number,
  standing: number | null,
  lock: number | null,
): number {
  const rate = fullRate(state, seat, railroad);
  return standing === railroad && lock !== null ? Math.min(rate, lock) : rate;
}

export function noFees(seats: number): Fees {
  return { bank: 0, seats: Array(seats).fill(0) };
}

/** `owed` raised to `rate` for the payee of `railroad` (the once-per-turn payment at the highest rate). */
export function owe(owed: Fees, payee: Seat | null, rate: number): Fees {
  if (payee === null) return rate > owed.bank ? { ...owed, bank: rate } : owed;
  if (rate <= owed.seats[payee]) return owed;
  const seats = [...owed.seats];
  seats[payee] = rate;
  return { ...owed, seats };
}

/** The payments still due this turn (what is owed above what was paid), in bidding order from the payer's left, the bank last. */
export function duePayments(owed: Fees, paid: Fees, from: Seat): Debt[] {
  const debts: Debt[] = [];
  const seats = owed.seats.length;
  for (let k = 1; k < seats; k++) {
    const to = (from + k) % seats;
    const amount = owed.seats[to] - paid.seats[to];
    if (amount > 0) debts.push({ from, to, amount, why: "fees" });
  }
  if (owed.bank > paid.bank) debts.push({ from, to: null, amount: owed.bank - paid.bank, why: "fees" });
  return debts;
}

/**
 * `buyer` buys `railroad` from the bank. Trains standing on a railroad whose rate rises for them by
 * this purchase (the railroad itself, or every player's railroad when this was the last one: the
 * 10,000 switch) become established at their old rate (ruling 7).
 */
export function buyFromBank(state: RailsState, buyer: Seat, railroad: number): RailsState {
  const owners = [...state.owners];
  owners[railroad] = buyer;
  const highFees = state.highFees || owners.every((o) => o !== null);
  const after = { owners, highFees };
  const players = state.players.map((p, seat): Player => {
    if (p.out !== null || p.standing === null) return p;
    const before = stepRate(state, seat, p.standing, p.standing, p.lock);
    return fullRate(after, seat, p.standing) > before ? { ...p, lock: before } : p;
  });
  return { ...state, owners, highFees, players };
}

/** Net worth (ruling 12): cash plus the purchase prices of railroads and trains, less any loan. */
export function netWorth(state: RailsState, seat: Seat): number {
  const p = state.players[seat];
  let worth = p.cash - p.loan + (p.express ? EXPRESS_PRICE : 0) + (p.superChief ? SUPER_CHIEF_PRICE : 0);
  const { railroads } = boardOf(state.options);
  state.owners.forEach((owner, railroad) => {
    if (owner === seat) worth += railroads[railroad].price;
  });
  return worth;
}
