/**
 * A turn's writes sent together (`{type: "writes"}`): the same as the writes one by one, all or
 * nothing, and refused with the place of the first bad write.
 */
import { describe, expect, it } from "vitest";
import { isMoveError, type MoveError } from "../../../worker/engine/types";
import { game as boxcarsRw } from "../../../worker/games/boxcars-rw";
import { MAX_BATCH, moveSchema } from "../../../worker/games/boxcars-rw/moves";
import type { BoxcarsMove, BoxcarsState } from "../../../worker/games/boxcars-rw/types";
import { play, scripted, sheet, showing, withSheet } from "./helpers";

const EXAMPLE = [6, 4, 4, 3, 1, 1, 1]; // the rule text's roll: three ones to take

function batch(s: BoxcarsState, seat: number, move: BoxcarsMove): BoxcarsState | MoveError {
  return boxcarsRw.apply(s, seat, move, scripted());
}

function refusedBatch(s: BoxcarsState, seat: number, move: BoxcarsMove, code: string): MoveError {
  const before = JSON.stringify(s);
  const out = batch(s, seat, move);
  expect(isMoveError(out), `${JSON.stringify(move)} should be refused`).toBe(true);
  expect((out as MoveError).error.code).toBe(code);
  expect(JSON.stringify(s)).toBe(before);
  return out as MoveError;
}

describe("a batch of writes", () => {
  const picked = () => play(showing(EXAMPLE), [[0, { type: "pick", value: 1 }]]);

  it("leaves the game exactly as the same writes one by one", () => {
    const writes = [
      { value: 1, box: "B1.1" },
      { value: 1, box: "up.1" },
      { value: 1, box: "W.1" },
    ];
    const oneByOne = play(
      picked(),
      writes.map((w) => [0, { type: "write", ...w }] as [number, BoxcarsMove]),
    );
    const together = batch(picked(), 0, { type: "writes", writes });
    expect(isMoveError(together)).toBe(false);
    expect(together).toEqual(oneByOne);
    expect((together as BoxcarsState).phase).toBe("wait");
  });

  it("may hold part of the turn's writes; the rest follow", () => {
    const s = batch(picked(), 0, {
      type: "writes",
      writes: [
        { value: 1, box: "W.1" },
        { value: 1, box: "W.2" },
      ],
    }) as BoxcarsState;
    expect(s.pick!.left).toEqual([1]);
    expect(s.phase).toBe("write");
    expect(boxcarsRw.legalMoves(s, 0)).toContainEqual({ type: "write", value: 1, box: "W.3" });
  });

  it("is all or nothing: a bad write anywhere refuses the batch, naming its place, and nothing is written", () => {
    const s = picked();
    const err = refusedBatch(
      s,
      0,
      {
        type: "writes",
        writes: [
          { value: 1, box: "W.1" },
          { value: 1, box: "W.1" },
        ],
      },
      "box_full",
    );
    expect(err.error.message).toMatch(/^Write 2 of 2: /);
    refusedBatch(
      s,
      0,
      {
        type: "writes",
        writes: [
          { value: 1, box: "W.1" },
          { value: 1, box: "W.2" },
          { value: 1, box: "W.3" },
          { value: 1, box: "W.4" },
        ],
      },
      "no_die",
    );
    refusedBatch(s, 0, { type: "writes", writes: [{ value: 2, box: "W.1" }] }, "no_die");
    refusedBatch(s, 0, { type: "writes", writes: [{ value: 1, box: "B3.1" }] }, "order_rule");
    refusedBatch(s, 0, { type: "writes", writes: [] }, "bad_move");
  });

  it("carries another player's answer, the two halves of an Even Split included", () => {
    const asked = play(
      withSheet(showing([6, 2, 2, 2, 2, 2, 2], 3, { turn: 4 }), 1, sheet({}, { split: 3 })),
      [[0, { type: "pick", value: 6 }]],
    );
    const s = batch(asked, 1, {
      type: "writes",
      writes: [{ box: "B1.1", power: "split" }, { box: "B1.2" }],
    }) as BoxcarsState;
    expect([s.sheets[1].marks["B1.1"], s.sheets[1].marks["B1.2"]]).toEqual([3, 3]);
    expect(s.answers[1]).toMatchObject({ status: "done", power: "split" });
    // A plain answer is one write: a second one in the batch is refused.
    refusedBatch(asked, 2, { type: "writes", writes: [{ box: "W.1" }, { box: "W.2" }] }, "already_answered");
    // Not asked: the batch of a seat that may not write now.
    refusedBatch(play(showing(EXAMPLE), []), 1, { type: "writes", writes: [{ box: "W.1" }] }, "not_asked");
  });

  it("cannot run past the end of the turn into the next one", () => {
    let s = play(showing([5, 2, 3, 4, 6, 6, 6]), [
      [0, { type: "pick", value: 5 }],
      [1, { type: "pass" }],
      [2, { type: "pass" }],
    ]);
    const err = refusedBatch(
      s,
      0,
      {
        type: "writes",
        writes: [
          { value: 5, box: "W.1" },
          { value: 5, box: "W.2" },
        ],
      },
      "not_asked",
    );
    expect(err.error.message).toMatch(/^Write 2 of 2/);
    s = batch(s, 0, { type: "writes", writes: [{ value: 5, box: "W.1" }] }) as BoxcarsState;
    expect(s.turn).toBe(2);
  });

  it("has a shape: one to eight writes of boxes, no other keys", () => {
    const ok = (move: unknown) => moveSchema.safeParse(move).success;
    expect(ok({ type: "writes", writes: [{ box: "W.1", value: 3 }] })).toBe(true);
    expect(ok({ type: "writes", writes: [] })).toBe(false);
    expect(ok({ type: "writes", writes: Array(MAX_BATCH + 1).fill({ box: "W.1", value: 3 }) })).toBe(false);
    expect(ok({ type: "writes", writes: [{ type: "write", box: "W.1" }] })).toBe(false);
    expect(ok({ type: "writes", writes: [{ box: "W.1", power: "sideways" }] })).toBe(false);
    expect(ok({ type: "writes" })).toBe(false);
  });
});
