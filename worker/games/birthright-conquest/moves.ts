/**
 * Move shapes (legality is the rules' job), a sample of legal moves (the orders move combines too
 * many choices to list them all), and plausible-but-wrong moves for the property harness.
 */
import * as z from "zod/mini";
import type { Seat } from "../../engine/types";
import { actionOf, cardOf, designId, lordOf } from "./data/cards";
import { mayBlock, razesNeeded } from "./rules/attack";
import { allianceCount } from "./rules/draws";
import { missingFor } from "./rules/orders";
import { activeSeats } from "./rules/apply";
import { ACTION_BUY, ACTION_HAND_MAX, defender, other, REALM_BUY, REALM_HAND_MAX } from "./rules/state";
import type { BcMove, BcState, PlanCard } from "./types";

const SHAPE = 'A Birthright Conquest move is {"type":"draw"|"orders"|"block"|"plan", ...}';
const card = z
  .string("a card is named by its id, like ev-raiders.2")
  .check(z.maxLength(40, "a card id is at most 40 characters"));
const cards = (what: string) =>
  z.array(card, `${what} must be a list of card ids`).check(z.maxLength(60, `${what}: at most 60 cards`));
const list = <T extends z.ZodMiniType>(item: T, what: string) =>
  z.array(item, `${what} must be a list`).check(z.maxLength(60, `${what}: at most 60 items`));

export const moveSchema = z.discriminatedUnion(
  "type",
  [
    z.strictObject(
      {
        type: z.literal("draw"),
        realm: z.enum(["one", "fill"], 'realm is "one" or "fill"'),
        buyRealm: z.boolean(),
        buyAction: z.boolean(),
      },
      SHAPE,
    ),
    z.strictObject(
      {
        type: z.literal("orders"),
        bottom: z.optional(cards("bottom")),
        discard: z.optional(cards("discard")),
        recruit: z.optional(list(z.strictObject({ card, lord: z.optional(card) }), "recruit")),
        events: z.optional(list(z.strictObject({ card, target: z.optional(card) }), "events")),
        attack: z.optional(cards("attack")),
      },
      SHAPE,
    ),
    z.strictObject(
      {
        type: z.literal("block"),
        blocks: z.optional(list(z.strictObject({ attacker: card, blocker: card }), "blocks")),
        raze: z.optional(cards("raze")),
      },
      SHAPE,
    ),
    z.strictObject(
      { type: z.literal("plan"), cards: z.optional(list(z.strictObject({ card, battle: card }), "cards")) },
      SHAPE,
    ),
  ],
  SHAPE,
) as unknown as z.ZodMiniType<BcMove>;

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
    .filter((c) => actionOf(c)!.timing === "battle" && !missingFor(c, p))
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

/** Moves that look right but break a rule now. */
export function fuzz(s: BcState, seat: Seat): unknown[] {
  const p = s.players[seat],
    them = s.players[other(seat)];
  const base = excessOf(s, seat);
  const out: unknown[] = [
    { type: "orders", ...base, recruit: [{ card: "no-such-card" }] },
    { type: "plan", cards: [{ card: them.hand[0] ?? "sp-ward", battle: "nobody" }] },
    { type: "draw", realm: "some", buyRealm: false, buyAction: false },
  ];
  if (s.phase === "draw") out.push({ type: "draw", realm: "one", buyRealm: true, buyAction: true, extra: 1 });
  if (s.phase === "orders" && seat === s.active) {
    const realms = p.realmHand.filter((c) => cardOf(c)!.kind === "realm" && !base.bottom.includes(c));
    if (realms.length >= 2)
      out.push({ type: "orders", ...base, recruit: [{ card: realms[0] }, { card: realms[1] }] });
    const army = p.realmHand.find((c) => cardOf(c)!.kind === "army" && !base.bottom.includes(c));
    if (army) out.push({ type: "orders", ...base, recruit: [{ card: army }] });
    if (base.bottom.length > 0)
      out.push({ type: "orders", bottom: base.bottom.slice(1), discard: base.discard });
    else out.push({ type: "orders", bottom: [p.realmHand[0] ?? "gd-militia"], discard: base.discard });
    const fresh = p.lords.find((l) => l.arrived === s.turn);
    if (fresh) out.push({ type: "orders", ...base, attack: [fresh.card] });
    const lord = p.realmHand.find((c) => lordOf(c) && lordOf(c)!.force > p.gold);
    if (lord && !p.realms.some((r) => designId(r) === lordOf(lord)!.home))
      out.push({ type: "orders", ...base, recruit: [{ card: lord }] });
  }
  if (s.phase === "blocks" && seat === defender(s)) {
    const tired = p.lords.find((l) => !mayBlock(s, l.card));
    if (tired && s.attacks[0])
      out.push({
        type: "block",
        blocks: [{ attacker: s.attacks[0].attacker, blocker: tired.card }],
        raze: [],
      });
    const fresh = p.lords.find((l) => mayBlock(s, l.card));
    if (fresh && s.attacks.length >= 2)
      out.push({
        type: "block",
        blocks: s.attacks.slice(0, 2).map((a) => ({ attacker: a.attacker, blocker: fresh.card })),
      });
  }
  return out;
}
