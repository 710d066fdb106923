/**
 * The bot. A throw: a small search over what each free die does (the lowest free die first: a dig,
 * a claim with it and other dice, a visit, or nothing), scoring each plan by the chambers' and
 * visits' worth (bot-value.ts), and playing the plan's first move. A load: every mix of minerals,
 * weighing this delivery against bandits and what later burros can still carry. Fights go on while
 * something is at stake and ammo lasts.
 */
import type { Random } from "../../engine/dice";
import type { Bot, Seat } from "../../engine/types";
import { CHAMBERS } from "./data/mine";
import { MINERALS, VALUE, type Mineral, type Stash } from "./data/minerals";
import { LETTERS, type CoalMove, type CoalState, type Sheet } from "./types";
import { banditTake } from "./rules/bandits";
import { burroSlots, refuseVisit } from "./rules/effects";
import { availableChambers, bubblesFull, tonicsNeeded } from "./rules/mine";
import {
  ammoReserve,
  chamberWorth,
  keptWorth,
  letterWorth,
  mineralWorth,
  pClear,
  shouldHit,
  visitWorth,
} from "./bot-value";
import { subsets } from "./legal";

const TONIC_COST = 4;

interface Action {
  move: CoalMove;
  gain: number;
}

function bestVisit(s: CoalState, seat: Seat, die: number | undefined, credit: boolean): Action | null {
  let best: Action | null = null;
  for (const card of s.town) {
    if (credit && card !== "gamble") continue;
    const { params, worth } = visitWorth(s, seat, card, credit);
    if (worth <= 0 || (best && worth <= best.gain)) continue;
    if (refuseVisit(s, seat, card, params, credit) !== null) continue;
    best = { move: { type: "visit", card, ...(die === undefined ? {} : { die }), ...params }, gain: worth };
  }
  return best;
}

function throwMove(s: CoalState, seat: Seat): CoalMove {
  const sh = s.sheets[seat];
  const worths = Object.fromEntries(MINERALS.map((m) => [m, mineralWorth(s, sh, m)])) as Record<
    Mineral,
    number
  >;
  const worth = CHAMBERS.map((_, i) => chamberWorth(sh, worths, i));
  const pairs = s.roll.map((v) => s.roll.filter((w) => w === v).length >= 2);
  const visit = sh.visited ? null : bestVisit(s, seat, 0, false);
  const mine = [...sh.mine];
  let tonics = sh.tonics;

  const search = (free: number[], visited: boolean): { gain: number; move: CoalMove | null } => {
    if (free.length === 0) return { gain: 0, move: null };
    const [die, ...rest] = free;
    // Leaving this die unused: the plan goes on with the other dice (and its first move is theirs).
    let best = search(rest, visited);
    const consider = (gain: number, move: CoalMove, left: number[], v = visited) => {
      const total = gain + search(left, v).gain;
      if (total > best.gain + 1e-9) best = { gain: total, move };
    };
    const view = { ...sh, mine } as Sheet;
    const open = availableChambers(view);
    const digs = open
      .filter((i) => !bubblesFull(view, i))
      .sort((a, b) => worth[b] / (CHAMBERS[b].bubbles + 1) - worth[a] / (CHAMBERS[a].bubbles + 1))
      .slice(0, 3);
    for (const i of digs) {
      mine[i]++;
      consider(
        (worth[i] / (CHAMBERS[i].bubbles + 1)) * (0.9 + (0.1 * mine[i]) / CHAMBERS[i].bubbles),
        { type: "dig", chamber: CHAMBERS[i].id, die },
        rest,
      );
      mine[i]--;
    }
    for (const others of [[], ...subsets(rest)]) {
      const dice = [die, ...others];
      for (const i of open) {
        const need = tonicsNeeded(
          view,
          i,
          dice.map((d) => s.roll[d]),
        );
        if (need > tonics) continue;
        const credited = (mine[i] * worth[i]) / (CHAMBERS[i].bubbles + 1);
        const before = mine[i];
        mine[i] = -1;
        tonics -= need;
        consider(
          worth[i] - credited - need * TONIC_COST,
          { type: "claim", chamber: CHAMBERS[i].id, dice, ...(need ? { tonics: need } : {}) },
          rest.filter((d) => !others.includes(d)),
        );
        tonics += need;
        mine[i] = before;
      }
    }
    if (!visited && visit && pairs[die]) consider(visit.gain, { ...visit.move, die } as CoalMove, rest, true);
    return best;
  };

  const free = s.roll.map((_, i) => i).filter((i) => !sh.used[i]);
  return search(free, sh.visited).move ?? { type: "done" };
}

function bonusMove(s: CoalState, seat: Seat): CoalMove {
  const sh = s.sheets[seat];
  if (sh.dynamite > 0) {
    const worths = Object.fromEntries(MINERALS.map((m) => [m, mineralWorth(s, sh, m)])) as Record<
      Mineral,
      number
    >;
    let best: { i: number; gain: number } | null = null;
    for (const i of availableChambers(sh)) {
      const w = chamberWorth(sh, worths, i);
      const gain = bubblesFull(sh, i)
        ? w
        : (w / (CHAMBERS[i].bubbles + 1)) * (1 + (sh.mine[i] + 1 === CHAMBERS[i].bubbles ? 0.3 : 0));
      if (!best || gain > best.gain) best = { i, gain };
    }
    if (best) return { type: "dynamite", chamber: CHAMBERS[best.i].id };
  }
  if (sh.bonusVisit) return bestVisit(s, seat, undefined, sh.letter === "G")?.move ?? { type: "done" };
  return { type: "done" };
}

/** The load with the best expected value now plus what the rest is worth later. */
function bestLoad(s: CoalState, seat: Seat): CoalMove {
  const sh = s.sheets[seat];
  const room = burroSlots(sh) - sh.mail;
  const bandits = sh.burro!.bandits;
  const spare = Math.max(1, sh.ammo - ammoReserve(s, sh));
  const pSafe = pClear(bandits, Math.min(sh.ammo, bandits.length ? spare + 1 : 0));
  let best = { score: -Infinity, load: [] as Mineral[] };
  const kinds = ["S", "T", "C", "B"] as const;
  const walk = (k: number, left: number, load: Stash) => {
    if (k === kinds.length) {
      const kept = { ...sh.stash };
      for (const m of kinds) kept[m] -= load[m];
      const value = kinds.reduce((v, m) => v + load[m] * VALUE[m], 0);
      const take = banditTake(load, sh.mail);
      const loss =
        take && take !== "M" && take !== "?" && bandits.length ? (1 - pSafe) * load[take] * VALUE[take] : 0;
      const score = value - loss + keptWorth(s, sh, kept);
      if (score > best.score) best = { score, load: kinds.flatMap((m) => Array<Mineral>(load[m]).fill(m)) };
      return;
    }
    const m = kinds[k];
    for (let c = Math.min(sh.stash[m], left); c >= 0; c--) walk(k + 1, left - c, { ...load, [m]: c });
  };
  walk(0, room, { S: 0, T: 0, C: 0, B: 0, "?": 0 });
  return { type: "load", minerals: best.load };
}

function deliveryMove(s: CoalState, seat: Seat): CoalMove {
  const sh = s.sheets[seat];
  const work = sh.burro!;
  if (!work.loaded) return bestLoad(s, seat);
  const take = banditTake(work.load, sh.mail);
  const stake = take && take !== "M" && take !== "?" ? work.load[take] * VALUE[take] : 0;
  if (sh.tonics > 0 && stake >= 6) {
    const hats = [...work.bandits].sort((a, b) => a - b);
    const die = work.dice.findIndex((d) => d <= hats[0] && d + 2 > hats[0]);
    if (die >= 0) return { type: "tonic", die };
  }
  if (sh.ammo > 0 && (stake >= 8 || (stake > 0 && sh.ammo > ammoReserve(s, sh)))) return { type: "fight" };
  return { type: "deliver" };
}

export const bot: Bot<CoalState, CoalMove> = {
  chooseMove(s: CoalState, seat: Seat, _rng: Random): CoalMove {
    const sh = s.sheets[seat];
    if (sh.pending?.kind === "gamble")
      return shouldHit(sh.pending.total, sh.pending.credit) ? { type: "hit" } : { type: "stay" };
    if (sh.pending?.kind === "hideout") return { type: "hideout", burro: s.lastBurro };
    switch (s.phase) {
      case "throw":
        return throwMove(s, seat);
      case "letters": {
        const visit = bestVisit(s, seat, undefined, false)?.gain ?? 0;
        const options = LETTERS.filter((l) => l !== "G" || s.town.includes("gamble"));
        return {
          type: "bonus",
          letter: options.reduce((a, b) =>
            letterWorth(s, seat, b, visit) > letterWorth(s, seat, a, visit) ? b : a,
          ),
        };
      }
      case "bonus":
        return bonusMove(s, seat);
      case "delivery":
        return deliveryMove(s, seat);
      default:
        return { type: "done" };
    }
  },
};
