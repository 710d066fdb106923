/** The generic bot: any legal move, uniformly. Games plug in something smarter where it matters. */
import type { Random } from "./dice";
import type { Bot, Move, Seat } from "./types";

export function randomBot<S, M extends Move>(legalMoves: (state: S, seat: Seat) => M[]): Bot<S, M> {
  return {
    chooseMove(state: S, seat: Seat, rng: Random): M {
      const moves = legalMoves(state, seat);
      if (moves.length === 0) throw new Error(`seat ${seat} has no legal move`);
      return moves[rng.pick("bot", moves.length)];
    },
  };
}
