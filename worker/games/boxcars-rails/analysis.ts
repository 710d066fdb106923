/**
 * Figures from a board's data: each city's chance of being rolled as a destination, the railroads that
 * serve each city, and each railroad's share of destination chances (alone and per 1,000 of its price).
 * On the US board, under the BOXCARS region table or the RAIL BARON 1977 one (which differs only at
 * region odd 11). The bot values railroads with these; `npm run simulate -- boxcars-rails` prints them.
 */
import destinationsJson from "./data/destinations.json";
import { board as boardById, perBoard, type Board, type Parity } from "./data";
import { cityFor, regionFor } from "./destinations";

export type RegionTable = "boxcars" | "1977";

/** Chance of each sum of two dice, 2..12 (index = sum). */
const SUM_CHANCE = Array.from({ length: 13 }, (_, sum) => (sum < 2 ? 0 : (6 - Math.abs(sum - 7)) / 36));
const PARITIES: Parity[] = ["odd", "even"];
const differences1977 = destinationsJson.railBaron1977RegionDifferences as Partial<
  Record<Parity, Record<string, string>>
>;

function regionOf(board: Board, table: RegionTable, parity: Parity, sum: number): string {
  return (
    (table === "1977" && board.id === "us" ? differences1977[parity]?.[String(sum)] : undefined) ??
    regionFor(board, parity, sum)
  );
}

/** Chance of each region on a region roll. */
export function regionChances(board: Board, table: RegionTable = "boxcars"): Map<string, number> {
  const chances = new Map(board.regions.map((r) => [r, 0]));
  for (const parity of PARITIES)
    for (let sum = 2; sum <= 12; sum++) {
      const region = regionOf(board, table, parity, sum);
      chances.set(region, chances.get(region)! + SUM_CHANCE[sum] / 2);
    }
  return chances;
}

/** Chance of each city (by index) within its region's table. */
export const cityInRegion = perBoard((board): readonly number[] => {
  const chance = board.cities.map(() => 0);
  for (const region of board.regions)
    for (const parity of PARITIES)
      for (let sum = 2; sum <= 12; sum++) {
        chance[cityFor(board, region, parity, sum)] += SUM_CHANCE[sum] / 2;
      }
  return chance;
});

/** Chance of each city (by index) being a trip's destination, ignoring the free choice of region. */
export function cityChances(board: Board, table: RegionTable = "boxcars"): number[] {
  const regions = regionChances(board, table);
  const inRegion = cityInRegion(board);
  return board.cities.map((c, i) => regions.get(c.region)! * inRegion[i]);
}

/** The railroads (indexes) with track at each city's dot. */
export const railroadsAtCity = perBoard((board): readonly (readonly number[])[] =>
  board.cities.map((c) => [...new Set(board.exits[c.dot].flatMap((e) => e.railroads))].sort((a, b) => a - b)),
);

export interface RailroadShare {
  id: string;
  price: number;
  /** Chance that a destination roll gives a city the railroad serves. */
  share: number;
  /** `share` per 1,000 of the price. */
  perThousand: number;
}

/** Every railroad's share of destination chances, best value per 1,000 first. */
export function railroadShares(
  board: Board = boardById("us"),
  table: RegionTable = "boxcars",
): RailroadShare[] {
  const chances = cityChances(board, table);
  const at = railroadsAtCity(board);
  return board.railroads
    .map((r, railroad) => {
      const share = chances.reduce((sum, p, city) => sum + (at[city].includes(railroad) ? p : 0), 0);
      return { id: r.id, price: r.price, share, perThousand: share / (r.price / 1000) };
    })
    .sort((a, b) => b.perThousand - a.perThousand || a.id.localeCompare(b.id));
}
