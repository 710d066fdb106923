/** The plausible-but-wrong moves the property harness throws at Box Cars' `apply`. */
import type { Seat } from "../../engine/types";
import { currentTurn, DICE, isFinished, isLocked, REROLL_LIMITS } from "./rules";
import type { BoxCarsMove, BoxCarsState, BoxCarsTurn } from "./types";

const ALL = Array.from({ length: DICE }, (_, i) => i);

/** Re-rolls that look right but break a rule: unsorted, repeated, one die too many, a locked Breakdown. */
function wrongRerolls(turn: BoxCarsTurn): number[][] {
  const free = ALL.filter((i) => !isLocked(turn.dice, i)),
    limit = REROLL_LIMITS[turn.phase];
  const out: number[][] = [
    [1, 0],
    [3, 3],
  ];
  if (free.length > limit) out.push(free.slice(0, limit + 1));
  const locked = ALL.find((i) => isLocked(turn.dice, i));
  if (locked !== undefined)
    out.push([locked], free.length > 0 ? [free[0], locked].sort((a, b) => a - b) : [locked]);
  return out;
}

/** Plausible but refused now: a move of a seat that has finished, a re-roll with no turn under way, a roll mid-turn, bad re-rolls. */
export function fuzz(state: BoxCarsState, seat: Seat): BoxCarsMove[] {
  const s = state.seats[seat];
  if (!s || isFinished(s)) return [{ type: "roll" }, { type: "stop" }, { type: "reroll", dice: [] }];
  const turn = currentTurn(s);
  if (!turn) return [{ type: "stop" }, { type: "reroll", dice: [] }, { type: "reroll", dice: [0] }];
  return [{ type: "roll" }, ...wrongRerolls(turn).map((dice): BoxCarsMove => ({ type: "reroll", dice }))];
}
