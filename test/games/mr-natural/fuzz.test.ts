import { describe, expect, it } from "vitest";
import { game as mrNatural } from "../../../worker/games/mr-natural";
import type { MrNaturalState } from "../../../worker/games/mr-natural/types";
import { BANK, newGame, pick, play, ROLL, scriptedDice, withTurn } from "./fixtures";

const codes = (state: MrNaturalState, seat: number) =>
  mrNatural.fuzz(state, seat).map((m) => {
    const out = mrNatural.apply(state, seat, m as never, scriptedDice(1, 1, 1, 1, 1, 1));
    return "error" in out ? out.error.code : "accepted";
  });

describe("Mr. Natural: fuzzed moves", () => {
  it("on a Nothing: roll, bank and every die of a pair are refused with their reasons", () => {
    const nothing = play(newGame(), [ROLL], 2, 2, 3, 3, 4, 6);
    expect(mrNatural.fuzz(nothing, 0)).toEqual([ROLL, BANK, pick(0), pick(1), pick(2), pick(3)]);
    expect(codes(nothing, 0)).toEqual([
      "must_pick",
      "must_pick",
      "bad_pick",
      "bad_pick",
      "bad_pick",
      "bad_pick",
    ]);
  });

  it("mid-turn: a pick with no Nothing, a bank before it is allowed", () => {
    const state = withTurn(newGame(2, { minimum350: true }), { points: 300, diceLeft: 3, phase: "roll" });
    expect(codes(state, 0)).toEqual(["bad_pick", "bad_pick", "cannot_bank"]);
    // From 350 banking is allowed, so the fuzz no longer offers it.
    expect(mrNatural.fuzz(withTurn(state, { points: 350 }), 0)).not.toContainEqual(BANK);
  });

  it("another seat's move is refused as not its turn", () => {
    expect(new Set(codes(newGame(), 1))).toEqual(new Set(["not_your_turn"]));
  });
});
