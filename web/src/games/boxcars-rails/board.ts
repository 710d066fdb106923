/**
 * `<bx-rail-board>`: the BOXCARS map (of the United States, or of Great Britain: `board`), as a reusable element.
 *
 * Draws the 529 dots, the 65 city squares with their names, every railroad on each of the 701
 * segments (colour and dash per railroad, parallel railroads side by side), the seven regions, the
 * state outlines, and on top of them the game: trains, destinations, home cities, a highlighted
 * route, a selected railroad with its owner, and the dots a player may tap. Pan and zoom with the
 * mouse, the wheel, touch and pinch, or the + / − / fit buttons. The board data is fetched once
 * from /rail/network.json and /rail/outline.json (static assets), unless `map` is given.
 *
 * Properties (all `attribute: false`; seats are numbers, railroads their ids such as "AT&SF"):
 *   trains            {seat, dot, colour, name}[]   each train in its player's colour
 *   destinations      {seat, dot}[]                 a ring in the seat's colour around the dot
 *   homes             {seat, dot}[]                 a square in the seat's colour around the city
 *   owners            Record<rr, seat>              who owns which railroad
 *   highlightRoute    {from, to, rr}[]              a route drawn prominently, one segment a step
 *   reachable         number[]                      dots to offer for tapping (focusable, in this order)
 *   selectedRailroad  rr | null                     that railroad drawn over the rest, with its owner, and in view
 *   seat              number | null                 the viewer's: an arrow at the edge points to its destination when out of view
 *   map, outline      RailMap, RailOutline | null   the data, when the host already has it
 * A seat's colour is its train's; a seat without a train gets SEAT_COLOURS[seat].
 *
 * Events: `dot-tap` {detail: {dot}} (bubbles, composed) when a reachable dot is tapped, clicked,
 * or activated with Enter or Space; `board-ready` once the map is drawn at its measured size (so
 * `show()` can frame dots).
 * Methods: `fit()` shows the whole board; `show(dots, apart?)` zooms to those dots; `transform` is the
 * current {k, x, y} (screen = board * k + (x, y), k in CSS pixels per board unit).
 */
import { adoptStyles, LitElement, html, nothing, svg } from "lit";
import { guard } from "lit/directives/guard.js";
import {
  citiesLayer,
  networkLayer,
  outlineLayer,
  roadLine,
  routeLayer,
  segmentKey,
  selectedLayer,
} from "./board-layers";
import { boardStyles } from "./board-styles";
import { SEAT_COLOURS } from "./colours";
import {
  LABEL_SIDES,
  labelBox,
  loadRailMap,
  loadRailOutline,
  overlaps,
  provenanceUrl,
  type RailMap,
  type RailOutline,
  whereIs,
} from "./map-data";
import { PanZoom, type Transform } from "./pan-zoom";

export interface RailTrain {
  seat: number;
  dot: number;
  colour: string;
  name: string;
}
export interface RailMark {
  seat: number;
  dot: number;
}
export interface RouteStep {
  from: number;
  to: number;
  rr: string;
}
export interface DotTapDetail {
  dot: number;
}

/** Region names need room: on a phone they appear from the first zoom step. */
const REGION_NAMES_FROM = 0.8;

export class BxRailBoard extends LitElement {
  static styles = boardStyles;
  // In `static properties` rather than decorators: their calls cost this first-screen chunk about 0.1 KB gzipped.
  // What only the class uses is #private: the minifier shortens those names (0.1 KB of the chunk).
  static properties = {
    trains: { attribute: false },
    destinations: { attribute: false },
    homes: { attribute: false },
    owners: { attribute: false },
    highlightRoute: { attribute: false },
    reachable: { attribute: false },
    selectedRailroad: { attribute: false },
    seat: { attribute: false },
    board: {},
    map: { attribute: false },
    outline: { attribute: false },
    view: { state: true },
    failed: { state: true },
    asking: { state: true },
    off: { state: true },
    road: { state: true },
  };

  trains: RailTrain[] = [];
  destinations: RailMark[] = [];
  homes: RailMark[] = [];
  owners: Record<string, number> = {};
  highlightRoute: RouteStep[] = [];
  reachable: number[] = [];
  selectedRailroad: string | null = null;
  /** The viewer's seat: when its destination is out of the view, an arrow at the map's edge points to it. */
  seat: number | null = null;
  /** The board whose map and outline to draw ("us", "gb"); set before the map loads. */
  board = "us";
  map: RailMap | null = null;
  outline: RailOutline | null = null;

  private view: Transform = { k: 1, x: 0, y: 0 };
  private failed = false;
  /** The offered dots a tap fell among, nearest first, while the board asks which one was meant. */
  asking: number[] = [];
  /** The arrow to the viewer's destination out of view (off-view.ts), loaded once it is. */
  private off?: typeof import("./off-view");
  /** The railroad pointed at: drawn, named and brought into view (pointed.ts, loaded when one first is). */
  private road?: typeof import("./pointed");
  #panZoom?: PanZoom;
  #resizer?: ResizeObserver;
  #segmentsByDots = new Map<string, number[]>();
  #cityNames = new Map<number, string>();
  #ready = false;

  get #svgEl(): SVGSVGElement {
    return this.renderRoot.querySelector("svg")!;
  }

  get transform(): Transform {
    return { ...this.view };
  }

  fit(): void {
    this.#panZoom?.fit();
  }

  /** The + − buttons: their zoom is with the gestures' code (gestures.ts), loaded on the first press. */
  #zoom(factor: number): void {
    import("./gestures").then((m) => this.#panZoom && m.zoomBy(this.#panZoom, factor));
  }

  /**
   * Zooms to show these dots (a route, a region's cities), keeping the zoom within its range. With
   * `apart` (px), zooms in only as far as the closest two need to be that far apart, so the map
   * around them stays in view.
   */
  show(dots: number[], apart = 0): void {
    const points = dots.map((d) => this.map?.dots[d]).filter((p): p is [number, number] => Boolean(p));
    if (!this.#panZoom || points.length === 0) return;
    const xs = points.map((p) => p[0]),
      ys = points.map((p) => p[1]);
    let [x0, y0, x1, y1] = [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
    const closest = Math.min(
      ...points.flatMap((a, i) => points.slice(i + 1).map((b) => Math.hypot(a[0] - b[0], a[1] - b[1]))),
    );
    if (apart > 0 && closest > 0 && Number.isFinite(closest)) {
      // Framing targets: a margin of one target's radius (20 px) shows each whole and leaves the most
      // room for spreading them (with 40 px, dots far apart on a phone squeezed the close ones under 40 px).
      const k = apart / closest,
        cx = (x0 + x1) / 2,
        cy = (y0 + y1) / 2,
        margin = 20;
      const w = Math.max(this.#panZoom.width - 2 * margin, 1) / k / 2,
        h = Math.max(this.#panZoom.height - 2 * margin, 1) / k / 2;
      [x0, y0, x1, y1] = [
        Math.min(x0, cx - w),
        Math.min(y0, cy - h),
        Math.max(x1, cx + w),
        Math.max(y1, cy + h),
      ];
      this.#panZoom.show([x0, y0, x1, y1], margin);
      return;
    }
    this.#panZoom.show([x0, y0, x1, y1]);
  }

  #loadedFor = "";

  /** The map and outline of the board shown (the British ones are fetched only for a British game). */
  #loadBoard(): void {
    if (this.#loadedFor === this.board) return;
    const board = (this.#loadedFor = this.board);
    loadRailMap(board).then(
      (map) => this.board === board && (this.map = map),
      () => (this.failed = true),
    );
    loadRailOutline(board).then(
      (outline) => this.board === board && (this.outline = outline),
      () => {},
    ); // optional
  }

  disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#resizer?.disconnect();
  }

  protected firstUpdated(): void {
    this.#panZoom = new PanZoom(this.#svgEl, (t) => ((this.view = t), (this.asking = [])));
    this.#resizer = new ResizeObserver(() => {
      this.#panZoom?.resize(this.#svgEl.clientWidth, this.#svgEl.clientHeight);
      this.#announceReady();
    });
    this.#resizer.observe(this.#svgEl);
  }

  /** Says `board-ready` once: the map is in and the board has its size. */
  #announceReady(): void {
    if (this.#ready || !this.map || this.#svgEl.clientWidth === 0) return;
    this.#ready = true;
    this.dispatchEvent(new Event("board-ready"));
  }

  protected willUpdate(changed: Map<string, unknown>): void {
    this.#loadBoard();
    if (!this.road && this.selectedRailroad)
      import("./pointed").then((m) => {
        adoptStyles(this.renderRoot as ShadowRoot, [boardStyles, m.styles]);
        this.road = m;
      });
    // A new step's dots end the question (the sheet hands a new list at each render, often the same dots).
    if (changed.has("reachable") && `${changed.get("reachable")}` !== `${this.reachable}`) this.asking = [];
    if (changed.has("map") && this.map) {
      this.#segmentsByDots = new Map(this.map.segments.map((s) => [segmentKey(s), s]));
      this.#cityNames = new Map(this.map.labels.map((l) => [l.dot, l.text]));
    }
  }

  protected updated(changed: Map<string, unknown>): void {
    if (!this.map || !this.#panZoom) return;
    if (changed.has("map")) {
      this.#panZoom.bounds = this.map.bounds;
      this.#panZoom.resize(this.#svgEl.clientWidth, this.#svgEl.clientHeight);
      this.#announceReady();
    }
    if (this.road && (changed.has("selectedRailroad") || changed.has("road")))
      this.road.bringIntoView(this, this.#rr(), [this.#panZoom.width, this.#panZoom.height], (t) =>
        this.#panZoom!.set(t),
      );
  }

  /** The index of the railroad pointed at, or -1. */
  #rr(): number {
    return this.map?.railroads.findIndex((r) => r.id === this.selectedRailroad) ?? -1;
  }

  colourOf(seat: number): string {
    return this.trains.find((t) => t.seat === seat)?.colour ?? SEAT_COLOURS[seat % SEAT_COLOURS.length];
  }

  nameOf(seat: number): string {
    return this.trains.find((t) => t.seat === seat)?.name ?? `Seat ${seat + 1}`;
  }

  /** What a screen reader calls a dot: its city, else where it is ("the dot near Okeechobee, FL"). */
  dotName(dot: number): string {
    return this.#cityNames.get(dot) ?? `the dot ${this.map ? whereIs(this.map.places[dot]) : dot}`;
  }

  tap(dot: number): void {
    this.asking = [];
    this.dispatchEvent(
      new CustomEvent<DotTapDetail>("dot-tap", { detail: { dot }, bubbles: true, composed: true }),
    );
  }

  /**
   * A tap on the map's marks: pick() finds the offered dot it meant, or asks (dot-chooser.ts, loaded on
   * the first tap: the page's first screen has no room for it).
   */
  #reachClick = (e: MouseEvent): void => {
    const r = this.#svgEl.getBoundingClientRect();
    import("./dot-chooser").then((m) => m.pick(this, e.clientX - r.left, e.clientY - r.top));
  };

  #key(e: KeyboardEvent, dot: number): void {
    if (e.key !== "Enter" && e.key !== " ") return;
    e.preventDefault();
    this.tap(dot);
  }

  /** A dot's place on the screen, in CSS pixels from the map's corner. */
  at(dot: number): [number, number] {
    const [x, y] = this.map!.dots[dot];
    const { k, x: tx, y: ty } = this.view;
    return [Math.round((x * k + tx) * 10) / 10, Math.round((y * k + ty) * 10) / 10];
  }

  /**
   * The city names shown at zoom `k`: the names of homes, destinations and cities offered to choose from always, then each name from
   * the zoom the asset gives it (see map-data.ts), in the asset's order (hubs first), unless it would
   * cover a name already shown.
   */
  #visibleLabels(map: RailMap, k: number): RailMap["labels"] {
    // Cities offered as such (the homes to choose from) are named too: a ring without a name asks a guess.
    const cities = this.reachable.every((d) => this.#cityNames.has(d)) ? this.reachable : [];
    const always = new Set([...this.destinations, ...this.homes].map((m) => m.dot).concat(cities));
    const shown: RailMap["labels"] = [];
    const boxes: number[][] = [];
    for (const l of [
      ...map.labels.filter((l) => always.has(l.dot)),
      ...map.labels.filter((l) => !always.has(l.dot) && l.minScale <= k),
    ]) {
      const box = labelBox(...this.at(l.dot), l.text, l.side);
      if (always.has(l.dot) || !boxes.some((b) => overlaps(b, box))) shown.push(l), boxes.push(box);
    }
    return shown;
  }

  /** Screen-space marks: region and city names, homes, destinations, trains, the route's end, tappable dots. */
  #overlay(map: RailMap) {
    // Not before the map has its size (a map handed in is here at the first render).
    if (!this.#panZoom) return nothing;
    const { k, x: tx, y: ty } = this.view,
      { width, height } = this.#panZoom;
    const labels = this.#visibleLabels(map, k);
    const ringsAt = new Map<number, number>();
    const byDot = new Map<number, RailTrain[]>();
    for (const t of this.trains) byDot.set(t.dot, [...(byDot.get(t.dot) ?? []), t]);
    const end = this.highlightRoute.at(-1)?.to;
    return svg`
      <g class="regions" aria-hidden="true">${k < REGION_NAMES_FROM ? nothing : map.regions.map((r) => svg`<text x=${r.x * k + tx} y=${r.y * k + ty}>${r.name}</text>`)}</g>
      <g class="labels" aria-hidden="true">${labels.map((l) => {
        const [x, y] = this.at(l.dot),
          side = LABEL_SIDES[l.side];
        return svg`<text x=${x + side.dx} y=${y + side.dy} text-anchor=${side.anchor}>${l.text}</text>`;
      })}</g>
      ${this.homes.map((h) => {
        const [x, y] = this.at(h.dot);
        return svg`<rect class="home" x=${x - 9} y=${y - 9} width="18" height="18" rx="2" stroke=${this.colourOf(h.seat)}><title>${this.nameOf(h.seat)}'s home: ${this.dotName(h.dot)}</title></rect>`;
      })}
      ${this.destinations.map((d) => {
        const [x, y] = this.at(d.dot),
          n = ringsAt.get(d.dot) ?? 0;
        ringsAt.set(d.dot, n + 1);
        if (!this.off && d.seat === this.seat && (x < 0 || y < 0 || x > width || y > height))
          import("./off-view").then((m) => (this.off = m));
        return svg`<circle class="destination" cx=${x} cy=${y} r=${13 + 4 * n} stroke=${this.colourOf(d.seat)}><title>${this.nameOf(d.seat)}'s destination: ${this.dotName(d.dot)}</title></circle>`;
      })}
      ${end !== undefined && map.dots[end] ? svg`<circle class="route-end" cx=${this.at(end)[0]} cy=${this.at(end)[1]} r="5"></circle>` : nothing}
      ${this.off?.offView(this, width, height)}
      ${[...byDot].flatMap(([dot, trains]) =>
        trains.map((t, i) => {
          const [x0, y] = this.at(dot),
            x = x0 + (i - (trains.length - 1) / 2) * 15;
          return svg`<g class="train" data-seat=${t.seat} transform="translate(${x} ${y})" role="img" aria-label="${t.name}'s train at ${this.dotName(dot)}">
            <circle r="8.5" fill=${t.colour}></circle><text dy="0.35em">${(t.name.trim()[0] ?? "?").toUpperCase()}</text></g>`;
        }),
      )}
      ${this.#targets(map)}`;
  }

  /**
   * The offered dots: under them a 40 px target each (overlapping where dots sit closer; reachClick
   * finds the dot a tap meant, or asks), over those the dots themselves, focusable, so that the point
   * of each dot is its own.
   */
  #targets(map: RailMap) {
    const dots = this.reachable.filter((d) => map.dots[d]);
    return svg`<g aria-hidden="true">${dots.map((dot) => {
      const [x, y] = this.at(dot);
      return svg`<circle class="hit" cx=${x} cy=${y} r="20"></circle>`;
    })}</g>
      ${dots.map((dot) => {
        const [x, y] = this.at(dot),
          n = this.asking.indexOf(dot) + 1;
        return svg`<g class="reach ${n ? "ask" : ""}" data-dot=${dot} transform="translate(${x} ${y})" tabindex="0" role="button" aria-label="${n ? `${n} ` : ""}${this.dotName(dot)}"
          @keydown=${(e: KeyboardEvent) => this.#key(e, dot)} @focus=${() => this.#panZoom?.reveal(...map.dots[dot])}>
          <circle class="focus" r="20"></circle><circle class="ring" r="7"></circle>${n ? svg`<text dy="0.35em">${n}</text>` : nothing}</g>`;
      })}`;
  }

  render() {
    const map = this.map;
    const rr = this.#rr(),
      road = rr >= 0 && map ? this.road : undefined;
    const { k, x, y } = this.view;
    const quiet = road ? "dim" : this.highlightRoute.length > 0 ? "soft" : "";
    return html`<div class="frame">
        <svg class="map" role="group" aria-label="Rail map of ${this.board === "gb" ? "Great Britain" : "the United States"}">
          <rect class="sea" width="100%" height="100%"></rect>
          ${
            map
              ? svg`<g class="zoom" transform="translate(${x} ${y}) scale(${k})" style="--s:${k}">
                ${guard([this.outline], () => outlineLayer(this.outline))}
                <g class="net ${quiet}">${guard([map], () => networkLayer(map))}</g>
                ${road ? selectedLayer(map, rr, this.owners[map.railroads[rr].id] === undefined ? undefined : this.colourOf(this.owners[map.railroads[rr].id])) : nothing}
                ${this.highlightRoute.length ? routeLayer(map, this.#segmentsByDots, this.highlightRoute) : nothing}
                ${guard([map], () => citiesLayer(map))}
              </g>
              <g class="overlay" @click=${this.#reachClick}>${this.#overlay(map)}</g>`
              : nothing
          }
        </svg>
        <p class="caption" aria-live="polite" ?hidden=${!road}>${road?.caption(this, map!, rr, roadLine("", [1, 4, 23, 4], map!.railroads[rr]))}</p>
        ${map ? nothing : html`<p class="status">${this.failed ? "The map could not be loaded." : "Loading the map…"}</p>`}
      </div>
      <div class="under">
        <div class="tools">
          <button type="button" aria-label="Zoom in" @click=${() => this.#zoom(1.6)}>+</button>
          <button type="button" aria-label="Zoom out" @click=${() => this.#zoom(1 / 1.6)}>−</button>
          <button type="button" aria-label="Show the whole map" @click=${() => this.fit()}>⤢</button>
        </div>
        <p class="credit" data-credit><a href=${provenanceUrl(this.board)}>Map data</a>${map ? `: ${map.note ?? map.credit}` : ""}</p>
      </div>
      ${this.asking.length ? html`<bx-dot-chooser .board=${this} .dots=${this.asking}></bx-dot-chooser>` : nothing}`;
  }
}

customElements.define("bx-rail-board", BxRailBoard);

declare global {
  interface HTMLElementTagNameMap {
    "bx-rail-board": BxRailBoard;
  }
  interface HTMLElementEventMap {
    "dot-tap": CustomEvent<DotTapDetail>;
  }
}
