/**
 * Pan and zoom for the rail board with Pointer Events (mouse, pen and touch alike): drag to pan,
 * two fingers to pinch, the wheel (and a trackpad's pinch, which arrives as ctrl+wheel) to zoom
 * about the pointer, double-click to zoom in. It does what d3-zoom does for us in about a tenth of
 * its weight: d3-zoom with d3-selection, d3-transition and d3-interpolate is 17.5 KB gzipped, most
 * of a page's 40 KB budget.
 *
 * A tap is left alone (it stays a click on whatever was tapped); the pointer is captured only once
 * it has moved, and the click that ends a drag is swallowed.
 */

/** Screen = board * k + (x, y), in CSS pixels of the element. */
export interface Transform {
  k: number;
  x: number;
  y: number;
}

export type Bounds = [number, number, number, number];

const DRAG_PX = 4;

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

  private pointers = new Map<number, { x: number; y: number }>();
  private start: { x: number; y: number } | null = null;
  private dragging = false;
  private swallowClick = false;

  constructor(
    private readonly el: Element,
    private readonly changed: (t: Transform) => void,
  ) {
    el.addEventListener("pointerdown", this.down as EventListener);
    el.addEventListener("pointermove", this.move as EventListener);
    // Not lostpointercapture: taking over a touch's implicit capture makes its first target lose it.
    for (const type of ["pointerup", "pointercancel"]) el.addEventListener(type, this.up as EventListener);
    el.addEventListener("wheel", this.wheel as EventListener, { passive: false });
    el.addEventListener("dblclick", this.dblclick as EventListener);
    el.addEventListener("click", this.click, true);
  }

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

  /** Zooms by `factor` about the screen point (px, py), by default the centre. */
  zoomBy(factor: number, px = this.width / 2, py = this.height / 2): void {
    const { k, x, y } = this.transform;
    const k2 = this.clampK(k * factor);
    this.moved = true;
    this.set({ k: k2, x: px - ((px - x) / k) * k2, y: py - ((py - y) / k) * k2 });
  }

  /** Shows the box [x0, y0, x1, y1] of board units, with `margin` screen pixels around it (`bottom` below it). */
  show([x0, y0, x1, y1]: Bounds, margin = 40, bottom = margin): void {
    const k = this.clampK(
      Math.min(
        (this.width - 2 * margin) / Math.max(x1 - x0, 1),
        (this.height - margin - bottom) / Math.max(y1 - y0, 1),
      ),
    );
    this.moved = true;
    this.set({
      k,
      x: this.width / 2 - ((x0 + x1) / 2) * k,
      y: (this.height - bottom + margin) / 2 - ((y0 + y1) / 2) * k,
    });
  }

  /** Pans (at the same zoom) so the board point (bx, by) is at least `margin` px inside the element. */
  reveal(bx: number, by: number, margin = 30): void {
    const { k, x, y } = this.transform;
    const sx = bx * k + x,
      sy = by * k + y;
    const dx = sx < margin ? margin - sx : sx > this.width - margin ? this.width - margin - sx : 0;
    const dy = sy < margin ? margin - sy : sy > this.height - margin ? this.height - margin - sy : 0;
    if (dx || dy) this.set({ k, x: x + dx, y: y + dy });
  }

  private clampK(k: number): number {
    return Math.min(Math.max(k, this.minK), this.maxK);
  }

  /** Applies `t`, clamped: the zoom to its range, and the board covering the view (centred if smaller). */
  private set(t: Transform): void {
    const k = this.clampK(t.k);
    const [x0, y0, x1, y1] = this.bounds;
    const along = (pos: number, lo: number, hi: number, size: number) =>
      (hi - lo) * k <= size ? (size - (lo + hi) * k) / 2 : Math.min(Math.max(pos, size - hi * k), -lo * k);
    this.transform = { k, x: along(t.x, x0, x1, this.width), y: along(t.y, y0, y1, this.height) };
    this.changed(this.transform);
  }

  private point(e: PointerEvent | WheelEvent | MouseEvent): { x: number; y: number } {
    const r = this.el.getBoundingClientRect();
    return { x: e.clientX - r.left, y: e.clientY - r.top };
  }

  private down = (e: PointerEvent) => {
    if (e.pointerType === "mouse" && e.button !== 0) return;
    this.pointers.set(e.pointerId, this.point(e));
    if (this.pointers.size === 1) {
      this.start = this.point(e);
      this.dragging = false;
      this.swallowClick = false;
    }
  };

  private move = (e: PointerEvent) => {
    const last = this.pointers.get(e.pointerId);
    if (!last) return;
    const now = this.point(e);
    if (!this.dragging) {
      if (
        this.pointers.size < 2 &&
        this.start &&
        Math.hypot(now.x - this.start.x, now.y - this.start.y) < DRAG_PX
      )
        return;
      this.dragging = true;
      for (const id of this.pointers.keys())
        if (!this.el.hasPointerCapture(id)) this.el.setPointerCapture(id);
    }
    const others = [...this.pointers].filter(([id]) => id !== e.pointerId).map(([, p]) => p);
    this.pointers.set(e.pointerId, now);
    const { k, x, y } = this.transform;
    this.moved = true;
    if (others.length === 0) {
      this.set({ k, x: x + now.x - last.x, y: y + now.y - last.y });
      return;
    }
    // Pinch: the board point under the old midpoint follows the new midpoint, scaled by the spread.
    const o = others[0];
    const before = Math.hypot(last.x - o.x, last.y - o.y),
      after = Math.hypot(now.x - o.x, now.y - o.y);
    const k2 = this.clampK(k * (before > 0 ? after / before : 1));
    const m0 = { x: (last.x + o.x) / 2, y: (last.y + o.y) / 2 },
      m1 = { x: (now.x + o.x) / 2, y: (now.y + o.y) / 2 };
    this.set({ k: k2, x: m1.x - ((m0.x - x) / k) * k2, y: m1.y - ((m0.y - y) / k) * k2 });
  };

  private up = (e: PointerEvent) => {
    if (!this.pointers.delete(e.pointerId)) return;
    if (this.dragging) this.swallowClick = true;
    if (this.pointers.size === 0) this.dragging = false;
  };

  private click = (e: Event) => {
    if (!this.swallowClick) return;
    this.swallowClick = false;
    e.stopPropagation();
    e.preventDefault();
  };

  private wheel = (e: WheelEvent) => {
    e.preventDefault();
    const delta = -e.deltaY * (e.deltaMode === 1 ? 0.05 : e.deltaMode ? 1 : 0.002) * (e.ctrlKey ? 10 : 1);
    const p = this.point(e);
    this.zoomBy(2 ** delta, p.x, p.y);
  };

  private dblclick = (e: MouseEvent) => {
    const p = this.point(e);
    this.zoomBy(e.shiftKey ? 0.5 : 2, p.x, p.y);
  };
}
