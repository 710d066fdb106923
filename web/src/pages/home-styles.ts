/** The home page's styles: the game chooser and the new-game form, the game-ready panel, the finished games. */
import { css } from "lit";
import { base } from "../sheet/styles";

export const homeStyles = [
  base,
  css`
    .hero {
      margin: 0.5rem 0 1.5rem;
    }
    .hero p {
      max-width: 40rem;
      font-size: 1.05rem;
    }
    section {
      margin-bottom: 2rem;
    }
    .games {
      display: grid;
      gap: 0.75rem;
      margin: 0 0 1.25rem;
      padding: 0;
      border: 0;
    }
    .game {
      display: grid;
      grid-template-columns: auto 1fr;
      gap: 0.25rem 0.75rem;
      align-items: start;
      padding: 0.85rem 1rem;
      border: 2px solid var(--bx-line);
      border-radius: 10px;
      background: var(--bx-surface);
      cursor: pointer;
      font-weight: 400;
    }
    .game:has(input:checked) {
      border-color: var(--bx-accent);
      background: color-mix(in srgb, var(--bx-accent) 7%, var(--bx-surface));
    }
    .game:has(input:focus-visible) {
      outline: 3px solid var(--bx-focus);
      outline-offset: 2px;
    }
    .game input {
      margin-top: 0.3rem;
      accent-color: var(--bx-accent);
      width: 1.1rem;
      height: 1.1rem;
    }
    .game .title {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: 0.25rem 0.6rem;
    }
    .game strong {
      font-family: var(--bx-slab);
      font-size: 1.1rem;
    }
    .game .pill {
      font-weight: 600;
      color: var(--bx-ink-soft);
    }
    .game .summary {
      grid-column: 2;
      color: var(--bx-ink-soft);
      font-size: 0.92rem;
    }
    fieldset.bots {
      border: 0;
      padding: 0;
      margin: 0.8rem 0 0;
    }
    .bot-seats {
      display: flex;
      flex-wrap: wrap;
      gap: 0.2rem 1.2rem;
    }
    legend {
      font-weight: 650;
      margin-bottom: 0.5rem;
      padding: 0;
    }
    .grid {
      display: grid;
      gap: 0 1rem;
    }
    @media (min-width: 640px) {
      .grid {
        grid-template-columns: repeat(2, minmax(0, 1fr));
      }
    }
    .actions {
      display: flex;
      flex-wrap: wrap;
      gap: 0.6rem;
      margin-top: 0.5rem;
    }
    .finished {
      list-style: none;
      margin: 0;
      padding: 0;
      display: grid;
      gap: 0.6rem;
    }
    .finished li {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      justify-content: space-between;
      gap: 0.4rem 1rem;
      padding: 0.7rem 1rem;
      border-radius: 10px;
      background: var(--bx-surface);
      border: 1px solid var(--bx-line);
    }
    .finished .who {
      min-width: 0;
    }
    .finished .links {
      display: flex;
      gap: 0.9rem;
      font-weight: 600;
    }
    .ready h2 {
      color: var(--bx-green);
    }
  `,
];
