import { describe, expect, it } from "vitest";
import { game as boxcarsRw } from "../../../worker/games/boxcars-rw";
import { boxesOf, REGIONS } from "../../../worker/games/boxcars-rw/board";
import { SHEET } from "../../../worker/games/boxcars-rw/data";
import { play, refused, scripted, sheet, showing, withSheet } from "./helpers";

const EXAMPLE = [6, 4, 4, 3, 1, 1, 1]; // "a six, two fours, a three, and three ones"

describe("rolling", () => {
  it("the first turn rolls all seven dice from the table stream", () => {
    const s = boxcarsRw.setup({ seats: 3, options: {} }, scripted());
    expect(boxcarsRw.activeSeats(s)).toEqual([0]);
    expect(boxcarsRw.legalMoves(s, 0)).toEqual([{ type: "roll", keep: [] }]);
    expect(boxcarsRw.legalMoves(s, 1)).toEqual([]);
    const rng = scripted(EXAMPLE);
    const next = play(s, [[0, { type: "roll", keep: [] }]], rng);
    expect(next.dice).toEqual(EXAMPLE);
    expect(next.phase).toBe("choose");
    expect(rng.draws.map((d) => d.stream)).toEqual(Array(7).fill("table/turn:1"));
  });

  it("the next player must re-roll the dice used and may leave the others lying", () => {
    let s = play(showing(EXAMPLE), [
      [0, { type: "pick", value: 1 }],
      [0, { type: "write", value: 1, box: "W.1" }],
      [0, { type: "write", value: 1, box: "W.2" }],
      [0, { type: "write", value: 1, box: "W.3" }],
      [1, { type: "pass" }],
      [2, { type: "pass" }],
    ]);
    expect(s.active).toBe(1);
    expect(s.turn).toBe(2);
    expect(s.mustRoll).toEqual([4, 5, 6]);
    expect(boxcarsRw.legalMoves(s, 1)).toHaveLength(16); // any subset of the four unused dice may stay
    refused(s, 1, { type: "roll", keep: [1, 4] }, "must_roll");
    refused(s, 1, { type: "roll", keep: [2, 1] }, "bad_dice");
    refused(s, 0, { type: "roll", keep: [] }, "not_your_turn");
    const rng = scripted([5, 2, 2, 2, 6]);
    s = play(s, [[1, { type: "roll", keep: [1, 2] }]], rng); // set the two fours aside, roll the rest
    expect(s.dice).toEqual([5, 4, 4, 2, 2, 2, 6]);
    expect(rng.draws.every((d) => d.stream === "table/turn:2")).toBe(true);
  });
});

describe("choosing a number: take all its dice; each other player may use one", () => {
  it("follows the rule text's example: three ones taken, the others a single one", () => {
    let s = play(showing(EXAMPLE), [[0, { type: "pick", value: 1 }]]);
    expect(s.pick).toMatchObject({ value: 1, taken: [4, 5, 6], left: [1, 1, 1] });
    expect(boxcarsRw.activeSeats(s)).toEqual([0, 1, 2]);
    expect(boxcarsRw.view(s, null).waitingFor).toEqual([0, 1, 2]);
    // The others write only the picked number, once.
    expect(boxcarsRw.legalMoves(s, 1)).toContainEqual({ type: "write", box: "W.1" });
    expect(
      boxcarsRw
        .legalMoves(s, 1)
        .every((m) => m.type === "pass" || (m.type === "write" && m.value === undefined)),
    ).toBe(true);
    s = play(s, [[1, { type: "write", box: "B1.1" }]]);
    expect(s.sheets[1].marks["B1.1"]).toBe(1);
    refused(s, 1, { type: "write", box: "W.1" }, "already_answered");
    refused(s, 1, { type: "pass" }, "already_answered");
    // "Write a 1 in three different boxes."
    s = play(s, [
      [0, { type: "write", value: 1, box: "B1.1" }],
      [0, { type: "write", value: 1, box: "up.1" }],
    ]);
    refused(s, 0, { type: "write", value: 1, box: "B1.1" }, "box_full");
    s = play(s, [[0, { type: "write", value: 1, box: "W.1" }]]);
    expect(s.phase).toBe("wait");
    expect(boxcarsRw.activeSeats(s)).toEqual([2]);
    refused(s, 0, { type: "write", value: 1, box: "W.2" }, "no_die");
    s = play(s, [[2, { type: "pass" }]]);
    expect(s.turn).toBe(2);
    expect(s.last).toEqual({ seat: 0, value: 1, count: 3 });
  });

  it("the others answer at the same time, in any order, even before the active player has written", () => {
    let s = play(showing(EXAMPLE), [
      [0, { type: "pick", value: 4 }],
      [2, { type: "write", box: "W.1" }],
      [1, { type: "pass" }],
    ]);
    expect(boxcarsRw.activeSeats(s)).toEqual([0]);
    s = play(s, [[0, { type: "write", value: 4, box: "W.1" }]]);
    expect(s.turn).toBe(1);
    s = play(s, [[0, { type: "write", value: 4, box: "W.2" }]]);
    expect(s.turn).toBe(2);
  });

  it("refuses a number not showing, writing before picking, more dice than taken, answering when not asked", () => {
    const s = showing(EXAMPLE);
    refused(s, 0, { type: "pick", value: 2 }, "not_showing");
    refused(s, 0, { type: "pick", value: 9 }, "not_showing");
    refused(s, 0, { type: "write", value: 1, box: "W.1" }, "bad_phase");
    refused(s, 1, { type: "pass" }, "not_asked");
    refused(s, 1, { type: "write", box: "W.1" }, "not_asked");
    refused(s, 1, { type: "pick", value: 1 }, "not_your_turn");
    const picked = play(s, [[0, { type: "pick", value: 4 }]]);
    refused(picked, 0, { type: "write", value: 6, box: "W.1" }, "no_die");
    refused(picked, 0, { type: "write", box: "W.1" }, "no_die");
    refused(picked, 0, { type: "pass" }, "not_asked");
    refused(picked, 0, { type: "done" }, "must_write");
    refused(picked, 0, { type: "write", value: 4, box: "W.1", power: "up" }, "other_turn_only");
    refused(picked, 1, { type: "write", box: "W.1", value: 4 }, "bad_move");
    refused(picked, 0, { type: "pick", value: 1 }, "bad_phase");
  });

  it("a player whose sheet has no box for the number is not kept waiting for", () => {
    const full = sheet(
      Object.fromEntries(
        REGIONS.flatMap((r) => [...boxesOf(r), ...(r.startsWith("B") ? [`${r}.u`] : [])]).map((b) => [b, 1]),
      ),
    );
    const s = play(withSheet(showing(EXAMPLE), 2, full), [[0, { type: "pick", value: 6 }]]);
    expect(s.answers[2]).toEqual({ status: "done", writes: [], auto: true });
    expect(boxcarsRw.activeSeats(s)).toEqual([0, 1]);
  });
});

describe("own-turn loaders (from the turn after completion, any number a turn)", () => {
  const loaded = (done: Record<string, number>) =>
    withSheet(showing([5, 2, 3, 3, 4, 6, 1], 3, { turn: 4 }), 0, sheet({}, done));

  it("follows the rule text's example: Re-roll, then Change a 5 into a 2, then Order to any boxcar", () => {
    let s = loaded({ reroll: 3, change: 3, order7: 3 });
    expect(boxcarsRw.legalMoves(s, 0).filter((m) => m.type === "reroll")).toHaveLength(127);
    s = play(s, [[0, { type: "reroll", dice: [2, 3, 4, 5, 6] }]], scripted([2, 5, 3, 6, 1]));
    expect(s.dice).toEqual([5, 2, 2, 5, 3, 6, 1]);
    refused(s, 0, { type: "reroll", dice: [0] }, "loader_used");
    s = play(s, [[0, { type: "change", die: 0, face: 2 }]]);
    refused(s, 0, { type: "change", die: 3, face: 2 }, "loader_used");
    s = play(s, [[0, { type: "pick", value: 2 }]]);
    expect(s.pick!.taken).toEqual([0, 1, 2]);
    // Order: Dodge City's second boxcar, though its first is unfinished.
    s = play(s, [[0, { type: "write", value: 2, box: "B3.1" }]]);
    expect(s.sheets[0].marks["B3.1"]).toBe(2);
  });

  it("refuses a loader not completed, or completed this very turn", () => {
    refused(loaded({}), 0, { type: "reroll", dice: [0] }, "loader_not_ready");
    const err = refused(loaded({ change: 4 }), 0, { type: "change", die: 0, face: 2 }, "loader_not_ready");
    expect(err.error.message).toMatch(/next turn/);
    refused(loaded({}), 0, { type: "change", die: 0, face: 5 }, "loader_not_ready");
    refused(loaded({ change: 3 }), 0, { type: "change", die: 0, face: 5 }, "bad_face");
    const noOrder = play(loaded({}), [[0, { type: "pick", value: 3 }]]);
    refused(noOrder, 0, { type: "write", value: 3, box: "B3.1" }, "order_rule");
  });

  it("Bonus: one die of another number for yourself; the others still use the picked number; it must be re-rolled", () => {
    let s = play(loaded({ bonus: 3 }), [[0, { type: "pick", value: 3 }]]);
    expect(
      boxcarsRw
        .legalMoves(s, 0)
        .filter((m) => m.type === "bonus")
        .map((m) => m.die),
    ).toEqual([0, 1, 4, 5, 6]);
    refused(s, 0, { type: "bonus", die: 2 }, "same_number");
    s = play(s, [[0, { type: "bonus", die: 5 }]]);
    expect(s.pick).toMatchObject({ taken: [2, 3, 5], bonus: 5, left: [3, 3, 6] });
    refused(s, 0, { type: "bonus", die: 4 }, "loader_used");
    s = play(s, [
      [1, { type: "write", box: "W.1" }],
      [2, { type: "write", box: "W.1" }],
    ]);
    expect([s.sheets[1].marks["W.1"], s.sheets[2].marks["W.1"]]).toEqual([3, 3]);
    s = play(s, [
      [0, { type: "write", value: 6, box: "W.1" }],
      [0, { type: "write", value: 3, box: "W.2" }],
      [0, { type: "write", value: 3, box: "W.3" }],
    ]);
    expect(s.active).toBe(1);
    expect(s.mustRoll).toEqual([2, 3, 5]);
    expect(s.last).toEqual({ seat: 0, value: 3, count: 2 });
  });

  it("with the Bonus still possible, the active player ends the writing with done", () => {
    let s = play(loaded({ bonus: 3 }), [
      [0, { type: "pick", value: 5 }],
      [0, { type: "write", value: 5, box: "W.1" }],
    ]);
    expect(s.phase).toBe("write");
    expect(boxcarsRw.legalMoves(s, 0)).toContainEqual({ type: "done" });
    s = play(s, [[0, { type: "done" }]]);
    expect(s.phase).toBe("wait");
  });
});

describe("other-turn loaders (one a turn, from the turn after completion)", () => {
  const asked = (value: number, done: Record<string, number>, marks: Record<string, number> = {}) => {
    const dice = [value, 1, 1, 1, 1, 1, 1].map((v, i) => (i === 0 ? value : v === value ? 2 : v));
    return play(withSheet(showing(dice, 3, { turn: 4 }), 1, sheet(marks, done)), [
      [0, { type: "pick", value }],
    ]);
  };

  it("Up: a 6 becomes a 7", () => {
    const s = play(asked(6, { up: 3 }), [[1, { type: "write", box: "W.1", power: "up" }]]);
    expect(s.sheets[1].marks["W.1"]).toBe(7);
    expect(s.answers[1]).toMatchObject({ status: "done", power: "up" });
  });

  it("Down: a 1 becomes a 0", () => {
    const s = play(asked(1, { down: 3 }), [[1, { type: "write", box: "W.1", power: "down" }]]);
    expect(s.sheets[1].marks["W.1"]).toBe(0);
  });

  it("Even Split: a 6 becomes two 3s; odd numbers do not split; no second loader that turn", () => {
    let s = asked(6, { split: 3, up: 3 });
    s = play(s, [[1, { type: "write", box: "B1.1", power: "split" }]]);
    expect(s.answers[1]!.status).toBe("half");
    expect(boxcarsRw.activeSeats(s)).toContain(1);
    expect(boxcarsRw.legalMoves(s, 1).some((m) => m.type === "write" && m.power)).toBe(false);
    refused(s, 1, { type: "write", box: "B1.2", power: "up" }, "one_loader");
    s = play(s, [[1, { type: "write", box: "B1.2" }]]);
    expect([s.sheets[1].marks["B1.1"], s.sheets[1].marks["B1.2"]]).toEqual([3, 3]);
    refused(s, 1, { type: "write", box: "B1.3" }, "already_answered");
    refused(asked(5, { split: 3 }), 1, { type: "write", box: "W.1", power: "split" }, "split_odd");
  });

  it("the 5-Order lifts the Order restriction for that number", () => {
    refused(asked(5, {}), 1, { type: "write", box: "B3.1" }, "order_rule");
    const s = play(asked(5, { order5: 3 }), [[1, { type: "write", box: "B3.1", power: "order" }]]);
    expect(s.sheets[1].marks["B3.1"]).toBe(5);
  });

  it("a loader completed on this turn, or not at all, gives no power yet", () => {
    refused(asked(6, {}), 1, { type: "write", box: "W.1", power: "up" }, "loader_not_ready");
    refused(asked(6, { up: 4 }), 1, { type: "write", box: "W.1", power: "up" }, "loader_not_ready");
    // Completing a loader with an answer: usable from the next turn on.
    const s = play(asked(2, {}, { "up.1": 3 }), [[1, { type: "write", box: "up.2" }]]);
    expect(s.sheets[1].done.up).toBe(4);
  });
});

describe("trains completed in the same turn", () => {
  it("all who complete a train in the same turn score the first bonus, regardless of who is active", () => {
    const [first, later] = SHEET.trains[0].bonus;
    let s = showing([4, 1, 2, 3, 5, 6, 6]);
    for (const seat of [0, 1, 2]) s = withSheet(s, seat, sheet({ "B1.1": 4 }));
    s = play(s, [
      [0, { type: "pick", value: 4 }],
      [1, { type: "write", box: "B1.2" }],
      [0, { type: "write", value: 4, box: "B1.2" }],
      [2, { type: "pass" }],
    ]);
    expect(s.sheets[0].trains.durango.bonus).toBe(first);
    expect(s.sheets[1].trains.durango.bonus).toBe(first);
    expect(boxcarsRw.view(s, 2).scores[0]).toEqual({
      stars: 1,
      trains: first,
      warehouse: 0,
      total: 1 + first,
    });
    s = play(s, [[1, { type: "roll", keep: [1, 2, 3, 4, 5, 6] }]], scripted([4]));
    s = play(s, [
      [1, { type: "pick", value: 4 }],
      [2, { type: "write", box: "B1.2" }],
      [0, { type: "pass" }],
      [1, { type: "write", value: 4, box: "W.1" }],
    ]);
    expect(s.sheets[2].trains.durango.bonus).toBe(later);
  });
});
