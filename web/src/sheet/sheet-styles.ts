/** Styles several game sheets share: the table while it is the viewer's move, the tabs between players' sheets, the folding legend under a sheet. */
import { css } from "lit";

export const tableStyles = css`
  .table.mine {
    border-color: var(--bx-accent);
    box-shadow: 0 0 0 1px var(--bx-accent), var(--bx-shadow);
  }
  .whose {
    font-family: var(--bx-slab);
    font-size: 1.15rem;
    font-weight: 700;
    margin: 0 0 0.6rem;
    min-height: 1.5em;
  }
`;

export const tabStyles = css`
  .tabs {
    display: flex;
    flex-wrap: wrap;
    gap: 0.35rem;
    margin-bottom: 0.75rem;
  }
  .tabs [role="tab"] {
    min-height: 40px;
    padding: 0.3rem 0.8rem;
    border-radius: 999px;
    border: 1.5px solid var(--bx-line);
    background: var(--bx-surface-2);
    color: var(--bx-ink);
    font: 600 0.9rem/1.2 var(--bx-font);
    cursor: pointer;
  }
  .tabs [role="tab"][aria-selected="true"] {
    background: var(--bx-head);
    color: var(--bx-on-head);
    border-color: var(--bx-head);
  }
`;

export const legendStyles = css`
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
    margin: 0 0 0.4rem;
    padding-left: 1.1rem;
  }
  .legend a {
    display: inline-flex;
    align-items: center;
    min-height: 40px;
  }
`;
