/** Styles of the player sheet's parts beside the mine: the ledger, the burros and Boom Town. */
import { css } from "lit";

export const partStyles = css`
  .ledger {
    display: grid;
    gap: 0.5rem;
  }
  .stats {
    display: grid;
    grid-template-columns: repeat(5, minmax(0, 1fr));
    gap: 0.3rem;
    margin: 0;
  }
  .stat {
    border: 1px solid var(--bx-line);
    border-radius: 8px;
    padding: 0.2rem 0.3rem;
    text-align: center;
  }
  .stat dt {
    font-size: 0.7rem;
    color: var(--bx-ink-soft);
  }
  .stat dd {
    margin: 0;
    font-weight: 700;
  }
  .stat.cash dd {
    color: var(--bx-green);
  }
  .rank {
    margin: 0;
  }
  .stash {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    grid-template-columns: repeat(5, minmax(0, 1fr));
    gap: 0.3rem;
  }
  .ore-count {
    display: grid;
    justify-items: center;
    border: 1px solid var(--bx-line);
    border-radius: 8px;
    padding: 0.2rem;
  }
  /* Empty and not-hired are dimmed by a dashed edge and soft ink, not by opacity: their words stay readable (4.5:1). */
  .ore-count.empty {
    border-style: dashed;
  }
  .ore-count.empty b,
  .ore-count.empty .num {
    color: var(--bx-ink-soft);
  }
  .ore-count b {
    font: 700 1rem/1 var(--bx-slab);
  }
  .ore-count small {
    font-size: 0.65rem;
    color: var(--bx-ink-soft);
  }
  .tracker {
    display: flex;
    align-items: center;
    gap: 0.35rem;
  }
  .tracker .letter {
    min-width: 1.6em;
    text-align: center;
    font: 700 1rem/1 var(--bx-slab);
    border-bottom: 2px solid var(--bx-line);
  }
  .mark {
    width: 14px;
    height: 14px;
    border: 2px solid var(--bx-line);
    border-radius: 3px;
  }
  .mark.on {
    background: var(--bx-green);
    border-color: var(--bx-green);
  }
  .burros {
    list-style: none;
    margin: 0.5rem 0 0;
    padding: 0;
    display: grid;
    gap: 0.3rem;
  }
  .burro {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.4rem;
    min-height: 30px;
    padding: 0.15rem 0.35rem;
    border-radius: 8px;
    border: 1px solid transparent;
  }
  .burro.now {
    border-color: var(--bx-accent);
  }
  .burro.locked {
    border: 1px dashed var(--bx-line);
  }
  .burro.locked .slots {
    opacity: 0.55;
  }
  .burro .no {
    font: 700 0.9rem/1 var(--bx-slab);
    width: 1.8em;
  }
  .slots {
    display: flex;
    gap: 2px;
  }
  .slot {
    width: 20px;
    height: 22px;
    display: grid;
    place-items: center;
    border: 1.5px solid var(--bx-ink-soft);
    border-radius: 3px;
    font: 700 0.8rem/1 var(--bx-slab);
  }
  .slot.dashed {
    border-style: dashed;
  }
  .slot.stolen {
    text-decoration: line-through;
    background: var(--bx-warn-soft);
  }
  .hats {
    display: flex;
    gap: 3px;
  }
  .hat {
    display: grid;
    place-items: center;
    min-width: 22px;
    height: 18px;
    padding: 0 3px;
    border-radius: 9px 9px 3px 3px;
    background: var(--bx-head);
    color: var(--bx-on-head);
    font: 700 0.75rem/1 var(--bx-font);
  }
  .earned {
    margin-left: auto;
    font-weight: 700;
    color: var(--bx-green);
  }
  .town h3 small {
    font: 400 0.85rem var(--bx-font);
  }
  .town-cards {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(min(100%, 15rem), 1fr));
    gap: 0.6rem;
  }
  .town-card {
    border: 1.5px solid var(--bx-line);
    border-radius: 10px;
    padding: 0.5rem 0.65rem;
    background: var(--bx-surface);
  }
  .town-card.can {
    border-color: var(--bx-accent);
  }
  .town-card h4 {
    margin: 0 0 0.25rem;
    font: 700 0.95rem/1.2 var(--bx-slab);
  }
  .town-card .rule {
    margin: 0 0 0.3rem;
    font-size: 0.8rem;
    color: var(--bx-ink-soft);
  }
  .town-card .tokens {
    margin: 0 0 0.3rem;
  }
  .visits {
    display: flex;
    flex-wrap: wrap;
    gap: 0.3rem;
  }
  .visit {
    min-width: 44px;
  }
`;
