/** The widget's look: its own small palette (it lives on other sites), light and dark, sized by its container. */
import { css } from "lit";

export const widgetStyles = css`
  :host {
    --bg: #fffaf1;
    --ink: #2a1f17;
    --soft: #675545;
    --line: #d6c3a2;
    --accent: #a3302a;
    --brass: #805a16;
    --green: #2b6a4c;
    --turn: #f1dba6;
    display: block;
    width: 100%;
    max-width: 100%;
    color: var(--ink);
    font: 15px/1.4 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
  }
  @media (prefers-color-scheme: dark) {
    :host(:not([theme="light"])) {
      --bg: #211a14;
      --ink: #f2e6d3;
      --soft: #b9a68e;
      --line: #4a3b2d;
      --accent: #f07d67;
      --brass: #e3b85c;
      --green: #72c596;
      --turn: #4a3816;
    }
  }
  :host([theme="dark"]) {
    --bg: #211a14;
    --ink: #f2e6d3;
    --soft: #b9a68e;
    --line: #4a3b2d;
    --accent: #f07d67;
    --brass: #e3b85c;
    --green: #72c596;
    --turn: #4a3816;
  }
  :host([hidden]) {
    display: none;
  }
  .box {
    container-type: inline-size;
  }
  article {
    box-sizing: border-box;
    border: 1px solid var(--line);
    border-radius: 12px;
    background: var(--bg);
    padding: 0.75rem 0.9rem;
    display: grid;
    gap: 0.45rem;
  }
  header {
    display: flex;
    align-items: baseline;
    justify-content: space-between;
    gap: 0.5rem;
  }
  .title {
    font: 700 1.05rem/1.2 "Rockwell", "Roboto Slab", Georgia, serif;
    overflow-wrap: anywhere;
  }
  .state {
    display: inline-flex;
    align-items: center;
    gap: 0.35rem;
    font-size: 0.78rem;
    color: var(--soft);
    white-space: nowrap;
  }
  .dot {
    width: 0.5rem;
    height: 0.5rem;
    border-radius: 50%;
    background: var(--soft);
  }
  .live .dot {
    background: var(--green);
  }
  .polling .dot {
    background: var(--brass);
  }
  .turn {
    margin: 0;
    font-weight: 650;
  }
  ol {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 0.2rem;
  }
  li {
    display: grid;
    grid-template-columns: 1.4rem 1fr auto;
    align-items: baseline;
    gap: 0.4rem;
    padding: 0.25rem 0.4rem;
    border-radius: 8px;
  }
  li.active {
    background: var(--turn);
  }
  .mark {
    color: var(--accent);
    font-size: 0.8rem;
    text-align: center;
  }
  .name {
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .score {
    font-variant-numeric: tabular-nums;
    font-weight: 700;
  }
  .score .unit {
    font-size: 0.75em;
    font-weight: 400;
    opacity: 0.75;
  }
  footer {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: 0.3rem 0.8rem;
    font-size: 0.85rem;
  }
  a {
    color: var(--accent);
    font-weight: 650;
    text-underline-offset: 0.18em;
  }
  a:focus-visible {
    outline: 3px solid var(--accent);
    outline-offset: 2px;
    border-radius: 4px;
  }
  .brand {
    color: var(--soft);
    letter-spacing: 0.12em;
    text-transform: uppercase;
    font-size: 0.72rem;
    font-weight: 700;
  }
  .muted {
    color: var(--soft);
    margin: 0;
  }
  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
  @container (min-width: 440px) {
    article {
      padding: 0.9rem 1.1rem;
    }
    .title {
      font-size: 1.2rem;
    }
    ol {
      grid-template-columns: repeat(2, minmax(0, 1fr));
      column-gap: 0.75rem;
    }
  }
  @container (max-width: 240px) {
    article {
      padding: 0.6rem;
    }
    .state .label,
    .brand {
      display: none;
    }
  }
`;
