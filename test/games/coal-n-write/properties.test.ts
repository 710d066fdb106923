import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import { canonical } from "../../../worker/engine/canonical";
import { playMove } from "../../../worker/engine/play";
import { isMoveError } from "../../../worker/engine/types";
import { game } from "../../../worker/games/coal-n-write";
import type { CoalState } from "../../../worker/games/coal-n-write/types";
import { describeGameProperties, playRandomGame } from "../../harness/properties";

const junkMoves = [
  { type: "dig", chamber: "7L1", die: 0 },
  { type: "claim", chamber: "1L1", dice: [] },
  { type: "visit", card: "saloon", die: 0 },
  { type: "bonus", letter: "X" },
  { type: "load", minerals: ["M"] },
  { type: "tonic", die: 5 },
  { type: "done", extra: 1 },
];

// Whole random games replayed and verified: more than the default 5 s per test.
vi.setConfig({ testTimeout: 300_000 });

describeGameProperties(game, { maxMoves: 20_000, runs: 12, junkMoves });

describe("coal-n-write: fuzzed moves are refused and change nothing", () => {
  it("every fuzz move, for every seat, in states from random games", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 }), fc.integer(), (seats, seed) => {
        const entropy = {
          serverSeed: (seed >>> 0).toString(16).padStart(64, "0"),
          gameId: "fuzz",
          clientSeeds: Array.from({ length: seats }, (_, i) => `f${i}`),
        };
        let x = seed >>> 0 || 5;
        const choices = () => ((x ^= x << 13), (x ^= x >>> 17), (x ^= x << 5), x >>> 0);
        const { states } = playRandomGame(game, entropy, {}, choices, 20_000);
        for (let k = 0; k < states.length; k += 7) {
          const state = states[k] as CoalState;
          const before = canonical(state);
          for (let seat = 0; seat < seats; seat++) {
            const legal = new Set(game.legalMoves(state, seat).map(canonical));
            for (const move of game.fuzz(state, seat)) {
              expect(legal.has(canonical(move)), `fuzz move ${canonical(move)} is listed as legal`).toBe(
                false,
              );
              const out = playMove(game, { state, counters: {} }, entropy, seat, move);
              expect(isMoveError(out), `seat ${seat} ${canonical(move)} should be refused`).toBe(true);
            }
          }
          expect(canonical(state)).toBe(before);
        }
      }),
      { numRuns: 6 },
    );
  });

  it("the bot's every choice is legal, solo and with others", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 }), fc.integer(), (seats, seed) => {
        const entropy = {
          serverSeed: (seed >>> 0).toString(16).padStart(64, "0"),
          gameId: "bot",
          clientSeeds: Array.from({ length: seats }, (_, i) => `b${i}`),
        };
        let x = seed >>> 0 || 9;
        const choices = () => ((x ^= x << 13), (x ^= x >>> 17), (x ^= x << 5), x >>> 0);
        const { states } = playRandomGame(game, entropy, {}, choices, 20_000);
        for (const state of states as CoalState[]) {
          for (const seat of game.activeSeats(state)) {
            const move = game.bot.chooseMove(state, seat, undefined as never);
            expect(game.legalMoves(state, seat).map(canonical)).toContain(canonical(move));
          }
        }
      }),
      { numRuns: 4 },
    );
  });
});
