/**
 * The luck report's contract: what a game's `luck` hook (worker/games/<id>/luck.ts) reads and
 * returns, and the report the engine computes from a finished record (report.ts). docs/luck.md.
 */
import type { Measure, Seat } from "../types";

export type { LuckHook, LuckStep, Measure } from "../types";

/** One seat's luck from its measures: a standard score (0 average, +2 a lucky game in forty). */
export interface SeatLuck {
  seat: Seat;
  name: string;
  measures: (Measure & { z: number })[];
  /** Every measure's z combined (Stouffer's sum over √k); 0 when nothing was measured. */
  z: number;
  /** How often a game with the same chances turns out less lucky than this one (0..1). */
  percentile: number;
}

/** The bots' games for one set of dice: per seat, the share of wins and the mean score. */
export interface Outcomes {
  runs: number;
  /** Per seat: wins (a shared first place counts its share). */
  wins: number[];
  meanScores: number[];
  /** Per run, the actual winner's margin (its score minus the best other's; solo: its score). */
  margins: number[];
}

export interface LuckReport {
  game: string;
  id: string;
  /** The record's moves. */
  moves: number;
  seats: SeatLuck[];
  /** The actual winners (first place) and their margin; null for a game without result. */
  winners: Seat[];
  margin: number | null;
  /** Solo: which way the score ranks. */
  better: "higher" | "lower";
  /** Bots in every seat, fresh dice, from the start. */
  fresh: Outcomes;
  /**
   * Bots in every seat from the start, the winners' own dice (the streams naming their seats) as they
   * fell in the game and every other die fresh (a game whose dice name no seat: all its dice as they fell).
   */
  sameDice: Outcomes;
  /** Bots from positions along the game with fresh dice: the winners' chance from there. */
  along: { move: number; outcomes: Outcomes }[];
  /** Share of the actual margin in fresh games at or below it (0..1): where the result stands. */
  marginPercentile: number | null;
  /**
   * How much of the winners' edge the dice explain (0..1): what the winners' own dice give equal
   * players over fresh dice, against the winners' actual edge over equal players with fresh dice
   * (solo: in score; else in games won). Null when there is no edge to explain.
   */
  luckShare: number | null;
}
