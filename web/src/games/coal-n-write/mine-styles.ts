/** Styles of the mine map: the sheet's two columns, the chambers with their bubbles, the tunnel and the entrance. */
import { css } from "lit";

export const mineStyles = css`
  .sheet-body {
    display: grid;
    gap: 1rem;
  }
  @media (min-width: 860px) {
    .sheet-body {
      grid-template-columns: minmax(0, 26rem) minmax(0, 1fr);
      align-items: start;
    }
  }
  .mine-map {
    display: grid;
    grid-template-columns: repeat(7, minmax(0, 1fr));
    gap: 4px;
    padding: 6px;
    border-radius: 10px;
    background: color-mix(in srgb, #8a6a45 22%, var(--bx-surface));
    max-width: 26rem;
  }
  .chamber {
    position: relative;
    display: grid;
    place-items: center;
    min-width: 0;
    min-height: 54px;
    padding: 2px;
    border-radius: 8px;
    border: 2px solid var(--bx-line);
    background: var(--bx-surface);
    color: var(--bx-ink);
    font: inherit;
  }
  .chamber .ore {
    font: 700 1.15rem/1 var(--bx-slab);
  }
  .chamber .dig {
    position: absolute;
    top: 1px;
    right: 4px;
    font-size: 0.7rem;
    font-weight: 700;
  }
  .chamber .bone {
    position: absolute;
    top: 1px;
    left: 4px;
    font-size: 0.7rem;
    color: var(--bx-brass);
  }
  .bubbles {
    display: flex;
    gap: 2px;
  }
  .bubbles i {
    width: 8px;
    height: 8px;
    border-radius: 50%;
    border: 1.5px solid var(--bx-ink-soft);
  }
  .bubbles i.full {
    background: var(--bx-ink);
    border-color: var(--bx-ink);
  }
  .chamber.open {
    border-color: var(--bx-brass);
    background: color-mix(in srgb, var(--bx-brass-soft) 55%, var(--bx-surface));
  }
  button.chamber {
    cursor: pointer;
    border-width: 3px;
  }
  button.chamber.usable {
    border-color: var(--bx-accent);
  }
  .chamber.target {
    box-shadow: 0 0 0 3px var(--bx-accent);
  }
  .chamber.claimed {
    opacity: 0.55;
    background: linear-gradient(to top right, transparent 47%, var(--bx-ink-soft) 48% 52%, transparent 53%), var(--bx-surface-2);
  }
  .m-S .ore, .m-S b { color: var(--silver); }
  .m-T .ore, .m-T b { color: var(--tin); }
  .m-C .ore, .m-C b { color: var(--coal); }
  .m-B .ore, .m-B b { color: #a08a66; }
  .m-g .ore, .m-g b { color: var(--geode); }
  @media (prefers-color-scheme: dark) {
    .m-C .ore, .m-C b { color: #d8cfc4; }
  }
  .tunnel {
    margin: -2px 10%;
    background: repeating-linear-gradient(to bottom, #5b4630 0 6px, #6d5639 6px 12px);
    border-radius: 3px;
  }
  .entrance {
    text-align: center;
    color: var(--bx-brass);
    font-size: 0.9rem;
    line-height: 1;
  }
`;
