/**
 * Builds the British board (a labelled reconstruction: ruling 16) from its readable source:
 *
 *   data/rail/gb/lines.txt        21 companies, their lines as place-to-place sequences, junction places
 *   data/rail/gb/*.json, .csv     the published tables (cities, destinations, payoff chart, rule differences)
 *
 * and writes, in the US board's formats:
 *
 *   worker/games/boxcars-rails/data/gb/   cities, railroads (invented prices), destinations, payoffs, network
 *   data/rail/gb/network.json             the same network with a layout (x, y), lat/lon and place names
 *   worker/games/boxcars-rails/docs/british-board.md   the fit, the worst pairs, shares and prices
 *
 * The dots on each link (two places next to each other on a line) are fitted to the payoff chart at the
 * US board's scale (payoff about 830 x dots - 800). Exits non-zero, writing nothing, if any check fails.
 * Run: `npx tsx scripts/make-gb-board.ts`; `--check` compares with the files in the repo and writes nothing;
 * `--source DIR` reads another copy of data/rail/gb (the tests break one on purpose).
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { geoConicConformal } from "d3-geo";
import { cityPairs, disconnectedRailroads, fitOf, type BoardNetwork } from "./rail-board/checks";
import { parseSource } from "./rail-board/source";

const root = join(import.meta.dirname, "..");
const sourceFlag = process.argv.indexOf("--source");
const src = sourceFlag > 0 ? process.argv[sourceFlag + 1] : join(root, "data/rail/gb");
const out = join(root, "worker/games/boxcars-rails/data/gb");
const docs = join(root, "worker/games/boxcars-rails/docs");
const read = (path: string) => readFileSync(path, "utf8");

// US scale (ruling 16): payoff ~ 830 x dots - 800, so a trip takes as many turns on either board.
const PER_DOT = 830,
  OFFSET = -800;
const MIN_R = 0.98;

interface CityRow {
  name: string;
  region: string;
  nation: string;
  place: string;
  lat: number;
  lon: number;
}
const cities: CityRow[] = JSON.parse(read(join(src, "cities.json")));
const destinations = JSON.parse(read(join(src, "destinations.json")));
const source = parseSource(read(join(src, "lines.txt")));
const csv = read(join(src, "payoffs.csv"))
  .trim()
  .split(/\r?\n/)
  .map((l) => l.split(","));
const chartNames = csv[0].slice(1);
const chart = csv.slice(1).map((row) => row.slice(1).map(Number));

const problems: string[] = [];

// ---- Places: the 100 towns (dot = city index), then the junctions. ----

interface Place {
  name: string;
  lat: number;
  lon: number;
  town: boolean;
}
const places: Place[] = [
  ...cities.map((c) => ({ name: c.name, lat: c.lat, lon: c.lon, town: true })),
  ...source.junctions.map((j) => ({ ...j, town: false })),
];
const placeIndex = new Map(places.map((p, i) => [p.name, i]));
if (placeIndex.size !== places.length)
  problems.push("a junction has a town's name, or two junctions share a name");
const chartIndex = cities.map((c) => chartNames.indexOf(c.name));
if (chartIndex.includes(-1)) problems.push("a city is missing from payoffs.csv");
const payoff = (a: number, b: number) => chart[chartIndex[a]][chartIndex[b]];

// ---- Links: two places next to each other on some line, with every company that runs on them. ----

interface Link {
  a: number;
  b: number;
  companies: string[];
  km: number;
}
const links: Link[] = [];
const linkIndex = new Map<string, number>();
const km = (p: Place, q: Place) => {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((q.lat - p.lat) * rad) / 2) ** 2 +
    Math.cos(p.lat * rad) * Math.cos(q.lat * rad) * Math.sin(((q.lon - p.lon) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
};
for (const company of source.companies) {
  for (const line of company.lines) {
    const ids = line.map((name) => {
      const i = placeIndex.get(name);
      if (i === undefined) problems.push(`${company.id}: unknown place ${name}`);
      return i ?? -1;
    });
    for (let s = 1; s < ids.length; s++) {
      const [a, b] = [ids[s - 1], ids[s]].sort((x, y) => x - y);
      if (a < 0 || a === b) continue;
      const key = `${a}-${b}`;
      let index = linkIndex.get(key);
      if (index === undefined) {
        index = links.push({ a, b, companies: [], km: km(places[a], places[b]) }) - 1;
        linkIndex.set(key, index);
      }
      if (!links[index].companies.includes(company.id)) links[index].companies.push(company.id);
    }
  }
}
if (source.companies.length !== 21) problems.push(`${source.companies.length} companies, not 21`);
for (const p of places.keys())
  if (!links.some((l) => l.a === p || l.b === p)) problems.push(`${places[p].name} is on no line`);
if (problems.length) fail();

// ---- The fit: dots per link, so shortest routes track the chart at the US scale. ----

const target = (a: number, b: number) => (payoff(a, b) - OFFSET) / PER_DOT;
const adjacency: [number, number][][] = places.map(() => []);
links.forEach((l, i) => (adjacency[l.a].push([l.b, i]), adjacency[l.b].push([l.a, i])));
const towns = cities.length;

/** Shortest distances (in dots, with `weights` per link) from every town to every town. */
function townDistances(weights: Int32Array): Int32Array {
  const all = new Int32Array(towns * towns);
  const dist = new Int32Array(places.length);
  for (let s = 0; s < towns; s++) {
    dist.fill(1 << 30);
    dist[s] = 0;
    // Dial's algorithm: weights are small whole numbers.
    const buckets: number[][] = [[s]];
    for (let d = 0; d < buckets.length; d++) {
      for (const p of buckets[d] ?? []) {
        if (dist[p] !== d) continue;
        for (const [q, l] of adjacency[p]) {
          const nd = d + weights[l];
          if (nd < dist[q]) {
            dist[q] = nd;
            (buckets[nd] ??= []).push(q);
          }
        }
      }
    }
    all.set(dist.subarray(0, towns), s * towns);
  }
  return all;
}
const targets = new Float64Array(towns * towns);
for (let a = 0; a < towns; a++) for (let b = 0; b < towns; b++) targets[a * towns + b] = target(a, b);
function cost(weights: Int32Array): number {
  const d = townDistances(weights);
  let sum = 0;
  for (let a = 0; a < towns; a++)
    for (let b = a + 1; b < towns; b++) sum += (d[a * towns + b] - targets[a * towns + b]) ** 2;
  return sum;
}

// Start from distance (the best single dots-per-km), then move one link at a time by one dot while it helps.
let weights = new Int32Array(links.length);
let best = Infinity;
for (let perKm = 0.03; perKm <= 0.08; perKm += 0.0025) {
  const w = new Int32Array(links.map((l) => Math.max(1, Math.round(l.km * perKm))));
  const c = cost(w);
  if (c < best) [best, weights] = [c, w];
}
for (let sweep = 0; sweep < 30; sweep++) {
  let improved = false;
  for (let l = 0; l < links.length; l++) {
    for (const step of [1, -1]) {
      if (weights[l] + step < 1) continue;
      weights[l] += step;
      const c = cost(weights);
      if (c < best - 1e-9) {
        best = c;
        improved = true;
      } else weights[l] -= step;
    }
  }
  if (!improved) break;
}

// ---- The dots and segments. ----

const projection = geoConicConformal().parallels([50, 58]).rotate([3, 0]);
const board = projection.fitExtent(
  [
    [12, 12],
    [428, 788],
  ],
  { type: "MultiPoint", coordinates: places.map((p) => [p.lon, p.lat]) },
);
interface Dot {
  x: number;
  y: number;
  lat: number;
  lon: number;
  place: string;
  cities: string[];
}
const round = (n: number, k = 10) => Math.round(n * k) / k;
const ordinal = (k: number) =>
  `${k}${["th", "st", "nd", "rd"][k % 100 > 10 && k % 100 < 14 ? 0 : k % 10] ?? "th"}`;
const dots: Dot[] = places.map((p) => {
  const [x, y] = board([p.lon, p.lat])!;
  return {
    x: round(x),
    y: round(y),
    lat: p.lat,
    lon: p.lon,
    place: p.town ? cities[placeIndex.get(p.name)!].place : p.name,
    cities: p.town ? [p.name] : [],
  };
});
const segments: (string | number)[][] = [];
links.forEach((l, i) => {
  const n = weights[i];
  let prev = l.a;
  for (let k = 1; k <= n; k++) {
    let next = l.b;
    if (k < n) {
      const t = k / n,
        A = places[l.a],
        B = places[l.b];
      const [lat, lon] = [A.lat + (B.lat - A.lat) * t, A.lon + (B.lon - A.lon) * t];
      const [x, y] = board([lon, lat])!;
      next =
        dots.push({
          x: round(x),
          y: round(y),
          lat: round(lat, 100),
          lon: round(lon, 100),
          // Several dots on one link are told apart by their order from its first place.
          place: `between ${A.name} and ${B.name}${n > 2 ? `, ${ordinal(k)} of ${n - 1} from ${A.name}` : ""}`,
          cities: [],
        }) - 1;
    }
    segments.push([prev, next, ...[...l.companies].sort()]);
    prev = next;
  }
});
const network: BoardNetwork = { dots: dots.length, segments };

// ---- Checks, on the board as the game will load it. ----

const broken = disconnectedRailroads(network);
if (broken.length) problems.push(`track not connected: ${broken.join(", ")}`);
const chartRows = cities.map((_, a) => cities.map((__, b) => payoff(a, b)));
const pairs = cityPairs(
  network,
  cities.map((_, i) => i),
  chartRows,
);
const fit = fitOf(pairs);
if (fit.unreachable) problems.push(`${fit.unreachable} pairs of towns not connected`);
if (pairs.length !== 4950) problems.push(`${pairs.length} pairs, not 4,950`);
if (!(fit.r >= MIN_R)) problems.push(`correlation ${fit.r.toFixed(4)} < ${MIN_R}`);
if (problems.length) fail();

// ---- Prices: £500 per percentage point of destination chance served, rounded to 500, at least 2,000. ----

const SUM = (s: number) => (6 - Math.abs(s - 7)) / 36;
const cityChance = new Map<string, number>();
for (const parity of ["odd", "even"])
  for (let s = 2; s <= 12; s++) {
    const region = destinations.region[parity][s];
    for (const p2 of ["odd", "even"])
      for (let t = 2; t <= 12; t++) {
        const city = destinations.cities[region][p2][t];
        cityChance.set(city, (cityChance.get(city) ?? 0) + (SUM(s) / 2) * (SUM(t) / 2));
      }
  }
const atDot = (dot: number) =>
  new Set(segments.filter((s) => s[0] === dot || s[1] === dot).flatMap((s) => s.slice(2) as string[]));
const served = cities.map((_, i) => atDot(i));
const companies = source.companies.map((c) => {
  const share = cities.reduce(
    (s, city, i) => s + (served[i].has(c.id) ? (cityChance.get(city.name) ?? 0) : 0),
    0,
  );
  const price = Math.max(2000, Math.round((share * 100 * 500) / 500) * 500);
  const length = segments.filter((s) => (s.slice(2) as string[]).includes(c.id)).length;
  const townsServed = cities.filter((_, i) => served[i].has(c.id)).map((t) => t.name);
  return { ...c, share, price, length, townsServed };
});
if (companies.some((c) => c.price > 20500)) problems.push("a price above 20,000");
if (problems.length) fail();

// ---- The report. ----

const dist = new Map<string, number>();
for (const p of pairs) dist.set(`${p.a}-${p.b}`, p.dots);
const dotsBetween = (a: number, b: number) => (a === b ? 0 : dist.get(a < b ? `${a}-${b}` : `${b}-${a}`)!);
const fmt = (n: number) => Math.round(n).toLocaleString("en-GB");
/** The towns a shortest route passes, by the place graph and the fitted weights. */
function route(a: number, b: number): string[] {
  const through = cities
    .map((_, c) => c)
    .filter((c) => c !== a && c !== b && dotsBetween(a, c) + dotsBetween(c, b) === dotsBetween(a, b));
  return through.sort((x, y) => dotsBetween(a, x) - dotsBetween(a, y)).map((c) => cities[c].name);
}
const worst = pairs
  .map((p) => ({ ...p, predicted: fit.slope * p.dots + fit.intercept }))
  .sort((p, q) => Math.abs(q.payoff - q.predicted) - Math.abs(p.payoff - p.predicted))
  .slice(0, 20);
// Cells of the chart the shared provenance flags as possible misprints (majority value kept; awittig's reading, thousands).
const FLAGGED: Record<string, number> = {
  "Aberystwyth-Neyland": 5,
  "Aberystwyth-Nottingham": 10,
  "Aberystwyth-Oban": 24,
  "Aberystwyth-Penzance": 19,
  "Bangor-Barnstaple": 17,
  "Barnstaple-Norwich": 17,
  "Barnstaple-Yarmouth": 18,
  "Bedford-Blackburn": 9,
  "Bedford-Bridgwater": 9,
  "Bedford-Crianlarich": 21,
  "Bedford-Fort William": 24,
  "Bedford-Mallaig": 26,
  "Boston-Hull": 6,
  "Bournemouth-Lancaster": 16,
  "Bristol-Hull": 12,
  "Craven Arms-Hastings": 11,
  "Derby-Dundee": 17,
  "Derby-Montrose": 19,
  "Derby-Swansea": 10,
  "Edinburgh-Exeter": 26,
  "Edinburgh-Wick": 14,
  "Hull-Montrose": 17,
  "Norwich-Wick": 34,
  "Hull-Wick": 34,
  "Peebles-Peterborough": 18,
};
function why(p: (typeof worst)[number]): string {
  const name = `${cities[p.a].name}-${cities[p.b].name}`;
  const flag =
    FLAGGED[name] !== undefined
      ? `; a cell the provenance flags as a possible misprint (awittig reads ${FLAGGED[name]},000)`
      : "";
  // What the chart itself says about the pair: through a third town it bounds the pair from above (the sum) and below (the difference).
  let via = -1,
    upper = Infinity,
    apart = -1,
    lower = 0;
  for (let c = 0; c < towns; c++) {
    if (c === p.a || c === p.b) continue;
    if (payoff(p.a, c) + payoff(c, p.b) < upper) [via, upper] = [c, payoff(p.a, c) + payoff(c, p.b)];
    if (Math.abs(payoff(p.a, c) - payoff(p.b, c)) > lower)
      [apart, lower] = [c, Math.abs(payoff(p.a, c) - payoff(p.b, c))];
  }
  const stops = route(p.a, p.b);
  if (p.payoff > p.predicted) {
    if (upper < p.payoff)
      return `the chart breaks its own triangle: via ${cities[via].name} it pays ${fmt(payoff(p.a, via))} + ${fmt(payoff(via, p.b))} = ${fmt(upper)}${flag}`;
    if (lower + 2000 < p.payoff)
      return `no third town's payoffs to the two differ by more than ${fmt(lower)} (${cities[apart].name}), so any network keeps them close${flag}`;
    return `the chart pays as for a longer way round than the reconstruction's line${stops.length ? ` (via ${stops.join(", ")})` : ""}${flag}`;
  }
  if (lower > p.payoff)
    return `the chart breaks its own triangle: to ${cities[apart].name} it pays ${fmt(payoff(p.a, apart))} and ${fmt(payoff(p.b, apart))}, ${fmt(lower)} apart${flag}`;
  return `no more direct line in the reconstruction: the shortest route runs via ${stops.join(", ") || "junctions only"}${flag}`;
}
const rows = (header: string[], body: string[][]) =>
  [
    `| ${header.join(" | ")} |`,
    `| ${header.map(() => "---").join(" | ")} |`,
    ...body.map((r) => `| ${r.join(" | ")} |`),
  ].join("\n");
const meanPayoff = pairs.reduce((s, p) => s + p.payoff, 0) / pairs.length,
  meanDots = pairs.reduce((s, p) => s + p.dots, 0) / pairs.length;
const report = `# The British board: a reconstruction and how it fits the payoff chart

Generated by \`scripts/make-gb-board.ts\` from \`data/rail/gb/lines.txt\` (do not edit by hand). The printed
British board's network, companies and prices are not published anywhere we found: this board is **our
reconstruction** (ruling 16). The 21 companies are real pre-1923 companies, the lines are main lines they ran
during the First World War (sources per company in \`lines.txt\` and \`data/rail/gb/PROVENANCE.md\`), the dots
on each line are fitted to the payoff chart, and **the prices are invented** by the formula below. The tables
(destinations, payoff chart) are transcriptions credited in \`data/rail/gb/PROVENANCE.md\`: Vector241-Eric/BoxcarsRouteHelper,
levonbragg/qtRailBaron and awittig/railbaron-conductor.

## The network

${cities.length} towns and ${source.junctions.length} junctions (places where lines meet between towns), ${links.length} links
between them, ${dots.length} dots, ${segments.length} segments, ${source.companies.length} companies. Every company's own
track is connected and every town reaches every other.

## The fit

Each link's dots were fitted (starting from one dots-per-km figure for all, then moving one link at a time by one
dot while the squared error against the US scale, payoff = ${PER_DOT} x dots ${OFFSET}, fell) so that the shortest route
in dots between two towns tracks the payoff chart.

- Pairs: ${fit.pairs} (all reachable).
- Correlation of payoff with shortest dots: **r = ${fit.r.toFixed(4)}** (the US board: 0.987; required: ${MIN_R}).
- Least-squares line: payoff = ${fit.slope.toFixed(0)} x dots ${fit.intercept < 0 ? "-" : "+"} ${Math.abs(fit.intercept).toFixed(0)} pounds (the US board: about 830 x dots - 800 dollars).
- Mean payoff ${fmt(meanPayoff)} pounds; mean shortest route ${meanDots.toFixed(1)} dots.

The 20 pairs that fit worst (payoff against the line's prediction for their route):

${rows(
  ["pair", "payoff", "dots", "predicted", "why"],
  worst.map((p) => [
    `${cities[p.a].name}-${cities[p.b].name}`,
    fmt(p.payoff),
    String(p.dots),
    fmt(p.predicted),
    why(p),
  ]),
)}

## Companies, shares and prices (invented)

A company's **share** is the chance that a destination roll gives a town where it has track (the region table
times the town's chance in its region's table; London 5.56 %). **Price = £500 for each percentage point of
share, rounded to £500, at least £2,000.** The printed game's prices are unknown; these are invented.

${rows(
  ["id", "company", "share", "price", "segments", "towns"],
  [...companies]
    .sort((p, q) => q.share - p.share)
    .map((c) => [
      c.id,
      c.name + (c.affiliates.length ? ` (with the ${c.affiliates.join(", ")})` : ""),
      `${(c.share * 100).toFixed(1)} %`,
      `£${fmt(c.price)}`,
      String(c.length),
      String(c.townsServed.length),
    ]),
)}

## Dots per link

${rows(
  ["link", "km", "dots", "companies"],
  links.map((l, i) => [
    `${places[l.a].name}-${places[l.b].name}`,
    l.km.toFixed(0),
    String(weights[i]),
    l.companies.join(", "),
  ]),
)}
`;

// ---- Outputs. ----

const files: [string, string][] = [
  [
    join(out, "cities.json"),
    JSON.stringify(
      cities.map((c, i) => ({
        name: c.name,
        region: c.region,
        nation: c.nation,
        node: i,
        lat: c.lat,
        lon: c.lon,
      })),
      null,
      1,
    ),
  ],
  [
    join(out, "railroads.json"),
    JSON.stringify(
      companies.map((c) => ({ id: c.id, name: c.name, price: c.price })),
      null,
      1,
    ),
  ],
  [
    join(out, "destinations.json"),
    JSON.stringify({ region: destinations.region, cities: destinations.cities }, null, 1),
  ],
  [
    join(out, "payoffs.json"),
    `{"cities":${JSON.stringify(cities.map((c) => c.name))},\n"dollars":[\n${chartRows.map((r) => JSON.stringify(r)).join(",\n")}]}`,
  ],
  [
    join(out, "network.json"),
    `{"dots":${dots.length},"segments":[${segments.map((s) => JSON.stringify(s)).join(",\n")}]}`,
  ],
  [
    join(root, "data/rail/gb/network.json"),
    JSON.stringify({
      nodes: dots.map((d, id) => ({ id, ...d })),
      edges: segments.map(([a, b, ...railroads]) => ({ a, b, railroads })),
    }),
  ],
  [join(docs, "british-board.md"), report],
];
if (process.argv.includes("--check")) {
  const stale = files.filter(([path, text]) => {
    try {
      return read(path) !== `${text}\n`;
    } catch {
      return true;
    }
  });
  if (stale.length) {
    console.error(
      `out of date (run npx tsx scripts/make-gb-board.ts): ${stale.map(([p]) => p.slice(root.length + 1)).join(", ")}`,
    );
    process.exit(1);
  }
} else {
  mkdirSync(out, { recursive: true });
  mkdirSync(docs, { recursive: true });
  for (const [path, text] of files) writeFileSync(path, `${text}\n`);
}
console.log(
  `${dots.length} dots, ${segments.length} segments, ${links.length} links; r = ${fit.r.toFixed(4)}; payoff = ${fit.slope.toFixed(0)} x dots ${fit.intercept.toFixed(0)}`,
);
for (const c of [...companies].sort((p, q) => q.share - p.share))
  console.log(`${c.id.padEnd(7)} ${(c.share * 100).toFixed(1).padStart(5)} %  £${c.price}`);

function fail(): never {
  console.error(`British board: ${problems.length} check(s) failed:\n- ${problems.join("\n- ")}`);
  process.exit(1);
}
