/**
 * The British board as the game loads it (worker/games/boxcars-rails/data/gb, built by scripts/make-gb-board.ts)
 * passes the build's checks: ruling 16's companies, connected track, every town reachable, the fit to the chart.
 */
import { describe, expect, it } from "vitest";
import {
  cityPairs,
  disconnectedRailroads,
  fitOf,
  type BoardNetwork,
} from "../../../scripts/rail-board/checks";
import { parseSource } from "../../../scripts/rail-board/source";
import cities from "../../../worker/games/boxcars-rails/data/gb/cities.json";
import network from "../../../worker/games/boxcars-rails/data/gb/network.json";
import payoffs from "../../../worker/games/boxcars-rails/data/gb/payoffs.json";
import railroads from "../../../worker/games/boxcars-rails/data/gb/railroads.json";

const board = network as BoardNetwork;
const chart = payoffs.dollars;
const dots = cities.map((c) => c.node);

describe("the British board", () => {
  it("has 100 towns, each on its own dot, in the payoff chart's order", () => {
    expect(cities).toHaveLength(100);
    expect(new Set(dots).size).toBe(100);
    expect(payoffs.cities).toEqual(cities.map((c) => c.name));
  });

  it("has 21 companies, the three of the rule text among them, priced in whole 500s from 2,000 to 20,000", () => {
    expect(railroads).toHaveLength(21);
    for (const id of ["CAM", "LNWR", "TVR"]) expect(railroads.map((r) => r.id)).toContain(id);
    for (const r of railroads) {
      expect(r.price % 500).toBe(0);
      expect(r.price).toBeGreaterThanOrEqual(2000);
      expect(r.price).toBeLessThanOrEqual(20000);
    }
  });

  it("runs only known companies, and each company's own track is connected", () => {
    const ids = new Set(railroads.map((r) => r.id));
    for (const s of board.segments) for (const r of s.slice(2)) expect(ids.has(r as string)).toBe(true);
    expect(new Set(board.segments.flatMap((s) => s.slice(2))).size).toBe(21);
    expect(disconnectedRailroads(board)).toEqual([]);
  });

  it("reaches every town from every other, and the shortest dots track the chart (r >= 0.98)", () => {
    const fit = fitOf(cityPairs(board, dots, chart));
    expect(fit.pairs).toBe(4950);
    expect(fit.unreachable).toBe(0);
    expect(fit.r).toBeGreaterThanOrEqual(0.98);
    // The US board's scale: payoff about 830 x dots - 800.
    expect(fit.slope).toBeGreaterThan(700);
    expect(fit.slope).toBeLessThan(950);
  });
});

describe("the board checks", () => {
  const line: BoardNetwork = {
    dots: 4,
    segments: [
      [0, 1, "A"],
      [1, 2, "A", "B"],
      [2, 3, "B"],
    ],
  };

  it("find a company whose track falls in two pieces", () => {
    expect(disconnectedRailroads(line)).toEqual([]);
    expect(
      disconnectedRailroads({
        dots: 4,
        segments: [
          [0, 1, "A"],
          [1, 2, "B"],
          [2, 3, "A"],
        ],
      }),
    ).toEqual(["A"]);
  });

  it("find towns that cannot be reached and measure the fit", () => {
    const split = fitOf(
      cityPairs(
        {
          dots: 4,
          segments: [
            [0, 1, "A"],
            [2, 3, "A"],
          ],
        },
        [0, 3],
        [
          [0, 5],
          [5, 0],
        ],
      ),
    );
    expect(split.unreachable).toBe(1);
    const fit = fitOf(
      cityPairs(
        line,
        [0, 1, 3],
        [
          [0, 1000, 3000],
          [1000, 0, 2000],
          [3000, 2000, 0],
        ],
      ),
    );
    expect(fit.r).toBeCloseTo(1, 9);
    expect(fit.slope).toBeCloseTo(1000, 6);
  });
});

describe("the source format", () => {
  it("reads junctions, companies, affiliates and lines", () => {
    const source = parseSource(
      "junction X | 51.5 -0.1\ncompany A | Alpha Railway\nsource somewhere\naffiliate Beta\nline P - X - Q  # note\n",
    );
    expect(source.junctions).toEqual([{ name: "X", lat: 51.5, lon: -0.1 }]);
    expect(source.companies).toEqual([
      { id: "A", name: "Alpha Railway", source: "somewhere", affiliates: ["Beta"], lines: [["P", "X", "Q"]] },
    ]);
  });

  it("names the line that is wrong", () => {
    expect(() => parseSource("line A - B")).toThrow(/line 1: `line` before any `company`/);
    expect(() => parseSource("company A | Alpha\nline A")).toThrow(/line 2/);
    expect(() => parseSource("junction X | north")).toThrow(/line 1/);
    expect(() => parseSource("company A | Alpha\nstation B")).toThrow(/unknown statement station/);
  });
});
