/**
 * The rail sheet's styles: map beside the panel on a wide screen, one column on a phone; cards, the
 * players' table. The parts loaded on demand (the route panel, the other panels, the recent routes)
 * bring their own.
 */
import { css } from "lit";

export const sheetStyles = css`
  .layout {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    grid-template-areas: "main" "side" "table";
    gap: 1rem;
  }
  /* Wide: the players' table under the map, where its columns have room; the decisions beside both. */
  @media (min-width: 980px) {
    .layout {
      grid-template-columns: minmax(0, 1.7fr) minmax(300px, 1fr);
      grid-template-areas: "main side" "table side";
      grid-template-rows: auto 1fr;
      align-items: start;
    }
  }
  .main {
    grid-area: main;
  }
  .side {
    grid-area: side;
  }
  .table {
    grid-area: table;
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: 0.75rem;
    min-width: 0;
  }
  .main,
  .side {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: 0.75rem;
    min-width: 0;
  }
  .turn-line {
    margin: 0;
    font-weight: 700;
    font-size: 1.05rem;
    min-height: 2.6em;
  }
  .act {
    min-height: 8rem;
  }
  .panel h3 {
    margin-bottom: 0.35rem;
  }
  .choices {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
  }
  .choices .btn,
  .btn.small {
    min-height: 44px;
  }
  .rr,
  .rates {
    color: var(--bx-ink-soft);
    font-size: 0.9rem;
  }
  @media (max-width: 480px) {
    .players .home {
      display: none;
    }
  }
  .scroll {
    overflow-x: auto;
  }
  table {
    border-collapse: collapse;
    width: 100%;
    font-size: 0.95rem;
  }
  th,
  td {
    text-align: left;
    padding: 0.35rem 0.4rem;
    border-bottom: 1px solid var(--bx-line);
    vertical-align: top;
  }
  th.num,
  td.num {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  tr.active th {
    color: var(--bx-accent);
  }
  .swatch {
    display: inline-block;
    width: 0.8em;
    height: 0.8em;
    border-radius: 50%;
    margin-right: 0.35em;
    vertical-align: -0.05em;
  }
  .rr-chip {
    appearance: none;
    border: 1px solid var(--bx-line);
    background: var(--bx-surface-2);
    color: var(--bx-ink);
    border-radius: 6px;
    font: 600 0.8rem/1 var(--bx-font);
    padding: 0.3rem 0.4rem;
    margin: 0 0.2rem 0.2rem 0;
    min-height: 40px;
    min-width: 40px;
    cursor: pointer;
  }
  .pill {
    display: inline-block;
    margin-left: 0.3rem;
    padding: 0 0.45rem;
    border-radius: 999px;
    font-size: 0.8rem;
    background: var(--bx-warn-soft);
  }
  .waiting {
    margin: 0;
    color: var(--bx-ink-soft);
  }
`;
