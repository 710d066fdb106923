/** Victory and the safety limit (ruling 9), timeouts (ruling 11), conceding (ruling 15), what each viewer sees (ruling 3), and few round trips (ruling 10). */
import { describe, expect, it } from "vitest";
import { canonical } from "../../../worker/engine/canonical";
import type { Viewed } from "../../../worker/engine/types";
import type { BcView } from "../../../worker/games/birthright-conquest/types";
import { game, lord, ok, rng, table } from "./fixtures";

describe("the end", () => {
  it("a player whose Realm deck runs out with no Realm in play is destroyed at once", () => {
    const s = table(
      { deck: 1, realmHand: [], gold: 0 },
      {},
      { phase: "drawing", choice: { realm: "one", buyRealm: false, buyAction: false } },
    );
    const out = game.auto!(s, rng())!;
    expect([out.phase, out.outcome]).toEqual(["ended", 1]);
  });

  it("the safety limit ends the game after turn 120: more Realm cards left wins, then more Force of Lords in play, else a draw", () => {
    const at = (evil: Parameters<typeof table>[0], good: Parameters<typeof table>[1]) =>
      ok(table(evil, good, { turn: 120 }), 0, { type: "orders" });
    expect(at({ deck: 5, realms: ["ev-ashfen"] }, { deck: 5 }).outcome).toBe(0);
    expect(
      at(
        { deck: 5, lords: [lord("ev-crag-chief")] },
        { deck: 5, lords: [lord("gd-bridge-lord", ["gd-spears"])] },
      ).outcome,
    ).toBe(1);
    const drawn = at({ deck: 5 }, { deck: 5 });
    expect(drawn.outcome).toBe("draw");
    expect(game.result(drawn)).toEqual({ ranking: [[0, 1]], scores: [5, 5] });
    expect(ok(table({ deck: 5 }, { deck: 5 }, { turn: 119 }), 0, { type: "orders" }).outcome).toBeNull();
  });
});

describe("conceding (ruling 15)", () => {
  it("ends the game at once for the other side, on the seat's turn or not, and notes who conceded", () => {
    const s = table({ deck: 9 }, { deck: 2 }, { phase: "orders" });
    for (const seat of [0, 1] as const) {
      const out = game.concede!(s, seat);
      expect([out.phase, out.outcome, out.conceded]).toEqual(["ended", 1 - seat, seat]);
      expect(game.result(out)).toEqual({ ranking: [[1 - seat], [seat]], scores: game.result(out)!.scores });
      expect(game.activeSeats(out)).toEqual([]);
      expect(game.view(out, 1 - seat).conceded).toBe(seat);
    }
    // A game that runs on never names a conceder (its views keep their shape).
    expect("conceded" in game.view(s, 0)).toBe(false);
    const over = game.concede!(s, 0);
    expect(game.concede!(over, 1)).toBe(over);
  });
});

describe("timeouts: skip (ruling 11)", () => {
  it("at the draw: one Realm card and two Action cards, no purchase", () => {
    const s = table({ gold: 9, realmHand: [] }, {}, { phase: "draw" });
    const skipped = game.skip!(s, 0);
    const out = game.auto!(skipped, rng())!;
    expect([
      out.phase,
      out.players[0].realmHand.length,
      out.players[0].hand.length,
      out.players[0].gold,
    ]).toEqual(["orders", 1, 2, 9]);
  });

  it("at the orders: the excess given up (the last cards), nothing recruited, no attack", () => {
    const hand = ["ev-ashfen", "ev-levy", "ev-levy.2", "ev-raiders", "ev-raiders.2"];
    const s = table({ realmHand: hand, lords: [lord("ev-rot-hag")], gold: 9 });
    const out = game.skip!(s, 0);
    expect([out.turn, out.players[0].deck.at(-1), out.players[0].lords, out.players[0].gold]).toEqual([
      6,
      "ev-raiders.2",
      [lord("ev-rot-hag")],
      9,
    ]);
  });

  it("at the blocks: no blocker, the first Realms given to an empty deck's hits; at the plan: an empty plan", () => {
    const s = ok(
      table(
        { lords: [lord("ev-crag-chief")] },
        {
          deck: 0,
          realms: ["gd-sunharbor", "gd-oakenshire"],
          lords: [lord("gd-bridge-lord")],
          hand: ["bl-might"],
        },
      ),
      0,
      { type: "orders", attack: ["ev-crag-chief"] },
    );
    const out = game.skip!(s, 1);
    expect(out.players[1].realms).toEqual(["gd-oakenshire"]);
    const plans = ok(s, 1, {
      type: "block",
      blocks: [{ attacker: "ev-crag-chief", blocker: "gd-bridge-lord" }],
    });
    const resolved = game.skip!(plans, 1);
    expect(resolved.last!.battles[0]).toMatchObject({ cards: [[], []], winner: "attacker" });
  });

  it("a seat that may not act is left as it is", () => {
    const s = table();
    expect(game.skip!(s, 1)).toBe(s);
  });
});

describe("what each viewer sees", () => {
  const s = table(
    { hand: ["sp-ward", "bl-might"], realmHand: ["ev-ashfen"], gold: 3 },
    { hand: ["evt-harvest"], realms: ["gd-sunharbor"] },
  );

  it("the owner sees his Action hand; the other seat and spectators see its size only, and no deck's order", () => {
    const mine = game.view(s, 0),
      theirs = game.view(s, 1),
      anyone = game.view(s, null);
    expect(mine.players[0].hand).toEqual(["sp-ward", "bl-might"]);
    for (const v of [theirs, anyone]) {
      expect(v.players[0].hand).toBeNull();
      expect(v.players[0].handSize).toBe(2);
      expect(JSON.stringify(v)).not.toContain("sp-ward");
    }
    for (const v of [mine, theirs, anyone]) {
      expect(v.players[0].realmHand).toEqual(["ev-ashfen"]);
      expect([v.players[0].deckSize, v.common.deckSize]).toEqual([
        s.players[0].deck.length,
        s.common.deck.length,
      ]);
      expect(JSON.stringify(v)).not.toContain(s.players[1].deck[0]);
      expect(JSON.stringify(v)).not.toContain(s.common.deck[0]);
    }
  });

  it("standings and the headline count the Realm cards left", () => {
    const v = game.view(s, null) as Viewed<BcView>;
    const counts = [s.players[0].deck.length, s.players[1].deck.length + 1];
    expect(game.standings(v)).toEqual({ unit: "Realm cards", scores: counts });
    expect(game.headline!(v, ["Ann", "Bob"])).toBe(
      `Turn 5, Realm cards left: Ann (Evil) ${counts[0]} · Bob (Good) ${counts[1]}`,
    );
  });

  it("vary deals another hand of the same size and changes nothing the others see", () => {
    const varied = game.secrets!.vary(s, 0, rng("vary"))!;
    expect(varied.players[0].hand).toHaveLength(2);
    expect(varied.players[0].hand).not.toEqual(s.players[0].hand);
    for (const viewer of [1, null])
      expect(canonical(game.view(varied, viewer))).toBe(canonical(game.view(s, viewer)));
  });
});

describe("few round trips (ruling 10)", () => {
  it("a turn without a block or a battle card is two moves; the room makes the rest", () => {
    const s = table(
      { gold: 0, realmHand: ["ev-ashfen"], lords: [lord("ev-crag-chief")] },
      {},
      { phase: "draw" },
    );
    const drawn = ok(s, 0, { type: "draw", realm: "one", buyRealm: false, buyAction: false });
    expect(drawn.phase).toBe("orders");
    const out = ok(drawn, 0, { type: "orders", attack: ["ev-crag-chief"] });
    expect([out.turn, out.active]).toEqual([6, 1]);
  });
});
