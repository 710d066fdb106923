/** Styles of one scorepad: trains with boxcars, loaders, warehouse. Paper-like, light and dark. */
import { css } from "lit";

export const padStyles = css`
  .pad {
    display: grid;
    gap: 1rem;
  }
  .trains {
    display: grid;
    gap: 0.75rem;
    grid-template-columns: repeat(auto-fill, minmax(min(100%, 17.5rem), 1fr));
  }
  .train {
    border: 1.5px solid var(--bx-line);
    border-radius: 10px;
    padding: 0.5rem 0.6rem 0.6rem;
    background: var(--bx-surface);
  }
  .train.done {
    border-color: var(--bx-green);
    background: var(--bx-green-soft);
  }
  .train header {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: 0.5rem;
    margin-bottom: 0.35rem;
  }
  .train h3 {
    margin: 0;
    font-size: 1rem;
    text-transform: uppercase;
    letter-spacing: 0.06em;
  }
  .engine {
    display: inline-flex;
    gap: 0.3rem;
    font: 700 0.95rem/1 var(--bx-slab);
  }
  .engine span {
    display: inline-grid;
    place-items: center;
    min-width: 1.8em;
    height: 1.8em;
    border-radius: 999px;
    border: 1.5px solid transparent;
  }
  .engine .circled {
    border-color: var(--bx-accent);
    color: var(--bx-accent);
  }
  .engine .crossed {
    text-decoration: line-through;
    text-decoration-thickness: 2px;
    color: var(--bx-ink-soft);
  }
  .cars {
    display: grid;
    gap: 0.4rem;
  }
  .car {
    border-radius: 8px;
    padding: 0.3rem 0.4rem;
    border: 1px dashed var(--bx-line);
  }
  .car.front {
    border-style: solid;
  }
  .car.done {
    border-color: var(--bx-green);
  }
  .car.dead {
    background: var(--bx-warn-soft);
  }
  .car-head,
  .loader-head {
    display: flex;
    align-items: center;
    gap: 0.4rem;
    font-size: 0.85rem;
    margin-bottom: 0.25rem;
  }
  .sum {
    font: 700 1.05rem/1 var(--bx-slab);
  }
  .net {
    margin-left: auto;
    color: var(--bx-ink-soft);
    font-size: 0.8rem;
  }
  .star {
    color: var(--bx-ink-soft);
    font-size: 1.05rem;
    line-height: 1;
  }
  .star.on {
    color: var(--bx-brass);
  }
  .confirm-note {
    margin: 0.3rem 0 0;
    padding: 0.25rem 0.4rem;
    border-radius: 6px;
    background: var(--bx-warn-soft);
    font-size: 0.8rem;
    font-weight: 600;
  }
  .dead-note,
  .soon {
    margin: 0.2rem 0 0;
    font-size: 0.75rem;
    color: var(--bx-ink-soft);
  }
  .boxes {
    display: flex;
    flex-wrap: wrap;
    gap: 4px;
  }
  .box {
    display: inline-grid;
    place-items: center;
    width: 40px;
    height: 40px;
    border-radius: 6px;
    border: 1.5px solid var(--bx-ink-soft);
    background: var(--bx-surface);
    color: var(--bx-ink);
    font: 700 1.1rem/1 var(--bx-font);
    font-variant-numeric: tabular-nums;
    padding: 0;
  }
  .box.unloader {
    border: 2.5px solid var(--unload);
    color: var(--unload);
  }
  .box.fresh {
    background: var(--bx-brass-soft);
  }
  .box.offer {
    cursor: pointer;
    border-style: dashed;
    border-color: var(--bx-accent);
    background: color-mix(in srgb, var(--bx-accent) 10%, var(--bx-surface));
  }
  /* An offered number is light and slanted, not faded: it keeps the text's contrast (WCAG 1.4.3). */
  .box.offer .ghost {
    font-weight: 400;
    font-style: italic;
  }
  .box.offer:hover .ghost,
  .box.offer:focus-visible .ghost {
    font-weight: 700;
    font-style: normal;
  }
  .box.offer.warn {
    border-color: var(--bx-brass);
    background: var(--bx-warn-soft);
    font-size: 0.8rem;
  }
  .box.offer.confirm {
    outline: 3px solid var(--bx-brass);
  }
  .lower {
    display: grid;
    gap: 0.75rem;
  }
  .loaders h3,
  .warehouse h3 {
    font-size: 0.9rem;
    margin: 0 0 0.35rem;
  }
  .loader-row {
    display: grid;
    gap: 0.5rem;
    grid-template-columns: repeat(auto-fill, minmax(9.5rem, 1fr));
  }
  .loader {
    border: 1px solid var(--bx-line);
    border-radius: 8px;
    padding: 0.3rem 0.4rem;
  }
  .loader.ready {
    border-color: var(--bx-green);
    background: var(--bx-green-soft);
  }
  .lname {
    font-weight: 700;
  }
  .warehouse p {
    margin: 0.35rem 0 0;
  }
  .score-line {
    margin: 0;
    font-size: 1rem;
    text-align: right;
  }
`;

/**
 * A phone's pad: each boxcar on one line (sum and count at the left, boxes at the right), tighter
 * trains, so the whole pad is a short scroll; boxes stay 40 px (touch targets).
 */
export const phonePadStyles = css`
  .box.unsent {
    background: color-mix(in srgb, var(--bx-focus) 16%, var(--bx-surface));
    border-style: dashed;
    border-color: var(--bx-focus);
  }
  @media (max-width: 640px) {
    .pad {
      gap: 0.6rem;
    }
    .trains {
      gap: 0.45rem;
    }
    .train {
      padding: 0.3rem 0.35rem 0.35rem;
    }
    .train header {
      margin-bottom: 0.2rem;
    }
    .engine span {
      height: 1.5em;
    }
    .car {
      display: grid;
      grid-template-columns: 2.7rem 1fr;
      align-items: center;
      gap: 0 0.3rem;
      padding: 0.2rem 0.25rem;
    }
    .car-head {
      display: grid;
      grid-template-columns: auto auto;
      justify-content: start;
      gap: 0 0.15rem;
      margin: 0;
      font-size: 0.75rem;
    }
    .car-head .net {
      grid-column: 1 / -1;
      margin: 0;
      font-size: 0.7rem;
    }
    .car .boxes {
      flex-wrap: nowrap;
      gap: 3px;
    }
    .car .dead-note,
    .car .confirm-note {
      grid-column: 1 / -1;
    }
    .loader-row {
      grid-template-columns: repeat(2, minmax(0, 1fr));
      gap: 0.35rem;
    }
  }
`;
