import { describe, expect, it } from "vitest";
import { viewFor } from "../../../worker/room/disclose";
import { game as boxcarsRw } from "../../../worker/games/boxcars-rw";
import type { BoxcarsState } from "../../../worker/games/boxcars-rw/types";
import { play, scripted, showing } from "./helpers";

const skip = (s: BoxcarsState, seat: number) => boxcarsRw.skip!(s, seat);

describe("when a seat's time runs out (skip policy)", () => {
  it("a player still to answer passes; nobody else is held up", () => {
    const s = play(showing([6, 4, 4, 3, 1, 1, 1]), [
      [0, { type: "pick", value: 4 }],
      [0, { type: "write", value: 4, box: "W.1" }],
      [0, { type: "write", value: 4, box: "W.2" }],
      [1, { type: "pass" }],
    ]);
    const before = JSON.stringify(s);
    const next = skip(s, 2);
    expect(JSON.stringify(s)).toBe(before);
    expect(next.turn).toBe(2);
    expect(next.answers[2]).toBeNull();
    expect(skip(next, 0)).toBe(next); // seat 0 has nothing to do: unchanged
  });

  it("the active player's turn ends where it stands: dice not written are lost, the others still answer", () => {
    let s = play(showing([6, 4, 4, 3, 1, 1, 1]), [
      [0, { type: "pick", value: 1 }],
      [0, { type: "write", value: 1, box: "W.1" }],
    ]);
    s = skip(s, 0);
    expect(s.phase).toBe("wait");
    expect(boxcarsRw.activeSeats(s)).toEqual([1, 2]);
    s = play(s, [
      [1, { type: "pass" }],
      [2, { type: "pass" }],
    ]);
    expect(s.mustRoll).toEqual([4, 5, 6]);
    expect(s.active).toBe(1);
  });

  it("before the pick nobody is asked; dice not rolled yet stay to be rolled", () => {
    const rolled = skip(showing([6, 4, 4, 3, 1, 1, 1]), 0);
    expect(rolled).toMatchObject({
      active: 1,
      phase: "roll",
      mustRoll: [],
      last: { seat: 0, skipped: true },
    });
    const first = skip(boxcarsRw.setup({ seats: 3, options: {} }, scripted()), 0);
    expect(first).toMatchObject({ active: 1, phase: "roll", mustRoll: [0, 1, 2, 3, 4, 5, 6] });
  });

  it("solo: the turn is a bust", () => {
    const s = skip(boxcarsRw.setup({ seats: 1, options: {} }, scripted()), 0);
    expect(s.solo!.busts).toBe(1);
    expect(s.phase).toBe("roll");
  });

  it("a headline for notifications", () => {
    const s = showing([1, 2, 3, 4, 5, 6, 6], 2, { round: 4, lastRound: 5 });
    expect(boxcarsRw.headline!(viewFor(boxcarsRw, s, null), ["Ann", "Bob"])).toBe(
      "Round 4 (one more round after this). Scores: Ann 0 · Bob 0.",
    );
  });
});
