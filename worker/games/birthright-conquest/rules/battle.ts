/**
 * Battle plans and battles (ruling 8). Each side's plan is sealed (secrets.ts); its cards stay in
 * the hand, so the hand's size shows nothing, until both plans are in. Then every battle resolves:
 * each cancel removes the opponent's strongest boost on that battle; the Lord's Force plus his
 * Allies plus the boosts left decide; the defender wins ties; the loser goes with his Allies.
 */
import type { MoveError, Seat } from "../../../engine/types";
import { actionOf } from "../data/cards";
import type { BattleReport, BcMove, BcState, PlanCard } from "../types";
import { missingFor } from "./place";
import { cloneState, defender, lordForce, refuse } from "./state";
import { endTurn } from "./turn";

export type PlanMove = Extract<BcMove, { type: "plan" }>;

/** Checks a plan against the hand and the battles; the plan, or a refusal naming its first bad card. */
export function checkPlan(s: BcState, seat: Seat, cards: PlanCard[]): PlanCard[] | MoveError {
  const p = s.players[seat];
  for (const [k, { card, battle }] of cards.entries()) {
    const part = `cards[${k}]`;
    if (!p.hand.includes(card)) return refuse("not_in_hand", `${part}: ${card} is not in your Action hand.`);
    if (cards.findIndex((c) => c.card === card) !== k)
      return refuse("twice", `${part}: ${card} is already in the plan.`);
    const a = actionOf(card)!;
    if (a.timing !== "battle")
      return refuse("wrong_time", `${part}: ${a.name} is played in the Event phase, not in a battle.`);
    if (!s.attacks.some((x) => x.attacker === battle && x.blocker !== null))
      return refuse("no_battle", `${part}: there is no battle of ${battle}.`);
    if (blockingOnly(card) && seat === s.active)
      return refuse("wrong_side", `${part}: ${a.name} is played only on a battle your Lord blocks.`);
    const missing = missingFor(card, p);
    if (missing) return refuse("no_caster", `${part}: ${missing}.`);
  }
  return cards;
}

export function applyPlan(s: BcState, seat: Seat, move: PlanMove): BcState | MoveError {
  const plan = checkPlan(s, seat, move.cards ?? []);
  if ("error" in plan) return plan;
  const plans: BcState["plans"] = [...s.plans];
  plans[seat] = plan;
  const next = { ...s, plans };
  return plans.every((x) => x !== null) ? resolveBattles(next) : next;
}

/** Whether a battle card may be played only by the blocking side. */
export const blockingOnly = (card: string): boolean => {
  const e = actionOf(card)!.effect;
  return e.kind === "boost" && e.blocking === true;
};

const boostOf = (card: string): number => {
  const e = actionOf(card)!.effect;
  return e.kind === "boost" ? e.amount : 0;
};

/** The boosts left to one side after the other side's cancels (strongest first, earliest among equals). */
function afterCancels(mine: string[], theirCancels: number): { kept: string[]; cancelled: string[] } {
  const boosts = mine.filter((c) => boostOf(c) > 0);
  const order = [...boosts].sort((a, b) => boostOf(b) - boostOf(a) || boosts.indexOf(a) - boosts.indexOf(b));
  const cancelled = order.slice(0, theirCancels);
  return { kept: boosts.filter((c) => !cancelled.includes(c)), cancelled };
}

/** Resolves every battle once both plans are in, then ends the turn. */
export function resolveBattles(s: BcState): BcState {
  const w = cloneState(s);
  const sides: [Seat, Seat] = [w.active, defender(w)];
  for (const attack of w.attacks) {
    if (attack.blocker === null) continue;
    const lords = [attack.attacker, attack.blocker];
    const cards = sides.map((seat) =>
      w.plans[seat]!.filter((c) => c.battle === attack.attacker).map((c) => c.card),
    ) as [string[], string[]];
    const cancels = cards.map((list) => list.filter((c) => actionOf(c)!.effect.kind === "cancel").length);
    const kept = [afterCancels(cards[0], cancels[1]), afterCancels(cards[1], cancels[0])];
    const force = sides.map((seat, k) => {
      const lord = w.players[seat].lords.find((l) => l.card === lords[k])!;
      return lordForce(lord) + kept[k].kept.reduce((sum, c) => sum + boostOf(c), 0);
    }) as [number, number];
    const winner = force[0] > force[1] ? "attacker" : "defender";
    const loserSeat = winner === "attacker" ? sides[1] : sides[0];
    const loser = w.players[loserSeat];
    const fallen = loser.lords.find((l) => l.card === lords[winner === "attacker" ? 1 : 0])!;
    loser.lords.splice(loser.lords.indexOf(fallen), 1);
    loser.discard.push(fallen.card, ...fallen.allies);
    w.victors.push(lords[winner === "attacker" ? 0 : 1]);
    const report: BattleReport = {
      attacker: attack.attacker,
      blocker: attack.blocker,
      cards,
      cancelled: [...kept[0].cancelled, ...kept[1].cancelled],
      force,
      winner,
    };
    w.last!.battles.push(report);
  }
  for (const seat of sides) {
    const played = w.plans[seat]!.map((c) => c.card);
    w.players[seat].hand = w.players[seat].hand.filter((c) => !played.includes(c));
    w.common.discard.push(...played);
  }
  return endTurn(w);
}
