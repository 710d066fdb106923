/**
 * The orders' checks and placements, short of drawing cards (ruling 10's orders move, checked whole):
 * the Realm hand's excess to the deck bottom (ruling 4), the Action hand's excess discarded (ruling 5),
 * the Recruit phase (ruling 6), the Event phase, and the attackers (ruling 7). The sheet runs the same
 * code on the seat's view before Send (client.ts), so it refuses what the server would.
 */
import type { MoveError, Seat } from "../../../engine/types";
import { actionOf, armyOf, cardOf, designId, lordOf } from "../data/cards";
import type { BcMove, BcState, PlayerState } from "../types";
import { ACTION_HAND_MAX, hasCaster, lordIn, other, REALM_HAND_MAX, refuse } from "./state";

export type OrdersMove = Extract<BcMove, { type: "orders" }>;

/** Cards of `list` taken out of `from` in order; the first index that is missing or repeated, if any. */
function takeAll(from: string[], list: string[]): number {
  for (const [k, card] of list.entries()) {
    const at = from.indexOf(card);
    if (at < 0) return k;
    from.splice(at, 1);
  }
  return -1;
}

/** What an Action card needs to be played now (null: nothing missing). */
export function missingFor(card: string, p: PlayerState): string | null {
  const a = actionOf(card)!;
  if (a.kind === "spell" && !hasCaster(p)) return "a Spell needs a Priest, Wizard or Beast of yours in play";
  if (a.kind === "blood" && p.lords.length === 0) return "a Blood Ability needs a Lord of yours in play";
  return null;
}

/** The opposing Lord an Army is attached to, if any. */
const holderOf = (p: PlayerState, army: string) => p.lords.find((l) => l.allies.includes(army));

/** Checks the orders and carries them out on `w` (mutated) up to the draws; the Common cards to draw, or a refusal naming the first bad part, e.g. `recruit[2]`. */
export function placeOrders(w: BcState, seat: Seat, move: OrdersMove): number | MoveError {
  const me = w.players[seat],
    them = w.players[other(seat)];
  const bottom = move.bottom ?? [],
    discard = move.discard ?? [],
    recruit = move.recruit ?? [],
    events = move.events ?? [],
    attack = move.attack ?? [];

  const realmExcess = Math.max(0, me.realmHand.length - REALM_HAND_MAX);
  if (bottom.length !== realmExcess)
    return refuse(
      "wrong_count",
      `bottom: your Realm hand is ${realmExcess} over its limit of ${REALM_HAND_MAX}; put exactly ${realmExcess} on the bottom of your deck.`,
    );
  const badBottom = takeAll(me.realmHand, bottom);
  if (badBottom >= 0)
    return refuse("not_in_hand", `bottom[${badBottom}]: ${bottom[badBottom]} is not in your Realm hand.`);
  me.deck.push(...bottom);

  const actionExcess = Math.max(0, me.hand.length - ACTION_HAND_MAX);
  if (discard.length !== actionExcess)
    return refuse(
      "wrong_count",
      `discard: your Action hand is ${actionExcess} over its limit of ${ACTION_HAND_MAX}; discard exactly ${actionExcess}.`,
    );
  const badDiscard = takeAll(me.hand, discard);
  if (badDiscard >= 0)
    return refuse(
      "not_in_hand",
      `discard[${badDiscard}]: ${discard[badDiscard]} is not in your Action hand.`,
    );
  w.common.discard.push(...discard);

  let realmPlayed = false;
  for (const [k, item] of recruit.entries()) {
    const part = `recruit[${k}]`;
    const at = me.realmHand.indexOf(item.card);
    if (at < 0) return refuse("not_in_hand", `${part}: ${item.card} is not in your Realm hand.`);
    const card = cardOf(item.card)!;
    if (card.kind !== "army" && item.lord !== undefined)
      return refuse("bad_target", `${part}: only an Army attaches to a Lord.`);
    let cost = 0;
    if (card.kind === "realm") {
      if (realmPlayed) return refuse("second_realm", `${part}: only one Realm may come into play a turn.`);
      realmPlayed = true;
      me.realms.push(item.card);
    } else if (card.kind === "lord") {
      const home = me.realms.some((r) => designId(r) === card.home);
      cost = home ? 0 : card.force;
      me.lords.push({ card: item.card, allies: [], arrived: w.turn, attacked: 0 });
    } else {
      const lord = item.lord === undefined ? undefined : lordIn(me, item.lord);
      if (!lord)
        return refuse(
          "no_lord",
          `${part}: an Army must attach to a Lord of yours in play${item.lord ? `; ${item.lord} is not one` : ""}.`,
        );
      cost = armyOf(item.card)!.force;
      lord.allies.push(item.card);
    }
    if (cost > me.gold)
      return refuse("too_poor", `${part}: ${card.name} costs ${cost} gold and you have ${me.gold} left.`);
    me.gold -= cost;
    me.realmHand.splice(me.realmHand.indexOf(item.card), 1);
  }

  let draws = 0;
  for (const [k, item] of events.entries()) {
    const part = `events[${k}]`;
    const at = me.hand.indexOf(item.card);
    if (at < 0) return refuse("not_in_hand", `${part}: ${item.card} is not in your Action hand.`);
    const card = actionOf(item.card)!;
    if (card.timing !== "event")
      return refuse("wrong_time", `${part}: ${card.name} is played in a battle, not in the Event phase.`);
    const missing = missingFor(item.card, me);
    if (missing) return refuse("no_caster", `${part}: ${missing}.`);
    const effect = card.effect;
    if (effect.kind === "slay" || effect.kind === "recall") {
      const holder = item.target === undefined ? undefined : holderOf(them, item.target);
      if (!holder)
        return refuse(
          "bad_target",
          `${part}: ${card.name} needs a target, an Army attached to an opposing Lord.`,
        );
      holder.allies.splice(holder.allies.indexOf(item.target!), 1);
      (effect.kind === "slay" ? them.discard : them.realmHand).push(item.target!);
    } else if (item.target !== undefined) {
      return refuse("bad_target", `${part}: ${card.name} takes no target.`);
    }
    if (effect.kind === "gold") me.gold += effect.amount;
    if (effect.kind === "draw") draws += effect.amount;
    me.hand.splice(at, 1);
    w.common.discard.push(item.card);
  }

  for (const [k, card] of attack.entries()) {
    const lord = lordIn(me, card);
    if (!lord) return refuse("no_lord", `attack[${k}]: ${card} is not a Lord of yours in play.`);
    if (attack.indexOf(card) !== k)
      return refuse("twice", `attack[${k}]: ${lordOf(card)!.name} is already attacking.`);
    if (lord.arrived === w.turn)
      return refuse(
        "cannot_attack",
        `attack[${k}]: ${lordOf(card)!.name} came into play this turn and may not attack.`,
      );
  }

  return draws;
}
