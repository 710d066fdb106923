/** Controlled dice and hand-built states for Mr. Natural's rule tests. */
import type { Random } from "../../../worker/engine/dice";
import { isMoveError, type MoveError } from "../../../worker/engine/types";
import { game as mrNatural } from "../../../worker/games/mr-natural";
import type {
  MrNaturalMove,
  MrNaturalOptions,
  MrNaturalState,
  TurnState,
} from "../../../worker/games/mr-natural/types";

/** A stand-in for `Random` that deals the given faces in order and remembers each stream asked. */
export function scriptedDice(...faces: number[]): Random & { streams: string[] } {
  const queue = [...faces];
  const streams: string[] = [];
  const die = (stream: string) => {
    streams.push(stream);
    const face = queue.shift();
    if (face === undefined) throw new Error("the script ran out of dice");
    return face;
  };
  const dice = (stream: string, count: number) => Array.from({ length: count }, () => die(stream));
  return { die, dice, pick: () => 0, streams } as unknown as Random & { streams: string[] };
}

export function newGame(seats = 2, options: Partial<MrNaturalOptions> = {}): MrNaturalState {
  return mrNatural.setup(
    { seats, options: { target: 10000, getOnBoard: false, minimum350: false, ...options } },
    scriptedDice(),
  );
}

/** `state` with some of its fields and of its turn's fields replaced. */
export function withTurn(
  state: MrNaturalState,
  turn: Partial<TurnState>,
  rest: Partial<MrNaturalState> = {},
): MrNaturalState {
  return { ...state, ...rest, turn: { ...state.turn, ...turn } };
}

/** Applies moves for the seat whose turn it is, dealing `faces` in order; fails the test on a refusal. */
export function play(state: MrNaturalState, moves: MrNaturalMove[], ...faces: number[]): MrNaturalState {
  const rng = scriptedDice(...faces);
  for (const move of moves) {
    const next = mrNatural.apply(state, state.turn.seat, move, rng);
    if (isMoveError(next)) throw new Error(`${JSON.stringify(move)} refused: ${next.error.message}`);
    state = next;
  }
  return state;
}

export function refusal(state: MrNaturalState, seat: number, move: MrNaturalMove): MoveError["error"] | null {
  const next = mrNatural.apply(state, seat, move, scriptedDice(1, 1, 1, 1, 1, 1));
  return isMoveError(next) ? next.error : null;
}

export const ROLL: MrNaturalMove = { type: "roll" };
export const BANK: MrNaturalMove = { type: "bank" };
export const pick = (die: number): MrNaturalMove => ({ type: "pick", die });
