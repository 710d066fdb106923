import { describe, expect, it } from "vitest";
import { game as mrNatural } from "../../../worker/games/mr-natural";
import type { MrNaturalState } from "../../../worker/games/mr-natural/types";
import { BANK, newGame, pick, play, refusal, ROLL, scriptedDice, withTurn } from "./fixtures";

describe("a turn (rulings 3, 5, 6)", () => {
  it("scores every scoring die, sets it aside and rolls the rest from the seat's own stream", () => {
    const rng = scriptedDice(1, 2, 2, 3, 4, 6, 5, 3, 3, 4, 6);
    let state = mrNatural.apply(newGame(), 0, ROLL, rng) as MrNaturalState;
    expect(state.turn).toMatchObject({
      points: 100,
      diceLeft: 5,
      phase: "roll",
      rolls: [{ dice: [1, 2, 2, 3, 4, 6], points: 100 }],
    });
    state = mrNatural.apply(state, 0, ROLL, rng) as MrNaturalState;
    expect(state.turn).toMatchObject({ points: 150, diceLeft: 4 });
    expect(rng.streams).toEqual(Array(11).fill("seat:0/turn:1"));
  });

  it("a roll scoring nothing ends the turn and keeps its points", () => {
    const state = play(newGame(), [ROLL, ROLL], 1, 2, 2, 3, 4, 6, 2, 3, 3, 4, 6);
    expect(state.scores).toEqual([100, 0]);
    expect(state.lastTurn).toEqual({
      seat: 0,
      number: 1,
      rolls: state.lastTurn!.rolls,
      points: 100,
      outcome: "ended",
      total: 100,
    });
    expect(state.lastTurn!.rolls.map((r) => r.points)).toEqual([100, 0]);
    expect(state.turn).toMatchObject({ seat: 1, number: 1, points: 0, diceLeft: 6, rolls: [] });
  });

  it("when all six have scored the player may bank or roll all six again", () => {
    const state = play(newGame(), [ROLL], 2, 2, 2, 1, 5, 5);
    expect(state.turn).toMatchObject({ points: 400, phase: "all-scored", diceLeft: 6, rerollAll: true });
    expect(mrNatural.legalMoves(state, 0)).toEqual([ROLL, BANK]);
    const banked = play(state, [BANK]);
    expect(banked.scores).toEqual([400, 0]);
    expect(banked.lastTurn).toMatchObject({ outcome: "banked", points: 400, total: 400 });
  });

  it("after a scoring re-roll of all six, a later roll scoring nothing keeps the points again", () => {
    const state = play(
      newGame(),
      [ROLL, ROLL, ROLL],
      2,
      2,
      2,
      1,
      5,
      5,
      /* re-roll all */ 1,
      2,
      3,
      3,
      4,
      6,
      2,
      3,
      4,
      4,
      6,
    );
    expect(state.lastTurn).toMatchObject({ outcome: "ended", points: 500 });
  });

  it("each seat counts its own turns for its dice stream", () => {
    const state = play(
      newGame(),
      [ROLL, ROLL, ROLL, ROLL],
      1,
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
    expect(state.turn).toMatchObject({ seat: 0, number: 2 });
    const rng = scriptedDice(3, 3, 3, 2, 4, 6);
    mrNatural.apply(state, 0, ROLL, rng);
    expect(rng.streams[0]).toBe("seat:0/turn:2");
  });
});

describe("Nothing (ruling 7)", () => {
  const nothing = () => play(newGame(), [ROLL], 2, 2, 3, 3, 4, 6);

  it("2,2,3,3,4,6: the player must pick the 4 or the 6", () => {
    const state = nothing();
    expect(state.turn).toMatchObject({
      phase: "nothing",
      points: 0,
      rolls: [{ dice: [2, 2, 3, 3, 4, 6], combos: [], points: 0 }],
    });
    expect(mrNatural.legalMoves(state, 0)).toEqual([pick(4), pick(5)]);
    expect(refusal(state, 0, ROLL)?.code).toBe("must_pick");
    expect(refusal(state, 0, BANK)?.code).toBe("must_pick");
    expect(refusal(state, 0, pick(0))?.code).toBe("bad_pick");
  });

  it("re-rolling into a match gives a Boxcar, 1000, with all six scored", () => {
    const state = play(nothing(), [pick(4)], 6);
    expect(state.turn).toMatchObject({ phase: "all-scored", points: 1000, diceLeft: 6, rerollAll: true });
    expect(state.turn.rolls).toEqual([
      {
        dice: [2, 2, 3, 3, 4, 6],
        combos: [{ kind: "boxcar", dice: [0, 1, 2, 3, 4, 5], points: 1000 }],
        points: 1000,
        nothing: { picked: 4, rolled: 6 },
      },
    ]);
  });

  it("a miss scores nothing and ends the turn, keeping its points", () => {
    const state = play(nothing(), [pick(5)], 1);
    expect(state.lastTurn).toMatchObject({
      outcome: "ended",
      points: 0,
      rolls: [{ points: 0, nothing: { picked: 5, rolled: 1 } }],
    });
    expect(state.turn.seat).toBe(1);
  });

  it("a miss on the re-roll of all six forfeits the turn", () => {
    const state = play(newGame(), [ROLL, ROLL, pick(4)], 2, 2, 2, 1, 5, 5, 2, 2, 3, 3, 4, 6, 3);
    expect(state.lastTurn).toMatchObject({ outcome: "forfeited", points: 0, total: 0 });
    expect(state.scores).toEqual([0, 0]);
  });

  it("a Nothing can only come on six dice", () => {
    const state = play(withTurn(newGame(), { diceLeft: 5, points: 100 }), [ROLL], 2, 2, 3, 3, 4);
    expect(state.lastTurn).toMatchObject({ outcome: "ended", points: 100 });
  });
});

describe("the end (rulings 1, 2)", () => {
  it("the first banked total to reach the target wins at once", () => {
    const near = withTurn(newGame(3), {}, { scores: [9800, 9900, 0] });
    const midTurn = play(near, [ROLL], 1, 1, 1, 2, 3, 4);
    expect(midTurn.winner).toBeNull(); // turn points are not banked yet
    const state = play(midTurn, [ROLL], 2, 3, 4);
    expect(state.winner).toBe(0);
    expect(mrNatural.activeSeats(state)).toEqual([]);
    expect(mrNatural.legalMoves(state, 1)).toEqual([]);
    expect(mrNatural.result(state)).toEqual({ ranking: [[0], [1], [2]], scores: [10800, 9900, 0] });
    expect(refusal(state, 1, ROLL)?.code).toBe("game_over");
  });

  it("no result before the end; equal totals share a place", () => {
    const state = withTurn(newGame(3, { target: 2000 }), {}, { scores: [1950, 500, 500] });
    expect(mrNatural.result(state)).toBeNull();
    const won = play(state, [ROLL, ROLL], 5, 2, 2, 3, 4, 6, 2, 3, 4, 4, 6);
    expect(mrNatural.result(won)).toEqual({ ranking: [[0], [1, 2]], scores: [2000, 500, 500] });
  });

  it("solo: the same race, scored as the number of turns taken", () => {
    const state = withTurn(newGame(1, { target: 2000 }), { number: 5 }, { scores: [1900], turnsTaken: [4] });
    const won = play(state, [ROLL, ROLL], 1, 2, 2, 3, 4, 6, 2, 3, 4, 6, 6);
    expect(mrNatural.result(won)).toEqual({ ranking: [[0]], scores: [5] });
  });

  it("a solo turn passes back to the same seat", () => {
    const state = play(newGame(1), [ROLL, ROLL], 1, 2, 2, 3, 4, 6, 2, 3, 4, 6, 6);
    expect(state.turn).toMatchObject({ seat: 0, number: 2 });
    expect(state.turnsTaken).toEqual([1]);
  });
});
