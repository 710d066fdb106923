/**
 * The rail board's gestures with Pointer Events (mouse, pen and touch alike), driving its PanZoom:
 * drag to pan, two fingers to pinch, the wheel (and a trackpad's pinch, which arrives as ctrl+wheel)
 * to zoom about the pointer, double-click to zoom in; and the zoom of the + − buttons. Loaded on the
 * first event that may start one (pan-zoom.ts replays the events until then) or the first button press.
 *
 * A tap is left alone (it stays a click on whatever was tapped); the pointer is captured only once
 * it has moved, and the click that ends a drag is swallowed.
 */

/** What the gestures drive: the board's PanZoom (pan-zoom.ts; not imported, which imports this module). */
interface PanZoom {
  readonly el: Element;
  width: number;
  height: number;
  transform: { k: number; x: number; y: number };
  moved: boolean;
  set(t: { k: number; x: number; y: number }): void;
  clampK(k: number): number;
}

/** Zooms by `factor` about the screen point (px, py), by default the centre (the + − buttons). */
export function zoomBy(pz: PanZoom, factor: number, px = pz.width / 2, py = pz.height / 2): void {
  const { k, x, y } = pz.transform;
  const k2 = pz.clampK(k * factor);
  pz.moved = true;
  pz.set({ k: k2, x: px - ((px - x) / k) * k2, y: py - ((py - y) / k) * k2 });
}

const DRAG_PX = 4;

/** The handler of every event PanZoom listens to. */
export function gestures(pz: PanZoom): (e: Event) => void {
  const pointers = new Map<number, { x: number; y: number }>();
  let start: { x: number; y: number } | null = null;
  let dragging = false;
  let swallowClick = false;

  const point = (e: PointerEvent | WheelEvent | MouseEvent): { x: number; y: number } => {
    const r = pz.el.getBoundingClientRect();
    return { x: e.clientX - r.left, y: e.clientY - r.top };
  };

  const down = (e: PointerEvent) => {
    if (e.pointerType === "mouse" && e.button !== 0) return;
    pointers.set(e.pointerId, point(e));
    if (pointers.size === 1) {
      start = point(e);
      dragging = false;
      swallowClick = false;
    }
  };

  const move = (e: PointerEvent) => {
    const last = pointers.get(e.pointerId);
    if (!last) return;
    const now = point(e);
    if (!dragging) {
      if (pointers.size < 2 && start && Math.hypot(now.x - start.x, now.y - start.y) < DRAG_PX) return;
      dragging = true;
      for (const id of pointers.keys())
        try {
          if (!pz.el.hasPointerCapture(id)) pz.el.setPointerCapture(id);
        } catch {
          // A replayed event's pointer may be up already: nothing to capture.
        }
    }
    const others = [...pointers].filter(([id]) => id !== e.pointerId).map(([, p]) => p);
    pointers.set(e.pointerId, now);
    const { k, x, y } = pz.transform;
    pz.moved = true;
    if (others.length === 0) {
      pz.set({ k, x: x + now.x - last.x, y: y + now.y - last.y });
      return;
    }
    // Pinch: the board point under the old midpoint follows the new midpoint, scaled by the spread.
    const o = others[0];
    const before = Math.hypot(last.x - o.x, last.y - o.y),
      after = Math.hypot(now.x - o.x, now.y - o.y);
    const k2 = pz.clampK(k * (before > 0 ? after / before : 1));
    const m0 = { x: (last.x + o.x) / 2, y: (last.y + o.y) / 2 },
      m1 = { x: (now.x + o.x) / 2, y: (now.y + o.y) / 2 };
    pz.set({ k: k2, x: m1.x - ((m0.x - x) / k) * k2, y: m1.y - ((m0.y - y) / k) * k2 });
  };

  const up = (e: PointerEvent) => {
    if (!pointers.delete(e.pointerId)) return;
    if (dragging) swallowClick = true;
    if (pointers.size === 0) dragging = false;
  };

  const click = (e: Event) => {
    if (!swallowClick) return;
    swallowClick = false;
    e.stopPropagation();
    e.preventDefault();
  };

  const wheel = (e: WheelEvent) => {
    e.preventDefault();
    const delta = -e.deltaY * (e.deltaMode === 1 ? 0.05 : e.deltaMode ? 1 : 0.002) * (e.ctrlKey ? 10 : 1);
    const p = point(e);
    zoomBy(pz, 2 ** delta, p.x, p.y);
  };

  const dblclick = (e: MouseEvent) => {
    const p = point(e);
    zoomBy(pz, e.shiftKey ? 0.5 : 2, p.x, p.y);
  };

  const handlers: Record<string, (e: never) => void> = {
    pointerdown: down,
    pointermove: move,
    pointerup: up,
    pointercancel: up,
    click,
    wheel,
    dblclick,
  };
  return (e) => handlers[e.type]?.(e as never);
}
