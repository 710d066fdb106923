/**
 * The boards, each indexed once per process from its JSON tables (credits in data/PROVENANCE.md): dots and
 * their segments, the railroads on each segment, cities, regions, the destination tables, the payoff chart
 * and the board's money and rule amounts. The US board is in ./data, the British one (ruling 16, a labelled
 * reconstruction) in ./data/gb. A game's board is its option `board` (absent in records made before the
 * British board: the US). States and moves refer to a board's parts by index or id only.
 */
import citiesJson from "./data/cities.json";
import destinationsJson from "./data/destinations.json";
import networkJson from "./data/network.json";
import payoffsJson from "./data/payoffs.json";
import railroadsJson from "./data/railroads.json";
import gbCitiesJson from "./data/gb/cities.json";
import gbDestinationsJson from "./data/gb/destinations.json";
import gbNetworkJson from "./data/gb/network.json";
import gbPayoffsJson from "./data/gb/payoffs.json";
import gbRailroadsJson from "./data/gb/railroads.json";
import { grouped } from "../../engine/grouped";

export type BoardId = "us" | "gb";
export type Parity = "odd" | "even";

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

/** What differs between the boards beside their tables (ruling 16). */
interface Money {
  /** "$" or "£": every amount the game shows is written with it. */
  symbol: string;
  /** The unit of standings ("dollars", "pounds"). */
  unit: string;
  /** The starting and winning cash of the text (the options' defaults on this board). */
  startingCash: number;
  winningCash: number;
  /** Cash at which everyone is told (the British text's 75,000), or null. */
  announceCash: number | null;
}

interface Tables {
  cities: { name: string; region: string; node: number }[];
  railroads: Railroad[];
  destinations: {
    region: Record<Parity, Record<string, string>>;
    cities: Record<string, Record<Parity, Record<string, string>>>;
  };
  network: { dots: number; segments: (string | number)[][] };
  payoffs: { cities: string[]; dollars: number[][] };
}

export interface Board extends Money {
  id: BoardId;
  railroads: readonly Railroad[];
  cities: readonly City[];
  /** The regions, in a fixed (alphabetical) order. */
  regions: readonly string[];
  dots: number;
  /** Segment `s` joins `segmentEnds[s][0]` and `[1]`; `segmentRailroads[s]` run on it. */
  segmentEnds: readonly (readonly [number, number])[];
  segmentRailroads: readonly (readonly number[])[];
  /** Exits of every dot. */
  exits: readonly (readonly Exit[])[];
  /** The cities on each dot (twin cities share one). */
  citiesAt: readonly (readonly number[])[];
  /** The destination tables as printed (read through destinations.ts). */
  destinations: Tables["destinations"];
  railroadByID(id: string): number | undefined;
  cityByName(name: string): number | undefined;
  /** The segment between two dots, or undefined when they are not neighbours (no board has double segments). */
  segmentBetween(a: number, b: number): number | undefined;
  /** The chart's payoff for a trip between two cities (either order). */
  payoff(from: number, to: number): number;
  /** Steps from every dot to `target` along any railroad (-1 unreachable), computed on first use and kept. */
  distancesTo(target: number): Int16Array;
  /** An amount with the board's currency: $20,000 or £10,000. */
  money(amount: number): string;
}

/** The purchase price of the Express and of the Super Chief (ruling 9; the same figures in pounds, ruling 16). */
export const EXPRESS_PRICE = 4000;
export const SUPER_CHIEF_PRICE = 40000;

function makeBoard(id: BoardId, tables: Tables, money: Money): Board {
  const railroads: Railroad[] = tables.railroads.map(({ id, name, price }) => ({ id, name, price }));
  const cities: City[] = tables.cities.map(({ name, region, node }) => ({ name, region, dot: node }));
  const regions = [...new Set(cities.map((c) => c.region))].sort();
  const dots = tables.network.dots;
  const railroadIndex = new Map(railroads.map((r, i) => [r.id, i]));
  const cityIndex = new Map(cities.map((c, i) => [c.name, i]));
  const segmentEnds = tables.network.segments.map((s) => [s[0] as number, s[1] as number] as const);
  const segmentRailroads = tables.network.segments.map((s) =>
    (s.slice(2) as string[]).map((rr) => {
      const index = railroadIndex.get(rr);
      if (index === undefined) throw new Error(`${id} network: unknown railroad ${rr}`);
      return index;
    }),
  );
  const exits: Exit[][] = Array.from({ length: dots }, () => []);
  segmentEnds.forEach(([a, b], segment) => {
    exits[a].push({ segment, to: b, railroads: [...segmentRailroads[segment]] });
    exits[b].push({ segment, to: a, railroads: [...segmentRailroads[segment]] });
  });
  const citiesAt: number[][] = Array.from({ length: dots }, () => []);
  cities.forEach((c, i) => citiesAt[c.dot].push(i));
  const payoffColumn = new Map(tables.payoffs.cities.map((name, i) => [name, i]));
  const payoffRow = cities.map((c) => payoffColumn.get(c.name)!);
  const distances = new Map<number, Int16Array>();
  return {
    id,
    ...money,
    railroads,
    cities,
    regions,
    dots,
    segmentEnds,
    segmentRailroads,
    exits,
    citiesAt,
    destinations: tables.destinations,
    railroadByID: (rr) => railroadIndex.get(rr),
    cityByName: (name) => cityIndex.get(name),
    segmentBetween: (a, b) => exits[a]?.find((e) => e.to === b)?.segment,
    payoff: (from, to) => tables.payoffs.dollars[payoffRow[from]][payoffRow[to]],
    distancesTo(target) {
      let dist = distances.get(target);
      if (dist) return dist;
      dist = new Int16Array(dots).fill(-1);
      dist[target] = 0;
      const queue = [target];
      for (let head = 0; head < queue.length; head++) {
        const dot = queue[head];
        for (const exit of exits[dot])
          if (dist[exit.to] === -1) (dist[exit.to] = dist[dot] + 1), queue.push(exit.to);
      }
      distances.set(target, dist);
      return dist;
    },
    money: (amount) => money.symbol + grouped(amount),
  };
}

// Each board is indexed on first use (in the pages, the British tables are fetched only for British games).
const made = new Map<BoardId, Board>();
const makers: Record<BoardId, () => Board> = {
  us: () =>
    makeBoard(
      "us",
      {
        cities: citiesJson,
        railroads: railroadsJson,
        destinations: destinationsJson as Tables["destinations"],
        network: networkJson,
        payoffs: payoffsJson,
      },
      {
        symbol: "$",
        unit: "dollars",
        startingCash: 20000,
        winningCash: 200000,
        announceCash: null,
      },
    ),
  gb: () => {
    // In the pages these tables are fetched only for a British game (web/src/games/boxcars-rails/data-plugin.ts).
    if (!gbNetworkJson) throw new Error("The British board's tables are not loaded.");
    return makeBoard(
      "gb",
      {
        cities: gbCitiesJson,
        railroads: gbRailroadsJson,
        destinations: gbDestinationsJson as Tables["destinations"],
        network: gbNetworkJson,
        payoffs: gbPayoffsJson,
      },
      {
        symbol: "£",
        unit: "pounds",
        startingCash: 10000,
        winningCash: 100000,
        announceCash: 75000,
      },
    );
  },
};

export function board(id: BoardId): Board {
  let made1 = made.get(id);
  if (!made1) made.set(id, (made1 = makers[id]()));
  return made1;
}

/** The game's board when its tables are at hand, else null (in the pages the British ones arrive only for a British game). */
export function boardIfLoaded(options: { board?: BoardId }): Board | null {
  return options.board === "gb" && !gbNetworkJson ? null : boardOf(options);
}

/** A game's board, from its options (records made before the British board have no `board`: the US). */
export function boardOf(options: { board?: BoardId }): Board {
  return board(options.board ?? "us");
}

/** A figure derived from a board, computed once per board on first use (the bots' and analysis' tables). */
export function perBoard<T>(make: (board: Board) => T): (board: Board) => T {
  const memo = new Map<BoardId, T>();
  return (b) => {
    let value = memo.get(b.id);
    if (value === undefined) memo.set(b.id, (value = make(b)));
    return value;
  };
}
