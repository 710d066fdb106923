import { describe, expect, it } from "vitest";
import { checkedOptions, readOptions } from "../../../worker/engine/options";
import { game as mrNatural } from "../../../worker/games/mr-natural";
import { BANK, newGame, play, refusal, ROLL, withTurn } from "./fixtures";

describe("options (ruling 8)", () => {
  it("default to a 10,000 race with neither option", () => {
    expect(checkedOptions(mrNatural.options, {})).toEqual({
      target: 10000,
      getOnBoard: false,
      minimum350: false,
    });
    expect(readOptions(mrNatural.options, { target: 3000 }).ok).toBe(false);
  });

  it("without 350 minimum, banking waits until all six have scored", () => {
    const state = play(newGame(), [ROLL], 1, 1, 1, 1, 2, 3);
    expect(state.turn.points).toBe(2000);
    expect(mrNatural.legalMoves(state, 0)).toEqual([ROLL]);
    expect(refusal(state, 0, BANK)).toEqual({
      code: "cannot_bank",
      message: "You may bank only once all six dice have scored.",
    });
  });

  describe("350 minimum", () => {
    const game = () => newGame(2, { minimum350: true });
    it("may bank from 350 in the turn, not before", () => {
      const at250 = play(game(), [ROLL], 1, 1, 5, 2, 3, 4);
      expect(mrNatural.legalMoves(at250, 0)).toEqual([ROLL]);
      expect(refusal(at250, 0, BANK)?.code).toBe("cannot_bank");
      const at400 = play(at250, [ROLL], 1, 5, 2);
      expect(mrNatural.legalMoves(at400, 0)).toEqual([ROLL, BANK]);
      expect(play(at400, [BANK]).lastTurn).toMatchObject({ outcome: "banked", points: 400, total: 400 });
    });
    it("a turn ending under 350 scores nothing", () => {
      const state = play(game(), [ROLL, ROLL], 1, 1, 5, 2, 3, 4, 2, 3, 4);
      expect(state.lastTurn).toMatchObject({ outcome: "below-minimum", points: 0, total: 0 });
    });
    it("all six scored under 350 may still bank, which scores nothing", () => {
      const state = withTurn(game(), { phase: "all-scored", points: 300, rerollAll: true });
      expect(mrNatural.legalMoves(state, 0)).toEqual([ROLL, BANK]);
      expect(play(state, [BANK]).lastTurn).toMatchObject({ outcome: "below-minimum", points: 0 });
    });
  });

  describe("get on the board", () => {
    const game = () => newGame(2, { getOnBoard: true });
    it("a first turn under 550 scores nothing and leaves the player off the board", () => {
      const state = play(game(), [ROLL, ROLL], 5, 5, 5, 2, 3, 4, 2, 3, 4);
      expect(state.lastTurn).toMatchObject({ outcome: "not-on-board", points: 0 });
      expect(state.onBoard).toEqual([false, false]);
    });
    it("from 550 the turn counts, and later turns count whatever they score", () => {
      const on = play(game(), [ROLL, ROLL], 6, 6, 6, 2, 3, 4, 2, 3, 4);
      expect(on.lastTurn).toMatchObject({ outcome: "ended", points: 600 });
      expect(on.onBoard).toEqual([true, false]);
      const off = play(on, [ROLL, ROLL], 1, 2, 2, 3, 4, 6, 2, 3, 3, 4, 6);
      expect(off.lastTurn).toMatchObject({ seat: 1, outcome: "not-on-board", points: 0 });
      const next = play(off, [ROLL, ROLL], 5, 2, 2, 3, 4, 6, 2, 3, 3, 4, 6);
      expect(next.lastTurn).toMatchObject({ seat: 0, outcome: "ended", points: 50 });
      expect(next.scores).toEqual([650, 0]);
    });
  });

  describe("both options", () => {
    const game = () => newGame(2, { getOnBoard: true, minimum350: true });
    it("off the board, a player may bank only from 550", () => {
      const at400 = withTurn(game(), {
        points: 400,
        diceLeft: 2,
        rolls: [{ dice: [1, 1, 1, 1], combos: [], points: 400 }],
      });
      expect(mrNatural.legalMoves(at400, 0)).toEqual([ROLL]);
      expect(refusal(at400, 0, BANK)?.message).toContain("from 550");
      expect(mrNatural.legalMoves(withTurn(at400, { points: 550 }), 0)).toEqual([ROLL, BANK]);
    });
    it("on the board, from 350; a turn under 350 is below the minimum", () => {
      const on = withTurn(game(), { points: 350 }, { onBoard: [true, false] });
      expect(mrNatural.legalMoves(on, 0)).toEqual([ROLL, BANK]);
      const short = play(withTurn(on, { points: 300, diceLeft: 1 }), [ROLL], 2);
      expect(short.lastTurn).toMatchObject({ outcome: "below-minimum", points: 0 });
    });
  });
});
