/** The text's figures and tables: bandits, Exchange Office, Backroom Gamblin', Coal Baron, tonics, the Lone Miner, solo ranks. */
import { describe, expect, it } from "vitest";
import { game } from "../../../worker/games/coal-n-write";
import { exchangeBonus, gambleOutcome, soloRank } from "../../../worker/games/coal-n-write/data/tables";
import { claimed, delivering, play, refused, scripted, settle, stash, throwing } from "./fixtures";

describe("bandits (Figures 3 and 4)", () => {
  const burro2 = (load: string[]) => {
    // Burro 2 has one bandit; no ammo, so it stands and steals.
    const s = delivering(2, 1, (sh) => {
      sh.stash = stash({ S: 5, T: 3, C: 1, B: 1 });
    });
    return play(s, [[0, { type: "load", minerals: load as never }]], scripted([1, 6, 6, 6]));
  };

  it("Figure 3: all the Silver loaded is stolen, $16 of Tin is left", () => {
    const s = burro2(["S", "S", "S", "S", "T", "T"]);
    expect(s.sheets[0].deliveries[0]).toMatchObject({ burro: 2, stolen: "S", value: 16 });
    expect(s.sheets[0].cash).toBe(16);
    expect(s.sheets[0].stash).toEqual(stash({ S: 1, T: 1, C: 1, B: 1 }));
  });

  it("Figure 4: one Silver as bait is stolen, $32 is left", () => {
    const s = burro2(["S", "T", "T", "T", "C", "B"]);
    expect(s.sheets[0].deliveries[0]).toMatchObject({ stolen: "S", value: 32 });
    expect(s.sheets[0].cash).toBe(32);
  });

  it("a box of ammo throws three dice; a die above the hat removes the bandit; a tonic raises a fight die", () => {
    const s = delivering(6, 1, (sh) => {
      sh.stash = stash({ S: 2 });
      sh.ammo = 1;
      sh.tonics = 1;
    });
    // Burro 6: hats 5 and 3. Dice 4, 2, 1: the 4 beats the 3; the 5-hat stands. A tonic on the 2 makes 4: not enough.
    let t = play(
      s,
      [
        [0, { type: "load", minerals: ["S", "S"] }],
        [0, { type: "fight" }],
      ],
      scripted([4, 2, 1]),
    );
    expect(t.sheets[0].burro).toMatchObject({ bandits: [5], dice: [1, 2] });
    expect(t.sheets[0].ammo).toBe(0);
    t = play(t, [[0, { type: "tonic", die: 1 }]]);
    // The tonic was the last way to fight: the bandit takes the Silver.
    expect(t.sheets[0].deliveries[0]).toMatchObject({ stolen: "S", value: 0 });
    expect(t.sheets[0].tonics).toBe(0);
  });

  it("a tonic on a fight die past 6 beats the last bandit", () => {
    const s = delivering(4, 1, (sh) => {
      sh.stash = stash({ S: 1 });
      sh.ammo = 1;
      sh.tonics = 1;
      sh.hideouts[3] = 1;
    });
    // Burro 4: a 4-hat, plus a #3 from a gamblin' bust. Dice 5, 3, 2: the 5 beats the 3, the 4 stands; a tonic makes the 3 a 5.
    let t = play(
      s,
      [
        [0, { type: "load", minerals: ["S"] }],
        [0, { type: "fight" }],
      ],
      scripted([5, 3, 2]),
    );
    expect(t.sheets[0].burro!.bandits).toEqual([4]);
    t = play(t, [[0, { type: "tonic", die: 1 }]], scripted([1, 2, 3, 4]));
    expect(t.sheets[0].deliveries[0]).toMatchObject({ stolen: null, value: 12 });
  });
});

describe("Exchange Office", () => {
  it.each([
    [27, 10],
    [40, 20],
    [19, 0],
    [20, 10],
  ])("a $%i delivery earns $%i", (value, bonus) => {
    expect(exchangeBonus(value)).toBe(bonus);
  });

  it("the text's examples through a delivery: $27 earns $10 and $40 earns $20, and the token comes back", () => {
    for (const [load, value, bonus] of [
      [["S", "C", "C", "C"], 27, 10],
      [["S", "S", "T", "T"], 40, 20],
    ] as const) {
      const s = delivering(1, 1, (sh) => {
        sh.stash = stash({ S: 2, T: 2, C: 3 });
        sh.exchange = true;
        sh.tokens = 9;
      });
      const t = play(s, [[0, { type: "load", minerals: [...load] }]], scripted([1, 2, 3, 4]));
      expect(t.sheets[0].deliveries[0]).toMatchObject({ value, bonus });
      expect(t.sheets[0].tokens).toBe(10);
      expect(t.sheets[0].exchange).toBe(false);
    }
  });
});

describe("Backroom Gamblin' (every row of the table)", () => {
  const atTable = (cash = 20) =>
    throwing([3, 3, 5], 1, (sh) => {
      sh.cash = cash;
    });
  const gambling = (town: (s: ReturnType<typeof atTable>) => void = () => {}) => {
    const s = atTable();
    s.town = [...s.town, "gamble"];
    town(s);
    return s;
  };
  const cases: [string, number[], ("hit" | "stay")[], number, number, number, boolean][] = [
    // name, dice (first doubled), moves, cash change, tin, coal, bandit
    ["up to 15: pay $10", [6, 3], ["hit", "stay"], -10, 0, 0, false],
    ["16: break even", [5, 6], ["hit", "stay"], 0, 0, 0, false],
    ["17: break even", [6, 5], ["hit", "stay"], 0, 0, 0, false],
    ["18: collect $10", [6, 6], ["hit", "stay"], 10, 0, 0, false],
    ["19: collect $10", [5, 6, 3], ["hit", "hit", "stay"], 10, 0, 0, false],
    ["20: $25 and a Tin", [6, 6, 2], ["hit", "hit", "stay"], 25, 1, 0, false],
    ["21: $50, a Tin and a Coal", [6, 6, 3], ["hit", "hit", "stay"], 50, 1, 1, false],
    ["22 or more: busted, pay $10 and a #3 bandit", [6, 6, 4], ["hit", "hit"], -10, 0, 0, true],
  ];
  it.each(cases)("%s", (_name, dice, moves, cash, tin, coal, bandit) => {
    const rng = scripted(dice);
    let s = play(gambling(), [[0, { type: "visit", card: "gamble", die: 0 }]], rng);
    expect(s.sheets[0].pending).toEqual({ kind: "gamble", total: 2 * dice[0], credit: false });
    expect(rng.streams[0]).toBe("seat:0/round:1/gamble");
    s = play(
      s,
      moves.map((type) => [0, { type }]),
      rng,
    );
    expect(s.sheets[0].cash).toBe(20 + cash);
    expect(s.sheets[0].stash).toEqual(stash({ T: tin, C: coal }));
    if (bandit) {
      expect(s.sheets[0].pending).toEqual({ kind: "hideout" });
      s = play(s, [[0, { type: "hideout", burro: 4 }]]);
      expect(s.sheets[0].hideouts).toEqual([0, 0, 0, 1, 0, 0, 0]);
    }
    expect(s.sheets[0].pending).toBeNull();
  });

  it("the table itself, total by total", () => {
    expect([15, 16, 17, 18, 19, 20, 21, 22, 27].map((t) => gambleOutcome(t).cash)).toEqual([
      -10, 0, 0, 10, 10, 25, 50, -10, -10,
    ]);
    expect(gambleOutcome(2).cash).toBe(-10);
  });

  it("Gamblin' Credit: no $10 needed and no loss paid, but a bust still brings a bandit", () => {
    const s = structuredClone(gambling());
    s.phase = "bonus";
    s.sheets[0].letter = "G";
    s.sheets[0].bonusVisit = true;
    s.sheets[0].cash = 0;
    const rng = scripted([6, 6, 4]);
    const t = play(
      s,
      [
        [0, { type: "visit", card: "gamble" }],
        [0, { type: "hit" }],
        [0, { type: "hit" }],
      ],
      rng,
    );
    expect(t.sheets[0].cash).toBe(0);
    expect(t.sheets[0].pending).toEqual({ kind: "hideout" });
  });
});

describe("Coal Baron", () => {
  it("two players reporting 12 Coal on the same throw split the $60; the card then leaves Boom Town", () => {
    let s = throwing([4, 4, 2], 3, (sh, seat) => {
      sh.stash = stash({ C: seat === 2 ? 11 : 12 });
    });
    s.town = [...s.town, "baron"];
    expect(refused(s, 2, { type: "visit", card: "baron", die: 0 }).message).toContain("12 Coal");
    s = play(
      s,
      [
        [0, { type: "visit", card: "baron", die: 0 }],
        [1, { type: "visit", card: "baron", die: 1 }],
        [0, { type: "done" }],
        [1, { type: "done" }],
        [2, { type: "done" }],
      ],
      scripted([3, 3, 5]),
    );
    expect(s.sheets.map((sh) => sh.cash)).toEqual([30, 30, 0]);
    expect(s.sheets[0].stash.C).toBe(12);
    expect(s.town).not.toContain("baron");
  });
});

describe("Horsepower Tonic on a claim", () => {
  it("raises a die past 6: a 5 and one tonic claim a dig number 7", () => {
    const s = throwing([5, 2, 3], 1, (sh) => {
      sh.tonics = 2;
      claimed(sh, "3R1");
    });
    const t = play(s, [[0, { type: "claim", chamber: "3R2", dice: [0], tonics: 1 }]]);
    expect(t.sheets[0].stash.T).toBe(1);
    expect(t.sheets[0].tonics).toBe(1);
    // Exactly the tonics needed: none spare, none short.
    expect(refused(s, 0, { type: "claim", chamber: "3R2", dice: [0], tonics: 2 }).message).toContain(
      "Only 1",
    );
    expect(refused(s, 0, { type: "claim", chamber: "3R2", dice: [0] }).message).toContain("under");
  });
});

describe("Lone Miner", () => {
  const lone = () => {
    const s = structuredClone(throwing([3, 1], 2));
    // The 1 sends a die to the Bunkhouse: one die left, letters first.
    return play(
      s,
      [
        [0, { type: "done" }],
        [1, { type: "done" }],
      ],
      scripted([]),
    );
  };

  it("a 1 on a lone throw ends it: that die is still used, and nobody gets the bonus", () => {
    let s = lone();
    expect(s.phase).toBe("letters");
    s = play(
      s,
      [
        [0, { type: "bonus", letter: "A" }],
        [1, { type: "bonus", letter: "$" }],
      ],
      scripted([6]),
    );
    s = play(
      s,
      [
        [0, { type: "dig", chamber: "6C", die: 0 }],
        [1, { type: "done" }],
      ],
      scripted([1]),
    );
    expect(s.roll).toEqual([1]);
    s = play(s, [
      [0, { type: "dig", chamber: "6C", die: 0 }],
      [1, { type: "done" }],
    ]);
    expect(s.phase).toBe("delivery");
    expect(s.sheets[0].marks).toBe(1);
    expect(s.sheets[0].ammo).toBe(0);
    expect(s.sheets[1].dollar).toBe(0);
  });

  it("a letter is written once, and before the first lone throw only", () => {
    const s = lone();
    expect(refused(s, 0, { type: "bonus", letter: "Z" } as never)).toBeTruthy();
    const t = play(s, [[0, { type: "bonus", letter: "C" }]]);
    expect(refused(t, 0, { type: "bonus", letter: "A" }).message).toMatch(/already wrote C|nothing to do/);
    const thrown = play(t, [[1, { type: "bonus", letter: "D" }]], scripted([4]));
    expect(refused(thrown, 0, { type: "bonus", letter: "A" }).message).toContain("already thrown");
    expect(refused(s, 0, { type: "bonus", letter: "G" }).message).toContain("Backroom Gamblin'");
  });
});

describe("solo ranks (the text's table) at each band's edges", () => {
  it.each([
    [0, "Go Back East, City Slicker!"],
    [199, "Go Back East, City Slicker!"],
    [200, "Bronze Level"],
    [250, "Bronze Level"],
    [251, "Silver Level"],
    [300, "Silver Level"],
    [301, "Gold Level"],
    [350, "Gold Level"],
    [351, "Ho-lee Smokes!"],
    [999, "Ho-lee Smokes!"],
  ])("$%i: %s", (cash, rank) => {
    expect(soloRank(cash)).toBe(rank);
    const s = structuredClone(delivering(6, 1));
    s.sheets[0].cash = cash;
    expect(game.view(s, 0).rank).toBe(rank);
  });
});

describe("the end", () => {
  it("ties go to the richer stash, then share the place; Sheriff pays and geodes are cracked", () => {
    let s = delivering(6, 3, (sh, seat) => {
      sh.cash = 100;
      sh.stash = stash({ S: seat === 1 ? 1 : 0, "?": seat === 2 ? 2 : 0 });
    });
    s.sheets[0].sheriff = 2;
    s = play(
      s,
      [
        [0, { type: "load", minerals: [] }],
        [1, { type: "load", minerals: [] }],
        [2, { type: "load", minerals: [] }],
      ],
      scripted([3]),
    );
    expect(s.phase).toBe("over");
    expect(s.sheets[2].endPay).toMatchObject({ geodes: 12, geodeDie: 3 });
    expect(s.sheets.map((sh) => sh.cash)).toEqual([110, 100, 112]);
    expect(game.result(s)).toEqual({ ranking: [[2], [0], [1]], scores: [110, 100, 112] });
    const tie = settle(structuredClone(s), scripted());
    tie.sheets[0].cash = 100;
    tie.sheets[2].cash = 100;
    expect(game.result(tie)!.ranking).toEqual([[1], [0, 2]]);
  });
});
