/** Setup (ruling 1), the Alliance, Planning and Realm phases (rulings 4, 5) and the hand limits. */
import { describe, expect, it } from "vitest";
import { startGame } from "../../../worker/engine/play";
import { DECKS } from "../../../worker/games/birthright-conquest/data/cards";
import type { BcState } from "../../../worker/games/birthright-conquest/types";
import { game, lord, ok, refused, rng, table } from "./fixtures";

const entropy = { serverSeed: "cd".repeat(32), gameId: "bc-setup", clientSeeds: ["a", "b"] };

describe("setup", () => {
  it("deals 5 Action cards, 4 Realm cards and 5 gold each; Evil is seat 1 and moves first", () => {
    const { state } = startGame(game, 2, {}, entropy) as { state: BcState };
    expect(state.players.map((p) => p.side)).toEqual(["evil", "good"]);
    expect(state.active).toBe(0);
    expect(state.phase).toBe("draw");
    for (const p of state.players) {
      expect([p.hand.length, p.realmHand.length, p.gold, p.deck.length]).toEqual([
        5,
        4,
        5,
        DECKS[p.side].length - 4,
      ]);
      expect(p.realmHand.every((c) => DECKS[p.side].includes(c))).toBe(true);
    }
    expect(state.common.deck.length).toBe(35);
  });

  it("shuffles each deck from its own stream, every draw hidden from everyone", () => {
    const { draws } = startGame(game, 2, {}, entropy);
    expect(new Set(draws.map((d) => d.stream))).toEqual(
      new Set(["evil/shuffle", "good/shuffle", "common/shuffle:0"]),
    );
    expect(draws.every((d) => d.to === null)).toBe(true);
  });

  it("the host may give Evil to the second seat, or draw it at random", () => {
    const second = startGame(game, 2, { evil: "second seat" }, entropy).state as BcState;
    expect([second.players[1].side, second.active]).toEqual(["evil", 1]);
    const sides = new Set(
      Array.from(
        { length: 12 },
        (_, k) =>
          (startGame(game, 2, { evil: "random" }, { ...entropy, gameId: `r${k}` }).state as BcState).active,
      ),
    );
    expect(sides).toEqual(new Set([0, 1]));
  });
});

const drawTable = (evil = {}) => table({ gold: 5, realmHand: ["ev-ashfen"], ...evil }, {}, { phase: "draw" });

describe("the Alliance, Planning and Realm phases", () => {
  it("draw one: one Realm card, two Common cards, then a gold for each Realm in play", () => {
    const s = drawTable({ realms: ["ev-duskvale", "ev-rotwood"] });
    const out = ok(s, 0, { type: "draw", realm: "one", buyRealm: false, buyAction: false });
    const p = out.players[0];
    expect(p.realmHand).toEqual(["ev-ashfen", s.players[0].deck[0]]);
    expect(p.hand).toEqual(s.common.deck.slice(0, 2));
    expect([p.gold, out.phase]).toEqual([7, "orders"]);
  });

  it("fill: draws until the Realm hand holds 4; buying adds one Realm card for 3 gold and one Action card for 2", () => {
    const out = ok(drawTable(), 0, { type: "draw", realm: "fill", buyRealm: true, buyAction: true });
    expect([out.players[0].realmHand.length, out.players[0].hand.length, out.players[0].gold]).toEqual([
      5, 3, 0,
    ]);
  });

  it("refuses purchases beyond the gold, and a Realm card bought from a deck that has none left", () => {
    refused(
      drawTable({ gold: 4 }),
      0,
      { type: "draw", realm: "one", buyRealm: true, buyAction: true },
      "buyRealm: the purchases cost 5 gold",
    );
    refused(
      drawTable({ deck: 1 }),
      0,
      { type: "draw", realm: "one", buyRealm: true, buyAction: false },
      "buyRealm: no Realm card",
    );
  });

  it("with no decision to make (under 2 gold, a Realm hand of 3) the room draws by itself", () => {
    const s = table(
      { gold: 1, realmHand: ["ev-ashfen", "ev-levy", "ev-levy.2"], realms: ["ev-rotwood"] },
      {},
      { phase: "draw" },
    );
    const out = game.auto!(s, rng())!;
    expect(out.phase).toBe("drawing");
    const done = game.auto!(out, rng())!;
    expect([
      done.phase,
      done.players[0].realmHand.length,
      done.players[0].hand.length,
      done.players[0].gold,
    ]).toEqual(["orders", 4, 2, 2]);
  });

  it("a Realm hand over 4 puts the player's choice of excess on the bottom of the deck, in the order given", () => {
    const hand = ["ev-ashfen", "ev-levy", "ev-levy.2", "ev-raiders", "ev-raiders.2", "ev-rot-hag"];
    const s = table({ realmHand: hand });
    refused(s, 0, { type: "orders", bottom: ["ev-levy"] }, "bottom: your Realm hand is 2 over");
    refused(
      s,
      0,
      { type: "orders", bottom: ["ev-levy", "ev-levy"] },
      "bottom[1]: ev-levy is not in your Realm hand",
    );
    const out = ok(s, 0, { type: "orders", bottom: ["ev-raiders", "ev-ashfen"] });
    expect(out.players[0].deck.slice(-2)).toEqual(["ev-raiders", "ev-ashfen"]);
    expect(out.players[0].realmHand).toEqual(["ev-levy", "ev-levy.2", "ev-raiders.2", "ev-rot-hag"]);
  });

  it("an Action hand over 7 discards the player's choice of excess", () => {
    const hand = [
      "sp-ward",
      "sp-ward.2",
      "sp-ward.3",
      "bl-might",
      "bl-might.2",
      "evt-harvest",
      "evt-harvest.2",
      "sp-firebolt",
      "sp-scry",
    ];
    const s = table({ hand });
    refused(s, 0, { type: "orders" }, "discard: your Action hand is 2 over");
    refused(
      s,
      0,
      { type: "orders", discard: ["sp-ward", "bl-ward"] },
      "discard[1]: bl-ward is not in your Action hand",
    );
    const out = ok(s, 0, { type: "orders", discard: ["sp-scry", "sp-ward"] });
    expect(out.common.discard).toEqual(["sp-scry", "sp-ward"]);
  });

  it("the Common deck runs out mid-draw: its discard is shuffled from a new stream and the draw goes on", () => {
    const s = table(
      { gold: 0 },
      {},
      { phase: "drawing", choice: { realm: "one", buyRealm: false, buyAction: false } },
    );
    s.common = { deck: ["sp-ward"], discard: ["bl-might", "bl-might.2", "evt-harvest"], shuffles: 0 };
    const r = rng();
    const out = game.auto!(s, r)!;
    expect(out.players[0].hand[0]).toBe("sp-ward");
    expect(["bl-might", "bl-might.2", "evt-harvest"]).toContain(out.players[0].hand[1]);
    expect([out.common.deck.length, out.common.discard.length, out.common.shuffles]).toEqual([2, 0, 1]);
    expect(r.draws.map((d) => [d.stream, d.to])).toEqual([
      ["common/shuffle:1", null],
      ["common/shuffle:1", null],
    ]);
  });

  it("gold is kept from turn to turn", () => {
    const s = table(
      { gold: 4, realms: ["ev-ashfen"] },
      {},
      { phase: "drawing", choice: { realm: "one", buyRealm: false, buyAction: false } },
    );
    expect(game.auto!(s, rng())!.players[0].gold).toBe(5);
  });

  it("the end of a turn passes to the other player's draw", () => {
    const out = ok(table({ lords: [lord("ev-rot-hag")] }), 0, { type: "orders" });
    expect([out.turn, out.active, out.phase]).toEqual([6, 1, "draw"]);
  });
});
