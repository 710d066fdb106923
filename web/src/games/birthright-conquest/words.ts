/** Birthright Conquest's words for people: card names and kinds, phases, moves for the move list and replay. */
import { armyOf, cardOf, lordOf } from "#games/birthright-conquest/client";
import type { BcMove, BcView, Phase } from "#games/birthright-conquest/client";

/** A card's name ("The Maw Tyrant"), or its id when it names no card. */
export const nameOf = (id: string): string => cardOf(id)?.name ?? id;

const ROLE: Record<string, string> = { priest: "Priest", wizard: "Wizard", beast: "Beast" };
const KIND: Record<string, string> = { spell: "Spell", event: "Event", blood: "Blood Ability" };

/** A card's kind and numbers in a few words: "Lord · Force 5 · Beast", "Spell · battle · +3". */
export function factsOf(id: string): string {
  const d = cardOf(id);
  if (!d) return "";
  if (d.kind === "realm") return "Realm · 1 gold a turn";
  if (d.kind === "lord") {
    const home = nameOf(d.home);
    return ["Lord", `Force ${d.force}`, ...d.roles.map((r) => ROLE[r]), `home ${home}`].join(" · ");
  }
  if (d.kind === "army") return `Army · +${d.force} Force · costs ${d.force} gold`;
  const e = d.effect;
  const effect =
    e.kind === "boost"
      ? `+${e.amount} Force${e.blocking ? " for a Lord who blocks" : ""}`
      : e.kind === "cancel"
        ? "cancels a boost"
        : e.kind === "draw"
          ? `draw ${e.amount}`
          : e.kind === "gold"
            ? `+${e.amount} gold`
            : e.kind === "slay"
              ? "discard an Army"
              : "send an Army back";
  return `${KIND[d.kind]} · ${d.timing === "battle" ? "in a battle" : "Event phase"} · ${effect}`;
}

/** A Lord's or Army's Force (0 for other cards). */
export const forceOf = (id: string): number => lordOf(id)?.force ?? armyOf(id)?.force ?? 0;

export const sideName = (side: "evil" | "good"): string => (side === "evil" ? "Evil" : "Good");

export const PHASES: Record<Phase, string> = {
  draw: "Alliance and Planning draws",
  drawing: "drawing",
  orders: "recruits, events and attacks",
  blocks: "blocks",
  plans: "battle plans",
  ended: "game over",
};

const list = (ids: string[]): string => ids.map(nameOf).join(", ");

/** A move after its subject, for the move list and the replay. */
export function describe(m: BcMove): string {
  switch (m.type) {
    case "draw": {
      const buys = [m.buyRealm ? "an extra Realm card" : "", m.buyAction ? "an extra Action card" : ""]
        .filter(Boolean)
        .join(" and ");
      return `drew ${m.realm === "fill" ? "Realm cards up to 4" : "one Realm card"}${buys ? `, bought ${buys}` : ""}`;
    }
    case "orders": {
      const parts = [
        m.recruit?.length ? `put into play ${list(m.recruit.map((r) => r.card))}` : "",
        m.events?.length ? `played ${list(m.events.map((e) => e.card))}` : "",
        m.attack?.length ? `attacked with ${list(m.attack)}` : "",
        m.discard?.length
          ? `discarded ${m.discard.length} Action card${m.discard.length === 1 ? "" : "s"}`
          : "",
      ].filter(Boolean);
      return parts.length ? parts.join("; ") : "did nothing more this turn";
    }
    case "block": {
      const parts = [
        ...(m.blocks ?? []).map((b) => `blocked ${nameOf(b.attacker)} with ${nameOf(b.blocker)}`),
        m.raze?.length ? `gave up ${list(m.raze)}` : "",
      ].filter(Boolean);
      return parts.length ? parts.join("; ") : "let every attack through";
    }
    case "plan":
      // A plan is sealed until both are in; after the reveal the cards are in the turn's report.
      return m.cards?.length
        ? `planned ${m.cards.map((c) => `${nameOf(c.card)} on ${nameOf(c.battle)}'s battle`).join(", ")}`
        : "sent a battle plan";
  }
}

/** The whose-turn line: "Turn 7 · Evil (Ana): battle plans". */
export function phaseLine(v: BcView, name: (seat: number) => string): string {
  const side = sideName(v.players[v.active].side);
  if (v.phase === "ended") return `Turn ${v.turn} · game over`;
  if (v.phase === "blocks") return `Turn ${v.turn} · ${name(1 - v.active)} chooses blocks`;
  return `Turn ${v.turn} · ${side} (${name(v.active)}): ${PHASES[v.phase]}`;
}
