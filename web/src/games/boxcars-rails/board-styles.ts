/**
 * The rail board's styles. Inside the zoomed group sizes are in board units; `--s` (screen pixels
 * per board unit) lets lines, dots and squares grow with the zoom only between a floor and a ceiling
 * in screen pixels, so the whole country stays readable on a phone and a close-up is not clumsy.
 * The overlay (names, trains, rings, tap targets) is drawn in screen pixels. The paper stays light
 * in both themes, like the dice. The frame's size depends on its width only: no layout jump.
 */
import { css } from "lit";

export const boardStyles = css`
  :host {
    display: block;
    min-width: 0;
    --paper: #f8f1e1;
    --sea: #dfe7e4;
    --ink: #2a1f17;
    --soft: #7a6753;
    --route: #1b1511;
    --reach: #1d5fb8;
    -webkit-tap-highlight-color: transparent;
  }
  .frame {
    box-sizing: border-box;
    position: relative;
    width: 100%;
    aspect-ratio: 16 / 9;
    overflow: hidden;
    border: 1px solid var(--bx-line, #d6c3a2);
    border-radius: var(--bx-radius, 12px);
    background: var(--sea);
  }
  @media (max-width: 600px) {
    .frame {
      aspect-ratio: 4 / 3;
    }
  }
  .map {
    display: block;
    width: 100%;
    height: 100%;
    touch-action: none;
    user-select: none;
    -webkit-user-select: none;
    cursor: grab;
    font-family: var(--bx-font, system-ui, sans-serif);
  }
  .map:active {
    cursor: grabbing;
  }
  .sea {
    fill: var(--sea);
  }
  .land {
    fill: var(--paper);
    stroke: #b9ad94;
    stroke-width: calc(1px / var(--s));
    fill-rule: evenodd;
  }
  .borders {
    fill: none;
    stroke: #d4c6aa;
    stroke-width: calc(0.8px / var(--s));
    stroke-dasharray: calc(3px / var(--s)) calc(2px / var(--s));
  }
  .seg,
  .route-halo,
  .route-case,
  .route-core {
    fill: none;
    stroke-linecap: round;
  }
  .seg {
    stroke-width: clamp(calc(1.3px / var(--s)), 1.4px, calc(3.5px / var(--s)));
  }
  [stroke-dasharray] {
    stroke-linecap: butt;
  }
  .net.soft {
    opacity: 0.55;
  }
  .net.dim {
    opacity: 0.22;
  }
  .dot {
    stroke: #4b3d31;
    stroke-linecap: round;
    stroke-width: clamp(calc(2.4px / var(--s)), 2.6px, calc(6px / var(--s)));
  }
  .city-edge,
  .city {
    fill: none;
    stroke-linecap: square;
  }
  .city-edge {
    stroke: var(--ink);
    stroke-width: clamp(calc(7px / var(--s)), 6px, calc(13px / var(--s)));
  }
  .city {
    stroke: #fffaf1;
    stroke-width: clamp(calc(3.6px / var(--s)), 3.2px, calc(7px / var(--s)));
  }
  .route-halo {
    stroke: #fffaf1;
    stroke-width: calc(11px / var(--s));
  }
  .route-case {
    stroke: var(--route);
    stroke-width: calc(7px / var(--s));
  }
  .route-core {
    stroke-width: calc(3.5px / var(--s));
  }
  .regions text {
    font-size: 11px;
    font-weight: 700;
    letter-spacing: 0.18em;
    text-transform: uppercase;
    text-anchor: middle;
    dominant-baseline: central;
    fill: var(--soft);
    opacity: 0.55;
  }
  .labels text {
    font-size: 11px;
    font-weight: 600;
    dominant-baseline: central;
    fill: var(--ink);
    paint-order: stroke;
    stroke: var(--paper);
    stroke-width: 3px;
    stroke-linejoin: round;
  }
  .home {
    fill: none;
    stroke-width: 3px;
  }
  .destination {
    fill: none;
    stroke-width: 3px;
  }
  .route-end {
    fill: var(--route);
    stroke: #fffaf1;
    stroke-width: 2px;
  }
  .train circle {
    stroke: #fffaf1;
    stroke-width: 2.5px;
    filter: drop-shadow(0 1px 1.5px rgb(0 0 0 / 0.55));
  }
  .train text,
  .reach text {
    pointer-events: none;
    font-size: 10px;
    font-weight: 800;
    text-anchor: middle;
    fill: #fffaf1;
  }
  .reach {
    cursor: pointer;
    outline: none;
  }
  .hit {
    fill: transparent;
    cursor: pointer;
  }
  .reach .focus {
    fill: none;
  }
  .reach .ring {
    fill: rgb(29 95 184 / 0.18);
    stroke: var(--reach);
    stroke-width: 2.5px;
  }
  .reach:hover .ring,
  .reach:focus-visible .ring,
  .ask .ring {
    fill: var(--reach);
    stroke: #fffaf1;
  }
  :focus-visible > .focus {
    stroke: var(--bx-focus, #1d5fb8);
    stroke-width: 3px;
  }
  /* Under the map, not on it: on it they covered the names and dots near its corner. */
  .under {
    display: flex;
    align-items: center;
    gap: 8px;
    margin-top: 4px;
  }
  .tools {
    display: flex;
    gap: 4px;
  }
  .tools button {
    width: 40px;
    height: 40px;
    border: 1px solid #bda985;
    border-radius: 8px;
    background: rgb(255 250 241 / 0.92);
    color: var(--ink);
    font: 700 20px/1 var(--bx-font, system-ui, sans-serif);
    cursor: pointer;
  }
  .tools button:focus-visible {
    outline: 3px solid var(--bx-focus, #1d5fb8);
    outline-offset: 1px;
  }
  .status {
    position: absolute;
    inset: 0;
    display: grid;
    place-items: center;
    margin: 0;
    color: var(--soft);
  }
  .credit {
    flex: 1;
    min-width: 0;
    margin: 0;
    font-size: 0.72rem;
    line-height: 1.4;
    color: var(--bx-ink-soft, #675545);
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  .credit a {
    color: inherit;
  }
`;
