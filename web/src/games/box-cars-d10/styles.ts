/** The Box Cars sheet's styles: a fixed-size train of ten cars, the phase steps, the score preview and table. */
import { css } from "lit";

export const sheetStyles = css`
  :host {
    --head: var(--bx-accent);
    --passenger: var(--bx-green);
    --freight: var(--bx-brass);
    --way: var(--bx-focus);
    --picked: var(--bx-focus);
  }
  .layout {
    display: grid;
    gap: 1rem;
  }
  @media (min-width: 900px) {
    .layout {
      grid-template-columns: minmax(0, 1.5fr) minmax(0, 1fr);
      align-items: start;
    }
  }
  .turn.mine {
    border-color: var(--bx-accent);
    box-shadow: 0 0 0 1px var(--bx-accent), var(--bx-shadow);
  }
  .head {
    display: flex;
    justify-content: space-between;
    align-items: flex-start;
    gap: 0.75rem;
  }
  .head h2 {
    margin: 0;
  }
  .sub {
    margin: 0 0 0.6rem;
    color: var(--bx-ink-soft);
    font-size: 0.9rem;
  }
  .steps {
    display: grid;
    grid-template-columns: repeat(6, 1fr);
    gap: 2px;
    list-style: none;
    margin: 0 0 0.75rem;
    padding: 0;
    font-size: 0.68rem;
    font-weight: 600;
    text-align: center;
  }
  .steps li {
    padding: 0.25rem 0.1rem;
    background: var(--bx-surface-2);
    color: var(--bx-ink-soft);
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  .steps li:first-child {
    border-radius: 6px 0 0 6px;
  }
  .steps li:last-child {
    border-radius: 0 6px 6px 0;
  }
  .steps li.done {
    color: var(--bx-ink);
  }
  .steps li.now {
    background: var(--bx-accent);
    color: var(--bx-on-accent);
  }
  .train {
    display: grid;
    grid-template-columns: repeat(5, minmax(0, 1fr));
    gap: 6px;
    list-style: none;
    margin: 0;
    padding: 0;
  }
  .car {
    position: relative;
  }
  .tile {
    appearance: none;
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: 2px;
    width: 100%;
    height: 4.6rem;
    padding: 0.25rem 0.1rem;
    border-radius: 8px;
    border: 2px solid var(--bx-line);
    background: var(--bx-surface);
    color: inherit;
    font: inherit;
    cursor: default;
  }
  button.tile {
    cursor: pointer;
  }
  button.tile:hover:not(:disabled):not([aria-disabled="true"]) {
    border-color: var(--bx-ink-soft);
  }
  button.tile[aria-pressed="true"] {
    border-color: var(--picked);
    background: var(--bx-surface-2);
    box-shadow: inset 0 0 0 2px var(--picked);
    transform: translateY(-3px);
  }
  button.tile[aria-pressed="true"]::after {
    z-index: 1;
    content: "↻";
    position: absolute;
    top: 2px;
    right: 5px;
    font-weight: 700;
    color: var(--picked);
  }
  button.tile:disabled {
    cursor: not-allowed;
  }
  button.tile[aria-disabled="true"]:not(:disabled) {
    cursor: not-allowed;
    opacity: 0.8;
  }
  .car.empty .tile {
    border-style: dashed;
    background: transparent;
  }
  .tile svg {
    flex: none;
    width: 100%;
    max-width: 3rem;
    height: 1.9rem;
    fill: currentColor;
  }
  .tile .hole {
    fill: var(--bx-surface);
  }
  .tile .line {
    fill: none;
    stroke: var(--bx-surface);
    stroke-width: 1.6;
  }
  .tile .wheel {
    fill: var(--bx-ink);
  }
  .name {
    max-width: 100%;
    height: 2.2em;
    display: flex;
    align-items: center;
    font-size: 0.66rem;
    font-weight: 600;
    line-height: 1.1;
    text-align: center;
    color: var(--bx-ink);
    hyphens: manual;
    overflow: hidden;
  }
  .tile .new {
    position: absolute;
    top: 3px;
    left: 4px;
    padding: 0 0.25rem;
    border-radius: 4px;
    background: var(--picked);
    color: var(--bx-surface);
    font-size: 0.6rem;
    font-weight: 700;
    line-height: 1.3;
  }
  .car.fresh .tile {
    border-color: var(--picked);
  }
  .tile svg.lock {
    position: absolute;
    top: 4px;
    right: 4px;
    width: 0.7rem;
    height: 0.8rem;
    color: var(--bx-ink-soft);
  }
  .car.locked .tile {
    border-style: dashed;
  }
  .head-car,
  .car.head {
    color: var(--head);
  }
  .car.passenger {
    color: var(--passenger);
  }
  .car.freight {
    color: var(--freight);
  }
  .car.way {
    color: var(--way);
  }
  .car.breakdown {
    color: var(--bx-ink);
  }
  .car.breakdown .tile {
    background: var(--bx-warn-soft);
  }
  .controls {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    min-height: 44px;
    margin-top: 0.9rem;
  }
  .controls .btn {
    flex: 1 1 8rem;
    padding-inline: 0.5rem;
    font-size: 0.95rem;
    white-space: nowrap;
  }
  .hint {
    min-height: 2.6em;
    margin: 0.4rem 0 0.2rem;
    font-size: 0.875rem;
    color: var(--bx-ink-soft);
  }
  .preview {
    min-height: 12.5rem;
    border-top: 1px solid var(--bx-line);
    padding-top: 0.6rem;
  }
  .preview h3 {
    display: flex;
    justify-content: space-between;
    margin-bottom: 0.3rem;
  }
  .lines {
    list-style: none;
    margin: 0;
    padding: 0;
    font-size: 0.9rem;
  }
  .lines li {
    display: flex;
    justify-content: space-between;
    gap: 1rem;
    padding: 0.05rem 0;
  }
  .lines .plus .num {
    color: var(--bx-green);
  }
  .lines .minus .num {
    color: var(--bx-accent);
  }
  table {
    width: 100%;
    border-collapse: collapse;
    font-size: 0.9rem;
    table-layout: fixed;
  }
  th,
  td {
    padding: 0.35rem 0.2rem;
    border-bottom: 1px solid var(--bx-line);
    text-align: right;
  }
  /* Turn scores side by side must not read as one number ("115110100"): a rule and room between them. */
  td.num {
    padding-left: 0.45rem;
    border-left: 1px solid var(--bx-line);
    font-variant-numeric: tabular-nums;
  }
  thead th {
    font-size: 0.78rem;
    color: var(--bx-ink-soft);
  }
  th:first-child {
    width: 32%;
    text-align: left;
  }
  thead th:last-child {
    width: 3.4rem;
  }
  tr.shown {
    background: var(--bx-surface-2);
  }
  .who {
    appearance: none;
    display: block;
    min-height: 40px;
    min-width: 40px;
    max-width: 100%;
    padding: 0;
    border: 0;
    background: none;
    color: var(--bx-accent);
    font: 600 0.95rem var(--bx-font);
    text-align: left;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
    cursor: pointer;
  }
  .status {
    display: block;
    font-weight: 400;
    color: var(--bx-ink-soft);
  }
  .status.finished {
    color: var(--bx-green);
  }
  td.total {
    font-weight: 700;
  }
  .controls .ask {
    flex-basis: 100%;
    margin: 0;
    padding: 0.4rem 0.6rem;
    border-radius: 8px;
    background: var(--bx-warn-soft);
    font-size: 0.875rem;
  }
  .btn.asked {
    background: var(--bx-warn-soft);
  }
  .btn[aria-disabled="true"] {
    opacity: 0.55;
    cursor: progress;
  }
  .legend {
    margin-top: 0.75rem;
    font-size: 0.875rem;
  }
  .legend summary {
    min-height: 40px;
    display: flex;
    align-items: center;
    cursor: pointer;
    font-weight: 650;
  }
  .legend summary::before {
    content: "▸";
    margin-right: 0.4rem;
  }
  .legend[open] summary::before {
    content: "▾";
  }
  .legend ul {
    margin: 0 0 0.5rem;
    padding-left: 1.1rem;
  }
  .legend a {
    display: inline-flex;
    align-items: center;
    min-height: 40px;
  }
  td.lead {
    color: var(--bx-accent);
  }
`;
