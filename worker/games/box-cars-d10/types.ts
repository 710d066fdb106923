/** Box Cars' state, moves and options. Nothing is secret (dice are rolled in the open), so the view is the state. */

/**
 * A die's face as printed on a d10: 1 Locomotive ... 9 Way Car, 0 Breakdown. `Random.die(stream, 10)`
 * gives 1..10; 10 is the face printed 0 (see `faceOf`).
 */
export type Face = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;

/** The game has no options (rulings 1-5 leave nothing to choose). */
export type BoxCarsOptions = Record<string, never>;

export type BoxCarsMove =
  /** Start the next turn: roll all ten dice (the Roll 10 phase). */
  | { type: "roll" }
  /**
   * The current re-roll phase: re-roll the dice at these indices (0..9, ascending, each once; at most
   * the phase's limit 8/6/4/2). An empty list re-rolls nothing and passes the phase.
   */
  | { type: "reroll"; dice: number[] }
  /** Score the current dice now, skipping the remaining re-roll phases. */
  | { type: "stop" };

export interface BoxCarsTurn {
  /** 1..5; names the dice stream `seat:<s>/turn:<n>`. */
  number: number;
  /** The current ten dice. */
  dice: Face[];
  /** Re-roll phases done so far, 0..4; the next one allows `REROLL_LIMITS[phase]` dice. */
  phase: number;
  /** The indices re-rolled in each phase done (an empty list: the phase was passed). */
  rerolls: number[][];
  /** Null while the turn is under way; the turn's points once scored. */
  score: number | null;
  /** True when the player stopped before the last re-roll phase. */
  stoppedEarly: boolean;
}

export interface BoxCarsSeat {
  /** Every turn started, oldest first; the last one may be under way (`score === null`). */
  turns: BoxCarsTurn[];
  /** Sum of the scored turns. */
  total: number;
}

export interface BoxCarsState {
  seats: BoxCarsSeat[];
}

export type BoxCarsView = BoxCarsState;
