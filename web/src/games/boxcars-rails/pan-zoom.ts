/**
 * Pan and zoom for the rail board with Pointer Events (mouse, pen and touch alike): drag to pan,
 * two fingers to pinch, the wheel (and a trackpad's pinch, which arrives as ctrl+wheel) to zoom
 * about the pointer, double-click to zoom in. It does what d3-zoom does for us in about a tenth of
 * its weight: d3-zoom with d3-selection, d3-transition and d3-interpolate is 17.5 KB gzipped, most
 * of a page's 40 KB budget.
 *
 * This is the view's arithmetic; the gestures that drive it, and zooming by a factor (the wheel, the
 * + − buttons), are gestures.ts, loaded on the first one.
 */

/** Screen = board * k + (x, y), in CSS pixels of the element. */
export interface Transform {
  k: number;
  x: number;
  y: number;
}

export type Bounds = [number, number, number, number];

export class PanZoom {
  /** Board units in view: the transform keeps them covering the element (or centred when smaller). */
  bounds: Bounds = [0, 0, 1, 1];
  width = 1;
  height = 1;
  /** The smallest zoom shows the whole board; the largest is `maxZoom` times that (at least `minMax` px per unit). */
  maxZoom = 10;
  minMax = 8;
  transform: Transform = { k: 1, x: 0, y: 0 };
  /** True once the reader has zoomed or panned: a resize then keeps their view instead of refitting. */
  moved = false;

  /** The gestures' handler, once loaded; the events that came before it, to replay. */
  #gestures?: (e: Event) => void;
  #queued: Event[] = [];

  readonly #changed: (t: Transform) => void;

  constructor(
    readonly el: Element,
    changed: (t: Transform) => void,
  ) {
    this.#changed = changed;
    // Not lostpointercapture: taking over a touch's implicit capture makes its first target lose it.
    for (const type of ["pointerdown", "pointermove", "pointerup", "pointercancel", "dblclick"])
      el.addEventListener(type, this.#handle);
    el.addEventListener("wheel", this.#handle, { passive: false });
    el.addEventListener("click", this.#handle, true);
  }

  /**
   * The gestures' code (gestures.ts) loads on the first event that may start one, not with the map:
   * the events until it arrives are replayed to it in order (the wheel's page scroll is stopped at once).
   */
  #handle = (e: Event) => {
    if (e.type === "wheel") e.preventDefault();
    if (this.#gestures) return this.#gestures(e);
    // Until a gesture starts (a press, the wheel), hovering and clicks are nothing to replay.
    const starts = e.type === "pointerdown" || e.type === "wheel" || e.type === "dblclick";
    if (e.type === "click" || (!starts && this.#queued.length === 0)) return;
    if (this.#queued.push(e) === 1)
      import("./gestures").then(({ gestures }) => {
        this.#gestures = gestures(this);
        for (const q of this.#queued.splice(0)) this.#gestures(q);
      });
  };

  get minK(): number {
    const [x0, y0, x1, y1] = this.bounds;
    return Math.min(this.width / (x1 - x0), this.height / (y1 - y0));
  }

  get maxK(): number {
    return Math.max(this.minK * this.maxZoom, this.minMax);
  }

  /** The element's size changed: keep the reader's view, or refit when they have not moved it. */
  resize(width: number, height: number): void {
    this.width = Math.max(width, 1);
    this.height = Math.max(height, 1);
    if (this.moved) this.set(this.transform);
    else this.fit();
  }

  /** Shows the whole board. */
  fit(): void {
    this.moved = false;
    this.set({ k: this.minK, x: 0, y: 0 });
  }

  /** Shows the box [x0, y0, x1, y1] of board units, with `margin` screen pixels around it. */
  show([x0, y0, x1, y1]: Bounds, margin = 40): void {
    const k = this.clampK(
      Math.min(
        (this.width - 2 * margin) / Math.max(x1 - x0, 1),
        (this.height - 2 * margin) / Math.max(y1 - y0, 1),
      ),
    );
    this.moved = true;
    this.set({ k, x: this.width / 2 - ((x0 + x1) / 2) * k, y: this.height / 2 - ((y0 + y1) / 2) * k });
  }

  /** Pans (at the same zoom) so the board point (bx, by) is at least `margin` px inside the element (20: as the sheet frames offered dots, so focusing one does not pan them). */
  reveal(bx: number, by: number, margin = 20): void {
    const { k, x, y } = this.transform;
    const sx = bx * k + x,
      sy = by * k + y;
    const dx = sx < margin ? margin - sx : sx > this.width - margin ? this.width - margin - sx : 0;
    const dy = sy < margin ? margin - sy : sy > this.height - margin ? this.height - margin - sy : 0;
    if (dx || dy) this.set({ k, x: x + dx, y: y + dy });
  }

  clampK(k: number): number {
    return Math.min(Math.max(k, this.minK), this.maxK);
  }

  /** Applies `t`, clamped: the zoom to its range, and the board covering the view (centred if smaller). */
  set(t: Transform): void {
    const k = this.clampK(t.k);
    const [x0, y0, x1, y1] = this.bounds;
    const along = (pos: number, lo: number, hi: number, size: number) =>
      (hi - lo) * k <= size ? (size - (lo + hi) * k) / 2 : Math.min(Math.max(pos, size - hi * k), -lo * k);
    this.transform = { k, x: along(t.x, x0, x1, this.width), y: along(t.y, y0, y1, this.height) };
    this.#changed(this.transform);
  }
}
