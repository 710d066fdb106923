/**
 * What each Boom Town card does. Per card: the parameter sets worth trying (`candidates`, so the
 * legal-move list and the refusals come from one place), why a visit is refused now (`refuse`),
 * and the visit itself (`effect`, on a copy of the state). Private dice come from the visitor's own
 * streams (`seat:1/round:3/gamble`), so nobody's dice depend on when others act.
 */
import type { Random } from "../../../engine/dice";
import type { Seat } from "../../../engine/types";
import { CARD, type CardId } from "../data/cards";
import {
  AMMO_MAX,
  AMMO_PRICE,
  BARON_COAL,
  EXCHANGE_PRICE,
  BONES_PAY,
  COWPUNCH_TOKENS,
  DRINK_PRIZES,
  GAMBLE_STAKE,
  MULE_PRICE,
  ROCKHOUNDS,
  SLOTS,
  SUGARFOOT_PRICE,
  TACK_PRICE,
  TACK_SLOTS,
  TONIC_PRICES,
  WASH_PRICE,
  WRESTLE_STAKE,
} from "../data/tables";
import type { CoalState, Sheet } from "../types";

export interface VisitParams {
  count?: number;
  opponent?: number;
  times?: number;
}

interface Effect {
  candidates(s: CoalState, seat: Seat): VisitParams[];
  refuse(s: CoalState, seat: Seat, p: VisitParams, credit: boolean): string | null;
  effect(n: CoalState, seat: Seat, p: VisitParams, rng: Random, credit: boolean): void;
}

export const stream = (s: CoalState, seat: Seat, what: string) => `seat:${seat}/round:${s.round}/${what}`;

const range = (from: number, to: number) =>
  Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
const none = (): VisitParams[] => [{}];
const noParams = (p: VisitParams) =>
  Object.keys(p).length ? "This card takes no count, opponent or times." : null;
const needToken = (sh: Sheet, n = 1) =>
  sh.tokens < n
    ? `You need ${n === 1 ? "a claim token" : `${n} claim tokens`} for this card and have ${sh.tokens}.`
    : null;
const needCash = (sh: Sheet, price: number, what: string) =>
  sh.cash < price ? `${what} costs $${price}; you have $${sh.cash}.` : null;
const countIn = (p: VisitParams, max: number, what: string) =>
  p.opponent !== undefined || p.times !== undefined
    ? "Give only a count for this card."
    : p.count === undefined || p.count < 1
      ? `Say how many ${what} to buy (at least 1).`
      : p.count > max
        ? `You can take ${max} more ${what} at most.`
        : null;

/** The slots of the round's burro for this sheet. */
export const burroSlots = (sh: Sheet) => SLOTS + (sh.tack ? TACK_SLOTS : 0);
const tonicCost = (sh: Sheet, count: number) =>
  TONIC_PRICES.slice(sh.tonicsBought, sh.tonicsBought + count).reduce((a, b) => a + b, 0);

export const EFFECTS: Record<CardId, Effect> = {
  ammo: {
    candidates: (s, seat) => range(1, AMMO_MAX - s.sheets[seat].ammo).map((count) => ({ count })),
    refuse: (s, seat, p) =>
      countIn(p, AMMO_MAX - s.sheets[seat].ammo, "boxes of ammo") ??
      needCash(s.sheets[seat], AMMO_PRICE * p.count!, `${p.count} box(es) of ammo`),
    effect: (n, seat, p) => {
      const sh = n.sheets[seat];
      sh.cash -= AMMO_PRICE * p.count!;
      sh.ammo += p.count!;
    },
  },
  tonic: {
    candidates: (s, seat) =>
      range(1, TONIC_PRICES.length - s.sheets[seat].tonicsBought).map((count) => ({ count })),
    refuse: (s, seat, p) =>
      countIn(
        p,
        TONIC_PRICES.length - s.sheets[seat].tonicsBought,
        "bottles of tonic (the supply is limited)",
      ) ?? needCash(s.sheets[seat], tonicCost(s.sheets[seat], p.count!), `${p.count} bottle(s) of tonic`),
    effect: (n, seat, p) => {
      const sh = n.sheets[seat];
      sh.cash -= tonicCost(sh, p.count!);
      sh.tonics += p.count!;
      sh.tonicsBought += p.count!;
    },
  },
  rockhounds: {
    candidates: none,
    refuse: (s, seat, p) =>
      noParams(p) ?? (s.sheets[seat].stash["?"] === 0 ? "You have no geode (?) to crack." : null),
    effect: (n, seat, _p, rng) => {
      const sh = n.sheets[seat];
      sh.cash += sh.stash["?"] * ROCKHOUNDS[rng.die(stream(n, seat, "geodes")) - 1];
      sh.stash["?"] = 0;
    },
  },
  sheriff: {
    candidates: none,
    refuse: (s, seat, p) => noParams(p) ?? needToken(s.sheets[seat]),
    effect: (n, seat) => {
      n.sheets[seat].tokens--;
      n.sheets[seat].sheriff++;
    },
  },
  exchange: {
    candidates: none,
    refuse: (s, seat, p) =>
      noParams(p) ??
      (s.sheets[seat].exchange
        ? "Your marker is already on the Exchange Office this round."
        : (needCash(s.sheets[seat], EXCHANGE_PRICE, "The Exchange Office's fee") ??
          needToken(s.sheets[seat]))),
    effect: (n, seat) => {
      const sh = n.sheets[seat];
      sh.cash -= EXCHANGE_PRICE;
      sh.tokens--;
      sh.exchange = true;
    },
  },
  pony: {
    candidates: none,
    refuse: (s, seat, p) =>
      noParams(p) ??
      (s.sheets[seat].mail >= burroSlots(s.sheets[seat])
        ? "This round's burro has no slot left for mail."
        : null),
    effect: (n, seat) => {
      n.sheets[seat].mail++;
    },
  },
  tack: {
    candidates: none,
    refuse: (s, seat, p) =>
      noParams(p) ??
      (s.sheets[seat].tack
        ? "You already bought Tack & Harness."
        : needCash(s.sheets[seat], TACK_PRICE, "Tack & Harness")),
    effect: (n, seat) => {
      n.sheets[seat].cash -= TACK_PRICE;
      n.sheets[seat].tack = true;
    },
  },
  wash: {
    candidates: none,
    refuse: (s, seat, p) =>
      noParams(p) ??
      (s.sheets[seat].wash
        ? "Your marker is already on Wash Day: it pays every delivery."
        : (needCash(s.sheets[seat], WASH_PRICE, "Wash Day") ?? needToken(s.sheets[seat]))),
    effect: (n, seat) => {
      const sh = n.sheets[seat];
      sh.cash -= WASH_PRICE;
      sh.tokens--;
      sh.wash = true;
    },
  },
  wrestle: {
    candidates: (s, seat) =>
      range(0, s.seats - 1)
        .filter((o) => o !== seat)
        .map((opponent) => ({ opponent })),
    refuse: (s, seat, p) => {
      if (p.count !== undefined || p.times !== undefined || p.opponent === undefined)
        return "Name the opponent to wrestle (and nothing else).";
      if (p.opponent === seat || p.opponent < 0 || p.opponent >= s.seats)
        return `Seat ${p.opponent + 1} is not an opponent at this table.`;
      if (s.sheets[seat].cash < WRESTLE_STAKE)
        return `You need $${WRESTLE_STAKE} in hand to wrestle; you have $${s.sheets[seat].cash}.`;
      if (s.sheets[p.opponent].cash < WRESTLE_STAKE)
        return `Seat ${p.opponent + 1} has less than $${WRESTLE_STAKE} in hand.`;
      return null;
    },
    effect: (n, seat, p, rng) => {
      const mine = rng.die(stream(n, seat, "wrestle")),
        theirs = rng.die(stream(n, seat, "wrestle"));
      if (mine === theirs) return;
      const [winner, loser] = mine > theirs ? [seat, p.opponent!] : [p.opponent!, seat];
      n.sheets[winner].cash += WRESTLE_STAKE;
      n.sheets[loser].cash -= WRESTLE_STAKE;
    },
  },
  gamble: {
    candidates: none,
    refuse: (s, seat, p, credit) =>
      noParams(p) ??
      (credit
        ? null
        : s.sheets[seat].gambled
          ? "Your marker is already at the gamblin' table this round: once a round (the Gamblin' Credit aside)."
          : (needCash(s.sheets[seat], GAMBLE_STAKE, "A seat at the gamblin' table") ??
            needToken(s.sheets[seat]))),
    effect: (n, seat, _p, rng, credit) => {
      const sh = n.sheets[seat];
      if (!credit) {
        sh.gambled = true;
        sh.tokens--;
      }
      sh.pending = { kind: "gamble", total: 2 * rng.die(stream(n, seat, "gamble")), credit };
    },
  },
  bones: {
    candidates: none,
    refuse: (s, seat, p) =>
      noParams(p) ??
      (s.sheets[seat].bonesSold
        ? "You already sold your bones: one visit a game."
        : s.sheets[seat].bones === 0
          ? "You have no lizard bones to sell."
          : needToken(s.sheets[seat])),
    effect: (n, seat) => {
      const sh = n.sheets[seat];
      sh.cash += BONES_PAY[sh.bones];
      sh.tokens--;
      sh.bonesSold = true;
    },
  },
  sugarfoot: {
    candidates: none,
    refuse: (s, seat, p) =>
      noParams(p) ??
      (s.lastBurro > 6
        ? "Sugarfoot is already yours."
        : needCash(s.sheets[seat], SUGARFOOT_PRICE, "Sugarfoot")),
    effect: (n, seat) => {
      n.sheets[seat].cash -= SUGARFOOT_PRICE;
      n.lastBurro = 7;
    },
  },
  baron: {
    candidates: none,
    refuse: (s, seat, p) =>
      noParams(p) ??
      (s.baron.includes(seat)
        ? "You already reported to the Coal Baron."
        : s.sheets[seat].stash.C < BARON_COAL
          ? `The Coal Baron wants ${BARON_COAL} Coal in your stash; you have ${s.sheets[seat].stash.C}.`
          : null),
    effect: (n, seat) => {
      n.baron.push(seat);
    },
  },
  cowpunch: {
    candidates: none,
    refuse: (s, seat, p) =>
      noParams(p) ??
      (s.sheets[seat].cowpunch !== null
        ? "You are already on the job this round."
        : needToken(s.sheets[seat], COWPUNCH_TOKENS)),
    effect: (n, seat) => {
      const sh = n.sheets[seat];
      sh.tokens -= COWPUNCH_TOKENS;
      sh.cowpunch = COWPUNCH_TOKENS;
    },
  },
  drink: {
    candidates: () => range(1, DRINK_PRIZES.length - 1).map((times) => ({ times })),
    refuse: (_s, _seat, p) =>
      p.count !== undefined || p.opponent !== undefined
        ? "Give only the number of times."
        : p.times === undefined || p.times < 1 || p.times >= DRINK_PRIZES.length
          ? `Say how many times you will drink: 1 to ${DRINK_PRIZES.length - 1}.`
          : null,
    effect: (n, seat, p, rng) => {
      for (let i = 0; i < p.times!; i++) if (rng.dice(stream(n, seat, "drink"), 2).includes(1)) return;
      n.sheets[seat].cash += DRINK_PRIZES[p.times!];
    },
  },
  mule: {
    candidates: none,
    refuse: (s, seat, p) =>
      noParams(p) ??
      (s.sheets[seat].mule
        ? "You already bought the Mule Team."
        : needCash(s.sheets[seat], MULE_PRICE, "The Mule Team")),
    effect: (n, seat) => {
      const sh = n.sheets[seat];
      sh.cash -= MULE_PRICE;
      sh.mule = true;
      n.muleBuyers.push(seat);
    },
  },
};

/** Why `card` cannot be visited by `seat` now with these parameters (the card must be in Boom Town). */
export function refuseVisit(
  s: CoalState,
  seat: Seat,
  card: CardId,
  p: VisitParams,
  credit: boolean,
): string | null {
  if (!s.town.includes(card)) {
    const info = CARD[card];
    if (info.mode === "solo" && !s.solo)
      return `${info.name} is a solo card: it is not in a game with others.`;
    if (info.mode === "multi" && s.solo) return `${info.name} is not in a solo game.`;
    return `${info.name} is not in Boom Town${s.deck.includes(card) ? " yet" : ""}.`;
  }
  return EFFECTS[card].refuse(s, seat, p, credit);
}
