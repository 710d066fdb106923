/**
 * Box Cars' legal moves now (complete: "stop" and up to 1,013 re-rolls, each in its one spelling);
 * `apply` checks a re-roll directly, never against this list.
 */
import type { Seat } from "../../engine/types";
import { currentTurn, DICE, isFinished, REROLL_LIMITS, rerollableMask } from "./rules";
import type { BoxCarsMove, BoxCarsState, BoxCarsTurn } from "./types";

// Every subset of the ten dice as its ascending index list, and its size, by bit mask.
const SUBSETS: number[][] = Array.from({ length: 1 << DICE }, (_, mask) => {
  const list: number[] = [];
  for (let i = 0; i < DICE; i++) if (mask & (1 << i)) list.push(i);
  return list;
});

/** Every legal re-roll now, each in its one canonical spelling (ascending indices). */
export function legalRerolls(turn: BoxCarsTurn): number[][] {
  const allowed = rerollableMask(turn.dice),
    limit = REROLL_LIMITS[turn.phase];
  const out: number[][] = [];
  // Walk the subsets of `allowed` only (the standard sub-mask walk), keeping those within the limit.
  for (let sub = allowed; ; sub = (sub - 1) & allowed) {
    if (SUBSETS[sub].length <= limit) out.push(SUBSETS[sub].slice());
    if (sub === 0) break;
  }
  return out.reverse(); // smallest masks first: [], [0], [1], [0,1], ...
}

export function legalMoves(state: BoxCarsState, seat: Seat): BoxCarsMove[] {
  const s = state.seats[seat];
  if (!s || isFinished(s)) return [];
  const turn = currentTurn(s);
  if (!turn) return [{ type: "roll" }];
  return [{ type: "stop" }, ...legalRerolls(turn).map((dice): BoxCarsMove => ({ type: "reroll", dice }))];
}
