/** Timeout policies (skip, drop) and the notification headline. */
import { describe, expect, it } from "vitest";
import { viewFor } from "../../../worker/room/disclose";
import { game as mrNatural } from "../../../worker/games/mr-natural";
import { newGame, play, ROLL, withTurn } from "./fixtures";

describe("skip (the time ran out)", () => {
  it("ends the seat's turn scoring nothing, and passes it on", () => {
    const rolled = play(newGame(3), [ROLL], 1, 2, 2, 3, 4, 6); // 100 so far, five dice left
    const skipped = mrNatural.skip!(rolled, 0);
    expect(skipped.scores).toEqual([0, 0, 0]);
    expect(skipped.lastTurn).toMatchObject({ seat: 0, outcome: "skipped", points: 0 });
    expect(mrNatural.activeSeats(skipped)).toEqual([1]);
  });

  it("does nothing for a seat whose turn it is not", () => {
    const state = newGame(2);
    expect(mrNatural.skip!(state, 1)).toBe(state);
  });
});

describe("drop (the time ran out)", () => {
  it("removes the seat from the rotation and places it last", () => {
    let state = mrNatural.drop!(newGame(3), 0);
    expect(state.lastTurn).toMatchObject({ seat: 0, outcome: "dropped" });
    expect(mrNatural.activeSeats(state)).toEqual([1]);
    state = withTurn(state, {}, { scores: [9000, 1000, 0] });
    state = mrNatural.skip!(state, 1);
    expect(mrNatural.activeSeats(state)).toEqual([2]); // seat 0 is passed over
    state = mrNatural.skip!(state, 2);
    expect(mrNatural.activeSeats(state)).toEqual([1]);
    const won = withTurn(state, {}, { winner: 1 });
    expect(mrNatural.result(won)!.ranking).toEqual([[1], [2], [0]]);
  });

  it("ends the game when every seat has been dropped, ranked by score", () => {
    let state = withTurn(newGame(2), {}, { scores: [100, 400] });
    state = mrNatural.drop!(state, 0);
    state = mrNatural.drop!(state, 1);
    expect(mrNatural.activeSeats(state)).toEqual([]);
    expect(mrNatural.result(state)).toEqual({ ranking: [[1], [0]], scores: [100, 400] });
  });

  it("dropping a waiting seat keeps the current turn going", () => {
    const state = mrNatural.drop!(newGame(3), 2);
    expect(mrNatural.activeSeats(state)).toEqual([0]);
    expect(state.dropped).toEqual([false, false, true]);
  });
});

describe("headline", () => {
  it("tells the last turn and the totals", () => {
    const state = play(newGame(2), [ROLL, ROLL], 1, 1, 1, 2, 3, 4, 2, 2, 6); // 1,000 then nothing: turn ends keeping 1,000
    expect(mrNatural.headline!(viewFor(mrNatural, state, null), ["Ann", "Bob"])).toBe(
      "Ann scored 1,000. Totals: Ann 1,000 · Bob 0 (target 10,000).",
    );
  });
});
