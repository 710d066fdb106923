import { describe, expect, it } from "vitest";
import { isMoveError } from "../../../worker/engine/types";
import {
  breaks,
  CARS,
  completable,
  openBoxes,
  writeBox,
  writeError,
} from "../../../worker/games/boxcars-rw/board";
import { SHEET } from "../../../worker/games/boxcars-rw/data";
import type { Sheet } from "../../../worker/games/boxcars-rw/types";
import { sheet } from "./helpers";

const free = { order: false, solo: false };
const ordered = { order: true, solo: false };

function write(
  sh: Sheet,
  box: string,
  value: number,
  ctx = free,
  turn = 1,
  first: Record<string, number> = {},
) {
  const err = writeError(sh, box, value, ctx);
  if (err) throw new Error(`${box}=${value}: ${err.error.message}`);
  return writeBox(sh, box, value, turn, first, ctx.solo);
}
const code = (sh: Sheet, box: string, value: number, ctx = free) =>
  writeError(sh, box, value, ctx)?.error.code ?? null;

describe("the reconstructed sheet (ruling 2)", () => {
  it("has the eleven sums once each, the six trains in order, 1 to 3 boxcars each, rising bonuses", () => {
    expect(SHEET.reconstruction).toMatch(/reconstruct/i);
    expect(SHEET.trains.map((t) => t.name)).toEqual([
      "Durango",
      "Dodge City",
      "Pecos",
      "Deadwood",
      "Redrock",
      "Denver",
    ]);
    const sums = SHEET.trains.flatMap((t) => t.cars.map((c) => c.sum));
    expect([...sums].sort((a, b) => a - b)).toEqual(
      [8, 24, 18, 11, 14, 12, 13, 10, 16, 21, 14].sort((a, b) => a - b),
    );
    for (const t of SHEET.trains) {
      expect(t.cars.length).toBeGreaterThanOrEqual(1);
      expect(t.cars.length).toBeLessThanOrEqual(3);
      expect(t.bonus[0]).toBeGreaterThan(t.bonus[1]);
      for (const c of t.cars) expect(c.boxes * 6).toBeGreaterThanOrEqual(c.sum);
    }
    const totals = SHEET.trains.map((t) => t.cars.reduce((a, c) => a + c.sum, 0));
    expect([...totals].sort((a, b) => a - b)).toEqual(totals);
    const firsts = SHEET.trains.map((t) => t.bonus[0]);
    expect([...firsts].sort((a, b) => a - b)).toEqual(firsts);
  });

  it("has four 5-loaders for other players' turns and four 7-loaders for your own, and a warehouse", () => {
    const other = SHEET.loaders.filter((l) => l.when === "other");
    const own = SHEET.loaders.filter((l) => l.when === "own");
    expect(other.map((l) => [l.name, l.sum])).toEqual([
      ["Even Split", 5],
      ["Up", 5],
      ["Down", 5],
      ["Order", 5],
    ]);
    expect(own.map((l) => [l.name, l.sum])).toEqual([
      ["Order", 7],
      ["Re-roll", 7],
      ["Bonus", 7],
      ["Change", 7],
    ]);
    expect(SHEET.warehouse.per).toEqual([1, 2, 3]);
  });
});

describe("boxcars: exact sums and the unloader", () => {
  const durango = CARS.B1; // sum 8
  it("is complete when the white boxes reach the sum exactly", () => {
    expect(durango.sum).toBe(8);
    let sh = write(sheet(), "B1.1", 6).sheet;
    expect(sh.done.B1).toBeUndefined();
    sh = write(sh, "B1.2", 2, free, 4).sheet;
    expect(sh.done.B1).toBe(4);
  });

  it("may go over while the unloader is empty; the unloader (a negative) then brings it back", () => {
    let sh = write(sheet(), "B1.1", 6).sheet;
    sh = write(sh, "B1.2", 5).sheet; // 11, over 8
    expect(code(sh, "B1.u", 2)).toBe("over_sum"); // 9 would stay over
    sh = write(sh, "B1.u", 3).sheet;
    expect(sh.done.B1).toBe(1);
  });

  it("may not go over once the unloader is used", () => {
    let sh = write(sheet(), "B1.u", 2).sheet; // -2
    sh = write(sh, "B1.1", 6).sheet; // 4
    expect(code(sh, "B1.2", 5)).toBe("over_sum"); // 9 > 8
    sh = write(sh, "B1.2", 4).sheet;
    expect(sh.done.B1).toBe(1);
  });

  it("fills boxes in order, refuses a full box and a completed boxcar", () => {
    expect(code(sheet(), "B1.2", 3)).toBe("box_order");
    const sh = write(write(sheet(), "B1.1", 4).sheet, "B1.2", 4).sheet;
    expect(code(sh, "B1.1", 1)).toBe("box_full");
    expect(code(sh, "B1.3", 1)).toBe("car_complete");
    expect(code(sh, "B1.u", 1)).toBe("car_complete");
    expect(code(sheet(), "B1.9", 1)).toBe("unknown_box");
    expect(code(sheet(), "X.1", 1)).toBe("unknown_box");
  });
});

describe("the Order restriction", () => {
  it("only the front-most unfinished boxcar of a train takes numbers, unless Order lifts it", () => {
    expect(CARS.B3.train.cars[0].id).toBe("B2");
    expect(code(sheet(), "B3.1", 5)).toBe("order_rule");
    expect(code(sheet(), "B3.1", 5, ordered)).toBeNull();
    const front = sheet({ "B2.1": 5, "B2.2": 5 }, { B2: 1 });
    expect(code(front, "B3.1", 5)).toBeNull();
    expect(openBoxes(sheet(), 5, free)).not.toContain("B3.1");
    expect(openBoxes(sheet(), 5, ordered)).toContain("B3.1");
  });
});

describe("loaders", () => {
  it("have no unloader and must meet their sum exactly", () => {
    expect(code(sheet(), "up.1", 6)).toBe("over_sum");
    expect(code(sheet(), "up.u", 1)).toBe("unknown_box");
    let sh = write(sheet(), "up.1", 3).sheet;
    expect(code(sh, "up.2", 3)).toBe("over_sum");
    sh = write(sh, "up.2", 2, free, 7).sheet;
    expect(sh.done.up).toBe(7);
    expect(code(sh, "up.3", 1)).toBe("unknown_box");
    const bonus = write(write(write(sheet(), "bonus.1", 2).sheet, "bonus.2", 2).sheet, "bonus.3", 3).sheet;
    expect(bonus.done.bonus).toBe(1);
    expect(code(bonus, "bonus.1", 1)).toBe("box_full");
  });
});

describe("the warning: a box that makes its boxcar impossible", () => {
  it("is still offered, but flagged", () => {
    // Denver's front boxcar: 21 in five boxes. After a 1, two more 1s leave 19 for 3 boxes: impossible.
    const sh = sheet({ "B10.1": 1 });
    expect(CARS.B10.sum).toBe(21);
    expect(breaks(sh, "B10.2", 1)).toBe(true);
    expect(breaks(sh, "B10.2", 6)).toBe(false);
    expect(openBoxes(sh, 1, free)).toContain("B10.2");
    // Over by more than a die can unload.
    const over = sheet({ "B1.1": 6, "B1.2": 6 });
    expect(breaks(over, "B1.3", 6)).toBe(true);
    expect(breaks(over, "B1.u", 4)).toBe(false);
    expect(completable(sheet({ "B1.1": 6, "B1.2": 6, "B1.3": 6 }), "B1")).toBe(false);
    expect(breaks(sheet(), "W.1", 1)).toBe(false);
  });
});

describe("stars and train bonuses", () => {
  it("a completed train scores its first bonus, or the later one if someone completed it on an earlier turn", () => {
    const durango = SHEET.trains[0];
    const a = write(sheet({ "B1.1": 6 }), "B1.2", 2, free, 5, {});
    expect(a.sheet.trains.durango).toEqual({ turn: 5, bonus: durango.bonus[0] });
    expect(a.trainFirst.durango).toBe(5);
    const sameTurn = write(sheet({ "B1.1": 4 }), "B1.2", 4, free, 5, a.trainFirst);
    expect(sameTurn.sheet.trains.durango.bonus).toBe(durango.bonus[0]);
    const later = write(sheet({ "B1.1": 4 }), "B1.2", 4, free, 6, a.trainFirst);
    expect(later.sheet.trains.durango.bonus).toBe(durango.bonus[1]);
    expect(later.trainFirst.durango).toBe(5);
    const solo = write(sheet({ "B1.1": 4 }), "B1.2", 4, { order: false, solo: true }, 9, a.trainFirst);
    expect(solo.sheet.trains.durango.bonus).toBe(durango.bonus[0]);
  });

  it("a train needs all its boxcars", () => {
    const sh = write(sheet({ "B2.1": 5 }), "B2.2", 5).sheet;
    expect(sh.done.B2).toBe(1);
    expect(sh.trains["dodge-city"]).toBeUndefined();
    const all = write(write(sh, "B3.1", 5).sheet, "B3.2", 6, free, 3).sheet;
    expect(all.trains["dodge-city"]?.turn).toBe(3);
  });

  it("an unknown box is an error, not a crash", () => {
    expect(isMoveError(writeError(sheet(), "", 1, free))).toBe(true);
  });
});
