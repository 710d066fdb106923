/**
 * The game definition contract. Every game is one folder under worker/games exporting one
 * `GameDefinition`; the framework (this folder) does validation, randomness, replay and bots.
 * Definitions are plain data plus pure functions: no I/O, no clock, no globals.
 */
import type { ZodMiniType } from "zod/mini";
import type { OptionsSpec } from "./options";
import type { Random } from "./random";

/** A seat index, 0-based, in turn order. */
export type Seat = number;

/** Every move is a plain JSON object with a `type`. */
export interface Move {
  type: string;
  [key: string]: unknown;
}

/** Returned by `apply` (and the framework) when a move is refused; `message` says why, for people. */
export interface MoveError {
  error: { code: string; message: string };
}

export interface GameResult {
  /** Seats grouped by place: `[[2], [0, 1]]` means seat 2 won and seats 0 and 1 share second. */
  ranking: Seat[][];
  scores: number[];
}

export interface SetupContext<O> {
  seats: number;
  options: O;
}

export interface Bot<S, M extends Move> {
  chooseMove(state: S, seat: Seat, rng: Random): M;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export interface GameDefinition<S = any, M extends Move = Move, O = any, V = unknown> {
  id: string;
  title: string;
  /** One line for the game list. */
  summary: string;
  players: { min: number; max: number };
  /** The game's options as data (labels, allowed values, defaults); see options.ts. */
  options: OptionsSpec;
  /** Validates the shape of a move; legality is `apply`'s job. */
  move: ZodMiniType<M, any>;
  setup(ctx: SetupContext<O>, rng: Random): S;
  /** Seats that may act now (more than one when players act at the same time); empty once ended. */
  activeSeats(state: S): Seat[];
  /** Every move `seat` may make now; empty when it may not act. */
  legalMoves(state: S, seat: Seat): M[];
  /** Pure: returns the next state, or an error for anything not legal. Never mutates `state`. */
  apply(state: S, seat: Seat, move: M, rng: Random): S | MoveError;
  /** What `seat` (or a spectator, `null`) may see. Never the seed, never hidden information. */
  view(state: S, seat: Seat | null): V;
  result(state: S): GameResult | null;
  /** Optional per-game rule: may `seat` change its display name now? Default: never after start. */
  canRename?(state: S, seat: Seat): boolean;
  bot: Bot<S, M>;
  /** Optional: the seat's turn is skipped when its time runs out (offered as a timeout policy). */
  skip?(state: S, seat: Seat): S;
  /** Optional: the seat leaves the game when its time runs out; the others play on. */
  drop?(state: S, seat: Seat): S;
  /** Optional: a line on the position for notifications, e.g. "Totals: Ann 3,200 · Bob 2,850". */
  headline?(state: S, names: string[]): string;
  /** Optional figures about a finished game for `npm run simulate` (e.g. `{ rounds: 14 }`). */
  stats?(state: S): Record<string, number>;
  /**
   * Optional: finished solo games of this game are ranked by their score (`result().scores[0]`);
   * `better` says which way ranks first, `unit` what the number counts ("points", "turns").
   */
  soloBoard?: { better: "higher" | "lower"; unit: string };
}

export function isMoveError(value: unknown): value is MoveError {
  return typeof value === "object" && value !== null && "error" in value &&
    typeof (value as MoveError).error?.code === "string";
}

export function moveError(code: string, message: string): MoveError {
  return { error: { code, message } };
}
