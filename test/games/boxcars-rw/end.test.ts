import { describe, expect, it } from "vitest";
import { game as boxcarsRw } from "../../../worker/games/boxcars-rw";
import { checkTrigger, settleTurn } from "../../../worker/games/boxcars-rw/flow";
import { warehousePoints } from "../../../worker/games/boxcars-rw/result";
import { SHEET } from "../../../worker/games/boxcars-rw/data";
import type { BoxcarsState } from "../../../worker/games/boxcars-rw/types";
import { play, scripted, sheet, showing, withSheet } from "./helpers";

/** Plays one whole turn: roll (what must be rolled, as sixes), pick the rarest number, first legal writes, others pass. */
function quickTurn(s: BoxcarsState): BoxcarsState {
  const a = s.active;
  if (s.phase === "roll")
    s = play(
      s,
      [[a, { type: "roll", keep: (boxcarsRw.legalMoves(s, a).at(-1) as { keep: number[] }).keep }]],
      scripted(Array(7).fill(6)),
    );
  if (s.phase === "choose") {
    const counts = [1, 2, 3, 4, 5, 6].map((v) => s.dice.filter((d) => d === v).length);
    s = play(s, [[a, { type: "pick", value: counts.indexOf(Math.min(...counts.filter((c) => c > 0))) + 1 }]]);
  }
  while (s.phase === "write") s = play(s, [[a, boxcarsRw.legalMoves(s, a)[0]]]);
  for (const seat of boxcarsRw.activeSeats(s)) s = play(s, [[seat, { type: "pass" }]]);
  return s;
}

const threeTrainsSoon = () =>
  sheet(
    {
      "B1.1": 4,
      "B1.2": 4,
      "B2.1": 5,
      "B2.2": 5,
      "B3.1": 5,
      "B3.2": 6,
      "B4.1": 6,
      "B4.2": 6,
      "B5.1": 4,
      "B5.2": 4,
    },
    { B1: 1, B2: 2, B3: 3, B4: 4 },
  );

describe("the end of the game", () => {
  it("a third train triggers the end: the round is finished, then one more round is played", () => {
    let s = withSheet(showing([5, 1, 1, 2, 2, 3, 3], 3, { round: 2, turn: 4 }), 1, threeTrainsSoon());
    s.sheets[1].trains = { durango: { turn: 1, bonus: 4 }, "dodge-city": { turn: 3, bonus: 6 } };
    s = play(s, [
      [0, { type: "pick", value: 5 }],
      [1, { type: "write", box: "B5.3" }],
    ]);
    expect(Object.keys(s.sheets[1].trains)).toContain("pecos");
    expect(s.lastRound).toBe(3);
    let turns = 0;
    while (s.phase !== "over") {
      expect(s.round).toBeLessThanOrEqual(3);
      s = quickTurn(s);
      turns++;
    }
    expect(turns).toBe(3 + 3); // the rest of round 2 (seat 0's turn included), then round 3
    expect(s.turn).toBe(4 + 2 + 3);
    expect(s.round).toBe(3);
    expect(boxcarsRw.result(s)).not.toBeNull();
    expect(boxcarsRw.activeSeats(s)).toEqual([]);
  });

  it("a later third train does not move the end", () => {
    const s = withSheet(showing([1], 3, { lastRound: 3, round: 3 }), 2, sheet());
    s.sheets[2].trains = {
      durango: { turn: 1, bonus: 2 },
      pecos: { turn: 2, bonus: 3 },
      denver: { turn: 3, bonus: 6 },
    };
    checkTrigger(s, 2);
    expect(s.lastRound).toBe(3);
    const fresh = { ...s, lastRound: null };
    checkTrigger(fresh, 2);
    expect(fresh.lastRound).toBe(4);
  });

  it("ties are broken by turn order; scores are stars, train bonuses and warehouse", () => {
    let s = showing([1, 2, 3, 4, 5, 6, 6], 3, { phase: "over" });
    s = withSheet(s, 0, sheet({}, { B1: 1 }));
    s = withSheet(s, 2, sheet({}, { up: 1 }));
    expect(boxcarsRw.result(s)).toEqual({ ranking: [[0], [2], [1]], scores: [1, 0, 1] });
  });

  it("stops at the safety limit of rounds when nobody ever completes three trains", () => {
    const s = structuredClone({
      ...showing([1, 1, 1, 1, 1, 1, 1]),
      phase: "wait" as const,
      active: 2,
      round: SHEET.maxRounds,
      pick: { value: 1, taken: [0], bonus: null, left: [], writes: [] },
      answers: [{ status: "done" as const, writes: [] }, { status: "done" as const, writes: [] }, null],
    });
    settleTurn(s);
    expect(s.phase).toBe("over");
    expect(boxcarsRw.stats!(s)["safety end"]).toBe(1);
  });
});

describe("the warehouse", () => {
  const ware = (...values: number[]) => sheet(Object.fromEntries(values.map((v, i) => [`W.${i + 1}`, v])));

  it("ranks totals: 1st scores a point a box, 2nd a point per two boxes, 3rd per three (rounded down)", () => {
    // "For seven boxes filled, score three points."
    expect(
      warehousePoints([ware(6, 6, 6, 6, 6), ware(1, 1, 1, 1, 1, 1, 1), ware(2, 2, 2, 2, 2, 2, 2), ware(1)]),
    ).toEqual([5, 2, 3, 0]);
  });

  it("tied players use the rate of the tied place; the next total takes the place after them", () => {
    expect(warehousePoints([ware(5, 5), ware(4, 6, 0), ware(3, 3, 3)])).toEqual([2, 3, 1]);
    expect(warehousePoints([ware(5, 5, 5), ware(6, 6, 6), ware(6, 6, 6), ware()])).toEqual([1, 3, 3, 0]);
  });

  it("counts in the final scores", () => {
    const s = withSheet(withSheet(showing([1], 2, { phase: "over" }), 0, ware(6, 6)), 1, ware(1, 1, 1, 1));
    expect(boxcarsRw.view(s, 0).scores.map((l) => l.warehouse)).toEqual([2, 2]);
  });
});
