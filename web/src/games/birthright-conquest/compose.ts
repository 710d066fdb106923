/**
 * The turn composed on the sheet before it is sent as one move: what each choice costs and what it
 * leaves, worked out from the seat's view in the order the rules take the orders (rules/orders.ts).
 * The server checks the move whole again; this only shows the costs before sending.
 */
import { actionOf, armyOf, cardOf, designId, lordOf } from "#games/birthright-conquest/client";
import type {
  Attack,
  BcView,
  EventItem,
  LordInPlay,
  PlanCard,
  PlayerView,
  RecruitItem,
} from "#games/birthright-conquest/client";

export interface OrdersDraft {
  bottom: string[];
  discard: string[];
  recruit: RecruitItem[];
  events: EventItem[];
  attack: string[];
}

export const emptyOrders = (): OrdersDraft => ({
  bottom: [],
  discard: [],
  recruit: [],
  events: [],
  attack: [],
});

export const REALM_HAND_MAX = 4;
export const ACTION_HAND_MAX = 7;
export const REALM_BUY = 3;
export const ACTION_BUY = 2;

/** A Lord's Force with his Allies. */
export const lordForce = (l: LordInPlay): number =>
  (lordOf(l.card)?.force ?? 0) + l.allies.reduce((sum, a) => sum + (armyOf(a)?.force ?? 0), 0);

export interface RecruitCost {
  card: string;
  cost: number;
  /** Why it cannot come in, if it cannot (shown beside it). */
  problem: string | null;
}

/** Each recruit's cost in order, the gold left, and the Lords in play after the Recruit phase. */
export function recruitCosts(
  p: PlayerView,
  draft: OrdersDraft,
): { items: RecruitCost[]; gold: number; lords: string[] } {
  let gold = p.gold;
  const realms = new Set(p.realms.map(designId));
  const lords = p.lords.map((l) => l.card);
  let realmPlayed = false;
  const items = draft.recruit.map(({ card, lord }) => {
    const d = cardOf(card)!;
    let cost = 0,
      problem: string | null = null;
    if (d.kind === "realm") {
      if (realmPlayed) problem = "one Realm a turn";
      realmPlayed = true;
      realms.add(designId(card));
    } else if (d.kind === "lord") {
      cost = realms.has(d.home) ? 0 : d.force;
      lords.push(card);
    } else {
      cost = armyOf(card)?.force ?? 0;
      if (!lord || !lords.includes(lord)) problem = "needs a Lord of yours to join";
    }
    if (!problem && cost > gold) problem = `costs ${cost}, ${gold} gold left`;
    if (!problem) gold -= cost;
    return { card, cost, problem };
  });
  return { items, gold, lords };
}

/** What an Action card needs that the Lords in play lack (null: nothing). */
export function missingCaster(card: string, lords: string[]): string | null {
  const a = actionOf(card);
  if (a?.kind === "spell" && !lords.some((c) => (lordOf(c)?.roles.length ?? 0) > 0))
    return "needs a Priest, Wizard or Beast of yours";
  if (a?.kind === "blood" && lords.length === 0) return "needs a Lord of yours";
  return null;
}

/** The gold a Realm-hand card would cost if it were recruited next. */
export function nextCost(p: PlayerView, draft: OrdersDraft, card: string): number {
  const d = lordOf(card);
  if (!d) return armyOf(card)?.force ?? 0;
  const realms = new Set([...p.realms, ...draft.recruit.map((r) => r.card)].map(designId));
  return realms.has(d.home) ? 0 : d.force;
}

/** Every problem of the draft, first first (the Send button stays off while there is one). */
export function ordersProblems(v: BcView, seat: number, draft: OrdersDraft): string[] {
  const p = v.players[seat];
  const out: string[] = [];
  const realmExcess = Math.max(0, p.realmHand.length - REALM_HAND_MAX);
  if (draft.bottom.length !== realmExcess)
    out.push(`Put ${realmExcess} Realm card${realmExcess === 1 ? "" : "s"} on the bottom of your deck.`);
  const actionExcess = Math.max(0, (p.hand?.length ?? 0) - ACTION_HAND_MAX);
  if (draft.discard.length !== actionExcess)
    out.push(`Discard ${actionExcess} Action card${actionExcess === 1 ? "" : "s"}.`);
  const { items, lords } = recruitCosts(p, draft);
  for (const i of items) if (i.problem) out.push(`${cardOf(i.card)!.name}: ${i.problem}.`);
  for (const e of draft.events) {
    const missing = missingCaster(e.card, lords);
    if (missing) out.push(`${cardOf(e.card)!.name} ${missing}.`);
  }
  return out;
}

/** Gold the Event cards of the draft bring (after the recruits: it cannot pay for them). */
export const eventGold = (draft: OrdersDraft): number =>
  draft.events.reduce((sum, e) => {
    const effect = actionOf(e.card)?.effect;
    return sum + (effect?.kind === "gold" ? effect.amount : 0);
  }, 0);

/** Realms the defender must name for hits on an empty deck, given how many attacks he blocks. */
export function razesNeeded(p: PlayerView, attacks: number, blocked: number): number {
  const milling = Math.ceil(p.deckSize / 3);
  return Math.min(p.realms.length, Math.max(0, attacks - blocked - milling));
}

export const battlesOf = (v: BcView): Attack[] => v.attacks.filter((a) => a.blocker !== null);

/** A battle's Force before cards and with the plan's boosts of this seat (the other side's are sealed). */
export function battleForce(v: BcView, a: Attack, plan: PlanCard[], mineAttacking: boolean) {
  const attacker = v.players[v.active].lords.find((l) => l.card === a.attacker);
  const blocker = v.players[1 - v.active].lords.find((l) => l.card === a.blocker);
  const base = [attacker ? lordForce(attacker) : 0, blocker ? lordForce(blocker) : 0];
  const boosts = plan
    .filter((c) => c.battle === a.attacker)
    .reduce((sum, c) => {
      const e = actionOf(c.card)?.effect;
      return sum + (e?.kind === "boost" ? e.amount : 0);
    }, 0);
  const after = [...base];
  after[mineAttacking ? 0 : 1] += boosts;
  return { base, after };
}
