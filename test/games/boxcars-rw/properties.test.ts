import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import { game as boxcarsRw } from "../../../worker/games/boxcars-rw";
import type { BoxcarsState } from "../../../worker/games/boxcars-rw/types";
import { describeGameProperties, playRandomGame } from "../../harness/properties";

const junkMoves = [
  { type: "pick", value: 7 },
  { type: "pick", value: 0 },
  { type: "write", box: "B1.9", value: 1 },
  { type: "write", box: "Z.1" },
  { type: "write", box: "W.1", value: 3, power: "up" },
  { type: "roll", keep: [3, 1] },
  { type: "reroll", dice: [] },
  { type: "change", die: 0, face: 7 },
  { type: "lock", die: 9 },
  { type: "done", extra: 1 },
];

// Whole random games replayed and verified: more than the default 5 s per test.
vi.setConfig({ testTimeout: 300_000 });

// The fuzz (moves.ts) is every near miss of every seat's legal moves: 16 states a game, all of them checked.
describeGameProperties(boxcarsRw, { maxMoves: 10_000, runs: 16, junkMoves, statesPerGame: 16 });

describe("boxcars-rw: legal-move lists", () => {
  it("every legal-move list stays small", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5 }), fc.integer(), (seats, seed) => {
        const entropy = {
          serverSeed: (seed >>> 0).toString(16).padStart(64, "0"),
          gameId: "sizes",
          clientSeeds: Array.from({ length: seats }, (_, i) => `s${i}`),
        };
        let x = seed >>> 0 || 3;
        const choices = () => ((x ^= x << 13), (x ^= x >>> 17), (x ^= x << 5), x >>> 0);
        const { states } = playRandomGame(boxcarsRw, entropy, {}, choices, 10_000);
        for (const state of states) {
          for (let seat = 0; seat < seats; seat++)
            expect(boxcarsRw.legalMoves(state as BoxcarsState, seat).length).toBeLessThanOrEqual(200);
        }
      }),
      { numRuns: 6 },
    );
  });
});
