/** Styles of the table part of the Boxcars roll & write sheet (beside the shared die-styles.ts): the dice in the tray, buttons, answers. */
import { css } from "lit";

export { padStyles, phonePadStyles } from "./pad-styles";

export const sheetStyles = css`
  :host {
    --unload: #a8302a; /* 4.9:1 on the turn highlight (--bx-brass-soft), 6.7:1 on white */
  }
  @media (prefers-color-scheme: dark) {
    :host {
      --unload: #f07d67;
    }
  }
  .layout {
    display: grid;
    gap: 1rem;
  }
  .tray {
    display: grid;
    grid-template-columns: repeat(7, minmax(0, 1fr));
    gap: 6px;
    padding: 10px;
    max-width: 34rem;
  }
  .die {
    position: relative;
    display: grid;
    place-items: center;
    aspect-ratio: 1;
    padding: 0;
    border: 0;
    border-radius: 10px;
    background: transparent;
    color: var(--on-tray);
    font: inherit;
    min-width: 0;
  }
  .die.blank {
    border: 2px dashed color-mix(in srgb, var(--on-tray) 50%, transparent);
  }
  .die.taken .body {
    fill: color-mix(in srgb, var(--bx-brass) 30%, var(--bx-die));
    stroke: var(--bx-brass);
    stroke-width: 6;
  }
  .die.locked {
    opacity: 0.6;
  }
  .die.out {
    visibility: hidden;
  }
  .die.must .body {
    stroke: var(--unload);
    stroke-width: 6;
  }
  .die.act {
    cursor: pointer;
  }
  .die.act[aria-pressed="true"] {
    outline: 3px solid var(--bx-brass-soft);
    outline-offset: 2px;
  }
  .die .tag {
    position: absolute;
    bottom: -1.25em;
    font-size: 0.65rem;
    line-height: 1;
    white-space: nowrap;
  }
  .tray {
    padding-bottom: 1.4rem;
  }
  .last {
    min-height: 1.5em;
    margin: 0.5rem 0;
  }
  .controls {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    align-items: center;
    margin: 0.5rem 0;
  }
  .controls .hint {
    flex-basis: 100%;
    margin: 0;
    color: var(--bx-ink-soft);
    font-size: 0.9rem;
  }
  .picks,
  .values,
  .powers,
  .faces,
  .bonus {
    display: flex;
    flex-wrap: wrap;
    gap: 0.4rem;
    align-items: center;
  }
  .mini {
    display: inline-block;
    width: 1.4em;
    height: 1.4em;
  }
  .value,
  .face,
  .power {
    min-width: 44px;
    min-height: 44px;
    padding: 4px;
    border-radius: 10px;
    border: 2px solid var(--bx-line);
    background: var(--bx-surface-2);
    color: var(--bx-ink);
    font: 600 0.95rem/1.2 var(--bx-font);
    cursor: pointer;
  }
  .value,
  .face {
    width: 48px;
    height: 48px;
  }
  .power {
    padding: 0.35rem 0.7rem;
  }
  [role="radio"][aria-checked="true"] {
    border-color: var(--bx-accent);
    box-shadow: 0 0 0 2px var(--bx-accent);
  }
  .answers {
    list-style: none;
    padding: 0;
    margin: 0.5rem 0 0;
    display: flex;
    flex-wrap: wrap;
    gap: 0.35rem 1rem;
    font-size: 0.9rem;
  }
  .answers .waiting {
    font-weight: 700;
  }
  .answers .done {
    color: var(--bx-ink-soft);
  }
`;

/** On a phone: the table sticks to the top while it is the viewer's move; the legend. */
export const phoneStyles = css`
  @media (max-width: 640px) {
    .table.mine {
      position: sticky;
      top: 0;
      z-index: 3;
      max-height: 60vh;
      overflow-y: auto;
      padding: 0.5rem 0.6rem;
    }
    /* Focus is never hidden under that table (WCAG 2.4.11): whatever takes focus below it scrolls clear of its tallest. */
    :is(button, a[href], summary, input, [tabindex]):not(.table *) {
      scroll-margin-top: calc(60vh + 0.5rem);
    }
    .table.mine .eyebrow,
    .table.mine .last {
      display: none;
    }
    .table.mine .whose {
      font-size: 1rem;
      margin-bottom: 0.3rem;
    }
    .table.mine .tray {
      padding: 6px 6px 1.2rem;
    }
    .sheets {
      padding: 0.6rem;
    }
  }
  .draft {
    flex-basis: 100%;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 0.4rem 0.75rem;
    padding: 0.4rem 0.6rem;
    border-radius: 10px;
    border: 2px dashed var(--bx-accent);
  }
  .draft-list {
    margin: 0;
    padding-left: 1.1rem;
    font-size: 0.9rem;
  }
  .draft-actions {
    display: flex;
    gap: 0.4rem;
  }
  .btn.send.ready {
    box-shadow: 0 0 0 3px var(--bx-brass-soft);
  }
  .legend .red {
    color: var(--unload);
  }
`;
