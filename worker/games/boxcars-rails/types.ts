/**
 * BOXCARS (the rail game): options, state, moves. The state refers to its board (data.ts, named by the
 * option `board`) by index only: dots by number, cities and railroads by their index in the board's tables. It stays
 * bounded: the trip log is the move log's job.
 */
import type { Stage } from "../../engine/flow";
import type { Seat } from "../../engine/types";
import type { BoardId } from "./data";

export interface RailsOptions {
  /** Ruling 16: "gb" for the British board; absent for the US one (so US states keep their shape). */
  board?: BoardId;
  /** Ruling 13: 20,000 (the text's), 30,000, 40,000 or 50,000; British board: 10,000 (the text's), 15,000, 20,000, 25,000. */
  startingCash: number;
  /** Ruling 13: 200,000 (the text's), 150,000 or 250,000; British board: 100,000 (the text's), 75,000, 125,000. */
  winningCash: number;
  /** The text's optional rule: no Express and no Super Chief. */
  noSpecialTrains: boolean;
  /** The text's optional rule: no rover play. */
  noRover: boolean;
  /** The family-friendly rule: a player who would be out borrows from the bank (plus 10%). */
  loans: boolean;
}

export interface Player {
  cash: number;
  /** Home city (index), chosen on the first turn. */
  home: number | null;
  /** The dot the train stands on; null before the home is chosen and after leaving the game. */
  at: number | null;
  /** Where the current trip started (for a declared trip: the declaration city): the payoff's origin. */
  origin: number | null;
  /** The trip's destination city; while declared, the alternate destination. Null between trips. */
  dest: number | null;
  declared: boolean;
  express: boolean;
  superChief: boolean;
  /** The railroad of the train's last step (ruling 7: the train stands on it). */
  standing: number | null;
  /** Establishment: the old rate the train keeps paying on `standing` while it stays on it. */
  lock: number | null;
  /** Family-friendly loans: what the player still owes the bank, interest included. */
  loan: number;
  /** Order of leaving the game (1 = first out), null while in. */
  out: number | null;
  turns: number;
  trips: number;
  /** Totals for the game's figures: payoffs received, user fees paid, user fees received. */
  payoffs: number;
  fees: number;
  /** Absent from states of rules version 1 (read it as 0). */
  received?: number;
  /** Ruling 16: the player's cash has reached the board's notice amount (British board only; absent otherwise). */
  announced?: boolean;
}

/** Highest rate owed (or paid) per payee this turn: the bank and each seat. */
export interface Fees {
  bank: number;
  seats: number[];
}

/**
 * Where a turn stands. Decisions: `home`, `declare`, `region`, `route`, `purchase`. Every other step
 * is made by the game's `auto` hook (a roll, or bookkeeping that needs no choice).
 */
export type Step =
  | "home-roll"
  | "home"
  | "trip"
  | "declare"
  | "region-roll"
  | "region"
  | "city-roll"
  | "move-roll"
  | "route"
  | "purchase"
  | "after-move"
  | "end"
  | "close";

/** A roll of this turn, for the sheet: what it was for, its dice (the colored die first) and what it gave. */
export interface Roll {
  kind: "home" | "region" | "city" | "move" | "bonus";
  dice: number[];
  result: string;
}

export interface Turn {
  seat: Seat;
  /** The seat's turn number, 1-based: names the dice streams. */
  number: number;
  step: Step;
  /** The region rolled for the home or the destination (the `home` and `region` decisions need it). */
  region: string | null;
  /** Steps the current move may take: the white dice's sum, or the colored die in the bonus. */
  count: number;
  /** A bonus move follows the normal one (ruling 6); decided when the white dice are rolled. */
  bonus: boolean;
  inBonus: boolean;
  /** The train arrived during the normal move (the bonus then starts a new trip). */
  arrived: boolean;
  /** (segment, railroad) pairs used since the turn started or the last arrival: `segment * 32 + railroad`. */
  used: number[];
  /** Highest rate owed to each payee this turn, and what was paid of it (ruling 7). */
  owed: Fees;
  paid: Fees;
  rolls: Roll[];
}

/** A payment due, settled in order; `to` null is the bank. */
export interface Debt {
  from: Seat;
  to: Seat | null;
  amount: number;
  why: "fees" | "rover";
}

/** A forced sale (ruling 10): the seller picks a railroad, then the others bid at once. */
export interface Sale {
  seller: Seat;
  railroad: number | null;
  stage: Stage;
  /** Sealed maximum bids by seat (0: passed or not yet); hidden from the others in the view until settled. */
  bids: number[];
}

export interface LastSale {
  railroad: number;
  seller: Seat;
  /** null: no bid, the bank bought it at half the price. */
  buyer: Seat | null;
  price: number;
}

export interface RailsState {
  options: RailsOptions;
  seats: number;
  /** "order": the roll for the first player is still to be made. */
  phase: "order" | "play" | "over";
  first: Seat;
  players: Player[];
  /** Owner of each railroad (index as in railroads.json); null: the bank. */
  owners: (Seat | null)[];
  /** Ruling 7: every railroad has been bought once; player fees are 10,000 for the rest of the game. */
  highFees: boolean;
  turn: Turn;
  debts: Debt[];
  sale: Sale | null;
  lastSale: LastSale | null;
  outCount: number;
  winner: Seat | null;
  /** Why the game ended: a win at home, the last player left, the safety limit, or a solo player out. */
  ended: "home" | "alone" | "limit" | "out" | null;
}

export interface RouteStep {
  rr: string;
  to: number;
}

export type RailsMove =
  | { type: "home"; city: string }
  | { type: "declare" }
  | { type: "pass" }
  | { type: "region"; region: string }
  | { type: "route"; steps: RouteStep[] }
  | { type: "buy"; item: string }
  | { type: "sell"; rr: string }
  | { type: "bid"; max: number };

/** Everything is public (ruling 2) but the sealed bids of an open auction. */
export type RailsView = RailsState;
