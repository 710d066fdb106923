import { describe, expect, it } from "vitest";
import { game as boxcarsRw } from "../../../worker/games/boxcars-rw";
import { SHEET } from "../../../worker/games/boxcars-rw/data";
import type { BoxcarsState } from "../../../worker/games/boxcars-rw/types";
import { play, refused, scripted, sheet, withSheet } from "./helpers";

const T = true,
  F = false;

function solo(
  patch: Partial<BoxcarsState>,
  locked: boolean[],
  out: boolean[] = Array(7).fill(false),
): BoxcarsState {
  const s = boxcarsRw.setup({ seats: 1, options: {} }, scripted());
  return { ...s, ...patch, solo: { locked, out, busts: out.filter(Boolean).length } };
}

describe("solo: lock and bust", () => {
  it("pick, write every matching die, lock one used die; the other used dice must be rolled again", () => {
    let s = boxcarsRw.setup({ seats: 1, options: {} }, scripted());
    expect(s.solo).not.toBeNull();
    s = play(s, [[0, { type: "roll", keep: [] }]], scripted([3, 3, 5, 1, 2, 6, 4]));
    s = play(s, [[0, { type: "pick", value: 3 }]]);
    refused(s, 0, { type: "write", value: 3, box: "W.1" }, "no_warehouse");
    s = play(s, [
      [0, { type: "write", value: 3, box: "B1.1" }],
      [0, { type: "write", value: 3, box: "B1.2" }],
    ]);
    // Both used dice show 3: the lock is automatic.
    expect(s.solo!.locked).toEqual([T, F, F, F, F, F, F]);
    expect(s.phase).toBe("roll");
    expect(s.mustRoll).toEqual([1]);
    expect(boxcarsRw.legalMoves(s, 0)).toHaveLength(32); // the five unused dice may stay or be rolled
    refused(s, 0, { type: "roll", keep: [0] }, "bad_dice"); // the locked die is not rolled
    s = play(s, [[0, { type: "roll", keep: [2, 3, 4, 5, 6] }]], scripted([3]));
    expect(s.dice).toEqual([3, 3, 5, 1, 2, 6, 4]);
    refused(s, 0, { type: "pick", value: 3 }, "locked_number");
    expect(boxcarsRw.legalMoves(s, 0).map((m) => (m as { value: number }).value)).toEqual([1, 2, 4, 5, 6]);
    s = play(s, [
      [0, { type: "pick", value: 2 }],
      [0, { type: "write", value: 2, box: "B1.3" }],
    ]);
    // Durango complete: in solo a train always scores its higher bonus.
    expect(s.sheets[0].trains.durango.bonus).toBe(SHEET.trains[0].bonus[0]);
    expect(s.solo!.locked).toEqual([T, F, F, F, T, F, F]);
  });

  it("busts when no number can be picked: one die is discarded, the rest unlocked and rolled", () => {
    let s = solo({ dice: [1, 2, 3, 1, 2, 3, 1], phase: "roll", mustRoll: [3] }, [T, T, T, F, F, F, F]);
    s = play(s, [[0, { type: "roll", keep: [4, 5, 6] }]], scripted([3]));
    expect(s.solo).toEqual({ locked: [F, F, F, F, F, F, F], out: [F, F, F, F, F, F, T], busts: 1 });
    expect(s.last).toMatchObject({ bust: true });
    expect(s.round).toBe(2);
    expect(s.phase).toBe("roll");
    expect(s.mustRoll).toEqual([0, 1, 2, 3, 4, 5]);
    expect(boxcarsRw.legalMoves(s, 0)).toEqual([{ type: "roll", keep: [] }]);
  });

  it("a Change or Re-roll still usable must be tried before a bust", () => {
    const base = { dice: [1, 2, 3, 1, 2, 3, 1], phase: "roll" as const, mustRoll: [3], turn: 5 };
    let s = withSheet(solo(base, [T, T, T, F, F, F, F]), 0, sheet({}, { change: 2 }));
    s = play(s, [[0, { type: "roll", keep: [4, 5, 6] }]], scripted([3]));
    expect(s.phase).toBe("choose");
    expect(new Set(boxcarsRw.legalMoves(s, 0).map((m) => m.type))).toEqual(new Set(["change"]));
    s = play(s, [[0, { type: "change", die: 3, face: 6 }]]);
    expect(boxcarsRw.legalMoves(s, 0)).toEqual([{ type: "pick", value: 6 }]);
  });

  it("after a Bonus the player chooses which used die to lock", () => {
    let s = withSheet(
      solo({ dice: [4, 4, 5, 1, 2, 6, 3], phase: "choose", mustRoll: [], turn: 5 }, Array(7).fill(F)),
      0,
      sheet({}, { bonus: 2 }),
    );
    s = play(s, [
      [0, { type: "pick", value: 4 }],
      [0, { type: "bonus", die: 5 }],
      [0, { type: "write", value: 6, box: "B1.1" }],
      [0, { type: "write", value: 4, box: "B2.1" }],
      [0, { type: "write", value: 4, box: "B4.1" }],
    ]);
    expect(s.phase).toBe("lock");
    expect(boxcarsRw.legalMoves(s, 0)).toEqual([0, 1, 5].map((die) => ({ type: "lock", die })));
    refused(s, 0, { type: "lock", die: 2 }, "not_used");
    s = play(s, [[0, { type: "lock", die: 5 }]]);
    expect(s.solo!.locked[5]).toBe(true);
    expect(s.mustRoll).toEqual([0, 1]);
  });

  it("locking the last free die is a bust at once; the game ends when no dice remain", () => {
    let s = solo({ dice: [1, 1, 1, 1, 1, 1, 4], phase: "choose", mustRoll: [], round: 7 }, Array(7).fill(F), [
      T,
      T,
      T,
      T,
      T,
      T,
      F,
    ]);
    s = play(s, [
      [0, { type: "pick", value: 4 }],
      [0, { type: "write", value: 4, box: "B1.1" }],
    ]);
    expect(s.phase).toBe("over");
    expect(s.solo!.out.every(Boolean)).toBe(true);
    expect(boxcarsRw.result(s)).toEqual({ ranking: [[0]], scores: [0] });
    expect(boxcarsRw.stats!(s).busts).toBe(7);
  });

  it("with two dice left, locking one leaves one to roll", () => {
    let s = solo({ dice: [1, 1, 1, 1, 1, 2, 4], phase: "choose", mustRoll: [] }, Array(7).fill(F), [
      T,
      T,
      T,
      T,
      T,
      F,
      F,
    ]);
    s = play(s, [
      [0, { type: "pick", value: 4 }],
      [0, { type: "write", value: 4, box: "B1.1" }],
    ]);
    expect(s.phase).toBe("roll");
    expect(boxcarsRw.legalMoves(s, 0)).toEqual([
      { type: "roll", keep: [] },
      { type: "roll", keep: [5] },
    ]);
  });
});
