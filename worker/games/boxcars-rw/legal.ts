/**
 * Roll & write's legal moves now (the list is complete). Lists stay small: a roll offers the subsets
 * of the dice that may stay lying (at most 64), Re-roll the subsets of the table dice (at most 127),
 * and a write only the next empty box of each region (at most 31 regions per value).
 */
import type { Seat } from "../../engine/types";
import { activeWrites, answerWrites, bonusDice, canUse, optionalDice, pickable, pool } from "./flow";
import type { BoxcarsMove, BoxcarsState } from "./types";

export function subsets(items: number[], nonEmpty = false): number[][] {
  const out: number[][] = [];
  for (let mask = nonEmpty ? 1 : 0; mask < 1 << items.length; mask++)
    out.push(items.filter((_, i) => mask & (1 << i)));
  return out;
}

export function legalMoves(s: BoxcarsState, seat: Seat): BoxcarsMove[] {
  if (s.phase === "over") return [];
  if (seat === s.active && s.phase !== "wait") return activeMoves(s);
  const answer = s.answers[seat];
  if (!answer || answer.status === "done") return [];
  return [...answerWrites(s, seat).map((w) => ({ type: "write" as const, ...w })), { type: "pass" }];
}

function activeMoves(s: BoxcarsState): BoxcarsMove[] {
  switch (s.phase) {
    case "roll":
      return subsets(optionalDice(s)).map((keep) => ({ type: "roll", keep }));
    case "choose": {
      const moves: BoxcarsMove[] = pickable(s).map((value) => ({ type: "pick", value }));
      if (canUse(s, "reroll"))
        for (const dice of subsets(pool(s), true)) moves.push({ type: "reroll", dice });
      if (canUse(s, "change")) {
        for (const die of pool(s)) {
          for (let face = 1; face <= 6; face++)
            if (face !== s.dice[die]) moves.push({ type: "change", die, face });
        }
      }
      return moves;
    }
    case "write": {
      const writes = activeWrites(s);
      const moves: BoxcarsMove[] = writes.map(({ value, box }) => ({ type: "write", value, box }));
      for (const die of bonusDice(s)) moves.push({ type: "bonus", die });
      if (writes.length === 0) moves.push({ type: "done" });
      return moves;
    }
    case "lock":
      return s.pick!.taken.map((die) => ({ type: "lock", die }));
    default:
      return [];
  }
}
