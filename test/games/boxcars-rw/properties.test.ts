import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import { canonical } from "../../../worker/engine/canonical";
import { Random } from "../../../worker/engine/random";
import { isMoveError, type Move } from "../../../worker/engine/types";
import { boxcarsRw } from "../../../worker/games/boxcars-rw";
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

describeGameProperties(boxcarsRw, { maxMoves: 10_000, runs: 16, junkMoves });

/** Variations of a legal move that may or may not be legal: other boxes, values, dice, powers. */
function variants(m: Move): Move[] {
  const out: Move[] = [m];
  if (m.type === "write") {
    const [region, tail] = String(m.box).split(".");
    const index = tail === "u" ? 1 : Number(tail);
    for (const box of [`${region}.${index + 1}`, `${region}.${Math.max(1, index - 1)}`, `${region}.u`, "W.1", "B1.1", "B3.1", "up.1"]) {
      out.push({ ...m, box });
      if (m.value !== undefined) out.push({ ...m, box, value: Number(m.value) + 1 });
      for (const power of ["up", "down", "order", "split"]) out.push({ ...m, box, power });
    }
    const { power: _p, ...plain } = m;
    out.push(plain);
  }
  if (m.type === "pick") out.push({ ...m, value: Number(m.value) % 6 + 1 });
  if (m.type === "bonus" || m.type === "lock") for (let die = 0; die < 7; die++) out.push({ ...m, die });
  if (m.type === "change") out.push({ ...m, face: Number(m.face) % 6 + 1 });
  out.push({ type: "done" }, { type: "pass" });
  return out;
}

describe("boxcars-rw: apply accepts exactly what legalMoves lists", () => {
  it("for every seat, over moves near the legal ones, in states from random games", () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 5 }), fc.integer(), fc.nat(), (seats, seed, pick) => {
      const entropy = { serverSeed: (seed >>> 0).toString(16).padStart(64, "0"), gameId: "consistency", clientSeeds: Array.from({ length: seats }, (_, i) => `c${i}`) };
      let x = (seed >>> 0) || 7;
      const choices = () => ((x ^= x << 13), (x ^= x >>> 17), (x ^= x << 5), x >>> 0);
      const { states } = playRandomGame(boxcarsRw, entropy, {}, choices, 10_000);
      for (let k = 0; k < 6; k++) {
        const state = states[(pick + k * 97) % states.length] as BoxcarsState;
        const all = Array.from({ length: seats }, (_, seat) => boxcarsRw.legalMoves(state, seat)).flat();
        const probes = all.flatMap(variants);
        for (let seat = 0; seat < seats; seat++) {
          const legal = new Set(boxcarsRw.legalMoves(state, seat).map(canonical));
          for (const move of probes) {
            const out = boxcarsRw.apply(state, seat, move as never, new Random(entropy));
            expect(!isMoveError(out), `seat ${seat} ${canonical(move)}: ${isMoveError(out) ? out.error.message : "accepted"}`).toBe(legal.has(canonical(move)));
          }
        }
      }
    }), { numRuns: 12 });
  });

  it("every legal-move list stays small", () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 5 }), fc.integer(), (seats, seed) => {
      const entropy = { serverSeed: (seed >>> 0).toString(16).padStart(64, "0"), gameId: "sizes", clientSeeds: Array.from({ length: seats }, (_, i) => `s${i}`) };
      let x = (seed >>> 0) || 3;
      const choices = () => ((x ^= x << 13), (x ^= x >>> 17), (x ^= x << 5), x >>> 0);
      const { states } = playRandomGame(boxcarsRw, entropy, {}, choices, 10_000);
      for (const state of states) {
        for (let seat = 0; seat < seats; seat++) expect(boxcarsRw.legalMoves(state as BoxcarsState, seat).length).toBeLessThanOrEqual(200);
      }
    }), { numRuns: 6 });
  });
});
