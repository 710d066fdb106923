/** The Mr. Natural sheet's side column: the scoreboard and the last turn, roll by roll. */
import { css } from "lit";

export const scoresStyles = css`
  h2 {
    display: flex;
    align-items: baseline;
    justify-content: space-between;
    gap: 0.5rem;
  }
  h2 small {
    font-family: var(--bx-font);
    font-weight: 500;
    font-size: 0.85rem;
  }
  .board {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 0.35rem;
  }
  .board li {
    display: grid;
    grid-template-columns: 1.4rem minmax(0, 1fr) auto;
    grid-template-areas: "marker who total" ". bar bar";
    align-items: center;
    gap: 0.15rem 0.5rem;
    padding: 0.45rem 0.6rem;
    border-radius: 8px;
  }
  .board li.current {
    background: color-mix(in srgb, var(--bx-accent) 9%, var(--bx-surface));
    box-shadow: inset 3px 0 0 var(--bx-accent);
  }
  .board li.won {
    background: var(--bx-brass-soft);
  }
  .marker {
    grid-area: marker;
    color: var(--bx-accent);
    font-size: 0.9rem;
  }
  .who {
    grid-area: who;
    min-width: 0;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.3rem;
  }
  .name {
    font-weight: 650;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    max-width: 100%;
  }
  .tag {
    font-size: 0.7rem;
    font-weight: 700;
    text-transform: uppercase;
    letter-spacing: 0.06em;
    padding: 0 0.4rem;
    border-radius: 999px;
    background: var(--bx-surface-2);
    border: 1px solid var(--bx-line);
    color: var(--bx-ink-soft);
  }
  .tag.off {
    color: var(--bx-accent);
  }
  .total {
    grid-area: total;
    font-family: var(--bx-slab);
    font-weight: 700;
    font-size: 1.15rem;
  }
  .total.lead {
    color: var(--bx-accent);
  }
  .bar {
    grid-area: bar;
    height: 6px;
    border-radius: 3px;
    background: var(--bx-surface-2);
    overflow: hidden;
  }
  .bar span {
    display: block;
    height: 100%;
    background: linear-gradient(90deg, var(--bx-brass), var(--bx-accent));
    border-radius: 3px;
    transition: width 400ms ease;
  }
  .rules {
    margin: 0.75rem 0 0;
  }
  .turns {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 0.6rem;
  }
  @media (min-width: 820px) {
    .turns {
      max-height: 30rem;
      overflow: auto;
      padding-right: 0.25rem;
    }
  }
  .turns > li {
    padding-bottom: 0.6rem;
    border-bottom: 1px dashed var(--bx-line);
  }
  .turns > li:last-child {
    border-bottom: 0;
  }
  .turn-line {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: baseline;
    gap: 0 0.75rem;
  }
  .turn-line .name {
    font-weight: 700;
  }
  .turn-line .gain {
    font-family: var(--bx-slab);
    font-weight: 700;
    white-space: nowrap;
    text-align: right;
  }
  .turn-line .gain .plus {
    color: var(--bx-green);
  }
  .turn-line .gain .zero {
    color: var(--bx-ink-soft);
  }
  .turn-line .outcome {
    grid-column: 1 / -1;
    font-size: 0.82rem;
    color: var(--bx-ink-soft);
  }
  .outcome-forfeited .outcome,
  .outcome-below-minimum .outcome,
  .outcome-not-on-board .outcome {
    color: var(--bx-accent);
  }
  .rolls {
    list-style: none;
    margin: 0.3rem 0 0;
    padding: 0;
    display: grid;
    gap: 0.2rem;
  }
  .rolls li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.2rem 0.5rem;
    color: var(--bx-ink-soft);
  }
  .chips {
    display: inline-flex;
    gap: 3px;
  }
  .chip {
    width: 1.3rem;
    height: 1.3rem;
    display: inline-grid;
    place-items: center;
    border-radius: 4px;
    font-size: 0.78rem;
    font-weight: 700;
    background: var(--bx-die);
    color: var(--bx-pip);
    border: 1px solid var(--bx-die-edge);
    font-variant-numeric: tabular-nums;
  }
  .chip.s {
    background: var(--bx-accent);
    border-color: var(--bx-accent-strong);
    color: var(--bx-on-accent);
  }
  .chip.p {
    outline: 2px dashed var(--bx-brass);
    outline-offset: 1px;
  }
`;
