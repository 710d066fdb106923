/** The verify page's styles: the verdict box, the seed table, the moves table, the record importer. */
import { css } from "lit";
import { base } from "../sheet/styles";

export const verifyStyles = [
  base,
  css`
    .verdict {
      display: grid;
      grid-template-columns: auto 1fr;
      gap: 0.2rem 0.9rem;
      align-items: center;
      padding: 1rem 1.1rem;
      border-radius: var(--bx-radius);
      border: 2px solid var(--bx-line);
      margin: 1rem 0;
      background: var(--bx-surface);
    }
    .verdict.ok {
      border-color: var(--bx-green);
      background: var(--bx-green-soft);
    }
    .verdict.bad {
      border-color: var(--bx-accent);
      background: var(--bx-warn-soft);
    }
    .verdict .icon {
      grid-row: span 2;
      width: 2.5rem;
      height: 2.5rem;
      border-radius: 50%;
      display: grid;
      place-items: center;
      font-size: 1.4rem;
      font-weight: 800;
      line-height: 1;
      background: var(--bx-surface-2);
      color: var(--bx-ink-soft);
    }
    .verdict [data-fork-of] {
      grid-column: 2;
    }
    .verdict.ok .icon {
      background: var(--bx-green);
      color: var(--bx-surface);
    }
    .verdict.bad .icon {
      background: var(--bx-accent);
      color: var(--bx-on-accent);
    }
    .verdict strong {
      font-family: var(--bx-slab);
      font-size: 1.2rem;
    }
    dl {
      display: grid;
      grid-template-columns: minmax(7rem, max-content) 1fr;
      gap: 0.35rem 1rem;
      margin: 0;
    }
    dt {
      font-weight: 650;
    }
    dd {
      margin: 0;
      min-width: 0;
    }
    .match {
      color: var(--bx-green);
      font-weight: 650;
    }
    .differ {
      color: var(--bx-accent);
      font-weight: 650;
    }
    progress {
      width: 100%;
      accent-color: var(--bx-accent);
    }
    details {
      margin-top: 1rem;
    }
    summary {
      cursor: pointer;
      font-weight: 650;
      min-height: 44px;
      padding: 0.6rem 0;
    }
    .moves {
      max-height: 28rem;
      overflow: auto;
      border: 1px solid var(--bx-line);
      border-radius: 8px;
    }
    table {
      width: 100%;
      border-collapse: collapse;
      font-size: 0.88rem;
    }
    th,
    td {
      text-align: left;
      padding: 0.35rem 0.6rem;
      border-bottom: 1px solid var(--bx-line);
      vertical-align: top;
    }
    th {
      position: sticky;
      top: 0;
      background: var(--bx-surface-2);
    }
    tr.bad td {
      background: var(--bx-warn-soft);
    }
    section {
      margin-top: 1.25rem;
    }
    .drop {
      display: grid;
      gap: 0.6rem;
      grid-template-columns: minmax(0, 1fr);
      overflow-wrap: anywhere;
      padding: 1.1rem;
      margin: 1rem 0;
      border: 2px dashed var(--bx-line);
      border-radius: var(--bx-radius);
      background: var(--bx-surface-2);
    }
    .drop.over {
      border-color: var(--bx-focus);
    }
    .drop input[type="file"] {
      width: 100%;
      font: inherit;
    }
    .drop input[type="file"]::file-selector-button {
      min-height: 40px;
      margin-right: 0.75rem;
      padding: 0.4rem 0.9rem;
      border-radius: 8px;
      border: 2px solid var(--bx-accent);
      background: var(--bx-accent);
      color: var(--bx-on-accent);
      font: 600 0.95rem var(--bx-font);
      cursor: pointer;
    }
    .head-links {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: 0.3rem 1.1rem;
      margin-bottom: 0.5rem;
      font-size: 0.92rem;
      font-weight: 600;
    }
    .drop .notice {
      margin: 0;
    }
    pre {
      white-space: pre-wrap;
      overflow-wrap: anywhere;
      font-size: 0.85rem;
      background: var(--bx-surface-2);
      padding: 0.6rem 0.8rem;
      border-radius: 8px;
    }
  `,
];
