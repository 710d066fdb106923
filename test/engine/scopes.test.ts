import { describe, expect, it } from "vitest";
import { SeededRandom } from "../../worker/engine/random";
import type { Draw } from "../../worker/engine/dice";
import { endScopes } from "../../worker/engine/scopes";

const entropy = { serverSeed: `${"00".repeat(31)}2a`, gameId: "g1", clientSeeds: ["a", "b"] };
const drawsOf = (...streams: string[]): Draw[] => streams.map((stream) => ({ stream, sides: 6, value: 1 }));

describe("bounded dice counters (endScopes)", () => {
  it("ends a turn's, round's or trip's streams when the same path draws a later number, and only then", () => {
    const counters = {
      "seat:0/turn:1": 3,
      "seat:0/turn:1/bonus": 1,
      "seat:1/turn:1": 3,
      "table/round:9": 2,
      "seat:0/trip:2/city": 3,
    };
    expect(Object.keys(endScopes(counters, drawsOf("seat:0/turn:2/move"))).sort()).toEqual([
      "seat:0/trip:2/city",
      "seat:1/turn:1",
      "table/round:9",
    ]);
    // 10 > 9 as numbers; turn:1 is not ended by another seat's turn:2, nor by a seat's trip.
    expect(
      Object.keys(
        endScopes(counters, drawsOf("table/round:10", "seat:1/turn:1", "seat:0/trip:3/region")),
      ).sort(),
    ).toEqual(["seat:0/turn:1", "seat:0/turn:1/bonus", "seat:1/turn:1"]);
    expect(endScopes({ "seat:0/turn:12": 1 }, drawsOf("seat:0/turn:2"))).toEqual({ "seat:0/turn:12": 1 });
  });

  it("keeps the counters of a long game bounded, with the same dice as unbounded counters", () => {
    let bounded: Record<string, number> = {};
    const unbounded = new SeededRandom(entropy);
    for (let turn = 1; turn <= 500; turn++) {
      for (const seat of [0, 1, 2]) {
        const rng = new SeededRandom(entropy, bounded);
        const dice = rng.dice(`seat:${seat}/turn:${turn}`, 3);
        expect(dice).toEqual(unbounded.dice(`seat:${seat}/turn:${turn}`, 3));
        bounded = endScopes(rng.counters, rng.draws);
      }
    }
    expect(Object.keys(bounded)).toHaveLength(3);
    expect(Object.keys(unbounded.counters)).toHaveLength(1500);
  });
});
