/** The Mr. Natural sheet's styles (beside the shared die-styles.ts): the turn panel, the dice in the tray, the moves (scores-styles.ts: the side column). */
import { css } from "lit";

export const sheetStyles = css`
  :host {
    --gap: 8px;
  }
  .layout {
    display: grid;
    gap: 1rem;
  }
  @media (min-width: 820px) {
    .layout {
      grid-template-columns: minmax(0, 1.4fr) minmax(0, 1fr);
      align-items: start;
    }
  }
  .side {
    display: grid;
    gap: 1rem;
  }
  .turn.mine {
    border-color: var(--bx-accent);
    box-shadow: 0 0 0 1px var(--bx-accent), var(--bx-shadow);
  }
  .turn-head {
    display: flex;
    justify-content: space-between;
    align-items: flex-start;
    gap: 1rem;
    margin-bottom: 0.75rem;
  }
  .turn-head .eyebrow {
    margin: 0;
  }
  .turn-head > div:first-child {
    min-width: 0;
  }
  .whose {
    margin: 0;
    font-family: var(--bx-slab);
    font-size: 1.2rem;
    font-weight: 700;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  .roll-label {
    margin: 0;
    font-size: 0.88rem;
    color: var(--bx-ink-soft);
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  .points {
    text-align: right;
    line-height: 1;
    flex: none;
  }
  .points .num {
    display: block;
    font-family: var(--bx-slab);
    font-weight: 800;
    font-size: 2rem;
    color: var(--bx-accent);
    min-width: 4ch;
  }
  .points small {
    font-size: 0.75rem;
    color: var(--bx-ink-soft);
    text-transform: uppercase;
    letter-spacing: 0.1em;
  }
  /* The tray keeps its size whatever the dice do: they scale with its width (a container), never with their faces. */
  .dice-area {
    container-type: inline-size;
    outline: 1px solid color-mix(in srgb, var(--bx-brass) 45%, transparent);
    border-radius: 14px;
    padding: 14px 10px 8px;
    margin-bottom: 0.9rem;
  }
  .dice {
    --die: min(60px, calc((100cqi - 5 * var(--gap)) / 6));
    display: grid;
    grid-template-columns: repeat(6, var(--die));
    gap: var(--gap);
    justify-content: center;
    height: var(--die);
  }
  @container (min-width: 420px) {
    .dice {
      --gap: 12px;
    }
  }
  .die {
    display: block;
    width: var(--die);
    height: var(--die);
    border-radius: 18%;
    transition: transform 140ms ease, opacity 140ms;
  }
  .die svg {
    overflow: visible;
    filter: drop-shadow(0 2px 2px rgb(0 0 0 / 0.25));
  }
  .die.scored .body {
    fill: var(--bx-accent);
    stroke: var(--bx-accent-strong);
  }
  .die.scored .pip {
    fill: var(--bx-on-accent);
  }
  .die.aside {
    opacity: 0.4;
    transform: scale(0.86);
  }
  .die.aside svg {
    filter: none;
  }
  .die.empty {
    border: 2px dashed color-mix(in srgb, var(--on-tray) 35%, transparent);
    transform: scale(0.86);
  }
  .dice.past .die.scored,
  .dice.past .die.live {
    opacity: 0.72;
  }
  .die.pickable .body {
    stroke: #e8b64a;
    stroke-width: 9;
  }
  .die.pointing {
    transform: translateY(-5px);
  }
  .die.picked .body {
    stroke: #e8b64a;
    stroke-width: 8;
    stroke-dasharray: 10 6;
  }
  .die.fresh {
    animation: tumble 420ms cubic-bezier(0.2, 0.8, 0.3, 1.2) both;
  }
  .die.fresh:nth-child(2) { animation-delay: 30ms; }
  .die.fresh:nth-child(3) { animation-delay: 60ms; }
  .die.fresh:nth-child(4) { animation-delay: 90ms; }
  .die.fresh:nth-child(5) { animation-delay: 120ms; }
  .die.fresh:nth-child(6) { animation-delay: 150ms; }
  @keyframes tumble {
    from {
      transform: translateY(-10px) rotate(-120deg) scale(0.6);
      opacity: 0;
    }
    70% {
      transform: rotate(8deg) scale(1.04);
      opacity: 1;
    }
    to {
      transform: none;
    }
  }
  .caption {
    margin: 0.6rem 0 0;
    height: 2.9em;
    line-height: 1.45;
    text-align: center;
    font-weight: 600;
    overflow: hidden;
    display: -webkit-box;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
  }
  .caption.good {
    color: #fff;
  }
  .controls {
    display: flex;
    flex-wrap: wrap;
    gap: 0.6rem;
    min-height: 48px;
    align-items: center;
  }
  .controls .btn {
    flex: 1 1 9rem;
    min-height: 48px;
    font-size: 1.05rem;
  }
  .controls .pick {
    flex-basis: 12rem;
    background: var(--bx-brass);
    border-color: var(--bx-brass);
    color: var(--bx-on-accent);
  }
  .controls .pick:hover:not(:disabled) {
    background: color-mix(in srgb, var(--bx-brass) 85%, black);
    border-color: color-mix(in srgb, var(--bx-brass) 85%, black);
  }
  .mini {
    width: 1.6rem;
    height: 1.6rem;
    display: inline-block;
  }
  .mini .body {
    stroke-width: 4;
  }
  .wait {
    margin: 0;
    color: var(--bx-ink-soft);
    font-style: italic;
  }
  .hint {
    margin: 0.6rem 0 0;
    min-height: 1.4em;
    font-size: 0.88rem;
    color: var(--bx-ink-soft);
  }
`;
