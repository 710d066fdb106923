/**
 * The board's drawing in board units (inside the zoomed group): the state outlines, every railroad
 * on every segment, the dots and city squares, a highlighted route and a selected railroad. Pure
 * functions of the data, so the element can draw the big static layers once and keep them.
 */
import { nothing, svg } from "lit";
import { DASH, PALETTE } from "./colours";
import type { RailMap, RailOutline } from "./map-data";

/** Sideways distance between railroads running side by side on one segment, in board units. */
const LANE = 1.7;
const r2 = (n: number) => Math.round(n * 100) / 100;

/** Where a railroad runs on a segment: its lane `i` of `n`, shifted sideways from the dots' line. */
function lane(map: RailMap, a: number, b: number, i: number, n: number): [number, number, number, number] {
  const [ax, ay] = map.dots[a],
    [bx, by] = map.dots[b];
  const length = Math.hypot(bx - ax, by - ay) || 1;
  const off = (i - (n - 1) / 2) * LANE;
  const nx = (-(by - ay) / length) * off,
    ny = ((bx - ax) / length) * off;
  return [r2(ax + nx), r2(ay + ny), r2(bx + nx), r2(by + ny)];
}

/** The line of railroad index `rr` between dots `from` and `to`, or null when it does not run there. */
export function railLine(
  map: RailMap,
  segmentsByDots: Map<string, number[]>,
  from: number,
  to: number,
  rr: number,
) {
  const seg = segmentsByDots.get(from < to ? `${from}-${to}` : `${to}-${from}`);
  if (!seg) return null;
  const [a, b, ...rrs] = seg;
  const i = rrs.indexOf(rr);
  return i < 0 ? lane(map, a, b, 0, 1) : lane(map, a, b, i, rrs.length);
}

export const segmentKey = ([a, b]: number[]) => (a < b ? `${a}-${b}` : `${b}-${a}`);

const line = (cls: string, [x1, y1, x2, y2]: number[], stroke?: string, dash?: boolean) =>
  svg`<line class=${cls} x1=${x1} y1=${y1} x2=${x2} y2=${y2} stroke=${stroke ?? nothing} stroke-dasharray=${dash ? DASH : nothing}></line>`;

/** A line in a railroad's colour and dash. */
export const roadLine = (cls: string, l: number[], road: RailMap["railroads"][number]) =>
  line(cls, l, PALETTE[road.colour], road.dashed);

export function outlineLayer(outline: RailOutline | null) {
  return outline
    ? svg`<path class="land" d=${outline.land}></path><path class="borders" d=${outline.borders}></path>`
    : nothing;
}

/** Every railroad on every segment (one line each), then the dots. */
export function networkLayer(map: RailMap) {
  const segments = map.segments.map(([a, b, ...rrs]) =>
    rrs.map((rr, i) => {
      const road = map.railroads[rr];
      const [x1, y1, x2, y2] = lane(map, a, b, i, rrs.length);
      return svg`<line class="seg" data-rr=${road.id} x1=${x1} y1=${y1} x2=${x2} y2=${y2} stroke=${PALETTE[road.colour]} stroke-dasharray=${road.dashed ? DASH : nothing}></line>`;
    }),
  );
  return svg`<g class="segments">${segments}</g>
    <g class="dots">${map.dots.map(([x, y]) => svg`<path class="dot" d="M${x} ${y}h0"></path>`)}</g>`;
}

/** City squares: a dark square with a light centre (zero-length paths with square caps). */
export function citiesLayer(map: RailMap) {
  const d = map.labels.map(({ dot }) => `M${map.dots[dot][0]} ${map.dots[dot][1]}h0`).join("");
  return svg`<path class="city-edge" d=${d}></path><path class="city" d=${d}></path>`;
}

/** A railroad drawn over the rest, thick, on a halo in its owner's colour (when it has one). */
export function selectedLayer(map: RailMap, rr: number, ownerColour: string | undefined) {
  const road = map.railroads[rr];
  const lines = map.segments.flatMap(([a, b, ...rrs]) =>
    rrs.includes(rr) ? [lane(map, a, b, rrs.indexOf(rr), rrs.length)] : [],
  );
  return svg`<g class="selected" data-selected=${road.id}>
    ${ownerColour ? lines.map((l) => line("sel-owner", l, ownerColour)) : nothing}
    ${lines.map((l) => line("sel-halo", l))}
    ${lines.map((l) => roadLine("sel", l, road))}
  </g>`;
}

/** A route, step by step: a light halo, a dark casing and each step's railroad in its own colour. */
export function routeLayer(
  map: RailMap,
  segmentsByDots: Map<string, number[]>,
  steps: { from: number; to: number; rr: string }[],
) {
  const lines = steps.flatMap((step) => {
    const rr = map.railroads.findIndex((r) => r.id === step.rr);
    const l = railLine(map, segmentsByDots, step.from, step.to, rr);
    return l ? [{ l, road: map.railroads[rr] }] : [];
  });
  return svg`<g class="route">
    ${lines.map(({ l }) => line("route-halo", l))}
    ${lines.map(({ l }) => line("route-case", l))}
    ${lines.map(({ l, road }) => (road ? roadLine("route-core", l, road) : line("route-core", l)))}
  </g>`;
}
