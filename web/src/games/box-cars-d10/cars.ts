/**
 * The ten faces as train cars: a small SVG symbol per face (colours from CSS via `currentColor`
 * and the `.hole` / `.wheel` classes) and the class of car, for colour.
 */
import { svg, type SVGTemplateResult } from "lit";
import type { Face } from "#games/box-cars-d10/client";

const wheels = svg`<circle class="wheel" cx="13" cy="27" r="4" /><circle class="wheel" cx="35" cy="27" r="4" />`;
const body = (y = 11, h = 13) => svg`<rect x="5" y=${y} width="38" height=${h} rx="2" />`;

const SYMBOLS: Record<Face, SVGTemplateResult> = {
  // Locomotive: boiler, cab, smokestack, cow-catcher.
  1: svg`<rect x="4" y="12" width="26" height="12" rx="3" /><rect x="29" y="6" width="14" height="18" rx="1.5" />
    <rect x="9" y="5" width="5" height="8" /><path d="M4 20 L0 25 H6 Z" /><rect class="hole" x="32" y="9" width="8" height="5" />${wheels}`,
  // Caboose: car with a cupola.
  2: svg`${body()}<rect x="17" y="4" width="14" height="8" rx="1" /><rect class="hole" x="20" y="6" width="8" height="4" />${wheels}`,
  // Mail Car: an envelope on the side.
  3: svg`${body()}<rect class="hole" x="15" y="13" width="18" height="9" /><path class="line" d="M15 13 L24 19 L33 13" />${wheels}`,
  // Sleeper Car: a crescent moon.
  4: svg`${body()}<path class="hole" d="M26 12.5 A6 6 0 1 0 30 22 A5 5 0 1 1 26 12.5 Z" />${wheels}`,
  // Coach: a row of windows.
  5: svg`${body()}<rect class="hole" x="9" y="14" width="7" height="5" /><rect class="hole" x="20.5" y="14" width="7" height="5" /><rect class="hole" x="32" y="14" width="7" height="5" />${wheels}`,
  // Box Car: tall car with a cross-braced door.
  6: svg`${body(6, 18)}<path class="line" d="M17 9 H31 V21 H17 Z M17 9 L31 21 M31 9 L17 21" />${wheels}`,
  // Tank: a capsule with a dome.
  7: svg`<rect x="4" y="10" width="40" height="13" rx="6.5" /><rect x="21" y="6" width="6" height="5" rx="1" /><rect x="6" y="22" width="36" height="2" />${wheels}`,
  // Hopper: an open trapezoid with a load heaped on top.
  8: svg`<path d="M4 8 H44 L38 24 H10 Z" /><path class="hole" d="M8 8 Q24 1 40 8 Z" />${wheels}`,
  // Way Car: a repair car, drawn as a wrench (it lets Breakdowns be re-rolled).
  9: svg`${body(15, 9)}<path d="M14 13 L30 4 A4.5 4.5 0 1 1 33 10.5 Z" /><circle class="hole" cx="35.5" cy="6.5" r="1.8" />${wheels}`,
  // Breakdown: a warning triangle over a broken axle.
  0: svg`<path d="M24 2 L40 23 H8 Z" /><rect class="hole" x="22.5" y="9" width="3" height="7" /><rect class="hole" x="22.5" y="18" width="3" height="3" />
    <circle class="wheel" cx="11" cy="28" r="3.5" /><circle class="wheel" cx="38" cy="26" r="3.5" />`,
};

export function carSymbol(face: Face): SVGTemplateResult {
  return svg`<svg viewBox="0 0 48 32" aria-hidden="true" focusable="false">${SYMBOLS[face]}</svg>`;
}

/** A padlock, for a Breakdown that may not be re-rolled. */
export const lockSymbol = svg`<svg class="lock" viewBox="0 0 12 14" aria-hidden="true" focusable="false">
  <path d="M3.5 6.5 V4.5 a2.5 2.5 0 0 1 5 0 V6.5" fill="none" stroke="currentColor" stroke-width="1.6" />
  <rect x="1" y="6" width="10" height="8" rx="1.5" fill="currentColor" /></svg>`;

/** The colour class of a face: engine cars, passenger, freight, the Way Car, the Breakdown. */
export function carClass(face: Face): string {
  return face === 0
    ? "breakdown"
    : face === 9
      ? "way"
      : face <= 3
        ? "head"
        : face <= 5
          ? "passenger"
          : "freight";
}
