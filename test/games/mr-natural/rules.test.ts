import { describe, expect, it } from "vitest";
import { canonical } from "../../../worker/engine/canonical";
import { game as mrNatural } from "../../../worker/games/mr-natural";
import { BANK, newGame, pick, play, refusal, ROLL, scriptedDice } from "./fixtures";

describe("rules", () => {
  it("sets up an empty race with seat 0 to roll", () => {
    const state = newGame(3);
    expect(state).toMatchObject({
      seats: 3,
      scores: [0, 0, 0],
      onBoard: [true, true, true],
      turnsTaken: [0, 0, 0],
      winner: null,
      lastTurn: null,
    });
    expect(mrNatural.activeSeats(state)).toEqual([0]);
    expect(mrNatural.legalMoves(state, 0)).toEqual([ROLL]);
    expect(mrNatural.legalMoves(state, 1)).toEqual([]);
    expect(newGame(2, { getOnBoard: true }).onBoard).toEqual([false, false]);
  });

  it("refuses, with a reason, anything not legal now", () => {
    const state = newGame();
    expect(refusal(state, 1, ROLL)?.code).toBe("not_your_turn");
    expect(refusal(state, 0, BANK)?.code).toBe("cannot_bank");
    expect(refusal(state, 0, pick(4))).toEqual({
      code: "bad_pick",
      message: "There is no Nothing to re-roll a die from.",
    });
    expect(refusal(state, 0, { type: "jump" } as never)?.code).toBe("bad_move");
  });

  it("never changes the state it is given", () => {
    let state = newGame();
    const faces = [2, 2, 3, 3, 4, 6, 6, 2, 2, 2, 1, 5, 5, 3, 3, 3, 3, 3, 3];
    const rng = scriptedDice(...faces);
    for (const move of [ROLL, pick(4), ROLL, BANK, ROLL, BANK]) {
      const before = canonical(state);
      const next = mrNatural.apply(state, state.turn.seat, move, rng);
      expect(canonical(state)).toBe(before);
      state = next as typeof state;
    }
    expect(state.scores).toEqual([1400, 1200]);
  });

  it("the view is the whole state, for players and spectators alike", () => {
    const state = newGame();
    expect(mrNatural.view(state, 1)).toEqual(state);
    expect(mrNatural.view(state, null)).toEqual(state);
  });

  it("the move schema takes only well-formed moves", () => {
    expect(mrNatural.move.safeParse({ type: "pick", die: 5 }).success).toBe(true);
    for (const bad of [
      { type: "pick", die: 9 },
      { type: "pick", die: 1.5 },
      { type: "bank", extra: 1 },
      { type: "roll", n: 2 },
    ]) {
      expect(mrNatural.move.safeParse(bad).success).toBe(false);
    }
  });
});

describe("renaming (ruling 10)", () => {
  it("only at the start of one's own turn, before the first roll", () => {
    const state = newGame();
    expect([0, 1].map((seat) => mrNatural.canRename?.(state, seat))).toEqual([true, false]);
    const rolled = play(state, [ROLL], 1, 2, 2, 3, 4, 6);
    expect(mrNatural.canRename?.(rolled, 0)).toBe(false);
    const passed = play(rolled, [ROLL], 2, 3, 3, 4, 6);
    expect([0, 1].map((seat) => mrNatural.canRename?.(passed, seat))).toEqual([false, true]);
  });

  it("not once the game has ended", () => {
    const won = play(
      { ...newGame(1, { target: 2000 }), scores: [1950] },
      [ROLL, ROLL],
      5,
      2,
      2,
      3,
      4,
      6,
      2,
      3,
      3,
      4,
      6,
    );
    expect(won.winner).toBe(0);
    expect(mrNatural.canRename?.(won, 0)).toBe(false);
  });
});
