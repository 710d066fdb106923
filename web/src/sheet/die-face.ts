/** A six-sided die as inline SVG (body and pips); colours come from the surrounding CSS. Shared by every d6 sheet. */
import { svg, type SVGTemplateResult } from "lit";

const PIPS: Record<number, [number, number][]> = {
  1: [[50, 50]],
  2: [
    [27, 27],
    [73, 73],
  ],
  3: [
    [27, 27],
    [50, 50],
    [73, 73],
  ],
  4: [
    [27, 27],
    [73, 27],
    [27, 73],
    [73, 73],
  ],
  5: [
    [27, 27],
    [73, 27],
    [50, 50],
    [27, 73],
    [73, 73],
  ],
  6: [
    [27, 24],
    [73, 24],
    [27, 50],
    [73, 50],
    [27, 76],
    [73, 76],
  ],
};

/** The face of a die (1 to 6) as an SVG; colours come from the surrounding element's CSS. */
export function dieFace(face: number): SVGTemplateResult {
  return svg`<svg viewBox="0 0 100 100" aria-hidden="true" focusable="false">
    <rect class="body" x="4" y="4" width="92" height="92" rx="18" />
    ${(PIPS[face] ?? []).map(([x, y]) => svg`<circle class="pip" cx=${x} cy=${y} r="9.5" />`)}
  </svg>`;
}

export const FACE_NAMES = ["", "one", "two", "three", "four", "five", "six"];
