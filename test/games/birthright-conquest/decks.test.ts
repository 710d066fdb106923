/** The reconstructed decks (ruling 2): their sizes and kinds, and what every card needs. */
import { describe, expect, it } from "vitest";
import {
  cardOf,
  DECKS,
  designId,
  lordOf,
  type LordDesign,
} from "../../../worker/games/birthright-conquest/data/cards";

const kinds = (deck: readonly string[]) =>
  deck.reduce<Record<string, number>>((n, c) => {
    const kind = cardOf(c)!.kind;
    n[kind] = (n[kind] ?? 0) + 1;
    return n;
  }, {});
const lords = (side: "evil" | "good") =>
  DECKS[side].map(lordOf).filter((l): l is LordDesign => l !== undefined);
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

describe("the decks", () => {
  it("the Realm decks as calibrated (Evil 41, Good 44: more Lords and Realms than 12 each); the Common deck 45, a third each kind", () => {
    expect(kinds(DECKS.evil)).toEqual({ realm: 15, lord: 16, army: 10 });
    expect(kinds(DECKS.good)).toEqual({ realm: 14, lord: 20, army: 10 });
    expect(kinds(DECKS.common)).toEqual({ spell: 15, event: 15, blood: 15 });
  });

  it("every card has its own id, a name and a text", () => {
    const all = [...DECKS.evil, ...DECKS.good, ...DECKS.common];
    expect(new Set(all).size).toBe(all.length);
    for (const c of all) expect(cardOf(c)!.name.length * cardOf(c)!.text.length).toBeGreaterThan(0);
  });

  it("every Lord's home is a Realm of his own side; Good's Lords fit their Realms more often; Evil's are stronger", () => {
    for (const side of ["evil", "good"] as const) {
      const realms = new Set(DECKS[side].filter((c) => cardOf(c)!.kind === "realm").map(designId));
      for (const l of lords(side)) expect(realms.has(l.home), l.name).toBe(true);
    }
    const homeCards = (side: "evil" | "good") =>
      mean(lords(side).map((l) => DECKS[side].filter((c) => designId(c) === l.home).length));
    expect(homeCards("good")).toBeGreaterThan(homeCards("evil"));
    expect(mean(lords("evil").map((l) => l.force))).toBeGreaterThan(mean(lords("good").map((l) => l.force)));
  });

  it("each side has Lords who allow Spells (Priests, Wizards; Evil's Beasts)", () => {
    expect(lords("evil").some((l) => l.roles.includes("beast"))).toBe(true);
    for (const side of ["evil", "good"] as const)
      expect(lords(side).filter((l) => l.roles.length > 0).length).toBeGreaterThanOrEqual(4);
  });

  it("every Action card says when it is played; Spells and Blood Abilities come in both timings", () => {
    for (const kind of ["spell", "blood"]) {
      const timings = new Set(
        DECKS.common
          .map(cardOf)
          .filter((c) => c!.kind === kind)
          .map((c) => (c as { timing: string }).timing),
      );
      expect([...timings].sort()).toEqual(["battle", "event"]);
    }
  });
});
