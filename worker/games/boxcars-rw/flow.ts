/**
 * The turn's flow: setup, which dice may be rolled or picked, when the active player's part ends,
 * the end of a turn, the solo bust, the end of the game. Functions here mutate a state the caller has
 * already copied (apply copies first), so the state passed to `apply` is never changed.
 */
import { isWaiting, nextSeat, stageDone, stageOf, type Stage } from "../../engine/flow";
import type { Seat } from "../../engine/types";
import { completable, emptySheet, loaderReady, openBoxes, trainsDone } from "./board";
import { SHEET, type LoaderId } from "./data";
import type { AnswerPower, BoxcarsState } from "./types";

const ALL = Array.from({ length: SHEET.dice }, (_, i) => i);

export function setupState(seats: number): BoxcarsState {
  return {
    seats,
    turn: 1,
    round: 1,
    active: 0,
    phase: "roll",
    dice: Array(SHEET.dice).fill(0),
    mustRoll: [...ALL],
    pick: null,
    used: [],
    answers: Array(seats).fill(null),
    sheets: Array.from({ length: seats }, emptySheet),
    trainFirst: {},
    lastRound: null,
    last: null,
    solo:
      seats === 1
        ? { locked: Array(SHEET.dice).fill(false), out: Array(SHEET.dice).fill(false), busts: 0 }
        : null,
  };
}

export const stream = (s: BoxcarsState) => `table/turn:${s.turn}`;

/** Dice on the table that may be rolled, picked, changed or taken (solo: not locked, not discarded). */
export function pool(s: BoxcarsState): number[] {
  return s.solo ? ALL.filter((i) => !s.solo!.locked[i] && !s.solo!.out[i]) : ALL;
}

/** Dice the roll may leave lying (the previous turn's unused dice). */
export function optionalDice(s: BoxcarsState): number[] {
  return pool(s).filter((i) => !s.mustRoll.includes(i));
}

export function lockedFaces(s: BoxcarsState): Set<number> {
  return new Set(s.solo ? ALL.filter((i) => s.solo!.locked[i]).map((i) => s.dice[i]) : []);
}

/** Numbers the active player may pick: showing in the pool and (solo) not matching a locked die. */
export function pickable(s: BoxcarsState): number[] {
  const locked = lockedFaces(s);
  return [...new Set(pool(s).map((i) => s.dice[i]))].filter((v) => !locked.has(v)).sort((a, b) => a - b);
}

/** An own-turn loader the active player may use now: completed before this turn and not used yet. */
export function canUse(s: BoxcarsState, id: LoaderId): boolean {
  return loaderReady(s.sheets[s.active], id, s.turn) && !s.used.includes(id);
}

export function bonusDice(s: BoxcarsState): number[] {
  if (!s.pick || s.pick.bonus !== null || !canUse(s, "bonus")) return [];
  const locked = lockedFaces(s);
  return pool(s).filter((i) => s.dice[i] !== s.pick!.value && !locked.has(s.dice[i]));
}

export function activeWrites(s: BoxcarsState): { value: number; box: string }[] {
  if (!s.pick) return [];
  const ctx = { order: loaderReady(s.sheets[s.active], "order7", s.turn), solo: s.solo !== null };
  return [...new Set(s.pick.left)].flatMap((value) =>
    openBoxes(s.sheets[s.active], value, ctx).map((box) => ({ value, box })),
  );
}

export const POWER_LOADER: Record<AnswerPower, LoaderId> = {
  up: "up",
  down: "down",
  order: "order5",
  split: "split",
};

/** The writes another player may make now with the picked number (`half`: the second Even Split half). */
export function answerWrites(s: BoxcarsState, seat: Seat): { box: string; power?: AnswerPower }[] {
  const v = s.pick!.value,
    sheet = s.sheets[seat],
    solo = false;
  const plain = (value: number, power?: AnswerPower, order = false) =>
    openBoxes(sheet, value, { order, solo }).map((box) => (power ? { box, power } : { box }));
  if (s.answers[seat]?.status === "half") return plain(v / 2);
  const ready = (p: AnswerPower) => loaderReady(sheet, POWER_LOADER[p], s.turn);
  return [
    ...plain(v),
    ...(ready("up") ? plain(v + 1, "up") : []),
    ...(ready("down") ? plain(v - 1, "down") : []),
    ...(ready("order") ? plain(v, "order", true) : []),
    ...(ready("split") && v % 2 === 0 ? plain(v / 2, "split") : []),
  ];
}

/** The others' answers to the pick: a stage where they all act at once (the turn ends when it is done). */
export function answering(s: BoxcarsState): Stage {
  return stageOf(s.answers, (a) => a.status === "done");
}

/** Is `seat` still to answer this turn? */
export function pending(s: BoxcarsState, seat: Seat): boolean {
  return isWaiting(answering(s), seat);
}

export function activeSeats(s: BoxcarsState): Seat[] {
  if (s.phase === "over") return [];
  return [...(s.phase === "wait" ? [] : [s.active]), ...answering(s).waiting];
}

/** After a pick: every other player is asked, except those whose sheet has no box for the number. */
export function openAnswers(s: BoxcarsState): void {
  s.answers = s.answers.map((_, seat) => (seat === s.active ? null : { status: "waiting", writes: [] }));
  for (let seat = 0; seat < s.seats; seat++) {
    if (seat !== s.active && answerWrites(s, seat).length === 0)
      s.answers[seat] = { status: "done", writes: [], auto: true };
  }
}

/** A write by `seat` may have completed their third train: the end is triggered (this round, then one more). */
export function checkTrigger(s: BoxcarsState, seat: Seat): void {
  if (!s.solo && s.lastRound === null && trainsDone(s.sheets[seat]) >= SHEET.endTrains)
    s.lastRound = s.round + 1;
}

/** Ends the active player's writing when nothing is left to do (or on "done"). */
export function settleActive(s: BoxcarsState, force = false): void {
  if (s.phase !== "write") return;
  if (!force && (activeWrites(s).length > 0 || bonusDice(s).length > 0)) return;
  if (!s.solo) {
    s.phase = "wait";
    settleTurn(s);
    return;
  }
  const taken = s.pick!.taken;
  if (new Set(taken.map((i) => s.dice[i])).size === 1) lockDie(s, taken[0]);
  else s.phase = "lock";
}

/**
 * Not in the rules (a table's common sense): when no player can still reach three trains, the end can
 * never be triggered, so the game ends with the current round.
 */
export function hopeless(s: BoxcarsState): boolean {
  return s.sheets.every((sheet) => {
    const possible = SHEET.trains.filter(
      (t) => sheet.trains[t.id] || t.cars.every((c) => completable(sheet, c.id, 7)),
    ).length;
    return possible < SHEET.endTrains;
  });
}

/** Multiplayer: the turn ends once the active player is done and everyone has answered. */
export function settleTurn(s: BoxcarsState): void {
  if (s.phase !== "wait" || !stageDone(answering(s))) return;
  if (s.lastRound === null && hopeless(s)) s.lastRound = s.round;
  const pick = s.pick;
  if (pick) {
    s.last = { seat: s.active, value: pick.value, count: pick.taken.length - (pick.bonus === null ? 0 : 1) };
    s.mustRoll = [...pick.taken].sort((a, b) => a - b);
  } else {
    s.last = { seat: s.active, value: null, count: 0, skipped: true };
  }
  const roundEnds = s.active === s.seats - 1;
  if (roundEnds && ((s.lastRound !== null && s.round >= s.lastRound) || s.round >= SHEET.maxRounds)) {
    s.phase = "over";
    return;
  }
  if (roundEnds) s.round++;
  s.active = nextSeat(s.seats, s.active)!;
  nextTurn(s);
}

function nextTurn(s: BoxcarsState): void {
  s.turn++;
  s.phase = "roll";
  s.pick = null;
  s.used = [];
  s.answers = Array(s.seats).fill(null);
}

/** Solo: lock one used die; the others used must be rolled again. */
export function lockDie(s: BoxcarsState, die: number): void {
  const solo = s.solo!,
    pick = s.pick!;
  solo.locked[die] = true;
  s.mustRoll = pick.taken.filter((i) => i !== die).sort((a, b) => a - b);
  s.last = { seat: 0, value: pick.value, count: pick.taken.length - (pick.bonus === null ? 0 : 1) };
  nextTurn(s);
  if (pool(s).length === 0) bust(s);
}

/**
 * Solo: after a roll (or a loader) no number can be picked. With a Re-roll or Change still usable the
 * player must try that first; otherwise it is a bust.
 */
export function checkBust(s: BoxcarsState): void {
  if (!s.solo || s.phase !== "choose" || pickable(s).length > 0) return;
  const locked = lockedFaces(s);
  const canChange = canUse(s, "change") && pool(s).length > 0 && locked.size < 6;
  if ((canUse(s, "reroll") && pool(s).length > 0) || canChange) return;
  bustNow(s);
}

/** Solo: the turn ends in a bust (no pick possible, or the seat's time ran out). */
export function bustNow(s: BoxcarsState): void {
  s.last = { seat: 0, value: null, count: 0, bust: true };
  nextTurn(s);
  bust(s);
}

/** Solo bust: discard one die for good (which one does not matter), unlock the rest, roll them all. */
function bust(s: BoxcarsState): void {
  const solo = s.solo!;
  const keep = ALL.filter((i) => !solo.out[i]);
  solo.out[keep[keep.length - 1]] = true;
  solo.busts++;
  solo.locked = solo.locked.map(() => false);
  s.mustRoll = keep.slice(0, -1);
  if (s.mustRoll.length === 0) {
    s.phase = "over";
    return;
  }
  s.round++;
}
