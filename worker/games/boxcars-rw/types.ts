/** Boxcars roll & write: state, moves and view. Nothing is secret, so the view is the state plus figures. */
import type { Seat } from "../../engine/types";
import type { LoaderId } from "./data";

export type BoxcarsOptions = Record<string, never>;

/** The powers another player may use on one answer (at most one per turn). */
export type AnswerPower = "up" | "down" | "order" | "split";

export type BoxcarsMove =
  /** Roll: every die that must be rolled, plus the optional ones not listed in `keep` (ascending). */
  | { type: "roll"; keep: number[] }
  /** Re-roll loader: re-roll these dice (ascending, at least one). */
  | { type: "reroll"; dice: number[] }
  /** Change loader: turn one die to any face. */
  | { type: "change"; die: number; face: number }
  /** Choose a number showing and take all its dice. */
  | { type: "pick"; value: number }
  /** Bonus loader: also take this die (another number), for yourself only. */
  | { type: "bonus"; die: number }
  /**
   * Write into a box. The active player names the value of one of their taken dice; another player
   * answering writes the picked number, changed by `power` if used (the second half of an Even Split
   * is a write without power).
   */
  | { type: "write"; box: string; value?: number; power?: AnswerPower }
  /**
   * Several writes sent together, applied in order as one move: all of them or none (the sheet
   * composes a turn's writes and sends them at once, so nobody sees a turn half written).
   */
  | { type: "writes"; writes: WriteStep[] }
  /** Active player: end the turn's writing (when the dice left have no box, or to skip the Bonus). */
  | { type: "done" }
  /** Another player: write nothing this turn (or skip the second half of an Even Split). */
  | { type: "pass" }
  /** Solo: lock one of the dice just used. */
  | { type: "lock"; die: number };

/** One write of a `writes` batch: a `write` move without its type. */
export interface WriteStep {
  box: string;
  value?: number;
  power?: AnswerPower;
}

export interface Sheet {
  /** Written boxes: box id -> value. */
  marks: Record<string, number>;
  /** Completed boxcars and loaders: id -> the turn they were completed. */
  done: Record<string, number>;
  /** Completed trains: id -> turn and the bonus scored. */
  trains: Record<string, { turn: number; bonus: number }>;
}

export interface Write {
  box: string;
  value: number;
}

/** What another player did with the picked number this turn. */
export interface Answer {
  status: "waiting" | "half" | "done";
  power?: AnswerPower;
  writes: Write[];
  /** Set when the turn was answered for them because nothing of that number fits their sheet. */
  auto?: boolean;
}

export interface Pick {
  value: number;
  /** Indices of the dice taken (all dice of `value`), then the bonus die. */
  taken: number[];
  bonus: number | null;
  /** Values still to write (sorted). */
  left: number[];
  writes: Write[];
}

/**
 * "roll": the active player rolls; "choose": dice showing, loaders and the pick;
 * "write": writing the taken dice; "lock" (solo): lock one of the used dice;
 * "wait": the active player is done, others still answer; "over".
 */
export type Phase = "roll" | "choose" | "write" | "lock" | "wait" | "over";

export interface SoloState {
  /** Per die: locked this round. */
  locked: boolean[];
  /** Per die: permanently discarded. */
  out: boolean[];
  /** Busts so far (each discarded one die). */
  busts: number;
}

export interface BoxcarsState {
  seats: number;
  /** Global turn number, 1-based; names the dice stream `table/turn:<n>`. */
  turn: number;
  /** Round number, 1-based: every seat has one turn a round; solo: the lock-and-bust round. */
  round: number;
  active: Seat;
  phase: Phase;
  dice: number[];
  /** Dice that must be rolled at the next roll (the previous turn's used dice; all at the start). */
  mustRoll: number[];
  pick: Pick | null;
  /** Own-turn loaders used this turn. */
  used: LoaderId[];
  /** Per seat; null for the active player and before the pick. */
  answers: (Answer | null)[];
  sheets: Sheet[];
  /** Train id -> the turn someone first completed it. */
  trainFirst: Record<string, number>;
  /** Set when someone completes their third train: the game ends after this round. */
  lastRound: number | null;
  solo: SoloState | null;
  /** The turn before this one, for the sheet's "last turn" line. */
  last: { seat: Seat; value: number | null; count: number; bust?: boolean; skipped?: boolean } | null;
}

export interface ScoreLine {
  stars: number;
  trains: number;
  warehouse: number;
  total: number;
}

export interface BoxcarsView extends BoxcarsState {
  scores: ScoreLine[];
  /** Seats that still have to act now (the active player and everyone still to answer). */
  waitingFor: Seat[];
}
