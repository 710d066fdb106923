/**
 * Where the viewer's destination lies when out of the map's view: an arrow at the map's edge in their
 * colour, pointing at it, with the city's name; a tap (or Enter) shows their train and the destination.
 * Loaded by board.ts once it is off the view (a phone zoomed to the next step of a long trip).
 */
import { svg } from "lit";

/** What this needs of the rail board (board.ts). */
interface Board {
  seat: number | null;
  destinations: { seat: number; dot: number }[];
  trains: { seat: number; dot: number }[];
  at(dot: number): [number, number];
  dotName(dot: number): string;
  show(dots: number[]): void;
  colourOf(seat: number): string;
  nameOf(seat: number): string;
}

/** Inset of the arrow from the map's edge: its 40 px target stays whole. */
const EDGE = 20;

export function offView(board: Board, width: number, height: number) {
  return board.destinations.flatMap(({ seat, dot }) => {
    const [x, y] = board.at(dot);
    if (seat !== board.seat || (x >= 0 && y >= 0 && x <= width && y <= height)) return [];
    const ax = Math.min(Math.max(x, EDGE), width - EDGE),
      ay = Math.min(Math.max(y, EDGE), height - EDGE),
      angle = (Math.atan2(y - ay, x - ax) * 180) / Math.PI,
      left = ax < width / 2,
      city = board.dotName(dot),
      train = board.trains.find((t) => t.seat === seat)?.dot;
    const go = () => board.show(train === undefined ? [dot] : [train, dot]);
    return [
      svg`<g class="off" style="cursor: pointer; outline: none" data-off=${dot} transform="translate(${ax} ${ay})" tabindex="0" role="button"
        aria-label="${board.nameOf(seat)}'s destination, ${city}, is off the map: show it"
        @click=${(e: Event) => (e.stopPropagation(), go())} @keydown=${(e: KeyboardEvent) => (e.key === "Enter" || e.key === " ") && ((e.preventDefault(), go()))}>
        <circle class="focus" r="20" fill="transparent"></circle>
        <path d="M9 0-6-7v14z" fill=${board.colourOf(seat)} transform="rotate(${angle})"></path>
        <text x=${left ? 13 : -13} dy="0.35em" text-anchor=${left ? "start" : "end"} font-size="11" font-weight="700"
          fill="#2a1f17" stroke="#f8f1e1" stroke-width="3" paint-order="stroke">${city}</text></g>`,
    ];
  });
}
