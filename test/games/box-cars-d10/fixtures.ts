/** Scripted dice and helpers for Box Cars' rule tests. */
import { canonical } from "../../../worker/engine/canonical";
import type { Random } from "../../../worker/engine/dice";
import { isMoveError, type MoveError } from "../../../worker/engine/types";
import { game as boxCarsD10 } from "../../../worker/games/box-cars-d10";
import type { BoxCarsMove, BoxCarsState, BoxCarsTurn, Face } from "../../../worker/games/box-cars-d10/types";

/**
 * A stand-in for `Random` that deals the given faces (0..9 as printed; a Breakdown 0 is dealt as the
 * d10's 10) in order, and remembers the stream of each die.
 */
export function scriptedDice(...faces: Face[]): Random & { streams: string[] } {
  const queue = [...faces];
  const streams: string[] = [];
  const die = (stream: string, sides = 6) => {
    if (sides !== 10) throw new Error(`Box Cars rolls d10s, not d${sides}`);
    streams.push(stream);
    const face = queue.shift();
    if (face === undefined) throw new Error("the script ran out of dice");
    return face === 0 ? 10 : face;
  };
  const dice = (stream: string, count: number, sides = 6) =>
    Array.from({ length: count }, () => die(stream, sides));
  return { die, dice, pick: () => 0, streams, draws: [], counters: {} } as unknown as Random & {
    streams: string[];
  };
}

/** Faces from a string like "1234567890". */
export const faces = (digits: string): Face[] => [...digits].map((d) => Number(d) as Face);

export function newGame(seats = 1): BoxCarsState {
  return boxCarsD10.setup({ seats, options: {} }, scriptedDice());
}

/** Applies moves for `seat`, dealing `dealt` in order; fails the test on a refusal. */
export function play(
  state: BoxCarsState,
  seat: number,
  moves: BoxCarsMove[],
  ...dealt: Face[]
): BoxCarsState {
  const rng = scriptedDice(...dealt);
  for (const move of moves) {
    const next = boxCarsD10.apply(state, seat, move, rng);
    if (isMoveError(next)) throw new Error(`${JSON.stringify(move)} refused: ${next.error.message}`);
    state = next;
  }
  return state;
}

/** The seat's turn under way with these dice after `phase` re-roll phases. */
export function withTurn(
  seats: number,
  seat: number,
  dice: string,
  phase = 0,
  earlierTurns = 0,
): BoxCarsState {
  const state = newGame(seats);
  const done: BoxCarsTurn[] = Array.from({ length: earlierTurns }, (_, i) => ({
    number: i + 1,
    dice: faces("1234567890"),
    phase: 4,
    rerolls: [[], [], [], []],
    score: 0,
    stoppedEarly: false,
  }));
  const turn: BoxCarsTurn = {
    number: earlierTurns + 1,
    dice: faces(dice),
    phase,
    rerolls: Array(phase).fill([]),
    score: null,
    stoppedEarly: false,
  };
  state.seats[seat] = { turns: [...done, turn], total: 0 };
  return state;
}

/** The refusal `apply` gives (and checks that it changed nothing), or null when it accepts. */
export function refusal(state: BoxCarsState, seat: number, move: unknown): MoveError["error"] | null {
  const before = canonical(state);
  const next = boxCarsD10.apply(state, seat, move as BoxCarsMove, scriptedDice(...faces("1111111111")));
  if (canonical(state) !== before) throw new Error("apply changed its input state");
  return isMoveError(next) ? next.error : null;
}

export const ROLL: BoxCarsMove = { type: "roll" };
export const STOP: BoxCarsMove = { type: "stop" };
export const reroll = (...dice: number[]): BoxCarsMove => ({ type: "reroll", dice });
