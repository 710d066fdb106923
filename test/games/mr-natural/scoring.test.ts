import { describe, expect, it } from "vitest";
import { isNothing, scoreRoll, singles } from "../../../worker/games/mr-natural/scoring";

const points = (dice: number[]) => scoreRoll(dice).points;
const kinds = (dice: number[]) => scoreRoll(dice).combos.map((c) => c.kind);

describe("scoreRoll: the rule text's examples", () => {
  it("single 5 = 50, single 1 = 100", () => {
    expect(points([5])).toBe(50);
    expect(points([1])).toBe(100);
    expect(points([1, 5, 2])).toBe(150);
  });
  it("three of a kind = face x 100, three 1s = 1000", () => {
    expect(points([2, 2, 2])).toBe(200);
    expect(points([3, 3, 3])).toBe(300);
    expect(points([4, 4, 4])).toBe(400);
    expect(points([1, 1, 1])).toBe(1000);
  });
  it("each further die adds the three-of-a-kind value again", () => {
    expect(points([4, 4, 4, 4])).toBe(800);
    expect(points([5, 5, 5, 5, 5])).toBe(1500);
    expect(points([6, 6, 6, 6, 6, 6])).toBe(2400);
  });
  it("three pairs is a Boxcar, 1000", () => {
    expect(scoreRoll([2, 2, 3, 3, 6, 6])).toMatchObject({
      points: 1000,
      combos: [{ kind: "boxcar", dice: [0, 1, 2, 3, 4, 5] }],
    });
    expect(points([1, 1, 5, 5, 6, 6])).toBe(1000); // must be scored as a Boxcar, not as singles
  });
  it("1-2-3-4-5-6 is a Mr. Natural, 1500", () => {
    expect(scoreRoll([3, 6, 1, 4, 2, 5])).toMatchObject({ points: 1500, combos: [{ kind: "mr-natural" }] });
  });
});

describe("scoreRoll: the rulings' edge cases (ruling 4)", () => {
  it("four of a kind plus a pair is a Boxcar: 1000, not more", () => {
    expect(scoreRoll([4, 4, 4, 4, 2, 2])).toMatchObject({ points: 1000, combos: [{ kind: "boxcar" }] });
    expect(points([1, 1, 1, 1, 5, 5])).toBe(1000);
  });
  it("six of a kind is not three pairs", () => {
    expect(scoreRoll([6, 6, 6, 6, 6, 6]).combos).toEqual([
      { kind: "kind", face: 6, dice: [0, 1, 2, 3, 4, 5], points: 2400 },
    ]);
    expect(points([1, 1, 1, 1, 1, 1])).toBe(4000);
  });
  it("two triples score as two triples", () => {
    expect(points([2, 2, 2, 3, 3, 3])).toBe(500);
    expect(kinds([1, 1, 1, 5, 5, 5])).toEqual(["kind", "kind"]);
    expect(points([1, 1, 1, 5, 5, 5])).toBe(1500);
  });
  it("four 1s = 2000", () => {
    expect(points([1, 1, 1, 1])).toBe(2000);
    expect(points([1, 1, 1, 1, 3, 4])).toBe(2000);
  });
  it("singles count next to a triple; 1s and 5s inside a kind do not count again", () => {
    expect(scoreRoll([3, 3, 3, 1, 5, 2])).toEqual({
      points: 450,
      combos: [
        { kind: "kind", face: 3, dice: [0, 1, 2], points: 300 },
        { kind: "single", face: 1, dice: [3], points: 100 },
        { kind: "single", face: 5, dice: [4], points: 50 },
      ],
    });
    expect(points([5, 5, 5, 1, 1])).toBe(700);
  });
  it("Mr. Natural and Boxcar only on six dice", () => {
    expect(points([1, 2, 3, 4, 5])).toBe(150);
    expect(points([2, 2, 3, 3])).toBe(0);
  });
  it("a roll without 1, 5 or a kind scores nothing", () => {
    expect(scoreRoll([2, 3, 4, 6, 2, 3]).combos).toEqual([]);
    expect(points([6, 4])).toBe(0);
  });
});

describe("isNothing (ruling 7)", () => {
  it("the text's example 2,2,3,3,4,6 is a Nothing; the 4 and the 6 are its singles", () => {
    expect(isNothing([2, 2, 3, 3, 4, 6])).toBe(true);
    expect(singles([2, 2, 3, 3, 4, 6])).toEqual([4, 5]);
  });
  it("needs exactly two pairs and two singles on six dice", () => {
    expect(isNothing([2, 2, 3, 3, 6, 6])).toBe(false); // Boxcar
    expect(isNothing([2, 2, 3, 3, 3, 6])).toBe(false);
    expect(isNothing([2, 2, 3, 4, 6, 6])).toBe(true);
    expect(isNothing([2, 2, 3, 3, 4])).toBe(false);
  });
  it("a single 1 or 5 means no Nothing", () => {
    expect(isNothing([2, 2, 3, 3, 1, 6])).toBe(false);
    expect(isNothing([2, 2, 3, 3, 4, 5])).toBe(false);
  });
  it("a pair of 1s or 5s still makes a Nothing (only the singles are named)", () => {
    expect(isNothing([1, 1, 3, 3, 4, 6])).toBe(true);
    expect(isNothing([5, 5, 1, 1, 4, 6])).toBe(true);
  });
});
