/**
 * The simple bot of ruling 12, reading only its seat's view: it recruits the strongest it can
 * afford, attacks with everything, blocks the largest attacker it can beat, and plays its cards at
 * random. It is the smart bot's yardstick and the policy of its rollouts.
 */
import type { Random } from "../../engine/dice";
import type { Seat } from "../../engine/types";
import { actionOf, armyOf, cardOf, designId, lordOf } from "./data/cards";
import { missingCaster } from "./bot-view";
import { blockingOnly } from "./rules/battle";
import { ACTION_HAND_MAX, lordForce as force, REALM_HAND_MAX } from "./rules/state";
import type { Attack, BcMove, BcView, EventItem, PlanCard, PlayerView, RecruitItem } from "./types";

export function simpleDraw(v: BcView, seat: Seat): BcMove {
  return {
    type: "draw",
    realm: v.players[seat].realmHand.length < 3 ? "fill" : "one",
    buyRealm: false,
    buyAction: false,
  };
}

/** The Realm hand's and the Action hand's excess: the last cards. */
export function excess(p: PlayerView): { bottom: string[]; discard: string[] } {
  return { bottom: p.realmHand.slice(REALM_HAND_MAX), discard: (p.hand ?? []).slice(ACTION_HAND_MAX) };
}

/**
 * A recruit list: a Realm first (one that is home to a Lord in hand if any), then free Lords, then
 * the strongest Lords and Armies affordable in turn (each Army to the strongest Lord). `lordsOnly`
 * keeps the gold for later but for free Lords.
 */
export function greedyRecruit(
  p: PlayerView,
  bottom: string[],
  freeOnly = false,
): { recruit: RecruitItem[]; gold: number; lords: string[] } {
  const hand = p.realmHand.filter((c) => !bottom.includes(c));
  const realms = hand.filter((c) => cardOf(c)!.kind === "realm");
  const homes = new Set(hand.flatMap((c) => (lordOf(c) ? [lordOf(c)!.home] : [])));
  const realm = realms.find((r) => homes.has(designId(r))) ?? realms[0];
  const inPlay = new Set([...p.realms, ...(realm ? [realm] : [])].map(designId));
  const recruit: RecruitItem[] = realm ? [{ card: realm }] : [];
  let gold = p.gold;
  const lords = p.lords.map((l) => ({ card: l.card, force: force(l) }));
  const cost = (c: string) =>
    lordOf(c) ? (inPlay.has(lordOf(c)!.home) ? 0 : lordOf(c)!.force) : armyOf(c)!.force;
  const rest = hand
    .filter((c) => cardOf(c)!.kind !== "realm")
    .sort((a, b) => (cardOf(b) as { force: number }).force - (cardOf(a) as { force: number }).force);
  for (const c of rest.filter((x) => lordOf(x) && cost(x) === 0)) {
    recruit.push({ card: c });
    lords.push({ card: c, force: lordOf(c)!.force });
  }
  if (!freeOnly) {
    for (const c of rest) {
      if (recruit.some((r) => r.card === c) || cost(c) > gold) continue;
      if (lordOf(c)) {
        recruit.push({ card: c });
        lords.push({ card: c, force: lordOf(c)!.force });
      } else {
        if (lords.length === 0) continue;
        const to = lords.reduce((a, b) => (b.force > a.force ? b : a));
        recruit.push({ card: c, lord: to.card });
        to.force += armyOf(c)!.force;
      }
      gold -= cost(c);
    }
  }
  return { recruit, gold, lords: lords.map((l) => l.card) };
}

/** The Event cards of the hand that may be played (with a target, the strongest opposing Army). */
export function playableEvents(v: BcView, seat: Seat, hand: string[], lordsAfter: string[]): EventItem[] {
  const them = v.players[1 - seat];
  const armies = them.lords.flatMap((l) => l.allies).sort((a, b) => armyOf(b)!.force - armyOf(a)!.force);
  const out: EventItem[] = [];
  for (const card of hand) {
    const a = actionOf(card)!;
    if (a.timing !== "event" || missingCaster(card, lordsAfter)) continue;
    if (a.effect.kind === "slay" || a.effect.kind === "recall") {
      const target = armies.find((x) => !out.some((e) => e.target === x));
      if (target) out.push({ card, target });
    } else out.push({ card });
  }
  return out;
}

export function simpleOrders(v: BcView, seat: Seat, rng: Random): BcMove {
  const me = v.players[seat];
  const { bottom, discard } = excess(me);
  const { recruit, lords } = greedyRecruit(me, bottom);
  const hand = (me.hand ?? []).filter((c) => !discard.includes(c));
  const events = playableEvents(v, seat, hand, lords).filter(() => rng.pick("bot/events", 2) === 0);
  const attack = me.lords.filter((l) => l.arrived < v.turn).map((l) => l.card);
  return { type: "orders", bottom, discard, recruit, events, attack };
}

/** Blocks each attack, largest first, with the weakest free Lord that beats or ties it. */
export function greedyBlocks(v: BcView, seat: Seat, ties = true): { attacker: string; blocker: string }[] {
  const me = v.players[seat],
    them = v.players[1 - seat];
  const free = me.lords.filter((l) => l.attacked !== v.turn - 1).sort((a, b) => force(a) - force(b));
  const attacks = [...v.attacks]
    .map((a) => ({ a, f: force(them.lords.find((l) => l.card === a.attacker)!) }))
    .sort((x, y) => y.f - x.f);
  const out: { attacker: string; blocker: string }[] = [];
  for (const { a, f } of attacks) {
    const at = free.findIndex((l) => (ties ? force(l) >= f : force(l) > f));
    if (at < 0) continue;
    out.push({ attacker: a.attacker, blocker: free[at].card });
    free.splice(at, 1);
  }
  return out;
}

/** The Realms given up to hits on an empty deck: the first ones. */
export function razeFor(v: BcView, seat: Seat, blocks: number): string[] {
  const me = v.players[seat];
  const unblocked = v.attacks.length - blocks;
  const needed = Math.min(me.realms.length, Math.max(0, unblocked - Math.ceil(me.deckSize / 3)));
  return me.realms.slice(0, needed);
}

export function simpleBlocks(v: BcView, seat: Seat): BcMove {
  const blocks = greedyBlocks(v, seat);
  return { type: "block", blocks, raze: razeFor(v, seat, blocks.length) };
}

/** The battle cards this seat may play now, each with the battles it may go on. */
export function battleCards(v: BcView, seat: Seat): string[] {
  const me = v.players[seat];
  return (me.hand ?? []).filter(
    (c) =>
      actionOf(c)!.timing === "battle" &&
      !(blockingOnly(c) && seat === v.active) &&
      !missingCaster(
        c,
        me.lords.map((l) => l.card),
      ),
  );
}

export const battles = (v: BcView): Attack[] => v.attacks.filter((a) => a.blocker !== null);

export function simplePlan(v: BcView, seat: Seat, rng: Random): BcMove {
  const on = battles(v);
  const cards: PlanCard[] = battleCards(v, seat)
    .filter(() => rng.pick("bot/plan", 2) === 0)
    .map((card) => ({ card, battle: on[rng.pick("bot/plan", on.length)].attacker }));
  return { type: "plan", cards };
}

export function simpleMove(v: BcView, seat: Seat, rng: Random): BcMove {
  switch (v.phase) {
    case "draw":
      return simpleDraw(v, seat);
    case "orders":
      return simpleOrders(v, seat, rng);
    case "blocks":
      return simpleBlocks(v, seat);
    default:
      return simplePlan(v, seat, rng);
  }
}
