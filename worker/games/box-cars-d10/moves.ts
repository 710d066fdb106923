/**
 * Box Cars' moves: their shape, every legal move now (complete: "stop" and up to 1,013 re-rolls,
 * each in its one spelling), and the plausible-but-wrong moves the property harness throws at
 * `apply` (which checks a re-roll directly, never against this list).
 */
import * as z from "zod/mini";
import type { Seat } from "../../engine/types";
import { currentTurn, DICE, isFinished, isLocked, REROLL_LIMITS, rerollableMask } from "./rules";
import type { BoxCarsMove, BoxCarsState, BoxCarsTurn } from "./types";

const SHAPE = 'A Box Cars move is {"type":"roll"}, {"type":"reroll","dice":[indices]} or {"type":"stop"}';
const INDEX = "a die index is a whole number from 0 to 9";
const die = z.int(INDEX).check(z.gte(0, INDEX), z.lte(9, INDEX));

/** Shapes only: indices 0..9 and whole; ascending/unique order, limits and locks are legality (rules.ts). */
export const moveSchema = z.discriminatedUnion(
  "type",
  [
    z.strictObject({ type: z.literal("roll") }, SHAPE),
    z.strictObject({ type: z.literal("stop") }, SHAPE),
    z.strictObject(
      {
        type: z.literal("reroll"),
        dice: z.array(die, "dice must be a list of die indices").check(z.maxLength(10, "at most 10 dice")),
      },
      SHAPE,
    ),
  ],
  SHAPE,
);

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
