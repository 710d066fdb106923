import { describe, expect, it } from "vitest";
import { canonical } from "../../../worker/engine/canonical";
import { SeededRandom } from "../../../worker/engine/random";
import { isMoveError } from "../../../worker/engine/types";
import { game as boxCarsD10 } from "../../../worker/games/box-cars-d10";
import type { BoxCarsState, Face } from "../../../worker/games/box-cars-d10/types";

const rng = () => new SeededRandom({ serverSeed: "0".repeat(64), gameId: "fuzz", clientSeeds: ["a"] });
const midTurn = (dice: Face[], phase = 0): BoxCarsState => ({
  seats: [{ turns: [{ number: 1, dice, phase, rerolls: [], score: null, stoppedEarly: false }], total: 0 }],
});

describe("Box Cars: fuzzed moves", () => {
  it("names a locked Breakdown, one die too many, unsorted and repeated dice; apply refuses each with its reason", () => {
    const state = midTurn([0, 1, 2, 3, 4, 5, 6, 7, 8, 8], 3); // a Breakdown and no Way Car; Reroll 2
    const fuzz = boxCarsD10.fuzz(state, 0);
    expect(fuzz).toContainEqual({ type: "reroll", dice: [0] });
    expect(fuzz).toContainEqual({ type: "reroll", dice: [1, 2, 3] });
    const codes = fuzz.map((m) => {
      const out = boxCarsD10.apply(state, 0, m as never, rng());
      return isMoveError(out) ? out.error.code : "accepted";
    });
    expect(new Set(codes)).toEqual(
      new Set(["turn_under_way", "unsorted_dice", "repeated_die", "too_many_dice", "breakdown_locked"]),
    );
  });

  it("between turns and after the fifth: re-rolls and stops with no turn, any move once finished", () => {
    const between = { seats: [{ turns: [], total: 0 }] };
    expect(
      boxCarsD10.fuzz(between, 0).every((m) => isMoveError(boxCarsD10.apply(between, 0, m as never, rng()))),
    ).toBe(true);
    const listed = new Set(boxCarsD10.legalMoves(between, 0).map(canonical));
    expect(boxCarsD10.fuzz(between, 0).some((m) => listed.has(canonical(m)))).toBe(false);
  });
});
