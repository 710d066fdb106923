/** The dice a move rolled, as small numbered dice (any number of faces), for logs; hidden draws as a count. */
import { css, html, nothing } from "lit";
import type { ShownDraw } from "#engine/record";

/** A draw's value, or "?" for a private draw the reader may not see yet (a card in another's hand). */
export function drawValue(d: ShownDraw): string {
  return "value" in d ? String(d.value) : "?";
}

/** The draws shown, and the hidden ones counted in words ("38 hidden draws"): a row of "?" says nothing. */
export function drawn(draws: ShownDraw[] | undefined) {
  if (!draws?.length) return nothing;
  const values = draws.map(drawValue).filter((v) => v !== "?");
  const hidden = draws.length - values.length;
  return html`${values.length ? html`<span class="drawn" role="img" aria-label="rolled ${values.join(", ")}">${values.map((v) => html`<span class="d">${v}</span>`)}</span>` : nothing}
    ${hidden ? html`<span class="muted small" data-hidden-draws>${hidden} hidden draw${hidden > 1 ? "s" : ""}, shown at the end</span>` : nothing}`;
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
