/**
 * Styles of the Coal N' Write sheet's frame and table: the layout, the dice, the Bunkhouse, who is
 * deciding, the buttons, the tabs; on a phone the table follows the mine and sticks to the bottom.
 * The mine is styled in mine-styles.ts, the ledger, burros and Boom Town in part-styles.ts.
 */
import { css } from "lit";

export { mineStyles } from "./mine-styles";
export { partStyles } from "./part-styles";

export const sheetStyles = css`
  :host {
    --silver: #8d98a5;
    --tin: #5d7f95;
    --coal: #2f2a26;
    --borax: #d9cfc0;
    --geode: #7b5aa6;
  }
  .layout {
    display: flex;
    flex-direction: column;
    gap: 1rem;
  }
  .row {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem 1rem;
    align-items: center;
  }
  .tray {
    display: grid;
    grid-template-columns: repeat(3, 52px);
    gap: 8px;
    padding: 8px 8px 1.3rem;
  }
  .die {
    position: relative;
    display: grid;
    place-items: center;
    width: 52px;
    height: 52px;
    padding: 0;
    border: 0;
    border-radius: 10px;
    background: transparent;
    color: var(--on-tray);
    font: inherit;
  }
  .die.blank {
    border: 2px dashed color-mix(in srgb, var(--on-tray) 45%, transparent);
  }
  .die.away {
    visibility: hidden;
  }
  .die.used {
    opacity: 0.45;
  }
  .die.act {
    cursor: pointer;
  }
  .die.act[aria-pressed="true"] {
    outline: 3px solid var(--bx-brass-soft);
    outline-offset: 2px;
  }
  .die.act[aria-pressed="true"] .body {
    stroke: var(--bx-brass);
    stroke-width: 7;
  }
  .die .tag {
    position: absolute;
    bottom: -1.2em;
    font-size: 0.65rem;
    line-height: 1;
  }
  .side {
    display: grid;
    gap: 0.3rem;
  }
  .bunkhouse {
    display: flex;
    align-items: center;
    gap: 0.3rem;
    margin: 0;
  }
  .bunk {
    width: 14px;
    height: 14px;
    border-radius: 4px;
    border: 2px solid var(--bx-line);
  }
  .bunk.in {
    background: var(--bx-ink-soft);
    border-color: var(--bx-ink-soft);
  }
  .deciding {
    list-style: none;
    padding: 0;
    margin: 0;
    display: flex;
    flex-wrap: wrap;
    gap: 0.2rem 0.8rem;
    font-size: 0.85rem;
  }
  .deciding .waiting {
    font-weight: 700;
  }
  .deciding .done {
    color: var(--bx-ink-soft);
  }
  .controls {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    align-items: center;
    margin-top: 0.4rem;
    min-height: 44px;
  }
  .hint {
    flex-basis: 100%;
    margin: 0;
    color: var(--bx-ink-soft);
    font-size: 0.9rem;
  }
  .choices,
  .letters,
  .loader {
    display: flex;
    flex-wrap: wrap;
    gap: 0.4rem;
    flex-basis: 100%;
  }
  .letter-btn {
    display: grid;
    justify-items: center;
    gap: 0;
    min-width: 64px;
    padding: 4px 8px;
  }
  .letter-btn b {
    font: 700 1.2rem/1 var(--bx-slab);
  }
  .letter-btn small {
    font-size: 0.7rem;
  }
  .stepper {
    display: flex;
    align-items: center;
    gap: 0.3rem;
    padding: 2px 4px;
    border: 1px solid var(--bx-line);
    border-radius: 10px;
  }
  .step {
    width: 44px;
    padding: 0;
    font-size: 1.2rem;
  }
  @media (max-width: 640px) {
    .card {
      padding: 0.6rem;
    }
    .sheets {
      order: 1;
    }
    .table {
      order: 2;
    }
    .town {
      order: 3;
    }
    .table.mine {
      position: sticky;
      bottom: 0;
      z-index: 3;
      max-height: 55vh;
      overflow-y: auto;
    }
    /* Focus is never hidden under that table (WCAG 2.4.11): a focused chamber scrolls clear of its tallest. */
    .sheets :is(button, a[href], summary, [tabindex]) {
      scroll-margin-bottom: calc(55vh + 0.5rem);
    }
    .table.mine .eyebrow {
      display: none;
    }
    .table.mine .whose {
      font-size: 0.95rem;
      margin-bottom: 0.2rem;
      min-height: 0;
    }
    .table.mine .row {
      flex-wrap: nowrap;
      gap: 0.6rem;
    }
    .table.mine .tray {
      grid-template-columns: repeat(3, 46px);
      gap: 6px;
      padding: 6px 6px 1.2rem;
    }
    .table.mine .die {
      width: 46px;
      height: 46px;
    }
    .table.mine .hint {
      font-size: 0.8rem;
    }
  }
`;
