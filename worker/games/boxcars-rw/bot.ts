/**
 * The Boxcars bot: greedy on the sheet's worth (bot-value.ts). It picks the number whose dice add the
 * most worth when written one by one in the best boxes, writes each die where it adds most, answers
 * with the best write (any loader power included) or passes when nothing helps, keeps lying dice of a
 * promising number, and uses Re-roll, Change and Bonus when they raise the best pick.
 */
import type { Random } from "../../engine/dice";
import type { Bot, Seat } from "../../engine/types";
import { loaderReady, openBoxes, writeBox } from "./board";
import { gain, type EvalContext } from "./bot-value";
import { answerWrites, bonusDice, lockedFaces, optionalDice, pool } from "./flow";
import { legalMoves } from "./legal";
import { SHEET } from "./data";
import type { BoxcarsMove, BoxcarsState, Sheet } from "./types";

function context(s: BoxcarsState): EvalContext {
  const ahead = s.solo ? Math.max(0, 1 - s.solo.busts / SHEET.dice) : Math.max(0, 1 - s.round / 9);
  return { claimed: s.trainFirst, solo: s.solo !== null, ahead };
}

interface Best {
  box: string;
  value: number;
  gain: number;
}

/** The best box for one value on a sheet (null when nothing is open). */
function bestWrite(
  sheet: Sheet,
  value: number,
  order: boolean,
  solo: boolean,
  ctx: EvalContext,
): Best | null {
  let best: Best | null = null;
  for (const box of openBoxes(sheet, value, { order, solo })) {
    const g = gain(sheet, box, value, ctx);
    if (!best || g > best.gain) best = { box, value, gain: g };
  }
  return best;
}

/** curve[c] = worth added by writing c dice of `value` greedily, one after the other (c = 0..upTo). */
function pickCurve(s: BoxcarsState, value: number, ctx: EvalContext, upTo: number = SHEET.dice): number[] {
  let sheet = s.sheets[s.active],
    total = 0;
  const order = loaderReady(sheet, "order7", s.turn),
    solo = s.solo !== null,
    curve = [0];
  for (let i = 0; i < upTo; i++) {
    const best = bestWrite(sheet, value, order, solo, ctx);
    if (best) {
      total += best.gain;
      sheet = writeBox(sheet, best.box, value, s.turn, s.trainFirst, solo).sheet;
    }
    curve.push(total);
  }
  return curve;
}

type Curves = Record<number, number[]>;

function curves(s: BoxcarsState, ctx: EvalContext): Curves {
  const out: Curves = {};
  const locked = lockedFaces(s),
    showing = pool(s).map((i) => s.dice[i]);
  // One more die than showing: a Change may add one.
  for (let v = 1; v <= 6; v++)
    if (!locked.has(v)) out[v] = pickCurve(s, v, ctx, showing.filter((f) => f === v).length + 1);
  return out;
}

/** The best pick for these dice faces (faces of the pool only), from the curves. */
function bestPick(s: BoxcarsState, dice: number[], c: Curves): { value: number; worth: number } {
  let best = { value: 0, worth: -Infinity };
  const counts = [0, 0, 0, 0, 0, 0, 0];
  for (const i of pool(s)) counts[dice[i]]++;
  for (let v = 1; v <= 6; v++) {
    if (counts[v] === 0 || !c[v]) continue;
    const worth = c[v][counts[v]];
    if (worth > best.worth) best = { value: v, worth };
  }
  return best;
}

function chooseRoll(s: BoxcarsState, ctx: EvalContext): BoxcarsMove {
  const optional = optionalDice(s);
  let keep: number[] = [],
    bestWorth = 1.2;
  for (const value of new Set(optional.map((i) => s.dice[i]))) {
    const these = optional.filter((i) => s.dice[i] === value);
    if (these.length < 2 || lockedFaces(s).has(value)) continue;
    const worth = pickCurve(s, value, ctx, these.length)[these.length] / these.length;
    if (worth > bestWorth) {
      bestWorth = worth;
      keep = these;
    }
  }
  return { type: "roll", keep };
}

function chooseBeforePick(s: BoxcarsState, legal: BoxcarsMove[], ctx: EvalContext): BoxcarsMove {
  const c = curves(s, ctx);
  const best = bestPick(s, s.dice, c);
  const changes = legal.filter((m): m is Extract<BoxcarsMove, { type: "change" }> => m.type === "change");
  let change: { move: BoxcarsMove; worth: number } | null = null;
  for (const m of changes) {
    const dice = s.dice.map((f, i) => (i === m.die ? m.face : f));
    const worth = bestPick(s, dice, c).worth;
    if (!change || worth > change.worth) change = { move: m, worth };
  }
  if (change && change.worth > best.worth + 0.3) return change.move;
  if (legal.some((m) => m.type === "reroll") && best.worth < 1) {
    const dice = pool(s).filter((i) => s.dice[i] !== best.value);
    if (dice.length > 0) return { type: "reroll", dice };
  }
  if (best.worth === -Infinity) return legal[0];
  return { type: "pick", value: best.value };
}

function chooseWrite(s: BoxcarsState, legal: BoxcarsMove[], ctx: EvalContext): BoxcarsMove {
  const sheet = s.sheets[s.active];
  let best: { move: BoxcarsMove; gain: number } | null = null;
  for (const m of legal) {
    if (m.type !== "write") continue;
    const g = gain(sheet, m.box, m.value!, ctx);
    if (!best || g > best.gain) best = { move: m, gain: g };
  }
  const bonus = bonusDice(s);
  if (bonus.length > 0) {
    let take: { die: number; gain: number } | null = null;
    for (const die of bonus) {
      const b = bestWrite(sheet, s.dice[die], loaderReady(sheet, "order7", s.turn), s.solo !== null, ctx);
      if (b && b.gain > 0.1 && (!take || b.gain > take.gain)) take = { die, gain: b.gain };
    }
    if (take) return { type: "bonus", die: take.die };
  }
  return best?.move ?? { type: "done" };
}

function chooseAnswer(s: BoxcarsState, seat: Seat, ctx: EvalContext): BoxcarsMove {
  const sheet = s.sheets[seat],
    v = s.pick!.value,
    half = s.answers[seat]?.status === "half";
  let best: { move: BoxcarsMove; gain: number } = { move: { type: "pass" }, gain: 0 };
  for (const w of answerWrites(s, seat)) {
    const p = half ? "half" : w.power;
    const value = p === "up" ? v + 1 : p === "down" ? v - 1 : p === "split" || p === "half" ? v / 2 : v;
    let g = gain(sheet, w.box, value, ctx);
    if (p === "split") {
      const after = writeBox(sheet, w.box, value, s.turn, s.trainFirst, false).sheet;
      g += Math.max(0, bestWrite(after, value, false, false, ctx)?.gain ?? 0);
    }
    if (g > best.gain) best = { move: { type: "write", ...w }, gain: g };
  }
  return best.move;
}

function chooseLock(s: BoxcarsState, ctx: EvalContext): BoxcarsMove {
  const sheet = s.sheets[0];
  let best: { die: number; use: number } | null = null;
  for (const die of s.pick!.taken) {
    const use = bestWrite(sheet, s.dice[die], loaderReady(sheet, "order7", s.turn + 1), true, ctx)?.gain ?? 0;
    if (!best || use < best.use) best = { die, use };
  }
  return { type: "lock", die: best!.die };
}

export const bot: Bot<BoxcarsState, BoxcarsMove> = {
  chooseMove(s: BoxcarsState, seat: Seat, _rng: Random): BoxcarsMove {
    const legal = legalMoves(s, seat);
    if (legal.length === 0) throw new Error(`seat ${seat} has no legal move`);
    const ctx = context(s);
    if (seat !== s.active || s.phase === "wait") return chooseAnswer(s, seat, ctx);
    switch (s.phase) {
      case "roll":
        return chooseRoll(s, ctx);
      case "choose":
        return chooseBeforePick(s, legal, ctx);
      case "write":
        return chooseWrite(s, legal, ctx);
      case "lock":
        return chooseLock(s, ctx);
      default:
        return legal[0];
    }
  },
};
