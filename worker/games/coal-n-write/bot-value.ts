/**
 * The bot's sense of worth, in dollars: a mineral under the burros' remaining capacity, a chamber, a
 * Boom Town visit, a Lone Miner letter, the odds against bandits. Rough but consistent estimates;
 * the bot compares them, so only their order matters much.
 */
import type { Seat } from "../../engine/types";
import type { CardId } from "./data/cards";
import { CHAMBERS, INNER, BONE_COUNT } from "./data/mine";
import { VALUE, type Mineral, type Stash } from "./data/minerals";
import {
  AMMO_PRICE,
  BARON_COAL,
  BARON_PRIZE,
  BONES_PAY,
  COWPUNCH_BONUS,
  COWPUNCH_FEE,
  DRINK_PRIZES,
  gambleOutcome,
  GAMBLE_BUST,
  LONE_CASH,
  LONE_COAL,
  MULE_PRICE,
  ROCKHOUNDS,
  SHERIFF_PAY,
  SLOTS,
  SUGARFOOT_PRICE,
  TACK_PRICE,
  TACK_SLOTS,
  TONIC_PRICES,
  WASH_BONUS,
  WASH_PRICE,
  exchangeBonus,
  EXCHANGE_PRICE,
} from "./data/tables";
import { banditsFor } from "./rules/bandits";
import type { VisitParams } from "./rules/effects";
import { CLAIMED, type CoalState, type Letter, type Sheet } from "./types";

export const GEODE_WORTH = ROCKHOUNDS.reduce((a, b) => a + b, 0) / ROCKHOUNDS.length;
const TONIC_WORTH = 6;

/** Slots of this seat's burros still to go (this round's included), less mail aboard. */
export function capacity(s: CoalState, sh: Sheet): number {
  const burros = s.lastBurro - s.round + (s.phase === "delivery" ? 0 : 1);
  return burros * (SLOTS + (sh.tack ? TACK_SLOTS : 0)) - sh.mail;
}

const baronOpen = (s: CoalState, sh: Sheet) =>
  (s.town.includes("baron") || s.deck.includes("baron")) && sh.stash.C < BARON_COAL;

/** What one more of `m` is worth to this sheet: its value if a burro will carry it, else what it would displace. */
export function mineralWorth(s: CoalState, sh: Sheet, m: Mineral): number {
  if (m === "?") return GEODE_WORTH;
  const v = VALUE[m];
  const held = (["S", "T", "C", "B"] as const).flatMap((k) => Array<number>(sh.stash[k]).fill(VALUE[k]));
  const room = capacity(s, sh);
  let worth = held.length < room ? v : Math.max(0, v - [...held].sort((a, b) => b - a)[room - 1]);
  if (room <= 0) worth = 0;
  if (m === "C" && baronOpen(s, sh)) worth += (BARON_PRIZE / BARON_COAL) * (sh.stash.C >= 6 ? 0.8 : 0.4);
  return worth;
}

/** A chamber's worth: its mineral, its bone, and a share of the better chamber behind it. */
export function chamberWorth(sh: Sheet, worths: Record<Mineral, number>, index: number): number {
  const c = CHAMBERS[index];
  let w = worths[c.mineral] + (c.bone && !sh.bonesSold ? 9 : 0);
  const outer = INNER.indexOf(index);
  if (outer >= 0 && sh.mine[outer] !== CLAIMED) w += 0.2 * worths[CHAMBERS[outer].mineral];
  return w;
}

/** Bandits on this seat's burros after the current one. */
function banditsAhead(s: CoalState, sh: Sheet, fromNow: boolean): number {
  let n = 0;
  for (let b = s.round + (fromNow ? 0 : 1); b <= s.lastBurro; b++) n += banditsFor(sh, b).length;
  return n;
}

/** Chance that `ammo` boxes beat every bandit (three dice a box, one die per bandit, die > hat). */
export function pClear(bandits: number[], ammo: number): number {
  if (bandits.length === 0) return 1;
  if (ammo === 0) return 0;
  const key = `${[...bandits].sort().join(",")}|${ammo}`;
  const hit = clearMemo.get(key);
  if (hit !== undefined) return hit;
  let p = 0;
  for (let a = 1; a <= 6; a++)
    for (let b = 1; b <= 6; b++)
      for (let c = 1; c <= 6; c++) {
        const hats = [...bandits].sort((x, y) => x - y);
        let next = 0;
        for (const d of [a, b, c].sort((x, y) => x - y)) if (next < hats.length && d > hats[next]) next++;
        p += pClear(hats.slice(next), ammo - 1) / 216;
      }
  clearMemo.set(key, p);
  return p;
}
const clearMemo = new Map<string, number>();

/** Backroom Gamblin': the value of a total if you stay (credit: losses are not paid), and whether to hit. */
function stayValue(total: number, credit: boolean): number {
  const o = gambleOutcome(total);
  return (credit ? Math.max(0, o.cash) : o.cash) + o.tin * VALUE.T + o.coal * VALUE.C + (o.bandit ? -6 : 0);
}
const gambleMemo = new Map<string, number>();
function gambleValue(total: number, credit: boolean): number {
  if (total >= GAMBLE_BUST) return stayValue(total, credit);
  const key = `${total}|${credit}`;
  let v = gambleMemo.get(key);
  if (v === undefined) gambleMemo.set(key, (v = Math.max(stayValue(total, credit), hitValue(total, credit))));
  return v;
}
function hitValue(total: number, credit: boolean): number {
  let v = 0;
  for (let d = 1; d <= 6; d++) v += gambleValue(total + d, credit) / 6;
  return v;
}
export const shouldHit = (total: number, credit: boolean) =>
  hitValue(total, credit) > stayValue(total, credit);
const gambleEV = (credit: boolean) =>
  [1, 2, 3, 4, 5, 6].reduce((v, d) => v + gambleValue(2 * d, credit) / 6, 0);
const DRINK_BEST = DRINK_PRIZES.map((prize, n) => prize * (25 / 36) ** n).reduce(
  (best, v, n) => (v > best.v ? { v, n } : best),
  { v: 0, n: 1 },
);

/** Rough dollars expected from this round's delivery (for the Exchange Office). */
function expectedDelivery(s: CoalState, sh: Sheet): number {
  const held = (["S", "T", "C", "B"] as const)
    .flatMap((k) => Array<number>(sh.stash[k]).fill(VALUE[k]))
    .sort((a, b) => b - a);
  const slots = SLOTS + (sh.tack ? TACK_SLOTS : 0) - sh.mail;
  const more = s.dice === 3 ? 4 : s.dice === 2 ? 2 : 1;
  return (
    held.slice(0, slots).reduce((a, b) => a + b, 0) + Math.max(0, Math.min(more, slots - held.length)) * 9
  );
}

/** The best parameters for a visit to `card` and what the visit is worth now, or null when not worth it. */
export function visitWorth(
  s: CoalState,
  seat: Seat,
  card: CardId,
  credit: boolean,
): { params: VisitParams; worth: number } {
  const sh = s.sheets[seat];
  const burrosLeft = s.lastBurro - s.round + 1;
  const lastRound = burrosLeft === 1;
  switch (card) {
    case "ammo": {
      const need = Math.min(banditsAhead(s, sh, true) + 1 - sh.ammo, Math.floor(sh.cash / AMMO_PRICE));
      return need > 0 ? { params: { count: need }, worth: need * 7 } : { params: { count: 1 }, worth: -5 };
    }
    case "tonic": {
      const price = TONIC_PRICES[sh.tonicsBought] ?? 99;
      return {
        params: { count: 1 },
        worth: lastRound ? -1 : TONIC_WORTH - price + (sh.tonics === 0 ? 5 : 0),
      };
    }
    case "rockhounds":
      return { params: {}, worth: sh.stash["?"] * 4 };
    case "sheriff":
      return { params: {}, worth: sh.tokens > 2 ? SHERIFF_PAY[sh.sheriff + 1] - SHERIFF_PAY[sh.sheriff] : 0 };
    case "exchange":
      return { params: {}, worth: 0.8 * exchangeBonus(expectedDelivery(s, sh)) - EXCHANGE_PRICE };
    case "pony":
      return { params: {}, worth: sh.mail === 0 ? 5 : 1 };
    case "tack":
      return { params: {}, worth: burrosLeft * 11 - TACK_PRICE };
    case "wash":
      return { params: {}, worth: burrosLeft * WASH_BONUS - WASH_PRICE };
    case "wrestle": {
      // Even odds, in cash and against the leader alike: only a player behind wants the gamble, most near the end.
      const richest = s.sheets
        .map((o, i) => ({ i, cash: o.cash }))
        .filter((o) => o.i !== seat)
        .sort((a, b) => b.cash - a.cash)[0];
      const behind = richest.cash > sh.cash;
      return {
        params: { opponent: richest.i },
        worth: !behind ? 0.5 : burrosLeft === 1 ? 16 : burrosLeft === 2 ? 10 : 2,
      };
    }
    case "gamble":
      return { params: {}, worth: gambleEV(credit) };
    case "bones":
      return {
        params: {},
        worth: sh.bones === BONE_COUNT || lastRound ? BONES_PAY[sh.bones] : BONES_PAY[sh.bones] - 20,
      };
    case "sugarfoot":
      return { params: {}, worth: burrosLeft >= 2 ? 45 - SUGARFOOT_PRICE : 40 - SUGARFOOT_PRICE };
    case "baron":
      return { params: {}, worth: BARON_PRIZE };
    case "cowpunch":
      return { params: {}, worth: COWPUNCH_FEE + (s.dice <= 2 ? COWPUNCH_BONUS * 0.6 : -5) };
    case "drink":
      return { params: { times: DRINK_BEST.n }, worth: DRINK_BEST.v };
    case "mule":
      return { params: {}, worth: 40 - MULE_PRICE };
  }
}

/** What each Lone Miner letter is worth to this seat now. */
export function letterWorth(s: CoalState, seat: Seat, letter: Letter, bestVisit: number): number {
  const sh = s.sheets[seat];
  switch (letter) {
    case "C":
      return LONE_COAL * mineralWorth(s, sh, "C");
    case "D":
      return 8;
    case "A":
      return sh.ammo < banditsAhead(s, sh, true) ? 10 : 1;
    case "V":
      return bestVisit;
    case "G":
      return gambleEV(true);
    case "$":
      return LONE_CASH;
  }
}

/** Future worth of minerals kept in the stash: the best that later burros can carry, a little discounted. */
export function keptWorth(s: CoalState, sh: Sheet, kept: Stash): number {
  const later = (s.lastBurro - s.round) * (SLOTS + (sh.tack ? TACK_SLOTS : 0));
  const values = (["S", "T", "C", "B"] as const)
    .flatMap((k) => Array<number>(kept[k]).fill(VALUE[k]))
    .sort((a, b) => b - a);
  let worth = values.slice(0, later).reduce((a, b) => a + b, 0) * 0.85;
  if (baronOpen(s, sh) || (s.town.includes("baron") && kept.C >= BARON_COAL))
    worth += kept.C >= BARON_COAL ? BARON_PRIZE * 0.7 : kept.C * 1.5;
  return worth;
}

/** Expected boxes of ammo still needed on later burros (for keeping a reserve). */
export const ammoReserve = (s: CoalState, sh: Sheet) => banditsAhead(s, sh, false);
