/** Destination chances from the board data, checked against a published RAIL BARON analysis (1977 region table). */
import { describe, expect, it } from "vitest";
import {
  cityChances,
  cityInRegion,
  railroadShares,
  railroadsAtCity,
  regionChances,
} from "../../../worker/games/boxcars-rails/analysis";
import { board } from "../../../worker/games/boxcars-rails/data";

const US = board("us");
import { city } from "./fixtures";

const share = (table: "boxcars" | "1977", id: string) => railroadShares(US, table).find((r) => r.id === id)!;

describe("destination chances", () => {
  it("regions and cities each add up to 1; the tables differ only at region odd 11 (1/36: Southeast or Northeast)", () => {
    for (const table of ["boxcars", "1977"] as const) {
      expect([...regionChances(US, table).values()].reduce((a, b) => a + b)).toBeCloseTo(1, 12);
      expect(cityChances(US, table).reduce((a, b) => a + b)).toBeCloseTo(1, 12);
    }
    // Within its region, each region's cities add up to 1.
    for (const region of US.regions) {
      const inRegion = cityChances(US)
        .map((_, i) => i)
        .filter((i) => US.cities[i].region === region);
      expect(inRegion.reduce((sum, i) => sum + cityInRegion(US)[i], 0)).toBeCloseTo(1, 12);
    }
    const now = regionChances(US, "boxcars"),
      then = regionChances(US, "1977");
    expect(now.get("Southeast")! - then.get("Southeast")!).toBeCloseTo(1 / 36, 12);
    expect(then.get("Northeast")! - now.get("Northeast")!).toBeCloseTo(1 / 36, 12);
    expect(now.get("Plains")).toBeCloseTo(then.get("Plains")!, 12);
  });

  it("a railroad serves a city when its track touches the city's dot", () => {
    expect(railroadsAtCity(US)[city("Tucumcari")]).toContain(US.railroadByID("CRI&P"));
    expect(railroadsAtCity(US)[city("Boston")]).not.toContain(US.railroadByID("SP"));
  });

  it("1977 table: PA 28.1%, AT&SF 23.5%, SP 21.0%, NYC 19.5%, as the published analysis gives; BOXCARS: PA 26.0%, NYC 18.5%", () => {
    expect(["PA", "AT&SF", "SP", "NYC"].map((id) => (100 * share("1977", id).share).toFixed(1))).toEqual([
      "28.1",
      "23.5",
      "21.0",
      "19.5",
    ]);
    expect(["PA", "AT&SF", "SP", "NYC"].map((id) => (100 * share("boxcars", id).share).toFixed(1))).toEqual([
      "26.0",
      "23.5",
      "21.0",
      "18.5",
    ]);
    expect(share("boxcars", "PA").perThousand).toBeCloseTo(share("boxcars", "PA").share / 30, 12);
    // Per $1,000, the cheap New England lines come first.
    expect(railroadShares(US, "boxcars")[0].id).toBe("NYNH&H");
  });
});
