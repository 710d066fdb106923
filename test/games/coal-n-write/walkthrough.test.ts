/** Appendix One, turn by turn with its dice: you and Alan, two players, the first round. */
import { describe, expect, it } from "vitest";
import { CLAIMED } from "../../../worker/games/coal-n-write/types";
import { bubbles, play, scripted, started, stash } from "./fixtures";

const YOU = 0,
  ALAN = 1;

describe("Appendix One: the walk-through", () => {
  // Dice in the order the table throws them after the first: 1, 5, 5; 1, 6; then the lone miner's 5, 4, 2;
  // then round 2's card and throw.
  const dice = () => scripted([1, 5, 5, 1, 6, 5, 4, 2, 1, 3, 4, 6]);
  const first = started(2, [2, 3, 4]);

  it("throw 1 (2, 3, 4): you dig the back Silver 12 three times; Alan claims a Borax 3 and a Tin 6 with 2 + 4", () => {
    const rng = dice();
    expect(first.roll).toEqual([2, 3, 4]);
    const s = play(
      first,
      [
        [YOU, { type: "dig", chamber: "6C", die: 0 }],
        [YOU, { type: "dig", chamber: "6C", die: 1 }],
        [YOU, { type: "dig", chamber: "6C", die: 2 }],
        [ALAN, { type: "claim", chamber: "1L1", dice: [1] }],
        [ALAN, { type: "claim", chamber: "3L1", dice: [0, 2] }],
      ],
      rng,
    );
    expect(bubbles(s.sheets[YOU], "6C")).toBe(3);
    expect(s.sheets[YOU].stash).toEqual(stash({}));
    expect(s.sheets[ALAN].stash).toEqual(stash({ B: 1, T: 1 }));
    expect(s.roll).toEqual([1, 5, 5]);
    expect(s.dice).toBe(3);
  });

  it("the whole round: stashes, the Dynamite digs, Alan's ammo and the $34 and $39 deliveries", () => {
    const rng = dice();
    let s = play(
      first,
      [
        [YOU, { type: "dig", chamber: "6C", die: 0 }],
        [YOU, { type: "dig", chamber: "6C", die: 1 }],
        [YOU, { type: "dig", chamber: "6C", die: 2 }],
        [ALAN, { type: "claim", chamber: "1L1", dice: [1] }],
        [ALAN, { type: "claim", chamber: "3L1", dice: [0, 2] }],
      ],
      rng,
    );
    // Throw 2 (1, 5, 5): the 1 claims your full Silver, a 5 a Coal 5, the other 5 visits the Sheriff's Deputy;
    // Alan claims a Tin with 1 + 5 and sends the other 5 to the Pony Express.
    s = play(
      s,
      [
        [YOU, { type: "claim", chamber: "6C", dice: [0] }],
        [YOU, { type: "claim", chamber: "2L1", dice: [1] }],
        [YOU, { type: "visit", card: "sheriff", die: 2 }],
        [ALAN, { type: "claim", chamber: "3R1", dice: [0, 1] }],
        [ALAN, { type: "visit", card: "pony", die: 2 }],
      ],
      rng,
    );
    expect(s.sheets[YOU].stash).toEqual(stash({ S: 1, C: 1 }));
    expect(s.sheets[YOU].sheriff).toBe(1);
    expect(s.sheets[YOU].tokens).toBe(9);
    expect(s.sheets[ALAN].stash).toEqual(stash({ B: 1, T: 2 }));
    expect(s.sheets[ALAN].mail).toBe(1);
    // A 1 showed: one die went to the Bunkhouse.
    expect(s.dice).toBe(2);
    expect(s.roll).toEqual([1, 6]);
    // Throw 3 (1, 6): you dig twice beside your Silver; Alan digs his Silver 12 and claims a Tin 6 with the 6.
    s = play(
      s,
      [
        [YOU, { type: "dig", chamber: "6R1", die: 0 }],
        [YOU, { type: "dig", chamber: "6R1", die: 1 }],
        [ALAN, { type: "dig", chamber: "6C", die: 0 }],
        [ALAN, { type: "claim", chamber: "4L1", dice: [1] }],
      ],
      rng,
    );
    expect(s.phase).toBe("letters");
    expect(s.dice).toBe(1);
    s = play(
      s,
      [
        [YOU, { type: "bonus", letter: "D" }],
        [ALAN, { type: "bonus", letter: "A" }],
      ],
      rng,
    );
    // The lone miner: 5, 4, 2.
    expect(s.roll).toEqual([5]);
    s = play(
      s,
      [
        [YOU, { type: "claim", chamber: "2R1", dice: [0] }],
        [ALAN, { type: "dig", chamber: "6C", die: 0 }],
      ],
      rng,
    );
    expect(s.sheets[YOU].marks).toBe(1);
    expect(s.roll).toEqual([4]);
    s = play(
      s,
      [
        [YOU, { type: "dig", chamber: "6R1", die: 0 }],
        [ALAN, { type: "dig", chamber: "6C", die: 0 }],
      ],
      rng,
    );
    expect(bubbles(s.sheets[YOU], "6R1")).toBe(3);
    expect(bubbles(s.sheets[ALAN], "6C")).toBe(3);
    expect(s.roll).toEqual([2]);
    s = play(
      s,
      [
        [YOU, { type: "claim", chamber: "6R1", dice: [0] }],
        [ALAN, { type: "claim", chamber: "6C", dice: [0] }],
      ],
      rng,
    );
    // Three throws without a 1: the bonuses. Alan's ammo at once; your Dynamite: three digs at another Silver.
    expect(s.phase).toBe("bonus");
    expect(s.sheets[YOU].marks).toBe(3);
    expect(s.sheets[ALAN].ammo).toBe(1);
    expect(s.stage.waiting).toEqual([YOU]);
    s = play(
      s,
      [
        [YOU, { type: "dynamite", chamber: "6L1" }],
        [YOU, { type: "dynamite", chamber: "6L1" }],
        [YOU, { type: "dynamite", chamber: "6L1" }],
      ],
      rng,
    );
    expect(bubbles(s.sheets[YOU], "6L1")).toBe(3);
    expect(bubbles(s.sheets[YOU], "6R1")).toBe(CLAIMED);
    expect(s.phase).toBe("delivery");
    expect(s.sheets[YOU].stash).toEqual(stash({ S: 2, C: 2 }));
    expect(s.sheets[ALAN].stash).toEqual(stash({ B: 1, T: 3, S: 1 }));
    // The deliveries: all four of yours on Burro 1 ($34); Alan's five and his M fill his six slots ($39).
    s = play(
      s,
      [
        [YOU, { type: "load", minerals: ["S", "S", "C", "C"] }],
        [ALAN, { type: "load", minerals: ["S", "T", "T", "T", "B"] }],
      ],
      rng,
    );
    expect(s.sheets[YOU].deliveries[0]).toMatchObject({ burro: 1, value: 34, bonus: 0, stolen: null });
    expect(s.sheets[ALAN].deliveries[0]).toMatchObject({ burro: 1, value: 39, bonus: 0, mail: 1 });
    expect(s.sheets.map((sh) => sh.cash)).toEqual([34, 39]);
    // The next round has begun: a new card, three dice back from the Bunkhouse.
    expect(s.round).toBe(2);
    expect(s.town.length).toBe(first.town.length + 1);
    expect(s.roll).toEqual([3, 4, 6]);
    expect(rng.streams.at(-1)).toBe("table/round:2/throw:1");
  });
});
