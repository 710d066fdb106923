/** The Birthright Conquest sheet's styles: the two tables, card chips, the composers. Targets are at least 40 px. */
import { css } from "lit";

export const sheetStyles = css`
  .status {
    margin: 0 0 0.75rem;
  }
  .layout {
    display: grid;
    gap: 1rem;
  }
  @media (min-width: 900px) {
    .layout {
      grid-template-columns: minmax(0, 1.3fr) minmax(0, 1fr);
      align-items: start;
    }
  }
  .sides,
  .play {
    display: grid;
    gap: 1rem;
    min-width: 0;
  }
  .side.acting {
    border-color: var(--bx-accent);
    box-shadow: 0 0 0 1px var(--bx-accent), var(--bx-shadow);
  }
  .side-head {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: 0.5rem 1rem;
    margin-bottom: 0.5rem;
  }
  .side-head h2 {
    margin: 0;
  }
  .banner {
    font-size: 0.8rem;
    text-transform: uppercase;
    letter-spacing: 0.12em;
    padding: 0.1rem 0.5rem;
    border-radius: 6px;
    vertical-align: middle;
  }
  .evil .banner {
    background: var(--bx-ink);
    color: var(--bx-surface);
  }
  .good .banner {
    background: var(--bx-green-soft);
    color: var(--bx-ink);
    border: 1px solid var(--bx-green);
  }
  .counts {
    display: flex;
    gap: 0.75rem;
    margin: 0;
  }
  .counts div {
    text-align: center;
  }
  .counts dt {
    font-size: 0.72rem;
    color: var(--bx-ink-soft);
  }
  .counts dd {
    margin: 0;
    font-weight: 700;
    font-size: 1.1rem;
  }
  .eyebrow {
    margin-top: 0.6rem;
  }
  .row {
    display: flex;
    flex-wrap: wrap;
    gap: 0.4rem;
    align-items: center;
  }
  .lords {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 0.4rem;
  }
  .lord {
    display: flex;
    flex-wrap: wrap;
    gap: 0.3rem;
    align-items: center;
  }
  .total {
    font-weight: 700;
    padding: 0 0.3rem;
  }
  .chip,
  .pick {
    appearance: none;
    display: inline-flex;
    align-items: center;
    gap: 0.4rem;
    min-height: 40px;
    min-width: 40px;
    padding: 0.3rem 0.6rem;
    border-radius: 8px;
    border: 1.5px solid var(--bx-line);
    background: var(--bx-surface);
    color: var(--bx-ink);
    font: 600 0.9rem/1.15 var(--bx-font);
    cursor: pointer;
    text-align: left;
  }
  .chip.realm {
    background: var(--bx-brass-soft);
  }
  .chip.lord {
    border-color: var(--bx-ink-soft);
  }
  .chip.army,
  .chip.ally {
    background: var(--bx-surface-2, var(--bx-surface));
    font-weight: 500;
  }
  .chip.spell,
  .chip.event,
  .chip.blood {
    border-style: dashed;
  }
  .chip.cancelled .name {
    text-decoration: line-through;
  }
  .chip[aria-pressed="true"] {
    outline: 3px solid var(--bx-focus);
    outline-offset: 1px;
  }
  .chip .n {
    font-variant-numeric: tabular-nums;
    background: var(--bx-ink);
    color: var(--bx-surface);
    border-radius: 999px;
    min-width: 1.6em;
    text-align: center;
    padding: 0 0.3em;
  }
  .pick {
    flex-direction: column;
    align-items: flex-start;
    gap: 0;
  }
  .pick .note {
    font-weight: 400;
    font-size: 0.78rem;
    color: var(--bx-ink-soft);
  }
  .pick[aria-pressed="true"] {
    background: var(--bx-accent);
    border-color: var(--bx-accent);
    color: var(--bx-on-accent);
  }
  .pick[aria-pressed="true"] .note {
    color: var(--bx-on-accent);
  }
  .pick:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
  .compose h3 {
    margin-bottom: 0.25rem;
  }
  .compose h4 {
    margin: 0.8rem 0 0.35rem;
    font-size: 0.95rem;
  }
  .field.inline {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.4rem;
    margin: 0.4rem 0;
    font-weight: 500;
  }
  .field.inline select {
    width: auto;
    min-width: 12rem;
    max-width: 100%;
  }
  .attacks {
    list-style: none;
    padding: 0;
    margin: 0 0 0.5rem;
  }
  .attacks li {
    padding: 0.3rem 0;
    border-bottom: 1px solid var(--bx-line);
  }
  .verdict {
    color: var(--bx-ink-soft);
  }
  .send {
    margin-top: 1rem;
    display: grid;
    gap: 0.4rem;
  }
  .summary {
    margin: 0;
  }
  .problem {
    margin: 0;
    color: var(--bx-accent-strong);
    font-weight: 600;
  }
  .detail {
    min-height: 7.5rem;
  }
  /* On a phone the decision (or, between decisions, the hand and the last attacks) comes first, and a card's
     text opens over the bottom of the screen, where the tap was seen. */
  @media (max-width: 899px) {
    .play,
    .compose {
      order: -1;
    }
    .layout {
      display: flex;
      flex-direction: column;
    }
    .detail.open {
      position: fixed;
      left: 0.5rem;
      right: 0.5rem;
      bottom: 0.5rem;
      z-index: 10;
      max-height: 45vh;
      overflow: auto;
      box-shadow: var(--bx-shadow), 0 0 0 2px var(--bx-accent);
    }
  }
  .detail .facts {
    font-weight: 600;
    color: var(--bx-brass);
  }
  .report ul {
    margin: 0;
    padding-left: 1.1rem;
    display: grid;
    gap: 0.4rem;
  }
  /* A tap target like every other (40 px), its disclosure triangle kept. */
  .report summary {
    min-height: 40px;
    padding-block: 0.55rem;
    box-sizing: border-box;
    cursor: pointer;
  }
`;
