/** The Recruit and Event phases (ruling 6) and the orders move's refusals. */
import { describe, expect, it } from "vitest";
import { game, lord, ok, refused, table } from "./fixtures";

describe("the Recruit phase", () => {
  it("at most one Realm a turn", () => {
    const s = table({ realmHand: ["ev-ashfen", "ev-rotwood"] });
    refused(
      s,
      0,
      { type: "orders", recruit: [{ card: "ev-ashfen" }, { card: "ev-rotwood" }] },
      "recruit[1]: only one Realm",
    );
    expect(ok(s, 0, { type: "orders", recruit: [{ card: "ev-rotwood" }] }).players[0].realms).toEqual([
      "ev-rotwood",
    ]);
  });

  it("a Lord costs gold equal to his Force; refused beyond the gold", () => {
    const s = table({ gold: 5, realmHand: ["ev-barrow-king", "ev-rot-hag"] });
    expect(ok(s, 0, { type: "orders", recruit: [{ card: "ev-barrow-king" }] }).players[0].gold).toBe(0);
    refused(
      s,
      0,
      { type: "orders", recruit: [{ card: "ev-barrow-king" }, { card: "ev-rot-hag" }] },
      "recruit[1]: The Rot Hag costs 4 gold and you have 0 left",
    );
  });

  it("a Lord is free when his Realm is in play, played earlier in the same phase included, but not when listed after him", () => {
    const inPlay = table({ gold: 0, realms: ["ev-rotwood"], realmHand: ["ev-rot-hag"] });
    expect(
      ok(inPlay, 0, { type: "orders", recruit: [{ card: "ev-rot-hag" }] }).players[0].lords.map(
        (l) => l.card,
      ),
    ).toEqual(["ev-rot-hag"]);
    const same = table({ gold: 0, realmHand: ["ev-rotwood", "ev-rot-hag"] });
    const out = ok(same, 0, { type: "orders", recruit: [{ card: "ev-rotwood" }, { card: "ev-rot-hag" }] });
    expect([out.players[0].realms, out.players[0].lords.map((l) => l.card), out.players[0].gold]).toEqual([
      ["ev-rotwood"],
      ["ev-rot-hag"],
      0,
    ]);
    refused(
      same,
      0,
      { type: "orders", recruit: [{ card: "ev-rot-hag" }, { card: "ev-rotwood" }] },
      "recruit[0]: The Rot Hag costs 4 gold",
    );
  });

  it("either copy of a Good Realm makes its Lords free", () => {
    const s = table(
      {},
      { gold: 0, realms: ["gd-brightwater.2"], realmHand: ["gd-river-duchess", "gd-tide-abbot"] },
      { active: 1, turn: 6 },
    );
    expect(
      ok(s, 1, { type: "orders", recruit: [{ card: "gd-river-duchess" }, { card: "gd-tide-abbot" }] })
        .players[1].lords,
    ).toHaveLength(2);
  });

  it("an Army attaches to a Lord of yours in play (one recruited earlier in the list included) and costs its Force bonus", () => {
    const s = table({
      gold: 10,
      realmHand: ["ev-levy", "ev-dread-horse", "ev-crag-chief"],
      lords: [lord("ev-rot-hag")],
    });
    const out = ok(s, 0, {
      type: "orders",
      recruit: [
        { card: "ev-levy", lord: "ev-rot-hag" },
        { card: "ev-crag-chief" },
        { card: "ev-dread-horse", lord: "ev-crag-chief" },
      ],
    });
    expect(out.players[0].lords.map((l) => [l.card, l.allies])).toEqual([
      ["ev-rot-hag", ["ev-levy"]],
      ["ev-crag-chief", ["ev-dread-horse"]],
    ]);
    expect(out.players[0].gold).toBe(2);
    refused(
      s,
      0,
      { type: "orders", recruit: [{ card: "ev-levy" }] },
      "recruit[0]: an Army must attach to a Lord of yours in play",
    );
    refused(
      s,
      0,
      { type: "orders", recruit: [{ card: "ev-levy", lord: "gd-river-duchess" }] },
      "recruit[0]: an Army must attach",
    );
    refused(
      s,
      0,
      { type: "orders", recruit: [{ card: "ev-crag-chief", lord: "ev-rot-hag" }] },
      "recruit[0]: only an Army attaches",
    );
  });

  it("refuses a card that is not in the Realm hand", () => {
    refused(
      table({ realmHand: ["ev-ashfen"] }),
      0,
      { type: "orders", recruit: [{ card: "ev-rotwood" }] },
      "recruit[0]: ev-rotwood is not in your Realm hand",
    );
    refused(
      table({ realmHand: ["ev-ashfen"] }),
      0,
      { type: "orders", recruit: [{ card: "ev-ashfen" }, { card: "ev-ashfen" }] },
      "recruit[1]: ev-ashfen is not in your Realm hand",
    );
  });

  it("a Lord recruited this turn cannot attack", () => {
    const s = table({ gold: 9, realmHand: ["ev-rot-hag"], lords: [lord("ev-crag-chief")] });
    refused(
      s,
      0,
      { type: "orders", recruit: [{ card: "ev-rot-hag" }], attack: ["ev-rot-hag"] },
      "attack[0]: The Rot Hag came into play this turn",
    );
    const out = ok(s, 0, { type: "orders", recruit: [{ card: "ev-rot-hag" }], attack: ["ev-crag-chief"] });
    // No Good Lord to block: the room plays the empty block and the hit lands.
    expect([out.last!.milled.length, out.players[0].lords.map((l) => l.attacked)]).toEqual([3, [5, 0]]);
  });

  it("refuses an attacker that is not yours or named twice", () => {
    const s = table({ lords: [lord("ev-crag-chief")] }, { lords: [lord("gd-bridge-lord")] });
    refused(
      s,
      0,
      { type: "orders", attack: ["gd-bridge-lord"] },
      "attack[0]: gd-bridge-lord is not a Lord of yours",
    );
    refused(
      s,
      0,
      { type: "orders", attack: ["ev-crag-chief", "ev-crag-chief"] },
      "attack[1]: The Crag Chief is already attacking",
    );
  });
});

describe("the Event phase", () => {
  it("a Spell is refused without a Priest, Wizard or Beast of yours in play, and played with one", () => {
    const without = table(
      { hand: ["sp-scry"], lords: [lord("ev-crag-chief")] },
      { lords: [lord("gd-tide-abbot")] },
    );
    refused(
      without,
      0,
      { type: "orders", events: [{ card: "sp-scry" }] },
      "events[0]: a Spell needs a Priest, Wizard or Beast",
    );
    for (const caster of ["ev-ash-prelate", "ev-dusk-regent", "ev-rot-hag"]) {
      const out = ok(table({ hand: ["sp-scry"], lords: [lord(caster)] }), 0, {
        type: "orders",
        events: [{ card: "sp-scry" }],
      });
      expect([out.players[0].hand.length, out.common.discard]).toEqual([2, ["sp-scry"]]);
    }
  });

  it("a caster recruited earlier in the same turn allows the Spell", () => {
    const s = table({ gold: 9, hand: ["sp-scry"], realmHand: ["ev-rot-hag"] });
    expect(
      ok(s, 0, { type: "orders", recruit: [{ card: "ev-rot-hag" }], events: [{ card: "sp-scry" }] })
        .players[0].hand,
    ).toHaveLength(2);
  });

  it("a Blood Ability needs a Lord of yours in play; an Event needs nothing", () => {
    refused(
      table({ hand: ["bl-levy"] }),
      0,
      { type: "orders", events: [{ card: "bl-levy" }] },
      "events[0]: a Blood Ability needs a Lord",
    );
    expect(
      ok(table({ hand: ["bl-levy"], lords: [lord("ev-crag-chief")] }), 0, {
        type: "orders",
        events: [{ card: "bl-levy" }],
      }).players[0].gold,
    ).toBe(2);
    expect(
      ok(table({ hand: ["evt-tribute"] }), 0, { type: "orders", events: [{ card: "evt-tribute" }] })
        .players[0].gold,
    ).toBe(3);
  });

  it("gold from an Event comes after the Recruit phase: it cannot pay this turn's recruits", () => {
    refused(
      table({ gold: 0, hand: ["evt-tribute"], realmHand: ["ev-levy"], lords: [lord("ev-crag-chief")] }),
      0,
      {
        type: "orders",
        recruit: [{ card: "ev-levy", lord: "ev-crag-chief" }],
        events: [{ card: "evt-tribute" }],
      },
      "recruit[0]: Bone Levy costs 1 gold",
    );
  });

  it("Wither Host discards an opposing Army; Desertion returns one to its owner's Realm hand", () => {
    const s = table(
      { hand: ["sp-wither", "evt-desertion"], lords: [lord("ev-rot-hag")] },
      { lords: [lord("gd-bridge-lord", ["gd-spears", "gd-militia"])] },
    );
    const out = ok(s, 0, {
      type: "orders",
      events: [
        { card: "sp-wither", target: "gd-spears" },
        { card: "evt-desertion", target: "gd-militia" },
      ],
    });
    expect([out.players[1].lords[0].allies, out.players[1].discard, out.players[1].realmHand]).toEqual([
      [],
      ["gd-spears"],
      ["gd-militia"],
    ]);
    refused(
      s,
      0,
      { type: "orders", events: [{ card: "sp-wither" }] },
      "events[0]: Wither Host needs a target",
    );
    refused(
      s,
      0,
      { type: "orders", events: [{ card: "sp-wither", target: "ev-levy" }] },
      "events[0]: Wither Host needs a target",
    );
    refused(
      s,
      0,
      {
        type: "orders",
        events: [
          { card: "evt-desertion", target: "gd-spears" },
          { card: "sp-wither", target: "gd-spears" },
        ],
      },
      "events[1]",
    );
  });

  it("refuses a battle card in the Event phase, a card not in hand, and a target on a card that takes none", () => {
    const s = table({ hand: ["bl-might", "evt-harvest"], lords: [lord("ev-rot-hag")] });
    refused(
      s,
      0,
      { type: "orders", events: [{ card: "bl-might" }] },
      "events[0]: Blood Might is played in a battle",
    );
    refused(
      s,
      0,
      { type: "orders", events: [{ card: "sp-ward" }] },
      "events[0]: sp-ward is not in your Action hand",
    );
    refused(
      s,
      0,
      { type: "orders", events: [{ card: "evt-harvest", target: "gd-spears" }] },
      "events[0]: Good Harvest takes no target",
    );
  });

  it("cards drawn by an Event are dealt from the Common deck at once", () => {
    const s = table({ hand: ["evt-envoys"] });
    const out = ok(s, 0, { type: "orders", events: [{ card: "evt-envoys" }] });
    expect(out.players[0].hand).toEqual(s.common.deck.slice(0, 2));
  });

  it("an orders move is validated whole: a bad attack at the end refuses the recruits before it", () => {
    const s = table({ gold: 5, realmHand: ["ev-ashfen"], hand: ["evt-harvest"] });
    refused(
      s,
      0,
      {
        type: "orders",
        recruit: [{ card: "ev-ashfen" }],
        events: [{ card: "evt-harvest" }],
        attack: ["ev-maw-tyrant"],
      },
      "attack[0]",
    );
  });

  it("the moves out of phase or by the wrong seat are refused", () => {
    const s = table({ lords: [lord("ev-rot-hag")] });
    refused(s, 1, { type: "orders" }, /not your turn|may not act/);
    refused(
      s,
      0,
      { type: "draw", realm: "one", buyRealm: false, buyAction: false },
      "type: a draw move is not played now",
    );
    refused(s, 0, { type: "block" }, "type: a block move");
    refused(s, 0, { type: "plan", cards: [] }, "type: a plan move");
    refused(s, 0, { type: "orders", attack: [3] }, /./);
    refused(s, 0, { type: "orders", extra: true }, /./);
    expect(game.legalMoves(s, 1)).toEqual([]);
  });
});
