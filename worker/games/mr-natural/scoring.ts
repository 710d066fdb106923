/**
 * Scoring of one roll (ruling 4) and the Nothing test (ruling 7). Pure; dice are faces 1 to 6,
 * and combinations name the dice they use by their index in the roll.
 */
import type { Combo } from "./types";

export interface RollScore {
  combos: Combo[];
  points: number;
}

/** `byFace[f]` lists the indices of the dice showing `f` (index 0 unused). */
function indicesByFace(dice: readonly number[]): number[][] {
  const byFace: number[][] = [[], [], [], [], [], [], []];
  dice.forEach((face, i) => byFace[face].push(i));
  return byFace;
}

/** Three of a kind: face x 100, three 1s 1,000. */
function tripleValue(face: number): number {
  return face === 1 ? 1000 : face * 100;
}

const SINGLE_VALUE: Record<number, number> = { 1: 100, 5: 50 };

/** Every scoring combination of one roll, scored as ruling 4 says; no pick is left to the player. */
export function scoreRoll(dice: readonly number[]): RollScore {
  const byFace = indicesByFace(dice);
  const counts = byFace
    .slice(1)
    .map((ix) => ix.length)
    .filter((n) => n > 0);
  const all = dice.map((_, i) => i);
  if (dice.length === 6 && counts.length === 6) {
    return { combos: [{ kind: "mr-natural", dice: all, points: 1500 }], points: 1500 };
  }
  // Three pairs, or four of a kind plus a pair; six of a kind is one kind, not three pairs.
  if (dice.length === 6 && counts.length > 1 && counts.every((n) => n % 2 === 0)) {
    return { combos: [{ kind: "boxcar", dice: all, points: 1000 }], points: 1000 };
  }
  const combos: Combo[] = [];
  for (let face = 1; face <= 6; face++) {
    const ix = byFace[face];
    if (ix.length >= 3)
      combos.push({ kind: "kind", face, dice: ix, points: tripleValue(face) * (ix.length - 2) });
  }
  for (const face of [1, 5]) {
    const ix = byFace[face];
    if (ix.length < 3)
      for (const i of ix) combos.push({ kind: "single", face, dice: [i], points: SINGLE_VALUE[face] });
  }
  return { combos, points: combos.reduce((sum, c) => sum + c.points, 0) };
}

/** The indices of the dice whose face occurs once in the roll. */
export function singles(dice: readonly number[]): number[] {
  return indicesByFace(dice)
    .filter((ix) => ix.length === 1)
    .flat()
    .sort((a, b) => a - b);
}

/**
 * Ruling 7: a six-dice roll of exactly two pairs and two singles, neither single a 1 or a 5.
 * The pairs may be of any face: a pair of 1s or 5s still makes the roll a Nothing (the text
 * speaks of a "lone" 1 or 5 only).
 */
export function isNothing(dice: readonly number[]): boolean {
  if (dice.length !== 6) return false;
  const counts = indicesByFace(dice)
    .map((ix) => ix.length)
    .filter((n) => n > 0)
    .sort();
  return counts.join() === "1,1,2,2" && singles(dice).every((i) => dice[i] !== 1 && dice[i] !== 5);
}
