/** The end of a turn: what it counts under the options (ruling 8), its summary, the win (ruling 2), the next turn. */
import { nextSeat } from "../../engine/flow";
import type { Seat } from "../../engine/types";
import type { MrNaturalState, Roll, TurnOutcome, TurnState } from "./types";

/** How a turn stopped, before the options decide what it counts. */
export type TurnStop = "banked" | "ended" | "forfeited" | "skipped" | "dropped";

export function newTurn(seat: Seat, number: number): TurnState {
  return { seat, number, points: 0, diceLeft: 6, phase: "roll", rerollAll: false, rolls: [] };
}

/**
 * The least a turn must score to count: 550 until the player is on the board ("get on the board";
 * without that option every player starts on it), then 350 with "350 minimum", else 0.
 */
export function minimumToCount(state: MrNaturalState, seat: Seat): number {
  if (!state.onBoard[seat]) return 550;
  return state.options.minimum350 ? 350 : 0;
}

function settle(state: MrNaturalState, stop: TurnStop): { outcome: TurnOutcome; points: number } {
  const { seat, points } = state.turn;
  if (stop === "forfeited" || stop === "skipped" || stop === "dropped") return { outcome: stop, points: 0 };
  if (points >= minimumToCount(state, seat)) return { outcome: stop, points };
  return { outcome: state.onBoard[seat] ? "below-minimum" : "not-on-board", points: 0 };
}

function replaced<T>(list: readonly T[], at: number, value: T): T[] {
  return list.map((v, i) => (i === at ? value : v));
}

/** Ends the current turn with its final `rolls`: adds what counts, keeps its summary, and either declares the winner or passes on. */
export function endTurn(state: MrNaturalState, rolls: Roll[], stop: TurnStop): MrNaturalState {
  const { seat, number } = state.turn;
  const { outcome, points } = settle(state, stop);
  const total = state.scores[seat] + points;
  const counted = outcome === "banked" || outcome === "ended";
  const turnsTaken = replaced(state.turnsTaken, seat, state.turnsTaken[seat] + 1);
  // Ruling 2: the first banked total to reach the target wins at once; the winning turn stays on show.
  const winner = total >= state.options.target && !state.dropped[seat] ? seat : null;
  // The next seat still in (the same seat when it plays alone or everyone else has left).
  const next = nextSeat(state.seats, seat, (s) => state.dropped[s]) ?? seat;
  return {
    ...state,
    scores: replaced(state.scores, seat, total),
    onBoard: replaced(state.onBoard, seat, state.onBoard[seat] || counted),
    turnsTaken,
    turn: winner === null ? newTurn(next, turnsTaken[next] + 1) : { ...state.turn, rolls },
    lastTurn: { seat, number, rolls, points, outcome, total },
    winner,
  };
}
