/**
 * The US board, loaded once per process from the JSON files in ./data (credits in data/PROVENANCE.md)
 * and indexed for the rules: dots and their segments, the railroads on each segment, cities, regions,
 * the destination tables and the payoff chart. States and moves refer to these by index or id only.
 */
import citiesJson from "./data/cities.json";
import destinationsJson from "./data/destinations.json";
import networkJson from "./data/network.json";
import payoffsJson from "./data/payoffs.json";
import railroadsJson from "./data/railroads.json";

export interface Railroad {
  id: string;
  name: string;
  price: number;
}

export interface City {
  name: string;
  region: string;
  dot: number;
}

/** One way out of a dot: the segment, the dot at its other end and the railroads (indexes) on it. */
export interface Exit {
  segment: number;
  to: number;
  railroads: number[];
}

export const RAILROADS: readonly Railroad[] = railroadsJson.map(({ id, name, price }) => ({ id, name, price }));
export const CITIES: readonly City[] = citiesJson.map(({ name, region, node }) => ({ name, region, dot: node }));
/** The seven regions, in a fixed (alphabetical) order. */
export const REGIONS: readonly string[] = [...new Set(CITIES.map((c) => c.region))].sort();
export const DOTS: number = networkJson.dots;

const railroadIndex = new Map(RAILROADS.map((r, i) => [r.id, i]));
const cityIndex = new Map(CITIES.map((c, i) => [c.name, i]));

export function railroadByID(id: string): number | undefined {
  return railroadIndex.get(id);
}

export function cityByName(name: string): number | undefined {
  return cityIndex.get(name);
}

/** Segment `s` joins `SEGMENT_ENDS[s][0]` and `[1]`; `SEGMENT_RAILROADS[s]` run on it. */
export const SEGMENT_ENDS: readonly (readonly [number, number])[] = networkJson.segments.map((s) => [s[0] as number, s[1] as number] as const);
export const SEGMENT_RAILROADS: readonly (readonly number[])[] = networkJson.segments.map((s) =>
  (s.slice(2) as string[]).map((id) => {
    const index = railroadIndex.get(id);
    if (index === undefined) throw new Error(`network.json: unknown railroad ${id}`);
    return index;
  }));

/** Exits of every dot. */
export const EXITS: readonly (readonly Exit[])[] = (() => {
  const exits: Exit[][] = Array.from({ length: DOTS }, () => []);
  SEGMENT_ENDS.forEach(([a, b], segment) => {
    exits[a].push({ segment, to: b, railroads: [...SEGMENT_RAILROADS[segment]] });
    exits[b].push({ segment, to: a, railroads: [...SEGMENT_RAILROADS[segment]] });
  });
  return exits;
})();

/** The segment between two dots, or undefined when they are not neighbours (the board has no double segments). */
export function segmentBetween(a: number, b: number): number | undefined {
  return EXITS[a]?.find((e) => e.to === b)?.segment;
}

/** The cities on each dot (twin cities share one). */
export const CITIES_AT: readonly (readonly number[])[] = (() => {
  const at: number[][] = Array.from({ length: DOTS }, () => []);
  CITIES.forEach((c, i) => at[c.dot].push(i));
  return at;
})();

export type Parity = "odd" | "even";

/** The region table: the colored die's parity and the two white dice's sum (2..12). */
export function regionFor(parity: Parity, sum: number): string {
  return (destinationsJson.region as Record<Parity, Record<string, string>>)[parity][String(sum)];
}

/** A region's city table. */
export function cityFor(region: string, parity: Parity, sum: number): number {
  const name = (destinationsJson.cities as Record<string, Record<Parity, Record<string, string>>>)[region][parity][String(sum)];
  const index = cityIndex.get(name);
  if (index === undefined) throw new Error(`destinations.json: unknown city ${name}`);
  return index;
}

const payoffColumn = new Map(payoffsJson.cities.map((name, i) => [name, i]));
const payoffRow = CITIES.map((c) => payoffColumn.get(c.name)!);

/** The chart's payoff in dollars for a trip between two cities (either order). */
export function payoff(from: number, to: number): number {
  return payoffsJson.dollars[payoffRow[from]][payoffRow[to]];
}

/** The purchase price of the Express and of the Super Chief (ruling 9). */
export const EXPRESS_PRICE = 4000;
export const SUPER_CHIEF_PRICE = 40000;

const distances = new Map<number, Int16Array>();

/**
 * Steps from every dot to `target` along any railroad (breadth first), computed on first use and kept
 * for the process: the planner's "dots remaining by the best continuation". -1 when unreachable.
 */
export function distancesTo(target: number): Int16Array {
  let dist = distances.get(target);
  if (dist) return dist;
  dist = new Int16Array(DOTS).fill(-1);
  dist[target] = 0;
  const queue = [target];
  for (let head = 0; head < queue.length; head++) {
    const dot = queue[head];
    for (const exit of EXITS[dot]) {
      if (dist[exit.to] === -1) {
        dist[exit.to] = dist[dot] + 1;
        queue.push(exit.to);
      }
    }
  }
  distances.set(target, dist);
  return dist;
}
