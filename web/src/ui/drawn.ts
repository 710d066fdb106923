/** The dice a move rolled, as small numbered dice (any number of faces), for logs. */
import { css, html, nothing } from "lit";
import type { ShownDraw } from "#engine/record";

/** A draw's value, or "?" for a private draw the reader may not see yet (a card in another's hand). */
export function drawValue(d: ShownDraw): string {
  return "value" in d ? String(d.value) : "?";
}

export function drawn(draws: ShownDraw[] | undefined) {
  if (!draws?.length) return nothing;
  const values = draws.map(drawValue);
  const said = values.map((v) => (v === "?" ? "hidden" : v));
  return html`<span class="drawn" role="img" aria-label=${`rolled ${said.join(", ")}`}>${values.map((v) => html`<span class="d">${v}</span>`)}</span>`;
}

export const drawnStyles = css`
  .drawn {
    display: inline-flex;
    flex-wrap: wrap;
    gap: 3px;
    vertical-align: middle;
  }
  .drawn .d {
    display: inline-grid;
    place-items: center;
    min-width: 1.4em;
    height: 1.4em;
    padding: 0 0.15em;
    border: 1px solid var(--bx-die-edge);
    border-radius: 4px;
    background: var(--bx-die);
    color: var(--bx-pip);
    font: 700 0.78rem/1 var(--bx-mono);
  }
`;
