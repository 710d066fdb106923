/** Birthright Conquest's legal moves now: a sample (the orders and plans have too many spellings to list), each accepted by `apply`. */
import type { Seat } from "../../engine/types";
import { actionOf, cardOf } from "./data/cards";
import { mayBlock, razesNeeded } from "./rules/attack";
import { blockingOnly } from "./rules/battle";
import { allianceCount } from "./rules/draws";
import { missingFor } from "./rules/place";
import { activeSeats } from "./rules/apply";
import { ACTION_BUY, ACTION_HAND_MAX, defender, other, REALM_BUY, REALM_HAND_MAX } from "./rules/state";
import type { BcMove, BcState, PlanCard } from "./types";

function drawMoves(s: BcState, seat: Seat): BcMove[] {
  const p = s.players[seat];
  const out: BcMove[] = [];
  for (const realm of ["one", "fill"] as const) {
    for (const buyRealm of [false, true]) {
      for (const buyAction of [false, true]) {
        const cost = (buyRealm ? REALM_BUY : 0) + (buyAction ? ACTION_BUY : 0);
        if (cost > p.gold || (buyRealm && p.deck.length <= allianceCount(s, seat, realm))) continue;
        out.push({ type: "draw", realm, buyRealm, buyAction });
      }
    }
  }
  return out;
}

/** The orders' forced parts (the excess: the last cards), which every listed orders move carries. */
export function excessOf(s: BcState, seat: Seat): { bottom: string[]; discard: string[] } {
  const p = s.players[seat];
  return { bottom: p.realmHand.slice(REALM_HAND_MAX), discard: p.hand.slice(ACTION_HAND_MAX) };
}

function ordersMoves(s: BcState, seat: Seat): BcMove[] {
  const p = s.players[seat],
    them = s.players[other(seat)];
  const base = excessOf(s, seat);
  const hand = p.realmHand.filter((c) => !base.bottom.includes(c));
  const actions = p.hand.filter((c) => !base.discard.includes(c));
  const ready = p.lords.filter((l) => l.arrived < s.turn).map((l) => l.card);
  const out: BcMove[] = [{ type: "orders", ...base }];
  if (ready.length > 0)
    out.push(
      { type: "orders", ...base, attack: ready },
      ...ready.map((c) => ({ type: "orders" as const, ...base, attack: [c] })),
    );
  for (const c of hand) {
    const d = cardOf(c)!;
    if (d.kind === "realm") out.push({ type: "orders", ...base, recruit: [{ card: c }] });
    if (d.kind === "lord" && d.force <= p.gold) out.push({ type: "orders", ...base, recruit: [{ card: c }] });
    if (d.kind === "army" && d.force <= p.gold)
      for (const l of p.lords) out.push({ type: "orders", ...base, recruit: [{ card: c, lord: l.card }] });
  }
  for (const c of actions) {
    const a = actionOf(c)!;
    if (a.timing !== "event" || missingFor(c, p)) continue;
    if (a.effect.kind === "slay" || a.effect.kind === "recall") {
      for (const l of them.lords)
        for (const target of l.allies) out.push({ type: "orders", ...base, events: [{ card: c, target }] });
    } else out.push({ type: "orders", ...base, events: [{ card: c }] });
  }
  return out;
}

function blockMoves(s: BcState): BcMove[] {
  const me = s.players[defender(s)];
  const raze = (blocked: number) => me.realms.slice(0, razesNeeded(me, s.attacks.length - blocked));
  const out: BcMove[] = [{ type: "block", raze: raze(0) }];
  for (const l of me.lords) {
    if (!mayBlock(s, l.card)) continue;
    for (const a of s.attacks)
      out.push({ type: "block", blocks: [{ attacker: a.attacker, blocker: l.card }], raze: raze(1) });
  }
  return out;
}

function planMoves(s: BcState, seat: Seat): BcMove[] {
  const p = s.players[seat];
  const battles = s.attacks.filter((a) => a.blocker !== null).map((a) => a.attacker);
  const singles: PlanCard[] = p.hand
    .filter(
      (c) => actionOf(c)!.timing === "battle" && !missingFor(c, p) && !(blockingOnly(c) && seat === s.active),
    )
    .flatMap((c) => battles.map((battle) => ({ card: c, battle })));
  return [{ type: "plan", cards: [] }, ...singles.map((c) => ({ type: "plan" as const, cards: [c] }))];
}

export function legalMoves(s: BcState, seat: Seat): BcMove[] {
  if (!activeSeats(s).includes(seat)) return [];
  switch (s.phase) {
    case "draw":
      return drawMoves(s, seat);
    case "orders":
      return ordersMoves(s, seat);
    case "blocks":
      return blockMoves(s);
    case "plans":
      return planMoves(s, seat);
    default:
      return [];
  }
}
