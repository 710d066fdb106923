/**
 * Every move a seat may make now (`moveList: "complete"`): the lists stay bounded because a claim
 * names the fewest tonics it needs, purchases stop at the strongbox and the tonic supply, and a load
 * is one list per mix of minerals (most valuable first).
 */
import { isWaiting } from "../../engine/flow";
import type { Seat } from "../../engine/types";
import { CHAMBERS } from "./data/mine";
import { MINERALS, stashLetters, type Mineral, type Stash } from "./data/minerals";
import { LETTERS, type CoalMove, type CoalState } from "./types";
import { burroSlots, EFFECTS, refuseVisit } from "./rules/effects";
import { availableChambers, bubblesFull, tonicsNeeded } from "./rules/mine";

export function subsets(items: number[]): number[][] {
  const out: number[][] = [];
  for (let mask = 1; mask < 1 << items.length; mask++) out.push(items.filter((_, i) => mask & (1 << i)));
  return out;
}

export function legalMoves(s: CoalState, seat: Seat): CoalMove[] {
  if (s.phase === "over" || !isWaiting(s.stage, seat)) return [];
  const sh = s.sheets[seat];
  if (sh.pending?.kind === "gamble") return [{ type: "hit" }, { type: "stay" }];
  if (sh.pending?.kind === "hideout") {
    return Array.from({ length: s.lastBurro - s.round + 1 }, (_, i) => ({
      type: "hideout",
      burro: s.round + i,
    }));
  }
  switch (s.phase) {
    case "throw":
      return [...throwMoves(s, seat), { type: "done" }];
    case "letters":
      return LETTERS.filter((l) => l !== "G" || s.town.includes("gamble")).map((letter) => ({
        type: "bonus",
        letter,
      }));
    case "bonus":
      return [...bonusMoves(s, seat), { type: "done" }];
    case "delivery":
      return deliveryMoves(s, seat);
    default:
      return [];
  }
}

export function visitMoves(s: CoalState, seat: Seat, die: number | undefined): CoalMove[] {
  const credit = die === undefined && s.sheets[seat].letter === "G";
  const moves: CoalMove[] = [];
  for (const card of s.town) {
    if (credit && card !== "gamble") continue;
    for (const params of EFFECTS[card].candidates(s, seat)) {
      if (refuseVisit(s, seat, card, params, credit) === null)
        moves.push({ type: "visit", card, ...(die === undefined ? {} : { die }), ...params });
    }
  }
  return moves;
}

function throwMoves(s: CoalState, seat: Seat): CoalMove[] {
  const sh = s.sheets[seat];
  const free = s.roll.map((_, i) => i).filter((i) => !sh.used[i]);
  const moves: CoalMove[] = [];
  for (const index of availableChambers(sh)) {
    const chamber = CHAMBERS[index].id;
    if (!bubblesFull(sh, index)) for (const die of free) moves.push({ type: "dig", chamber, die });
    for (const dice of subsets(free)) {
      const need = tonicsNeeded(
        sh,
        index,
        dice.map((d) => s.roll[d]),
      );
      if (need <= sh.tonics) moves.push({ type: "claim", chamber, dice, ...(need ? { tonics: need } : {}) });
    }
  }
  if (!sh.visited) {
    for (const die of free)
      if (s.roll.filter((v) => v === s.roll[die]).length >= 2) moves.push(...visitMoves(s, seat, die));
  }
  return moves;
}

function bonusMoves(s: CoalState, seat: Seat): CoalMove[] {
  const sh = s.sheets[seat];
  const moves: CoalMove[] = [];
  if (sh.dynamite > 0)
    for (const index of availableChambers(sh)) moves.push({ type: "dynamite", chamber: CHAMBERS[index].id });
  if (sh.bonusVisit) moves.push(...visitMoves(s, seat, undefined));
  return moves;
}

/** Every mix of at most `room` minerals from the stash. */
export function loads(stash: Stash, room: number): Mineral[][] {
  const out: Mineral[][] = [];
  const walk = (k: number, left: number, picked: Stash) => {
    if (k === MINERALS.length) return void out.push(stashLetters(picked));
    const m = MINERALS[k];
    for (let c = 0; c <= Math.min(stash[m], left); c++) walk(k + 1, left - c, { ...picked, [m]: c });
  };
  walk(0, room, { S: 0, T: 0, C: 0, B: 0, "?": 0 });
  return out;
}

function deliveryMoves(s: CoalState, seat: Seat): CoalMove[] {
  const sh = s.sheets[seat];
  const work = sh.burro;
  if (!work) return [];
  if (!work.loaded)
    return loads(sh.stash, burroSlots(sh) - sh.mail).map((minerals) => ({ type: "load", minerals }));
  const moves: CoalMove[] = [{ type: "deliver" }];
  if (sh.ammo > 0) moves.push({ type: "fight" });
  if (sh.tonics > 0) work.dice.forEach((_, die) => moves.push({ type: "tonic", die }));
  return moves;
}
