/** Rules version 2 keeps only the last turn; version 1 records hashed every finished turn (legacy.ts). */
import { describe, expect, it } from "vitest";
import { canonical } from "../../../worker/engine/canonical";
import { game as mrNatural } from "../../../worker/games/mr-natural";
import { stateV1, type MrNaturalStateV1 } from "../../../worker/games/mr-natural/legacy";
import type { MrNaturalState } from "../../../worker/games/mr-natural/types";
import { playRandomGame } from "../../harness/properties";

function randomGame(seats: number, seed: number): MrNaturalState[] {
  const entropy = {
    serverSeed: seed.toString(16).padStart(64, "0"),
    gameId: "legacy",
    clientSeeds: Array.from({ length: seats }, (_, i) => `l${i}`),
  };
  let x = seed || 1;
  const choices = () => ((x ^= x << 13), (x ^= x >>> 17), (x ^= x << 5), x >>> 0);
  return playRandomGame(mrNatural, entropy, { target: 2000 }, choices, 5000).states as MrNaturalState[];
}

describe("Mr. Natural rules versions", () => {
  it("is at version 2 and maps version 1 records through legacy.hashState", () => {
    expect(mrNatural.rulesVersion).toBe(2);
    expect(mrNatural.legacy).toMatchObject({ before: 2 });
  });

  it("the state stays bounded: only the last turn is kept", () => {
    const states = randomGame(3, 77);
    const sizes = states.map((s) => canonical({ ...s, turn: null }).length);
    expect(Math.max(...sizes)).toBeLessThan(3000);
    expect(states.at(-1)!.lastTurn).not.toBeNull();
  });

  it("the old shape rebuilt step by step holds every finished turn once, in order, and nothing else changes", () => {
    for (const [seats, seed] of [
      [1, 5],
      [2, 11],
      [4, 23],
    ]) {
      const states = randomGame(seats, seed);
      let previous: MrNaturalStateV1 | null = null;
      const finished: unknown[] = [];
      for (const state of states) {
        const old: MrNaturalStateV1 = stateV1(state, previous);
        if (state.lastTurn && canonical(finished.at(-1)) !== canonical(state.lastTurn))
          finished.push(state.lastTurn);
        expect(old.history).toEqual(finished);
        const { history: _h, ...rest } = old;
        const { lastTurn: _l, ...same } = state;
        expect(rest).toEqual(same);
        previous = old;
      }
      expect(finished.length).toBe(states.at(-1)!.turnsTaken.reduce((a, b) => a + b, 0));
    }
  });
});
