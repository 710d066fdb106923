/** Every bad input the issue names: refused by `apply` with a reason, not listed as legal, the state unchanged. */
import { describe, expect, it } from "vitest";
import { claimed, delivering, play, refused, stash, throwing } from "./fixtures";

describe("refusals during a throw", () => {
  const s = throwing([3, 3, 5], 2, (sh) => {
    sh.cash = 10;
  });

  it("a die used twice", () => {
    const t = play(s, [[0, { type: "dig", chamber: "6C", die: 0 }]]);
    expect(refused(t, 0, { type: "dig", chamber: "6C", die: 0 }).message).toContain("already used die 0");
    expect(refused(t, 0, { type: "claim", chamber: "1L1", dice: [0] }).message).toContain(
      "already used die 0",
    );
    expect(refused(s, 0, { type: "claim", chamber: "2L1", dice: [1, 1] }).message).toContain("each die once");
    expect(refused(s, 0, { type: "dig", chamber: "6C", die: 3 }).message).toContain("no die 3");
  });

  it("a claim whose dice sum is under the dig number, and a dig into full bubbles", () => {
    expect(refused(s, 0, { type: "claim", chamber: "6C", dice: [0, 1] }).message).toContain(
      "under 6C's dig number 12",
    );
    // Borax 1L1 has one bubble: once it is filled, any one die claims it, and no dig is left.
    const t = play(throwing([2, 2, 2], 1), [[0, { type: "dig", chamber: "1L1", die: 0 }]]);
    expect(t.sheets[0].stash).toEqual(stash({}));
    expect(refused(t, 0, { type: "dig", chamber: "1L1", die: 1 }).message).toContain(
      "claim it with any one die",
    );
    expect(play(t, [[0, { type: "claim", chamber: "1L1", dice: [1] }]]).sheets[0].stash).toEqual(
      stash({ B: 1 }),
    );
  });

  it("a chamber that is not available (not open yet, already dug, or not on the map)", () => {
    expect(refused(s, 0, { type: "dig", chamber: "6L1", die: 0 }).message).toContain("dig out 6C");
    expect(refused(s, 0, { type: "dig", chamber: "1L3", die: 0 }).message).toContain("dig out 1L2");
    const dug = throwing([3, 3, 5], 1, (sh) => claimed(sh, "1L1"));
    expect(refused(dug, 0, { type: "claim", chamber: "1L1", dice: [2] }).message).toContain(
      "already dug out",
    );
    expect(refused(s, 0, { type: "dig", chamber: "9Z9", die: 0 }).message).toContain("no chamber");
  });

  it("a visit without a pair, and a second visit in one throw", () => {
    expect(refused(s, 0, { type: "visit", card: "sheriff", die: 2 }).message).toContain("not part of a pair");
    const t = play(s, [[0, { type: "visit", card: "sheriff", die: 0 }]]);
    expect(refused(t, 0, { type: "visit", card: "exchange", die: 1 }).message).toContain("one visit a throw");
  });

  it("a purchase without the cash, and more than the strongbox holds", () => {
    expect(refused(s, 0, { type: "visit", card: "tack", die: 0 }).message).toContain(
      "costs $25; you have $10",
    );
    expect(refused(s, 0, { type: "visit", card: "ammo", die: 0, count: 3 }).message).toContain(
      "you have $10",
    );
    expect(refused(s, 0, { type: "visit", card: "ammo", die: 0, count: 7 }).message).toContain("6 more");
    expect(refused(s, 0, { type: "visit", card: "ammo", die: 0 }).message).toContain("how many");
  });

  it("a card of the other mode, or not in Boom Town yet", () => {
    expect(refused(s, 0, { type: "visit", card: "sugarfoot", die: 0 }).message).toContain("solo card");
    expect(refused(throwing([3, 3, 5], 1), 0, { type: "visit", card: "pony", die: 0 }).message).toContain(
      "not in a solo game",
    );
    expect(refused(throwing([3, 3, 5], 1), 0, { type: "visit", card: "mule", die: 0 }).message).toContain(
      "not in a solo game",
    );
    const card = s.deck[0];
    expect(refused(s, 0, { type: "visit", card, die: 0 }).message).toContain("not in Boom Town yet");
  });

  it("tonic not owned on a claim, and moves of another phase", () => {
    expect(refused(s, 0, { type: "claim", chamber: "6C", dice: [0, 1, 2], tonics: 1 }).message).toContain(
      "you have 0",
    );
    expect(refused(s, 0, { type: "load", minerals: [] }).message).toContain("No load now");
    expect(refused(s, 0, { type: "fight" }).message).toContain("No fight now");
  });
});

describe("refusals at the burro", () => {
  const s = delivering(2, 1, (sh) => {
    sh.stash = stash({ S: 1, T: 7, C: 2 });
  });

  it("minerals not in the stash, and over the burro's slots", () => {
    expect(refused(s, 0, { type: "load", minerals: ["S", "S"] }).message).toContain(
      "1 Silver in your stash, not 2",
    );
    expect(refused(s, 0, { type: "load", minerals: ["B"] }).message).toContain("0 Borax");
    expect(refused(s, 0, { type: "load", minerals: ["T", "T", "T", "T", "T", "T", "T"] }).message).toContain(
      "6 free slot(s)",
    );
    const mail = delivering(2, 2, (sh) => {
      sh.stash = stash({ T: 7 });
      sh.mail = 1;
    });
    expect(refused(mail, 0, { type: "load", minerals: ["T", "T", "T", "T", "T", "T"] }).message).toContain(
      "taken by mail",
    );
  });

  it("ammo or tonic not owned", () => {
    const loaded = delivering(2, 1, (sh) => {
      sh.stash = stash({ S: 1 });
      sh.tonics = 1;
      sh.ammo = 1;
    });
    const t = play(loaded, [[0, { type: "load", minerals: ["S"] }]]);
    expect(t.sheets[0].burro!.bandits).toEqual([2]);
    expect(refused(t, 0, { type: "tonic", die: 0 }).message).toContain("no fight die 0");
    const broke = structuredClone(t);
    broke.sheets[0].ammo = 0;
    broke.sheets[0].burro!.dice = [1];
    broke.sheets[0].tonics = 0;
    expect(refused(broke, 0, { type: "fight" }).message).toContain("no box of ammo");
    expect(refused(broke, 0, { type: "tonic", die: 0 }).message).toContain("no Horsepower Tonic");
    expect(refused(t, 0, { type: "load", minerals: [] }).message).toContain("already loaded");
  });
});
