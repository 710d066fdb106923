/**
 * The railroad pointed at (a railroad hovered, focused or tapped in a panel or the players' table): named
 * in the map's caption and brought into view (the view before it comes back when pointing stops); its
 * line's styles. board.ts loads this when one first is (and draws the line: board-layers.ts). Nothing
 * here imports the board's modules: that put their colours in a chunk of their own.
 */
import { css, html, type SVGTemplateResult } from "lit";
import type { RailMap } from "./map-data";
import type { Transform } from "./pan-zoom";

/** What this needs of the rail board (board.ts). */
interface Board {
  map: RailMap | null;
  owners: Record<string, number>;
  transform: Transform;
  at(dot: number): [number, number];
  show(dots: number[]): void;
  colourOf(seat: number): string;
  nameOf(seat: number): string;
}

/** The caption: a stroke of the line (`swatch`), the railroad, its price, its owner. */
export function caption(board: Board, map: RailMap, rr: number, swatch: SVGTemplateResult) {
  const road = map.railroads[rr],
    owner = board.owners[road.id];
  return html`<svg class="swatch" viewBox="0 0 24 8" aria-hidden="true">${swatch}</svg>
      <b>${road.id}</b> ${road.name} · ${map.currency ?? "$"}${road.price.toLocaleString("en-US")} ·
      ${owner === undefined ? "not owned" : html`<i class="owner" style="background:${board.colourOf(owner)}"></i>${board.nameOf(owner)}`}`;
}

/** The view before a railroad was brought into view, and the view it was brought into, by board. */
const views = new WeakMap<Board, { before: Transform; shown: Transform }>();

const same = (a: Transform, b: Transform) => a.k === b.k && a.x === b.x && a.y === b.y;

/**
 * Brings railroad `rr`'s whole line into view when part of it is off the map's view (`size`: its width
 * and height in px); with none pointed at (rr < 0), goes back to the view before, unless the map has
 * moved since (a route decision framed its dots: a touch's late mouseleave must not undo that).
 */
export function bringIntoView(
  board: Board,
  rr: number,
  [width, height]: [number, number],
  set: (t: Transform) => void,
) {
  const map = board.map!,
    seen = views.get(board);
  if (rr < 0) {
    if (seen && same(seen.shown, board.transform)) set(seen.before);
    views.delete(board);
    return;
  }
  const dots = map.segments.flatMap(([a, b, ...rrs]) => (rrs.includes(rr) ? [a, b] : []));
  const out = dots.some((d) => {
    const [x, y] = board.at(d);
    return x < 0 || y < 0 || x > width || y > height;
  });
  if (!out) return;
  const before = seen && same(seen.shown, board.transform) ? seen.before : board.transform;
  board.show(dots);
  views.set(board, { before, shown: board.transform });
}

/** Its styles (the board adopts them with this module): the line's three strokes and the caption. */
export const styles = css`
  .sel-owner,
  .sel-halo,
  .sel {
    fill: none;
    stroke-linecap: round;
  }
  .sel-owner {
    stroke-width: calc(11px / var(--s));
  }
  .sel-halo {
    stroke: #fffaf1;
    stroke-width: calc(6px / var(--s));
  }
  .sel {
    stroke-width: calc(3.5px / var(--s));
  }
  .caption {
    position: absolute;
    /* A tap on it is the map's: it may sit over an offered dot. */
    pointer-events: none;
    top: 6px;
    left: 6px;
    max-width: calc(100% - 12px);
    margin: 0;
    padding: 4px 8px;
    border-radius: 8px;
    background: rgb(255 250 241 / 0.94);
    color: var(--ink);
    font-size: 0.85rem;
    line-height: 1.3;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  .caption[hidden] {
    display: none;
  }
  .swatch {
    width: 24px;
    height: 8px;
    vertical-align: middle;
    stroke-width: 3;
  }
  .owner {
    display: inline-block;
    width: 0.7em;
    height: 0.7em;
    margin-right: 0.25em;
    border-radius: 50%;
    vertical-align: baseline;
  }
`;
