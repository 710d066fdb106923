/**
 * Builds each rail board's static assets from the repo's board data and an atlas of its country:
 *
 *   web/public/rail/[gb/]network.json   dots, segments, railroads (with colour and dash), cities, labels, regions
 *   web/public/rail/[gb/]outline.json   the land (and US state borders) projected onto the board
 *   web/public/rail/[gb/]PROVENANCE.txt  where the data comes from (it must travel with the data)
 *
 * The US board: data/rail/us/network.json (layout) and the game's tables, us-atlas's states. The British
 * board (a reconstruction, built by scripts/make-gb-board.ts): data/rail/gb/network.json and the game's
 * data/gb tables, world-atlas's Great Britain. Run again after the data changes:
 * `npx tsx scripts/make-rail-assets.ts` (commit its outputs). d3-geo, topojson-client and the atlases are
 * used here only, never in the pages.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { geoConicConformal, type GeoProjection } from "d3-geo";
import { feature, merge, mesh } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import { PALETTE } from "../web/src/games/boxcars-rails/colours";
import {
  LABEL_SIDES,
  labelBox as screenLabelBox,
  overlaps,
  type RailMap,
  type RailOutline,
} from "../web/src/games/boxcars-rails/map-data";

const root = join(import.meta.dirname, "..");
const read = (path: string) => JSON.parse(readFileSync(path, "utf8"));

interface Node {
  id: number;
  cities: string[];
  x: number;
  y: number;
  lat: number;
  lon: number;
  place: string;
}
type Lines = number[][][];

interface BoardConfig {
  id: string;
  /** The network with its layout (nodes, edges). */
  layout: string;
  /** The game's tables for this board (cities, railroads, destinations). */
  tables: string;
  provenance: string;
  out: string;
  /** The projection the layout follows (fitted affinely to the dots below). */
  projection: GeoProjection;
  /** Land rings and border lines, in lon/lat. */
  land: () => { land: Lines; borders: Lines };
  outlineCredit: string;
  mapCredit: string;
  currency?: string;
  note?: string;
  provenanceIntro: string;
}

const usAtlas = () => {
  const atlas = read(join(root, "node_modules/us-atlas/states-10m.json")) as Topology<{
    states: GeometryCollection<{ name: string }>;
  }>;
  const outside = new Set(["02", "15", "60", "66", "69", "72", "78"]); // Alaska, Hawaii and the territories
  const lower48 = atlas.objects.states.geometries.filter((g) => !outside.has(String(g.id)));
  return {
    land: merge(atlas, lower48 as never).coordinates.flat(),
    borders: mesh(atlas, { ...atlas.objects.states, geometries: lower48 }, (a, b) => a !== b).coordinates,
  };
};

/** Great Britain and its islands: the United Kingdom of world-atlas (Natural Earth, 1:50m) without Northern Ireland. */
const gbAtlas = () => {
  const atlas = read(join(root, "node_modules/world-atlas/countries-50m.json")) as Topology<{
    countries: GeometryCollection<{ name: string }>;
  }>;
  const uk = atlas.objects.countries.geometries.find(
    (g) => (g.properties as { name?: string } | undefined)?.name === "United Kingdom",
  )!;
  const shape = feature(atlas, uk as never) as unknown as {
    geometry: { type: string; coordinates: Lines[] | Lines };
  };
  const polygons = (
    shape.geometry.type === "MultiPolygon" ? shape.geometry.coordinates : [shape.geometry.coordinates]
  ) as Lines[];
  const mean = (ring: number[][], k: number) => ring.reduce((sum, p) => sum + p[k], 0) / ring.length;
  const britain = polygons.filter(
    ([outer]) => !(mean(outer, 0) < -5.4 && mean(outer, 1) > 53.9 && mean(outer, 1) < 55.4),
  );
  return { land: britain.flat(), borders: [] };
};

const BOARDS: BoardConfig[] = [
  {
    id: "us",
    layout: join(root, "data/rail/us/network.json"),
    tables: join(root, "worker/games/boxcars-rails/data"),
    provenance: join(root, "worker/games/boxcars-rails/data/PROVENANCE.md"),
    out: join(root, "web/public/rail"),
    projection: geoConicConformal().parallels([33, 45]).rotate([96, 0]),
    land: usAtlas,
    outlineCredit:
      "State outlines: US Census Bureau cartographic boundaries via us-atlas (ISC), projected onto the board.",
    mapCredit: "board after bmboucher/rail_baron (AGPL-3.0) · states: US Census via us-atlas",
    provenanceIntro:
      `Built by scripts/make-rail-assets.ts. network.json compacts data/rail/us/network.json and the game's tables (credited below); ` +
      `outline.json projects the US Census Bureau's state boundaries (via us-atlas, ISC licence) onto the board ` +
      `with a Lambert conformal conic projection fitted to the dots' latitude and longitude.`,
  },
  {
    id: "gb",
    layout: join(root, "data/rail/gb/network.json"),
    tables: join(root, "worker/games/boxcars-rails/data/gb"),
    provenance: join(root, "data/rail/gb/PROVENANCE.md"),
    out: join(root, "web/public/rail/gb"),
    projection: geoConicConformal().parallels([50, 58]).rotate([3, 0]),
    land: gbAtlas,
    outlineCredit: "Coastline: Natural Earth 1:50m via world-atlas (ISC), projected onto the board.",
    mapCredit:
      "network and prices: our reconstruction · tables: Vector241-Eric, Levon Bragg, awittig · coast: Natural Earth via world-atlas",
    currency: "£",
    note: "The network, the companies' lines and the prices are our reconstruction (the printed British board is not published); the destination table and payoff chart are transcriptions by Vector241-Eric, Levon Bragg and awittig.",
    provenanceIntro:
      `Built by scripts/make-rail-assets.ts. network.json compacts data/rail/gb/network.json (the British board as reconstructed ` +
      `by scripts/make-gb-board.ts from data/rail/gb/lines.txt) and the game's tables; outline.json projects Natural Earth's 1:50m ` +
      `coastline of Great Britain (via world-atlas, ISC licence) with the layout's own Lambert conformal conic projection.`,
  },
];

for (const config of BOARDS) build(config);

function build(config: BoardConfig): void {
  const data = config.tables;
  const out = config.out;
  const network: { nodes: Node[]; edges: { a: number; b: number; railroads: string[] }[] } = read(
    config.layout,
  );
  const cities: { name: string; region: string; state?: string; nation?: string; node: number }[] = read(
    join(data, "cities.json"),
  );
  const railroads: { id: string; name: string; price: number }[] = read(join(data, "railroads.json"));
  const regionNames = Object.keys(read(join(data, "destinations.json")).cities as Record<string, unknown>);
  const nodes = network.nodes;
  const round = (n: number) => Math.round(n * 10) / 10;
  const dist = (a: Node, b: Node) => Math.hypot(a.x - b.x, a.y - b.y);

  // ---- Railroad colours: 14 colours x (solid, dashed), neighbours as different as possible. ----

  const rrIndex = new Map(railroads.map((r, i) => [r.id, i]));
  const rrDots = railroads.map(() => new Set<number>());
  for (const e of network.edges) for (const r of e.railroads) rrDots[rrIndex.get(r)!].add(e.a).add(e.b);
  /** How much two railroads would be confused if they looked alike: shared dots count most, then nearness. */
  const conflict = railroads.map((_, r) =>
    railroads.map((_, s) => {
      if (r === s) return 0;
      let w = 0;
      for (const a of rrDots[r]) {
        let near = Infinity;
        for (const b of rrDots[s]) near = Math.min(near, dist(nodes[a], nodes[b]));
        w += near === 0 ? 4 : near < 20 ? 1 : near < 60 ? 0.05 : 0;
      }
      return w;
    }),
  );
  const sym = (r: number, s: number) => conflict[r][s] + conflict[s][r];

  // Pair the railroads (each pair shares a colour): the longest unpaired line takes the partner it is least confused with.
  const bySize = railroads.map((_, i) => i).sort((a, b) => rrDots[b].size - rrDots[a].size || a - b);
  const pairs: [number, number][] = [];
  const paired = new Set<number>();
  for (const r of bySize) {
    if (paired.has(r)) continue;
    const partner = bySize
      .filter((s) => s !== r && !paired.has(s))
      .sort((a, b) => sym(r, a) - sym(r, b) || rrDots[b].size - rrDots[a].size)[0];
    // An odd number of railroads leaves the last one a colour of its own (its own partner, drawn solid).
    paired.add(r).add(partner ?? r);
    pairs.push([r, partner ?? r]); // the larger one solid, the partner dashed
  }

  // Give each pair a colour, most-entangled pairs first, as far as possible from the colours of pairs it meets.
  const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  function colourDistance(a: string, b: string): number {
    const [r1, g1, b1] = rgb(a),
      [r2, g2, b2] = rgb(b);
    const rm = (r1 + r2) / 2;
    return Math.sqrt(
      (2 + rm / 256) * (r1 - r2) ** 2 + 4 * (g1 - g2) ** 2 + (2 + (255 - rm) / 256) * (b1 - b2) ** 2,
    );
  }
  const pairConflict = (p: [number, number], q: [number, number]) =>
    sym(p[0], q[0]) + sym(p[0], q[1]) + sym(p[1], q[0]) + sym(p[1], q[1]);
  const pairColour = new Map<[number, number], number>();
  const order = [...pairs].sort(
    (p, q) =>
      pairs.reduce((s, o) => s + pairConflict(q, o), 0) - pairs.reduce((s, o) => s + pairConflict(p, o), 0),
  );
  for (const p of order) {
    let best = -1,
      bestScore = -Infinity;
    PALETTE.forEach((colour, c) => {
      if ([...pairColour.values()].includes(c)) return;
      let score = 0;
      for (const [q, qc] of pairColour) {
        const w = pairConflict(p, q);
        if (w > 0) score -= w / (colourDistance(colour, PALETTE[qc]) + 1);
      }
      if (score > bestScore) [best, bestScore] = [c, score];
    });
    pairColour.set(p, best);
  }
  const style = new Map<number, { colour: number; dashed: boolean }>();
  for (const [p, c] of pairColour) {
    style.set(p[1], { colour: c, dashed: p[0] !== p[1] });
    style.set(p[0], { colour: c, dashed: false });
  }

  // ---- City labels: a side for each, and the zoom from which it clears the labels placed before it. ----

  const SQUARE_PX = 7;
  const SCALES = Array.from({ length: 60 }, (_, i) => 0.35 * 1.07 ** i); // 0.35 to about 20 px per unit
  type Box = [number, number, number, number];
  /** A label's box in board units at `scale` (the board draws it in screen pixels: see map-data.ts). */
  function labelBox(node: Node, text: string, side: number, scale: number): Box {
    const [x0, y0, x1, y1] = screenLabelBox(0, 0, text, side);
    return [node.x + x0 / scale, node.y + y0 / scale, node.x + x1 / scale, node.y + y1 / scale];
  }
  const squareBox = (node: Node, scale: number): Box => {
    const s = (SQUARE_PX / 2 + 1) / scale;
    return [node.x - s, node.y - s, node.x + s, node.y + s];
  };
  const cityNodes = nodes.filter((n) => n.cities.length > 0);
  const degree = (n: Node) => network.edges.filter((e) => e.a === n.id || e.b === n.id).length;
  // Priority: the best-connected cities first (ties by name), so the hubs are named on a phone.
  const labelOrder = [...cityNodes].sort(
    (a, b) => degree(b) - degree(a) || a.cities[0].localeCompare(b.cities[0]),
  );
  const labels: RailMap["labels"] = [];
  const [minX, minY, maxX, maxY] = [
    Math.min(...nodes.map((n) => n.x)),
    Math.min(...nodes.map((n) => n.y)),
    Math.max(...nodes.map((n) => n.x)),
    Math.max(...nodes.map((n) => n.y)),
  ];
  const bounds: RailMap["bounds"] = [
    Math.floor(minX - 12),
    Math.floor(minY - 14),
    Math.ceil(maxX + 12),
    Math.ceil(maxY + 12),
  ];
  for (const node of labelOrder) {
    const text = node.cities.join(" · ");
    let placed: RailMap["labels"][number] | undefined;
    for (const scale of SCALES) {
      for (const side of LABEL_SIDES.keys()) {
        const box = labelBox(node, text, side, scale);
        if (box[0] < bounds[0] || box[2] > bounds[2] || box[1] < bounds[1]) continue; // never off the board's edge
        const clear =
          labels.every(
            (l) =>
              !overlaps(
                labelBox(nodes[l.dot], l.text, l.side, Math.max(scale, l.minScale)),
                labelBox(node, text, side, Math.max(scale, l.minScale)),
              ),
          ) && cityNodes.every((c) => c === node || !overlaps(squareBox(c, scale), box));
        if (clear) {
          placed = { dot: node.id, text, side, minScale: Math.ceil(scale * 100) / 100 };
          break;
        }
      }
      if (placed) break;
    }
    labels.push(placed ?? { dot: node.id, text, side: 0, minScale: Math.ceil(SCALES.at(-1)! * 100) / 100 });
  }

  // ---- Region names: near the middle of the region's cities, clear of dots and (at desktop size) city names. ----

  const DESKTOP = 1.5;
  const labelBoxes = labels.map((l) => labelBox(nodes[l.dot], l.text, l.side, Math.max(DESKTOP, l.minScale)));
  const regions = regionNames.map((name) => {
    const own = cities.filter((c) => c.region === name).map((c) => nodes[c.node]);
    const cx = own.reduce((s, n) => s + n.x, 0) / own.length,
      cy = own.reduce((s, n) => s + n.y, 0) / own.length;
    const halfW = (name.length * 9.5) / 2 / DESKTOP,
      halfH = 7 / DESKTOP; // 11px capitals, widely spaced
    let best = { x: cx, y: cy, cost: Infinity };
    for (let dx = -80; dx <= 80; dx += 4) {
      for (let dy = -50; dy <= 50; dy += 4) {
        const x = cx + dx,
          y = cy + dy;
        const box: Box = [x - halfW, y - halfH, x + halfW, y + halfH];
        if (box[0] < bounds[0] || box[2] > bounds[2]) continue;
        const dots = nodes.filter((n) => n.x > box[0] && n.x < box[2] && n.y > box[1] && n.y < box[3]).length;
        const names = labelBoxes.filter((b) => overlaps(b, box)).length;
        const cost = names * 30 + dots * 6 + Math.hypot(dx, dy) / 8;
        if (cost < best.cost) best = { x, y, cost };
      }
    }
    return { name, x: round(best.x), y: round(best.y) };
  });

  // ---- The outline: Lambert conformal conic (the projection the board's layout follows), fitted affinely. ----

  // Least squares x = a*u + b*v + c (and y alike) from the projected lat/lon of the 529 dots to their x, y.
  const projection = config.projection;
  const projected = nodes.map((n) => projection([n.lon, n.lat])!);
  function solve(target: (n: Node) => number): number[] {
    const A = [
        [0, 0, 0],
        [0, 0, 0],
        [0, 0, 0],
      ],
      b = [0, 0, 0];
    projected.forEach(([u, v], i) => {
      const row = [u, v, 1];
      for (let r = 0; r < 3; r++) {
        for (let c = 0; c < 3; c++) A[r][c] += row[r] * row[c];
        b[r] += row[r] * target(nodes[i]);
      }
    });
    const m = A.map((row, i) => [...row, b[i]]);
    for (let i = 0; i < 3; i++) {
      const p = [i, i + 1, i + 2]
        .filter((j) => j < 3)
        .sort((j, k) => Math.abs(m[k][i]) - Math.abs(m[j][i]))[0];
      [m[i], m[p]] = [m[p], m[i]];
      for (let j = 0; j < 3; j++)
        if (j !== i) {
          const f = m[j][i] / m[i][i];
          for (let k = i; k < 4; k++) m[j][k] -= f * m[i][k];
        }
    }
    return m.map((row, i) => row[3] / row[i]);
  }
  const ax = solve((n) => n.x),
    ay = solve((n) => n.y);
  const toBoard = ([lon, lat]: number[]): [number, number] => {
    const [u, v] = projection([lon, lat])!;
    return [ax[0] * u + ax[1] * v + ax[2], ay[0] * u + ay[1] * v + ay[2]];
  };
  const residuals = nodes.map((n, i) =>
    Math.hypot(
      ax[0] * projected[i][0] + ax[1] * projected[i][1] + ax[2] - n.x,
      ay[0] * projected[i][0] + ay[1] * projected[i][1] + ay[2] - n.y,
    ),
  );
  console.log(
    `${config.id} outline fit: RMS ${Math.sqrt(residuals.reduce((s, r) => s + r * r, 0) / residuals.length).toFixed(2)}, max ${Math.max(...residuals).toFixed(2)} board units`,
  );

  /** SVG path data of lines/rings in lon/lat, projected, thinned (points closer than `tolerance` dropped), 0.1 units, relative. */
  function pathData(lines: number[][][], tolerance: number, closed: boolean): string {
    let d = "";
    for (const line of lines) {
      const pts = line.map(toBoard);
      const kept = [pts[0]];
      for (const p of pts.slice(1, -1))
        if (Math.hypot(p[0] - kept.at(-1)![0], p[1] - kept.at(-1)![1]) >= tolerance) kept.push(p);
      if (!closed) kept.push(pts.at(-1)!);
      if (kept.length < (closed ? 3 : 2)) continue;
      const ints = kept.map(([x, y]) => [Math.round(x * 10), Math.round(y * 10)]);
      d += `M${(ints[0][0] / 10).toString()} ${(ints[0][1] / 10).toString()}`;
      let step = "";
      for (let i = 1; i < ints.length; i++) {
        const dx = (ints[i][0] - ints[i - 1][0]) / 10,
          dy = (ints[i][1] - ints[i - 1][1]) / 10;
        if (dx === 0 && dy === 0) continue;
        step += `${dx < 0 ? "" : step ? " " : ""}${dx}${dy < 0 ? "" : " "}${dy}`;
      }
      d += `l${step}${closed ? "z" : ""}`;
    }
    return d;
  }
  const { land, borders } = config.land();
  const TOLERANCE = 0.8;
  const outline: RailOutline = {
    format: "boxcars-rail-outline/1",
    credit: config.outlineCredit,
    land: pathData(land, TOLERANCE, true),
    borders: pathData(borders, TOLERANCE, false),
  };

  // ---- The board. ----

  const map: RailMap = {
    format: "boxcars-rail-map/1",
    credit: config.mapCredit,
    ...(config.currency ? { currency: config.currency } : {}),
    ...(config.note ? { note: config.note } : {}),
    bounds,
    dots: nodes.map((n) => [round(n.x), round(n.y)]),
    places: nodes.map((n) => n.place),
    segments: network.edges.map((e) => [e.a, e.b, ...e.railroads.map((r) => rrIndex.get(r)!)]),
    railroads: railroads.map((r, i) => ({ id: r.id, name: r.name, price: r.price, ...style.get(i)! })),
    cities: cities.map((c) => ({
      name: c.name,
      dot: c.node,
      region: c.region,
      state: c.state ?? c.nation ?? "",
    })),
    labels,
    regions,
  };

  mkdirSync(out, { recursive: true });
  writeFileSync(join(out, "network.json"), JSON.stringify(map));
  writeFileSync(join(out, "outline.json"), JSON.stringify(outline));
  const provenance = readFileSync(config.provenance, "utf8");
  writeFileSync(
    join(out, "PROVENANCE.txt"),
    `# The rail board's data (network.json, outline.json)\n\n${config.provenanceIntro}\n\n---\n\n${provenance}`,
  );
  for (const [r, s] of pairs)
    console.log(
      `${PALETTE[style.get(r)!.colour]}  ${railroads[r].id.padEnd(8)} solid   ${r === s ? "" : `${railroads[s].id.padEnd(8)} dashed`}`,
    );
  console.log(`labels shown from scale: ${labels.map((l) => `${l.text} ${l.minScale}`).join(", ")}`);
}
