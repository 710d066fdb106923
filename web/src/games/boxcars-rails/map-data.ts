/**
 * The rail board's static assets (web/public/rail/, built by scripts/make-rail-assets.ts from
 * shared/data/rail-baron/us and us-atlas): their shapes, and loading each once per page.
 * They are plain cacheable files, never JavaScript and never part of an API answer.
 */

/** web/public/rail/network.json: the board in board units (x right, y down, about 800 x 420). */
export interface RailMap {
  format: "boxcars-rail-map/1";
  credit: string;
  /** The sign prices are written with ("£" on the British board); absent: "$". */
  currency?: string;
  /** A line the map shows under itself (the British board: that it is a reconstruction), if any. */
  note?: string;
  /** What the board shows, with room for labels: [minX, minY, maxX, maxY]. */
  bounds: [number, number, number, number];
  /** Dot `i` is at `dots[i]` = [x, y]. */
  dots: [number, number][];
  /** A real town near each dot ("Okeechobee, FL"): how a screen reader names a plain dot. */
  places: string[];
  /** Each segment is [dotA, dotB, ...indexes into `railroads` running on it]. */
  segments: number[][];
  /** The 28 railroads; `colour` indexes the palette in colours.ts, `dashed` its dash style. */
  railroads: { id: string; name: string; price: number; colour: number; dashed: boolean }[];
  /** The 67 destination cities (twin cities share a dot). */
  cities: { name: string; dot: number; region: string; state: string }[];
  /**
   * One label per city dot, placed at `LABEL_SIDES[side]` from it. Labels have a fixed size on screen;
   * `minScale` is the zoom (screen pixels per board unit) from which this label clears every label
   * placed before it and every city square, so a phone shows the hubs first and more as it zooms in.
   */
  labels: { dot: number; text: string; side: number; minScale: number }[];
  /** Where each region's name is written. */
  regions: { name: string; x: number; y: number }[];
}

/** web/public/rail/outline.json: the lower 48 states projected onto the board (SVG path data). */
export interface RailOutline {
  format: "boxcars-rail-outline/1";
  credit: string;
  /** The land: every state's area merged (lakes and the coast as holes and edges). */
  land: string;
  /** The borders between states. */
  borders: string;
}

/**
 * City labels: 11 px semibold text with a 3 px halo. A character takes up to about 7 px (DejaVu Sans,
 * the widest common default; narrower fonts leave more room). The anchor is this far from the dot.
 */
export const LABEL_PX = { size: 11, char: 7 };
export const LABEL_SIDES = [
  { dx: 6.5, dy: 0, anchor: "start" }, // right
  { dx: -6.5, dy: 0, anchor: "end" }, // left
  { dx: 0, dy: -12, anchor: "middle" }, // above
  { dx: 0, dy: 12, anchor: "middle" }, // below
  { dx: 3, dy: -12, anchor: "start" }, // above right
  { dx: 3, dy: 12, anchor: "start" }, // below right
  { dx: -3, dy: -12, anchor: "end" }, // above left
  { dx: -3, dy: 12, anchor: "end" }, // below left
] as const;

/** A label's box [x0, y0, x1, y1] in screen px around its dot at (x, y). */
export function labelBox(x: number, y: number, text: string, side: number): [number, number, number, number] {
  const { dx, dy, anchor } = LABEL_SIDES[side],
    w = text.length * LABEL_PX.char + 2;
  const x0 = x + dx - (anchor === "end" ? w : anchor === "middle" ? w / 2 : 0),
    y0 = y + dy - LABEL_PX.size / 2;
  return [x0, y0, x0 + w, y0 + LABEL_PX.size];
}

export const overlaps = (a: number[], b: number[]) =>
  a[0] < b[2] && b[0] < a[2] && a[1] < b[3] && b[1] < a[3];

/** Each board's map and outline (the US board's at the top of /rail/, the others in a folder of their own). */
const folder = (board: string) => (board === "us" ? "/rail/" : `/rail/${board}/`);
export const mapUrl = (board = "us") => `${folder(board)}network.json`;
export const outlineUrl = (board = "us") => `${folder(board)}outline.json`;
export const provenanceUrl = (board = "us") => `${folder(board)}PROVENANCE.txt`;

const loaded = new Map<string, Promise<unknown>>();

/** Fetches a JSON asset once per page; a failed fetch is forgotten so a later call tries again. */
function once<T>(url: string): Promise<T> {
  let pending = loaded.get(url);
  if (!pending) {
    pending = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
      return response.json();
    });
    pending.catch(() => loaded.delete(url));
    loaded.set(url, pending);
  }
  return pending as Promise<T>;
}

/** The real town near each dot of each board whose map has loaded (for the words; see placeNear). */
const places = new Map<string, readonly string[]>();

export const loadRailMap = (board = "us") =>
  once<RailMap>(mapUrl(board)).then((map) => (places.set(board, map.places), map));

/** Where a plain dot is, in words: "near Okeechobee, FL"; a British junction's place says "between X and Y" itself. */
export const whereIs = (place: string): string => (place.startsWith("between ") ? place : `near ${place}`);

/** Where a plain dot is (whereIs), once its board's map has loaded (the sheet loads after it). */
export const placeNear = (board: string, dot: number): string | undefined => {
  const place = places.get(board)?.[dot];
  return place && whereIs(place);
};
export const loadRailOutline = (board = "us") => once<RailOutline>(outlineUrl(board));
