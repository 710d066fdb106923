/** Moves that look right but break a rule now, for the property harness. */
import type { Seat } from "../../engine/types";
import { cardOf, designId, lordOf } from "./data/cards";
import { mayBlock } from "./rules/attack";
import { defender, other } from "./rules/state";
import type { BcState } from "./types";
import { excessOf } from "./legal";

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
