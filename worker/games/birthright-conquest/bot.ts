/**
 * The bot (ruling 13): it reads its seat's view and nothing else. For each candidate move it plays
 * a few sampled worlds (bot-view.ts) forward with the simple policy to the end of the opponent's
 * next turn and keeps the candidate with the best average outcome. The same sampled worlds and
 * rollout dice serve every candidate, so the comparison is fair and the choice a pure function of
 * (view, bot dice). Draws and the forced parts are heuristic: they hold no search-worthy choice.
 */
import { Random } from "../../engine/dice";
import type { Bot, Seat } from "../../engine/types";
import { actionOf, cardOf, designId } from "./data/cards";
import { determinize } from "./bot-view";
import {
  battleCards,
  battles,
  excess,
  greedyBlocks,
  greedyRecruit,
  playableEvents,
  razeFor,
  simpleMove,
} from "./bot-simple";
import { activeSeats, apply, auto } from "./rules/apply";
import { lordForce, realmCount } from "./rules/state";
import type { BcMove, BcState, BcView } from "./types";
import { view } from "./view";

/** Sampled worlds per decision and moves per rollout: the per-move budget (p99 under 50 ms, see bench). */
export const WORLDS = 4;
const ROLLOUT_MOVES = 40;

/** A fast generator for rollouts (xorshift32): search dice, never the game's. */
class RolloutRandom extends Random {
  #x: number;
  constructor(seed: number) {
    super();
    this.#x = seed >>> 0 || 1;
  }
  die(_stream: string, sides = 6): number {
    let x = this.#x;
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    this.#x = x >>> 0;
    return (this.#x % sides) + 1;
  }
  override deal(stream: string, sides: number): number {
    return this.die(stream, sides);
  }
}

/** How good `s` is for `me`: Realm cards left count most, then Lords' Force, gold and cards in hand. */
export function evaluate(s: BcState, me: Seat): number {
  if (s.outcome !== null) return s.outcome === "draw" ? 0 : s.outcome === me ? 1000 : -1000;
  const worth = (seat: Seat) => {
    const p = s.players[seat];
    const left = realmCount(p);
    // A side near its last Realm card is near defeat: the last few count for more.
    return (
      2 * left -
      30 / (left + 1) +
      2 * p.realms.length +
      1.2 * p.lords.reduce((sum, l) => sum + lordForce(l), 0) +
      0.4 * p.gold +
      0.8 * p.hand.length +
      0.8 * p.realmHand.length
    );
  };
  // The opponent's Realm cards count half again: the game is won by taking them, and a bot that only guards stalls.
  return worth(me) - worth(1 - me) - 0.5 * realmCount(s.players[1 - me]);
}

/**
 * The rollouts' policy: the simple bot's, but attacking only with the Lords no free blocker can beat
 * (or with all when none may block), as the search bot mostly does; a model that attacked with
 * everything would make every Lord kept home look vital, and the bots would stand off to the safety limit.
 */
function rolloutMove(v: BcView, seat: Seat, rng: Random): BcMove {
  const m = simpleMove(v, seat, rng);
  if (m.type !== "orders") return m;
  const blockers = v.players[1 - seat].lords.filter((l) => l.attacked !== v.turn - 1);
  const strongest = Math.max(0, ...blockers.map(lordForce));
  const attack = v.players[seat].lords.filter((l) => l.arrived < v.turn && lordForce(l) > strongest);
  return { ...m, attack: attack.map((l) => l.card) };
}

/** Plays `s` on with the rollout policy until turn `stop` begins (or the game ends). */
function rollout(s: BcState, me: Seat, stop: number, rng: Random): number {
  let state = s;
  for (let k = 0; k < ROLLOUT_MOVES && state.outcome === null && state.turn < stop; k++) {
    const seat = activeSeats(state)[0];
    if (seat === undefined) break;
    const next = apply(state, seat, rolloutMove(view(state, seat), seat, rng), rng);
    if ("error" in next) break;
    state = next;
    for (let a = auto(state, rng); a !== null; a = auto(state, rng)) state = a;
  }
  return evaluate(state, me);
}

const key = (m: BcMove) => JSON.stringify(m);
type Block = { attacker: string; blocker: string };

/** How much a Realm-hand card is worth keeping: Realms first, then a Lord free or affordable, then Armies (with a Lord to join, more). */
function keepRealmCard(p: BcView["players"][number], card: string): number {
  const d = cardOf(card)!;
  if (d.kind === "realm") return 4;
  if (d.kind === "lord")
    return (
      (p.realms.some((r) => designId(r) === d.home) ? 3.5 : d.force <= p.gold + p.realms.length ? 2.5 : 1.5) +
      d.force / 10
    );
  return (p.lords.length > 0 ? 1.5 : 0.8) + (cardOf(card) as { force: number }).force / 10;
}

/** An Action card's worth, to choose what to discard. */
function keepAction(card: string): number {
  const e = actionOf(card)!.effect;
  return e.kind === "boost" || e.kind === "gold" || e.kind === "draw"
    ? e.amount
    : e.kind === "slay"
      ? 2.5
      : 2;
}

/** The excess given up: the Realm cards worth least to the bottom, the weakest Action cards discarded. */
function smartExcess(p: BcView["players"][number]): { bottom: string[]; discard: string[] } {
  const { bottom: b, discard: d } = excess(p);
  const kept = [...p.realmHand]
    .sort((x, y) => keepRealmCard(p, y) - keepRealmCard(p, x))
    .slice(0, p.realmHand.length - b.length);
  const hand = p.hand ?? [];
  const weakest = [...hand].sort((x, y) => keepAction(x) - keepAction(y));
  return { bottom: p.realmHand.filter((c) => !kept.includes(c)), discard: weakest.slice(0, d.length) };
}

/** Candidate orders: two recruit plans, the useful events, and four attack plans. */
function ordersCandidates(v: BcView, me: Seat): BcMove[] {
  const p = v.players[me],
    them = v.players[1 - me];
  const { bottom, discard } = smartExcess(p);
  const hand = (p.hand ?? []).filter((c) => !discard.includes(c));
  const ready = p.lords.filter((l) => l.arrived < v.turn);
  const blockers = them.lords.filter((l) => l.attacked !== v.turn - 1);
  const strongest = Math.max(0, ...blockers.map(lordForce));
  // Each plan also with its strongest Lord kept home: a Lord who attacks may not block next turn.
  const home = (lords: typeof ready) => {
    const keep = lords.reduce<(typeof ready)[number] | null>(
      (a, b) => (a && lordForce(a) >= lordForce(b) ? a : b),
      null,
    );
    return lords.filter((l) => l !== keep);
  };
  const attackPlans = [
    ready,
    ready.filter((l) => lordForce(l) > strongest),
    ready.filter((l) => lordForce(l) >= strongest - 1),
  ].flatMap((lords) => [lords, home(lords)].map((ls) => ls.map((l) => l.card)));
  attackPlans.push([]);
  const out = new Map<string, BcMove>();
  for (const freeOnly of [false, true]) {
    const { recruit, lords } = greedyRecruit(p, bottom, freeOnly);
    const events = playableEvents(v, me, hand, lords);
    for (const attack of attackPlans) {
      const m: BcMove = { type: "orders", bottom, discard, recruit, events, attack };
      out.set(key(m), m);
    }
  }
  return [...out.values()];
}

/** The Force the seat's battle cards could add to one battle: its boosts, strongest first, `n` of them. */
function handBoost(v: BcView, me: Seat, n: number): number {
  return battleCards(v, me)
    .map((c) => actionOf(c)!.effect)
    .map((e) => (e.kind === "boost" ? e.amount : 0))
    .sort((a, b) => b - a)
    .slice(0, n)
    .reduce((sum, x) => sum + x, 0);
}

/**
 * Blocks each attack, largest first, with the weakest free Lord whose Force plus `margin` ties it; then,
 * with `chump`, every attack left with the weakest Lords left (a lost Lord against 3 Realm cards).
 */
function blocksWithin(v: BcView, me: Seat, margin: number, chump: boolean): Block[] {
  const them = v.players[1 - me];
  const free = v.players[me].lords
    .filter((l) => l.attacked !== v.turn - 1)
    .sort((a, b) => lordForce(a) - lordForce(b));
  const attacks = v.attacks
    .map((a) => ({ a, f: lordForce(them.lords.find((l) => l.card === a.attacker)!) }))
    .sort((x, y) => y.f - x.f);
  const out: Block[] = [];
  const left: typeof attacks = [];
  for (const x of attacks) {
    const at = free.findIndex((l) => lordForce(l) + margin >= x.f);
    if (at < 0) left.push(x);
    else out.push({ attacker: x.a.attacker, blocker: free.splice(at, 1)[0].card });
  }
  if (chump)
    for (const x of left.slice(0, free.length))
      out.push({ attacker: x.a.attacker, blocker: free.shift()!.card });
  return out;
}

/** Candidate blocks: none, blocks that win or tie (with and without the hand's cards), and each with the rest chump-blocked. */
function blockCandidates(v: BcView, me: Seat): BcMove[] {
  const margins = [...new Set([0, handBoost(v, me, 1), handBoost(v, me, 2)])];
  const plans: Block[][] = [[], greedyBlocks(v, me, false)];
  for (const m of margins) for (const chump of [false, true]) plans.push(blocksWithin(v, me, m, chump));
  const out = new Map<string, BcMove>();
  for (const blocks of plans) {
    const m: BcMove = { type: "block", blocks, raze: razeFor(v, me, blocks.length) };
    out.set(key(m), m);
  }
  return [...out.values()];
}

/** Candidate plans: nothing, everything on each battle, and the cards spread one to a battle. */
function planCandidates(v: BcView, me: Seat): BcMove[] {
  const cards = battleCards(v, me);
  const on = battles(v).map((a) => a.attacker);
  const boosts = cards.filter((c) => actionOf(c)!.effect.kind === "boost");
  const plans = [
    [],
    ...on.map((battle) => cards.map((card) => ({ card, battle }))),
    ...on.map((battle) => boosts.map((card) => ({ card, battle }))),
  ];
  if (on.length > 1) plans.push(cards.map((card, k) => ({ card, battle: on[k % on.length] })));
  const out = new Map<string, BcMove>();
  for (const c of plans) out.set(key({ type: "plan", cards: c }), { type: "plan", cards: c });
  return [...out.values()];
}

/** The Alliance and Planning draws: fill a thin Realm hand, buy an Action card when gold is plenty. */
function drawChoice(v: BcView, me: Seat): BcMove {
  const p = v.players[me];
  const buyRealm = p.gold >= 9 && p.realmHand.length <= 2 && p.deckSize > 6;
  const buyAction = p.gold - (buyRealm ? 3 : 0) >= 6 && p.handSize <= 5;
  return { type: "draw", realm: p.realmHand.length < 3 ? "fill" : "one", buyRealm, buyAction };
}

/** The best of `candidates` for `me` by rollouts in sampled worlds. */
function search(v: BcView, me: Seat, candidates: BcMove[], rng: Random): BcMove {
  if (candidates.length === 1) return candidates[0];
  // One die of the bot's stream seeds the search; the committed generator is too slow for thousands of draws.
  const dice = new RolloutRandom(rng.die("bot/seed", 2 ** 31));
  const worlds = Array.from({ length: WORLDS }, () => ({
    state: determinize(v, me, dice),
    seed: dice.die("seed", 2 ** 31),
  }));
  let best = candidates[0],
    bestScore = -Infinity;
  for (const move of candidates) {
    let total = 0;
    for (const w of worlds) {
      const r = new RolloutRandom(w.seed);
      let s = apply(w.state, me, move, r);
      if ("error" in s) {
        total = -Infinity;
        break;
      }
      for (let a = auto(s, r); a !== null; a = auto(s, r)) s = a;
      total += rollout(s, me, v.turn + 2, r);
    }
    if (total > bestScore) (best = move), (bestScore = total);
  }
  return best;
}

/** Chooses from the seat's view alone. */
export function decide(v: BcView, me: Seat, rng: Random): BcMove {
  switch (v.phase) {
    case "draw":
      return drawChoice(v, me);
    case "orders":
      return search(v, me, ordersCandidates(v, me), rng);
    case "blocks":
      return search(v, me, blockCandidates(v, me), rng);
    default:
      return search(v, me, planCandidates(v, me), rng);
  }
}

/**
 * The seat's view of `s`; a view already (a client holding only its answer, as the HTTP tests'
 * players do) is used as it is: the bot needs nothing more.
 */
const seen = (s: BcState | BcView, seat: Seat): BcView =>
  "deckSize" in s.players[0] ? (s as BcView) : view(s as BcState, seat);

export const bot: Bot<BcState, BcMove> = {
  chooseMove: (state, seat, rng) => decide(seen(state, seat), seat, rng),
};

/** Ruling 12's simple bot, for comparison: also from the view only. */
export const simpleBot: Bot<BcState, BcMove> = {
  chooseMove: (state, seat, rng) => simpleMove(seen(state, seat), seat, rng),
};
