/**
 * The mine map, drawn like the sheet: the back row on top, the entrance at the bottom, the tunnel
 * down the middle and each row's chambers running out from it. A chamber shows its mineral, dig
 * number and dig bubbles; the open ones are highlighted, and on the viewer's own sheet the ones a
 * move can use now are buttons.
 */
import { html, nothing, type TemplateResult } from "lit";
import { CHAMBER_INDEX, CHAMBERS, MAP } from "#games/coal-n-write/client";
import { MINERAL_NAMES } from "#games/coal-n-write/client";
import { CLAIMED, type Sheet } from "#games/coal-n-write/client";

export interface MineProps {
  sheet: Sheet;
  /** Chambers open on this sheet (worked from the tunnel outward). */
  open: ReadonlySet<string>;
  /** Chambers a move of the viewer can use now (with the dice picked, if any). */
  usable: ReadonlySet<string>;
  target: string | null;
  busy: boolean;
  onPick: (id: string) => void;
}

/** The seven columns: three chambers left, the tunnel, three right. */
const ARM = 3;

function chamber(p: MineProps, id: string, column: number, row: number): TemplateResult {
  const index = CHAMBER_INDEX.get(id)!;
  const c = CHAMBERS[index];
  const filled = p.sheet.mine[index];
  const claimed = filled === CLAIMED;
  const open = p.open.has(id);
  const usable = p.usable.has(id);
  const bubbles = Array.from(
    { length: c.bubbles },
    (_, i) => html`<i class=${claimed || i < filled ? "full" : ""}></i>`,
  );
  const state = claimed ? "dug out" : `${filled} of ${c.bubbles} bubbles dug${open ? ", open" : ""}`;
  const label = `${c.mineral} ${c.dig}: ${MINERAL_NAMES[c.mineral]} in chamber ${id}, dig number ${c.dig}${c.bone ? ", a lizard bone" : ""}, ${state}`;
  const cls = `chamber m-${c.mineral === "?" ? "g" : c.mineral} ${claimed ? "claimed" : ""} ${open ? "open" : ""} ${usable ? "usable" : ""} ${p.target === id ? "target" : ""}`;
  const body = html`<b class="ore" aria-hidden="true">${c.mineral}</b> <span class="dig num" aria-hidden="true">${c.dig}</span>
    <span class="bubbles" aria-hidden="true">${bubbles}</span>${c.bone ? html`<span class="bone" aria-hidden="true">✦</span>` : nothing}`;
  const at = `grid-column:${column};grid-row:${row}`;
  return usable
    ? html`<button type="button" class=${cls} style=${at} data-chamber=${id} aria-label=${label} aria-pressed=${p.target === id ? "true" : "false"}
        ?disabled=${p.busy} @click=${() => p.onPick(id)}>${body}</button>`
    : html`<span class=${cls} style=${at} data-chamber=${id} role="img" aria-label=${label}>${body}</span>`;
}

export function mine(p: MineProps): TemplateResult {
  const rows = [...MAP].reverse();
  return html`<div class="mine-map" role="group" aria-label="Your mine: the back row on top, the entrance at the bottom">
    ${rows.map((r, i) => {
      const row = i + 1;
      return html`${r.left.map((id, k) => chamber(p, id, ARM - k, row))}
        ${r.centre ? chamber(p, r.centre, ARM + 1, row) : html`<span class="tunnel" style="grid-column:${ARM + 1};grid-row:${row}" aria-hidden="true"></span>`}
        ${r.right.map((id, k) => chamber(p, id, ARM + 2 + k, row))}`;
    })}
    <span class="entrance" style="grid-column:${ARM + 1};grid-row:${rows.length + 1}" aria-hidden="true">▲</span>
  </div>`;
}
