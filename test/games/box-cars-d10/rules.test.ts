import { describe, expect, it } from "vitest";
import { canonical } from "../../../worker/engine/canonical";
import { playMove, startGame, type Played, type Snapshot } from "../../../worker/engine/play";
import type { Entropy } from "../../../worker/engine/random";
import { isMoveError, type MoveError, type Viewed } from "../../../worker/engine/types";
import { game as boxCarsD10 } from "../../../worker/games/box-cars-d10";
import { REROLL_LIMITS } from "../../../worker/games/box-cars-d10/rules";
import { headline, view } from "../../../worker/games/box-cars-d10/view";
import type { BoxCarsMove, BoxCarsState, BoxCarsView } from "../../../worker/games/box-cars-d10/types";
import { faces, newGame, play, refusal, reroll, ROLL, scriptedDice, STOP, withTurn } from "./fixtures";

const game = boxCarsD10;
const binomial = (n: number, k: number): number =>
  k < 0 || k > n ? 0 : k === 0 ? 1 : (binomial(n - 1, k - 1) * n) / k;
const rerolls = (state: BoxCarsState, seat = 0) =>
  game.legalMoves(state, seat).flatMap((m) => (m.type === "reroll" ? [m.dice as number[]] : []));

describe("Box Cars turns", () => {
  it("starts with every seat active and only a roll to make", () => {
    const state = newGame(3);
    expect(game.activeSeats(state)).toEqual([0, 1, 2]);
    for (const seat of [0, 1, 2]) expect(game.legalMoves(state, seat)).toEqual([ROLL]);
    expect(game.result(state)).toBeNull();
  });

  it("rolls ten d10 from the seat's stream for that turn, the 10 showing a Breakdown", () => {
    const rng = scriptedDice(...faces("1234567890"));
    const state = game.apply(newGame(2), 1, ROLL, rng) as BoxCarsState;
    expect(state.seats[1].turns).toEqual([
      { number: 1, dice: faces("1234567890"), phase: 0, rerolls: [], score: null, stoppedEarly: false },
    ]);
    expect(rng.streams).toEqual(Array(10).fill("seat:1/turn:1"));
    expect(state.seats[0].turns).toEqual([]);
  });

  it("re-rolls only the picked dice, from the same stream, and moves to the next phase", () => {
    let state = play(newGame(1), 0, [ROLL], ...faces("1234567890"));
    const rng = scriptedDice(...faces("55"));
    state = game.apply(state, 0, reroll(3, 5), rng) as BoxCarsState;
    expect(state.seats[0].turns[0]).toMatchObject({
      dice: faces("1235557890"),
      phase: 1,
      rerolls: [[3, 5]],
      score: null,
    });
    expect(rng.streams).toEqual(["seat:0/turn:1", "seat:0/turn:1"]);
  });

  it("re-rolling nothing passes the phase", () => {
    const state = play(withTurn(1, 0, "1234567890", 1), 0, [reroll()]);
    expect(state.seats[0].turns[0]).toMatchObject({
      dice: faces("1234567890"),
      phase: 2,
      rerolls: [[], []],
      score: null,
    });
  });

  it("allows at most 8, 6, 4, then 2 dice, and scores after the Reroll 2 phase", () => {
    let state = play(newGame(1), 0, [ROLL], ...faces("1234567899"));
    REROLL_LIMITS.forEach((limit, phase) => {
      const tooMany = Array.from({ length: limit + 1 }, (_, i) => i);
      expect(refusal(state, 0, reroll(...tooMany))).toMatchObject({ code: "too_many_dice" });
      expect(refusal(state, 0, reroll(...tooMany))?.message).toContain(`at most ${limit} dice`);
      expect(rerolls(state).every((d) => d.length <= limit)).toBe(true);
      expect(rerolls(state).some((d) => d.length === limit)).toBe(true);
      state = play(state, 0, [reroll(...tooMany.slice(1))], ...faces("5".repeat(limit)));
      expect(state.seats[0].turns[0].phase).toBe(phase + 1);
    });
    // After the Reroll 2 phase the turn is scored at once (Loco, no Caboose, 8 Coaches, Way Car).
    expect(state.seats[0].turns[0]).toMatchObject({
      dice: faces("1555555559"),
      score: 10 - 10 + 140 + 10,
      stoppedEarly: false,
    });
    expect(state.seats[0].total).toBe(150);
    expect(game.legalMoves(state, 0)).toEqual([ROLL]);
  });

  it("stopping early scores the dice at once", () => {
    const state = play(withTurn(1, 0, "1255555559", 0), 0, [STOP]);
    expect(state.seats[0].turns[0]).toMatchObject({ phase: 0, score: 150, stoppedEarly: true });
    expect(state.seats[0].total).toBe(150);
    expect(game.legalMoves(state, 0)).toEqual([ROLL]);
    // The next turn uses the next stream.
    const rng = scriptedDice(...faces("1111111111"));
    const next = game.apply(state, 0, ROLL, rng) as BoxCarsState;
    expect(next.seats[0].turns[1].number).toBe(2);
    expect(rng.streams[0]).toBe("seat:0/turn:2");
  });

  it("a turn without a Locomotive scores 0, never less, whatever the penalties", () => {
    const state = play(withTurn(1, 0, "0000099999", 3), 0, [STOP]);
    expect(state.seats[0].turns[0].score).toBe(0);
    expect(state.seats[0].total).toBe(0);
  });

  it("locks Breakdowns unless a Way Car is showing", () => {
    const locked = withTurn(1, 0, "1230456780", 0); // no Way Car: dice 3 and 9 are Breakdowns
    expect(refusal(locked, 0, reroll(3))).toMatchObject({ code: "breakdown_locked" });
    expect(refusal(locked, 0, reroll(0, 9))?.message).toContain("Die 9 is a Breakdown");
    expect(rerolls(locked).some((d) => d.includes(3) || d.includes(9))).toBe(false);
    // 8 free dice, up to 8 of them: every subset.
    expect(rerolls(locked)).toHaveLength(2 ** 8);

    const unlocked = withTurn(1, 0, "1230456790", 0); // a Way Car at index 8
    expect(refusal(unlocked, 0, reroll(3, 9))).toBeNull();
    expect(rerolls(unlocked).some((d) => d.includes(3) && d.includes(9))).toBe(true);
  });

  it("a Way Car re-rolled together with the Breakdowns still unlocks them; then they lock again", () => {
    let state = withTurn(1, 0, "1230456790", 0);
    state = play(state, 0, [reroll(3, 8)], ...faces("00")); // the Breakdown and the Way Car both come up Breakdowns
    expect(state.seats[0].turns[0].dice).toEqual(faces("1230456700"));
    expect(refusal(state, 0, reroll(3))).toMatchObject({ code: "breakdown_locked" });
    expect(refusal(state, 0, reroll(0, 1))).toBeNull();
  });

  it("lists every legal re-roll once, ascending, after the stop", () => {
    const state = withTurn(1, 0, "1234567899", 0);
    const moves = game.legalMoves(state, 0);
    expect(moves[0]).toEqual(STOP);
    const lists = rerolls(state);
    const total = [0, 1, 2, 3, 4, 5, 6, 7, 8].reduce((sum, k) => sum + binomial(10, k), 0);
    expect(lists).toHaveLength(total); // 1013
    expect(new Set(lists.map((d) => d.join(","))).size).toBe(total);
    expect(lists.every((d) => d.every((i, k) => k === 0 || d[k - 1] < i))).toBe(true);
    // Reroll 2 phase: C(10,0) + C(10,1) + C(10,2).
    expect(rerolls(withTurn(1, 0, "1234567899", 3))).toHaveLength(1 + 10 + 45);
  });
});

describe("Box Cars bad input: a reason, and nothing changed", () => {
  const underWay = withTurn(1, 0, "1230456790", 2);

  it("refuses indices outside 0..9, repeated or out of order", () => {
    expect(refusal(underWay, 0, reroll(10))).toMatchObject({ code: "bad_die" });
    expect(refusal(underWay, 0, reroll(-1))).toMatchObject({ code: "bad_die" });
    expect(refusal(underWay, 0, reroll(1.5))).toMatchObject({ code: "bad_die" });
    expect(refusal(underWay, 0, reroll(2, 2))).toMatchObject({
      code: "repeated_die",
      message: "Die 2 is listed more than once.",
    });
    expect(refusal(underWay, 0, reroll(4, 2))).toMatchObject({ code: "unsorted_dice" });
  });

  it("refuses a roll during a turn, and a re-roll or stop before one", () => {
    expect(refusal(underWay, 0, ROLL)).toMatchObject({ code: "turn_under_way" });
    expect(refusal(newGame(1), 0, reroll(1))).toMatchObject({
      code: "no_turn",
      message: "Roll to start your first turn.",
    });
    expect(refusal(newGame(1), 0, STOP)).toMatchObject({ code: "no_turn" });
  });

  it("refuses moving after stopping", () => {
    const stopped = play(underWay, 0, [STOP]);
    expect(refusal(stopped, 0, STOP)).toMatchObject({
      code: "no_turn",
      message: "Turn 1 is already scored; roll to start turn 2.",
    });
    expect(refusal(stopped, 0, reroll(1))).toMatchObject({ code: "no_turn" });
  });

  it("refuses a sixth turn", () => {
    let state = newGame(2);
    for (let turn = 1; turn <= 5; turn++) state = play(state, 0, [ROLL, STOP], ...faces("1234567899"));
    expect(state.seats[0].turns).toHaveLength(5);
    expect(state.seats[0].total).toBe(5 * (30 + 5 * 5 + 0));
    expect(game.activeSeats(state)).toEqual([1]);
    expect(game.legalMoves(state, 0)).toEqual([]);
    expect(refusal(state, 0, ROLL)).toMatchObject({
      code: "turns_done",
      message: "You have played all 5 turns.",
    });
    expect(refusal(state, 5, ROLL)).toMatchObject({ code: "bad_seat" });
  });
});

describe("Box Cars through the framework", () => {
  const entropy: Entropy = { serverSeed: "5e".repeat(32), gameId: "box-test", clientSeeds: ["a", "b", "c"] };
  const start = (seats = 3) =>
    startGame(game, seats, {}, { ...entropy, clientSeeds: entropy.clientSeeds.slice(0, seats) });
  const must = (out: Played<BoxCarsState> | MoveError): Played<BoxCarsState> => {
    if (isMoveError(out)) throw new Error(out.error.message);
    return out;
  };
  const refusedBy = (snapshot: Snapshot<BoxCarsState>, seat: number, move: unknown) => {
    const out = playMove(game, snapshot, entropy, seat, move);
    expect(isMoveError(out), JSON.stringify(move)).toBe(true);
    return (out as MoveError).error;
  };

  it("gives each bad re-roll a clear error and changes nothing", () => {
    let snapshot = must(playMove(game, start(), entropy, 0, ROLL));
    const before = canonical(snapshot);
    expect(refusedBy(snapshot, 0, reroll(10))).toMatchObject({
      code: "bad_move",
      message: expect.stringContaining("0 to 9"),
    });
    expect(refusedBy(snapshot, 0, reroll(0.5))).toMatchObject({
      code: "bad_move",
      message: expect.stringContaining("whole number"),
    });
    expect(refusedBy(snapshot, 0, { type: "reroll", dice: "123" })).toMatchObject({ code: "bad_move" });
    expect(refusedBy(snapshot, 0, { type: "jump" })).toMatchObject({
      code: "bad_move",
      message: expect.stringContaining('"reroll"'),
    });
    expect(refusedBy(snapshot, 0, reroll(0, 1, 2, 3, 4, 5, 6, 7, 8))).toEqual({
      code: "illegal_move",
      message: "The Reroll 8 phase allows at most 8 dice; you picked 9.",
    });
    expect(refusedBy(snapshot, 0, reroll(1, 1))).toEqual({
      code: "illegal_move",
      message: "Die 1 is listed more than once.",
    });
    expect(refusedBy(snapshot, 0, reroll(2, 1))).toEqual({
      code: "illegal_move",
      message: "List the dice to re-roll in ascending order.",
    });
    expect(refusedBy(snapshot, 0, ROLL)).toMatchObject({
      code: "illegal_move",
      message: expect.stringContaining("under way"),
    });
    expect(refusedBy(snapshot, 1, STOP)).toMatchObject({
      code: "illegal_move",
      message: "Roll to start your first turn.",
    });
    expect(canonical(snapshot)).toBe(before);

    // A locked Breakdown (a scripted position: Breakdowns at 3 and 9, no Way Car).
    const locked = { ...snapshot, state: withTurn(3, 0, "1230456780", 1) };
    expect(refusedBy(locked, 0, reroll(3))).toEqual({
      code: "illegal_move",
      message: "Die 3 is a Breakdown and no Way Car is showing: it cannot be re-rolled.",
    });
    snapshot = must(playMove(game, snapshot, entropy, 0, STOP));
    expect(refusedBy(snapshot, 0, reroll())).toMatchObject({
      code: "illegal_move",
      message: expect.stringContaining("already scored"),
    });
  });

  it("refuses a sixth turn: the seat is done while others play, and the game is over solo", () => {
    let snapshot = start(2);
    for (let t = 0; t < 5; t++)
      snapshot = must(playMove(game, must(playMove(game, snapshot, entropy, 0, ROLL)), entropy, 0, STOP));
    expect(refusedBy(snapshot, 0, ROLL)).toMatchObject({ code: "not_your_turn" });
    expect(game.activeSeats(snapshot.state)).toEqual([1]);

    let solo = start(1);
    for (let t = 0; t < 5; t++)
      solo = must(playMove(game, must(playMove(game, solo, entropy, 0, ROLL)), entropy, 0, STOP));
    expect(refusedBy(solo, 0, ROLL)).toMatchObject({ code: "game_over" });
    expect(game.result(solo.state)).toEqual({ ranking: [[0]], scores: [solo.state.seats[0].total] });
  });

  it("gives every player the same dice whatever order the players move in", () => {
    // Each seat decides from its own dice only: re-roll the first three dice it may, twice, then
    // pass once and stop. A turn is five moves; five turns.
    const movesPerSeat = 25;
    const decide = (state: BoxCarsState, seat: number): BoxCarsMove => {
      const turn = state.seats[seat].turns.at(-1);
      if (!turn || turn.score !== null) return ROLL;
      if (turn.phase === 2) return reroll();
      if (turn.phase === 3) return STOP;
      return { type: "reroll", dice: rerolls(state, seat).find((d) => d.length === 3) ?? [] };
    };
    const seats = 3;
    const run = (order: number[]) => {
      let snapshot = start(seats);
      const draws: string[][] = Array.from({ length: seats }, () => []);
      for (const seat of order) {
        const played = must(playMove(game, snapshot, entropy, seat, decide(snapshot.state, seat)));
        for (const d of played.draws) {
          expect(d.stream.startsWith(`seat:${seat}/`)).toBe(true);
          draws[seat].push(`${d.stream}=${d.value}`);
        }
        snapshot = played;
      }
      return { draws, state: snapshot.state, result: game.result(snapshot.state) };
    };
    // One after another, then round-robin, then seat 2 first with the others interleaved unevenly.
    const inTurn = Array.from({ length: seats }, (_, s) => Array(movesPerSeat).fill(s)).flat();
    const roundRobin = Array.from({ length: movesPerSeat }, () => [0, 1, 2]).flat();
    const uneven = [
      ...Array(movesPerSeat).fill(2),
      ...Array.from({ length: movesPerSeat }, () => [1, 0]).flat(),
    ];
    const a = run(inTurn),
      b = run(roundRobin),
      c = run(uneven);
    expect(a.result).not.toBeNull();
    for (const other of [b, c]) {
      expect(other.draws).toEqual(a.draws);
      expect(canonical(other.state)).toBe(canonical(a.state));
      expect(other.result).toEqual(a.result);
    }
    // And the seats' dice differ from each other (they are different streams).
    expect(a.draws[0]).not.toEqual(a.draws[1]);
  });
});

describe("Box Cars result", () => {
  const finished = (totals: number[]): BoxCarsState => ({
    seats: totals.map((total) => ({
      total,
      turns: Array.from({ length: 5 }, (_, i) => ({
        number: i + 1,
        dice: faces("1234567899"),
        phase: 4,
        rerolls: [],
        score: total / 5,
        stoppedEarly: false,
      })),
    })),
  });

  it("ranks by total, best first, equal totals sharing a place", () => {
    expect(game.result(finished([100, 250, 100, 50]))).toEqual({
      ranking: [[1], [0, 2], [3]],
      scores: [100, 250, 100, 50],
    });
    expect(game.result(finished([75]))).toEqual({ ranking: [[0]], scores: [75] });
  });

  it("waits for every seat to finish", () => {
    const state = finished([100, 100]);
    state.seats[1] = { ...state.seats[1], turns: state.seats[1].turns.slice(0, 4) };
    expect(game.result(state)).toBeNull();
    expect(game.activeSeats(state)).toEqual([1]);
  });

  it("says the totals and who has finished in a headline", () => {
    const state = play(newGame(2), 1, [ROLL, STOP], ...faces("1234567899"));
    // The headline reads a view, as the room hands it on (a spectator's: nothing is hidden here).
    const seen = (s: BoxCarsState) => view(s) as Viewed<BoxCarsView>;
    expect(headline(seen(state), ["Ann", "Bob"])).toBe(
      "Totals: Ann 0 (0 of 5 turns) · Bob 55 (1 of 5 turns)",
    );
    expect(headline(seen(finished([100])), ["Ann"])).toBe("Totals: Ann 100 (finished)");
  });
});
