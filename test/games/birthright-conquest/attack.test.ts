/** The Attack phase (ruling 7), battles (ruling 8) and victory (ruling 9). */
import { describe, expect, it } from "vitest";
import type { BcState } from "../../../worker/games/birthright-conquest/types";
import { game, lord, ok, refused, rng, table } from "./fixtures";

/** Evil (seat 0) attacks with these Lords on turn 5; Good defends. */
function attacked(
  evil: Parameters<typeof table>[0],
  good: Parameters<typeof table>[1],
  attackers: string[],
): BcState {
  return ok(table(evil, good), 0, { type: "orders", attack: attackers });
}

describe("attacks and blocks", () => {
  it("an unblocked attack makes the defender discard the top 3 cards of his Realm deck", () => {
    const before = table(
      { lords: [lord("ev-crag-chief")] },
      { lords: [lord("gd-tide-abbot", [], { attacked: 4 })], realms: ["gd-sunharbor"] },
    );
    // The only Good Lord attacked last turn: no blocker, no choice, so the room plays the empty block.
    const s = ok(before, 0, { type: "orders", attack: ["ev-crag-chief"] });
    const deck = before.players[1].deck;
    expect(s.players[1].discard).toEqual(deck.slice(0, 3));
    expect(s.players[1].deck).toEqual(deck.slice(3));
    expect([s.turn, s.active, s.last!.milled]).toEqual([6, 1, deck.slice(0, 3)]);

    // Good's turn starts an empty report; Evil's attack stays on show beside it for one more turn, so
    // that Evil, coming back after Good has played, still reads what the attack did.
    let good = ok(s, 1, { type: "draw", realm: "one", buyRealm: false, buyAction: false });
    if (good.phase === "drawing") good = game.auto!(good, rng())!;
    good = ok(good, 1, { type: "orders" });
    expect(good.last).toMatchObject({ turn: 6, milled: [], battles: [] });
    expect(good.earlier).toEqual(s.last);
    expect(game.view(good, 0).earlier).toEqual(s.last);
    // A copy of a report hashed where it was made: the state hash leaves it out.
    expect(game.hashed!(good)).not.toHaveProperty("earlier");
    expect(game.hashed!(good)).toMatchObject({ last: good.last, turn: good.turn });
  });

  it("with fewer than 3 cards left the hit takes what there is; a hit on an already empty deck discards the Realm the defender chooses", () => {
    const s = attacked(
      { lords: [lord("ev-crag-chief"), lord("ev-rot-hag"), lord("ev-ember-captain")] },
      {
        deck: 2,
        realms: ["gd-sunharbor", "gd-oakenshire", "gd-stonebridge"],
        lords: [lord("gd-bridge-lord")],
      },
      ["ev-crag-chief", "ev-rot-hag", "ev-ember-captain"],
    );
    expect(s.phase).toBe("blocks");
    refused(s, 1, { type: "block" }, "raze: 2 hits land on your empty deck; name exactly 2");
    refused(s, 1, { type: "block", raze: ["gd-sunharbor", "gd-sunharbor"] }, "raze[1]");
    refused(
      s,
      1,
      { type: "block", raze: ["gd-sunharbor", "gd-brightwater"] },
      "raze[1]: gd-brightwater is not a Realm of yours in play",
    );
    const out = ok(s, 1, { type: "block", raze: ["gd-oakenshire", "gd-stonebridge"] });
    expect(out.players[1].realms).toEqual(["gd-sunharbor"]);
    expect(out.players[1].deck).toEqual([]);
    expect(out.last!.razed).toEqual(["gd-oakenshire", "gd-stonebridge"]);
    // Blocking one attack leaves one hit for the empty deck.
    refused(
      s,
      1,
      {
        type: "block",
        blocks: [{ attacker: "ev-crag-chief", blocker: "gd-bridge-lord" }],
        raze: ["gd-oakenshire", "gd-stonebridge"],
      },
      "raze: 1 hit",
    );
  });

  it("the defender chooses which Realm a hit on his empty deck takes", () => {
    const s = attacked(
      { lords: [lord("ev-crag-chief")] },
      {
        deck: 0,
        realms: ["gd-sunharbor", "gd-sunharbor.2"],
        lords: [lord("gd-bridge-lord", [], { attacked: 4 })],
      },
      ["ev-crag-chief"],
    );
    expect(s.phase).toBe("blocks"); // two Realms: the defender chooses
    const out = ok(s, 1, { type: "block", raze: ["gd-sunharbor.2"] });
    expect(out.players[1].realms).toEqual(["gd-sunharbor"]);
  });

  it("winning by destroying the last Realm (taken without asking: there is no choice)", () => {
    const s = attacked(
      { lords: [lord("ev-crag-chief")] },
      { deck: 0, realms: ["gd-sunharbor"], lords: [lord("gd-bridge-lord", [], { attacked: 4 })] },
      ["ev-crag-chief"],
    );
    expect([s.phase, s.outcome]).toEqual(["ended", 0]);
    expect(game.result(s)).toEqual({ ranking: [[0], [1]], scores: [s.players[0].deck.length, 0] });
    expect(game.activeSeats(s)).toEqual([]);
    refused(s, 1, { type: "draw", realm: "one", buyRealm: false, buyAction: false }, /ended/);
  });

  it("at most one blocker an attack, each Lord blocks once, and a Lord that attacked last turn cannot block", () => {
    const s = attacked(
      { lords: [lord("ev-crag-chief"), lord("ev-rot-hag")] },
      {
        lords: [lord("gd-bridge-lord"), lord("gd-road-mage"), lord("gd-silver-knight", [], { attacked: 4 })],
        hand: ["bl-resolve"],
      },
      ["ev-crag-chief", "ev-rot-hag"],
    );
    refused(
      s,
      1,
      {
        type: "block",
        blocks: [
          { attacker: "ev-crag-chief", blocker: "gd-bridge-lord" },
          { attacker: "ev-crag-chief", blocker: "gd-road-mage" },
        ],
      },
      "blocks[1]: that attack is already blocked",
    );
    refused(
      s,
      1,
      {
        type: "block",
        blocks: [
          { attacker: "ev-crag-chief", blocker: "gd-bridge-lord" },
          { attacker: "ev-rot-hag", blocker: "gd-bridge-lord" },
        ],
      },
      "blocks[1]: The Bridge Lord already blocks",
    );
    refused(
      s,
      1,
      { type: "block", blocks: [{ attacker: "ev-crag-chief", blocker: "gd-silver-knight" }] },
      "blocks[0]: The Silver Knight attacked last turn",
    );
    refused(
      s,
      1,
      { type: "block", blocks: [{ attacker: "ev-ash-prelate", blocker: "gd-bridge-lord" }] },
      "blocks[0]: ev-ash-prelate is not attacking",
    );
    refused(
      s,
      1,
      { type: "block", blocks: [{ attacker: "ev-crag-chief", blocker: "gd-tide-abbot" }] },
      "blocks[0]: gd-tide-abbot is not a Lord of yours",
    );
    refused(s, 0, { type: "block" }, /may not act/);
    const out = ok(s, 1, {
      type: "block",
      blocks: [{ attacker: "ev-crag-chief", blocker: "gd-bridge-lord" }],
    });
    expect(out.phase).toBe("plans");
    expect(out.players[1].discard).toHaveLength(3); // the unblocked Rot Hag's hit
  });

  it("a Lord that attacked two turns ago may block", () => {
    const s = attacked(
      { lords: [lord("ev-crag-chief")] },
      { lords: [lord("gd-bridge-lord", [], { attacked: 2 })] },
      ["ev-crag-chief"],
    );
    expect(
      ok(s, 1, { type: "block", blocks: [{ attacker: "ev-crag-chief", blocker: "gd-bridge-lord" }] }).last!
        .battles[0].blocker,
    ).toBe("gd-bridge-lord");
  });
});

/** A battle on turn 5: Evil's attacker against Good's blocker, with these hands; both plans to be chosen. */
function battle(
  attacker: ReturnType<typeof lord>,
  blocker: ReturnType<typeof lord>,
  evilHand: string[] = [],
  goodHand: string[] = [],
  extra: { evil?: ReturnType<typeof lord>[]; good?: ReturnType<typeof lord>[] } = {},
): BcState {
  const s = attacked(
    { lords: [attacker, ...(extra.evil ?? [])], hand: evilHand },
    { lords: [blocker, ...(extra.good ?? [])], hand: goodHand },
    [attacker.card],
  );
  return ok(s, 1, { type: "block", blocks: [{ attacker: attacker.card, blocker: blocker.card }] });
}

describe("battles", () => {
  it("with no card in either hand the battle resolves at once: the higher Force wins, the loser goes with his Allies", () => {
    const out = battle(lord("ev-rot-hag", ["ev-raiders"]), lord("gd-bridge-lord", ["gd-militia"]));
    expect(out.players[1].lords).toEqual([]);
    expect(out.players[1].discard.slice(-2)).toEqual(["gd-bridge-lord", "gd-militia"]);
    expect(out.last!.battles[0]).toMatchObject({ force: [6, 4], winner: "attacker" });
  });

  it("the defender wins ties", () => {
    const out = battle(lord("ev-crag-chief"), lord("gd-bridge-lord", ["gd-militia"]));
    expect(out.last!.battles[0]).toMatchObject({ force: [4, 4], winner: "defender" });
    expect(out.players[0].lords).toEqual([]);
    expect(out.players[0].discard).toEqual(["ev-crag-chief"]);
  });

  it("the winning Lord discards one Ally at the end of the turn, the lowest Force bonus, the earliest among equals", () => {
    const out = battle(lord("ev-maw-tyrant", ["ev-raiders", "ev-levy", "ev-levy.2"]), lord("gd-bridge-lord"));
    expect(out.players[0].lords[0].allies).toEqual(["ev-raiders", "ev-levy.2"]);
    expect(out.last!.spent).toEqual(["ev-levy"]);
    const def = battle(lord("ev-ember-captain"), lord("gd-silver-knight", ["gd-vow-knights", "gd-spears"]));
    expect(def.players[1].lords[0].allies).toEqual(["gd-vow-knights"]);
  });

  it("plans are sealed until both are in; the cards stay in the hand until the reveal", () => {
    const s = battle(
      lord("ev-crag-chief"),
      lord("gd-bridge-lord", ["gd-militia"]),
      ["bl-might"],
      ["bl-resolve"],
    );
    expect([s.phase, game.activeSeats(s)]).toEqual(["plans", [0, 1]]);
    const move = { type: "plan" as const, cards: [{ card: "bl-might", battle: "ev-crag-chief" }] };
    expect(game.secrets!.seal(move, 0, s)).toEqual({ shown: { type: "plan" }, until: "battle" });
    const half = ok(s, 0, move);
    expect([half.phase, game.activeSeats(half), half.players[0].hand]).toEqual(["plans", [1], ["bl-might"]]);
    expect(game.secrets!.opens!(s, half)).toEqual([]);
    const view = game.view(half, 1);
    expect(JSON.stringify(view)).not.toContain("bl-might");
    expect([view.plansIn, view.players[0].handSize]).toEqual([[true, false], 1]);
    const done = ok(half, 1, { type: "plan", cards: [{ card: "bl-resolve", battle: "ev-crag-chief" }] });
    expect(game.secrets!.opens!(half, done)).toEqual(["battle"]);
    expect(done.last!.battles[0]).toMatchObject({
      cards: [["bl-might"], ["bl-resolve"]],
      force: [6, 5],
      winner: "attacker",
    });
    expect(done.common.discard).toEqual(["bl-might", "bl-resolve"]);
    expect([done.players[0].hand, done.players[1].hand]).toEqual([[], []]);
  });

  it("High Ground counts only for a Lord who blocks: refused on the attacker's side, +2 on the blocker's", () => {
    const s = battle(
      lord("ev-crag-chief"),
      lord("gd-bridge-lord"),
      ["evt-high-ground"],
      ["evt-high-ground.2"],
    );
    refused(
      s,
      0,
      { type: "plan", cards: [{ card: "evt-high-ground", battle: "ev-crag-chief" }] },
      "cards[0]: High Ground is played only on a battle your Lord blocks",
    );
    const half = ok(s, 0, { type: "plan", cards: [] });
    const done = ok(half, 1, {
      type: "plan",
      cards: [{ card: "evt-high-ground.2", battle: "ev-crag-chief" }],
    });
    expect(done.last!.battles[0]).toMatchObject({ force: [4, 5], winner: "defender" });
  });

  it("a cancel removes the opponent's strongest Force card on that battle", () => {
    const s = battle(
      lord("ev-crag-chief"),
      lord("gd-bridge-lord", ["gd-militia"]),
      ["bl-might", "bl-resolve"],
      ["bl-ward"],
    );
    const half = ok(s, 0, {
      type: "plan",
      cards: [
        { card: "bl-resolve", battle: "ev-crag-chief" },
        { card: "bl-might", battle: "ev-crag-chief" },
      ],
    });
    const done = ok(half, 1, { type: "plan", cards: [{ card: "bl-ward", battle: "ev-crag-chief" }] });
    expect(done.last!.battles[0]).toMatchObject({
      cancelled: ["bl-might"],
      force: [5, 4],
      winner: "attacker",
    });
  });

  it("refuses a card not in hand, an Event-phase card, a battle that does not exist, a Spell without a caster, a card twice", () => {
    const s = battle(
      lord("ev-crag-chief"),
      lord("gd-bridge-lord"),
      ["sp-ward", "evt-harvest", "bl-might"],
      ["sp-firebolt"],
    );
    refused(
      s,
      0,
      { type: "plan", cards: [{ card: "sp-firebolt", battle: "ev-crag-chief" }] },
      "cards[0]: sp-firebolt is not in your Action hand",
    );
    refused(
      s,
      0,
      { type: "plan", cards: [{ card: "evt-harvest", battle: "ev-crag-chief" }] },
      "cards[0]: Good Harvest is played in the Event phase",
    );
    refused(
      s,
      0,
      { type: "plan", cards: [{ card: "bl-might", battle: "ev-rot-hag" }] },
      "cards[0]: there is no battle of ev-rot-hag",
    );
    refused(
      s,
      0,
      { type: "plan", cards: [{ card: "sp-ward", battle: "ev-crag-chief" }] },
      "cards[0]: a Spell needs a Priest, Wizard or Beast",
    );
    refused(
      s,
      1,
      { type: "plan", cards: [{ card: "sp-firebolt", battle: "ev-crag-chief" }] },
      "cards[0]: a Spell needs",
    );
    refused(
      s,
      0,
      {
        type: "plan",
        cards: [
          { card: "bl-might", battle: "ev-crag-chief" },
          { card: "bl-might", battle: "ev-crag-chief" },
        ],
      },
      "cards[1]",
    );
    const half = ok(s, 0, { type: "plan" });
    refused(half, 0, { type: "plan" }, /may not act/);
  });

  it("an unblocked attack's Lord has no battle to play on", () => {
    const s = attacked(
      { lords: [lord("ev-crag-chief"), lord("ev-rot-hag")], hand: ["bl-might"] },
      { lords: [lord("gd-bridge-lord")], hand: ["bl-resolve"] },
      ["ev-crag-chief", "ev-rot-hag"],
    );
    const plans = ok(s, 1, {
      type: "block",
      blocks: [{ attacker: "ev-rot-hag", blocker: "gd-bridge-lord" }],
    });
    refused(
      plans,
      0,
      { type: "plan", cards: [{ card: "bl-might", battle: "ev-crag-chief" }] },
      "cards[0]: there is no battle of ev-crag-chief",
    );
  });
});
