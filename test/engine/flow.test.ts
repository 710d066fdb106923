import { describe, expect, it } from "vitest";
import { acted, isWaiting, nextSeat, openStage, stageDone, stageOf } from "../../worker/engine/flow";

describe("turn flow", () => {
  it("nextSeat goes round in order, skipping seats that are out", () => {
    expect(nextSeat(4, 1)).toBe(2);
    expect(nextSeat(4, 3)).toBe(0);
    expect(nextSeat(4, 1, (s) => s === 2 || s === 3)).toBe(0);
    expect(nextSeat(1, 0)).toBe(0);
    expect(nextSeat(3, 0, (s) => s !== 0)).toBe(0);
    expect(nextSeat(3, 0, () => true)).toBeNull();
  });

  it("a stage ends when every seat in it has acted, in any order", () => {
    let stage = openStage([2, 0, 2, 1]);
    expect(stage.waiting).toEqual([0, 1, 2]);
    stage = acted(stage, 2);
    expect(isWaiting(stage, 2)).toBe(false);
    expect(acted(stage, 2)).toBe(stage);
    stage = acted(acted(stage, 0), 1);
    expect(stageDone(stage)).toBe(true);
  });

  it("stageOf reads a stage from per-seat entries (null: not asked)", () => {
    const answers = [null, { done: false }, { done: true }, { done: false }];
    expect(stageOf(answers, (a) => a.done)).toEqual({ waiting: [1, 3] });
    expect(stageDone(stageOf([null, { done: true }], (a) => a.done))).toBe(true);
  });
});
