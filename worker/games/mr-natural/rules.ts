/**
 * Mr. Natural's rules as the engine contract's pure functions: setup, who acts, apply (the
 * authority on what is legal: every refusal says why), the clock's hooks in clock.ts, the result in result.ts. The rolls
 * within a turn are in turn.ts, the end of a turn in end.ts.
 */
import type { Random } from "../../engine/dice";
import { moveError, type MoveError, type Seat, type SetupContext } from "../../engine/types";
import { endTurn, minimumToCount, newTurn } from "./end";
import { singles } from "./scoring";
import { pickSingle, rollDice } from "./turn";
import type { MrNaturalMove, MrNaturalOptions, MrNaturalState } from "./types";

export function setup({ seats, options }: SetupContext<MrNaturalOptions>): MrNaturalState {
  return {
    options,
    seats,
    scores: Array(seats).fill(0),
    // Without "get on the board" every player starts on it.
    onBoard: Array(seats).fill(!options.getOnBoard),
    turnsTaken: Array(seats).fill(0),
    turn: newTurn(0, 1),
    lastTurn: null,
    winner: null,
    dropped: Array(seats).fill(false),
  };
}

/** The game is over once someone has won, or when every seat has been dropped. */
export function over(state: MrNaturalState): boolean {
  return state.winner !== null || state.dropped.every(Boolean);
}

export function activeSeats(state: MrNaturalState): Seat[] {
  return over(state) ? [] : [state.turn.seat];
}

/**
 * Ruling 6: bank whenever all six have scored. Ruling 8: with "350 minimum" also during the turn,
 * from the least that counts: 350, or 550 for a player not yet on the board (their own minimum,
 * with both options). Without "350 minimum" there is no stopping before all six have scored.
 */
export function canBank(state: MrNaturalState): boolean {
  const { turn, options } = state;
  if (turn.phase === "all-scored") return true;
  return turn.phase === "roll" && options.minimum350 && turn.points >= minimumToCount(state, turn.seat);
}

/** On a Nothing, the indices of the two singles, one of which must be re-rolled (ruling 7). */
export function pickable(state: MrNaturalState): number[] {
  const { turn } = state;
  return turn.phase === "nothing" ? singles(turn.rolls[turn.rolls.length - 1].dice) : [];
}

export function apply(
  state: MrNaturalState,
  seat: Seat,
  move: MrNaturalMove,
  rng: Random,
): MrNaturalState | MoveError {
  if (over(state)) return moveError("game_over", "The game has ended.");
  if (seat !== state.turn.seat)
    return moveError("not_your_turn", `It is seat ${state.turn.seat + 1}'s turn.`);
  if (state.turn.phase === "nothing" && move.type !== "pick") {
    return moveError("must_pick", "A Nothing: pick one of the two single dice to re-roll.");
  }
  switch (move.type) {
    case "roll":
      return rollDice(state, rng);
    case "bank":
      if (!canBank(state)) {
        return moveError(
          "cannot_bank",
          state.options.minimum350
            ? `You may bank from ${minimumToCount(state, seat)} points in the turn, or once all six dice have scored.`
            : "You may bank only once all six dice have scored.",
        );
      }
      return endTurn(state, state.turn.rolls, "banked");
    case "pick":
      if (!pickable(state).includes(move.die)) {
        return moveError(
          "bad_pick",
          state.turn.phase === "nothing"
            ? "Pick one of the two single dice of the Nothing."
            : "There is no Nothing to re-roll a die from.",
        );
      }
      return pickSingle(state, move.die, rng);
    default:
      return moveError("bad_move", `Unknown move ${JSON.stringify((move as { type?: unknown }).type)}.`);
  }
}

/** Ruling 10: a player may change their alias at the start of their own turn, before the first roll. */
export function canRename(state: MrNaturalState, seat: Seat): boolean {
  return !over(state) && state.turn.seat === seat && state.turn.rolls.length === 0;
}
