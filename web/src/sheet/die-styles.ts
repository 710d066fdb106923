/**
 * Die and tray styles shared by the sheets that throw d6s (with die-face.ts): the felt colours, the
 * tray (a fixed-size felt area in a rim) and a die's body and pips. Mark an element holding a
 * `dieFace()` with the class `d6`; sheets add their own sizes and states (scored, taken, locked...).
 */
import { css } from "lit";

export const dieStyles = css`
  :host {
    --tray: #2c5a43;
    --tray-edge: #1f4331;
    --on-tray: #f6eedd;
  }
  @media (prefers-color-scheme: dark) {
    :host {
      --tray: #1d3b2c;
      --tray-edge: #2f5a44;
      --on-tray: #efe4cf;
    }
  }
  .tray {
    background:
      radial-gradient(ellipse at 50% 30%, rgb(255 255 255 / 0.08), transparent 65%),
      var(--tray);
    border: 3px solid var(--tray-edge);
    border-radius: 12px;
    box-shadow: inset 0 3px 10px rgb(0 0 0 / 0.35);
    color: var(--on-tray);
  }
  .d6 svg {
    display: block;
    width: 100%;
    height: 100%;
  }
  .d6 .body {
    fill: var(--bx-die);
    stroke: var(--bx-die-edge);
    stroke-width: 3;
  }
  .d6 .pip {
    fill: var(--bx-pip);
  }
`;
