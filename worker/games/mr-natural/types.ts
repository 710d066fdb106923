/** Mr. Natural's state, moves, options and standing orders. The state holds nothing secret, so the view is the state. */
import type { Seat } from "../../engine/types";

export interface MrNaturalOptions {
  /** Ruling 2: 10,000, or 2,000 / 5,000 for a quick game. */
  target: 2000 | 5000 | 10000;
  /** Ruling 8, text rule 2: a player's first counted turn must score at least 550. */
  getOnBoard: boolean;
  /** Ruling 8, text rule 3: a turn ending under 350 scores nothing; from 350 the player may bank. */
  minimum350: boolean;
}

export type MrNaturalMove =
  | { type: "roll" }
  | { type: "bank" }
  /** On a Nothing: re-roll the single at this index of the roll's dice. */
  | { type: "pick"; die: number };

export type ComboKind = "mr-natural" | "boxcar" | "kind" | "single";

export interface Combo {
  kind: ComboKind;
  /** The face for "kind" and "single". */
  face?: number;
  /** Indices into the roll's dice that this combination scored. */
  dice: number[];
  points: number;
}

export interface Roll {
  dice: number[];
  combos: Combo[];
  points: number;
  /** Set when the six-dice roll was a Nothing: the index the player picked and what it rolled. */
  nothing?: { picked: number; rolled: number | null };
}

/**
 * "roll": the player must roll `diceLeft` dice (or may bank, when `canBank`);
 * "all-scored": all six dice have scored: bank or roll all six again (rule 6);
 * "nothing": the last roll was a Nothing: pick one single to re-roll (rule 7).
 */
export type TurnPhase = "roll" | "all-scored" | "nothing";

export interface TurnState {
  seat: Seat;
  /** Per seat, 1-based: names the dice stream `seat:<s>/turn:<n>`. */
  number: number;
  points: number;
  diceLeft: number;
  phase: TurnPhase;
  /** The next roll is a re-roll of all six after all six scored; scoring nothing forfeits the turn. */
  rerollAll: boolean;
  rolls: Roll[];
}

/** "skipped" / "dropped": the player's time ran out (the game's timeout policy), scoring nothing. */
export type TurnOutcome =
  | "banked"
  | "ended"
  | "forfeited"
  | "below-minimum"
  | "not-on-board"
  | "skipped"
  | "dropped";

/** A finished turn's summary (the state keeps only the last one; the move log has them all). */
export interface TurnRecord {
  seat: Seat;
  number: number;
  rolls: Roll[];
  /** What the turn added to the seat's total. */
  points: number;
  outcome: TurnOutcome;
  total: number;
}

export interface MrNaturalState {
  options: MrNaturalOptions;
  seats: number;
  /** Banked totals. */
  scores: number[];
  onBoard: boolean[];
  turnsTaken: number[];
  turn: TurnState;
  /** The turn that ended last (for the headline and the sheet), null before the first. Rules version 2. */
  lastTurn: TurnRecord | null;
  winner: Seat | null;
  /** Seats that left the game when their time ran out: they take no more turns and place last. */
  dropped: boolean[];
}

export type MrNaturalView = MrNaturalState;

/**
 * A standing order (orders.ts): what the room may play for the seat without asking. `bankAt` is a
 * turn total or "ask"; the flags say which of the other decisions the order takes.
 */
export interface MrNaturalOrder {
  /** Roll whenever a roll cannot lose (ruling 5: a roll scoring nothing keeps the turn's points). */
  roll: boolean;
  /** Bank once the turn holds this much (and it counts), or when banking wins; "ask": never bank for me. */
  bankAt: "ask" | 350 | 500 | 1000 | 2000 | 3000 | 4450;
  /** Below `bankAt`, roll all six again when all six have scored (that roll can lose the turn). */
  rerollAll: boolean;
  /** On a Nothing, re-roll the first single (either matches the other with the same 1 in 6). */
  pick: boolean;
}
