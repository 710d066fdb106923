/**
 * The right-hand side of a player sheet: cash (and the solo rank), the ore stash, ammo, tonics,
 * claim tokens and lizard bones, the Lone Miner tracker for this round, and what the end paid.
 */
import { html, nothing, type TemplateResult } from "lit";
import { BONE_COUNT } from "#games/coal-n-write/client";
import { MINERAL_NAMES, MINERALS, VALUE } from "#games/coal-n-write/client";
import { AMMO_MAX, LONE_THROWS } from "#games/coal-n-write/client";
import type { CoalView, Sheet } from "#games/coal-n-write/client";
import { LETTER_WORDS } from "./words";

const stat = (label: string, value: string | number, cls = "") =>
  html`<div class="stat ${cls}"><dt>${label}</dt><dd class="num">${value}</dd></div>`;

function stash(sh: Sheet): TemplateResult {
  return html`<ul class="stash" aria-label="Ore stash">${MINERALS.map(
    (m) => html`<li class="ore-count m-${m === "?" ? "g" : m} ${sh.stash[m] ? "" : "empty"}"
    aria-label=${`${MINERAL_NAMES[m]}: ${sh.stash[m]}${m === "?" ? "" : ` ($${VALUE[m]} each)`}`}>
    <b aria-hidden="true">${m}</b><span class="num" aria-hidden="true">${sh.stash[m]}</span><small aria-hidden="true">${m === "?" ? "roll" : `$${VALUE[m]}`}</small></li>`,
  )}</ul>`;
}

function tracker(v: CoalView, sh: Sheet): TemplateResult {
  const letter = sh.letter;
  const words = letter ? `${letter}, ${LETTER_WORDS[letter].name}` : "no letter yet";
  return html`<div class="tracker" role="img" aria-label=${`Lone Miner, round ${v.round}: ${words}; ${sh.marks} of ${LONE_THROWS} throws survived`}>
    <span class="small muted" aria-hidden="true">Lone Miner</span>
    <span class="letter" aria-hidden="true">${letter ?? "–"}</span>
    ${Array.from({ length: LONE_THROWS }, (_, i) => html`<span class="mark ${i < sh.marks ? "on" : ""}" aria-hidden="true"></span>`)}
  </div>`;
}

function endPay(sh: Sheet): TemplateResult | typeof nothing {
  const e = sh.endPay;
  if (!e) return nothing;
  const parts = [
    e.pony ? `Pony Express $${e.pony}` : "",
    e.geodes ? `geodes $${e.geodes} (a ${e.geodeDie})` : "",
    e.sheriff ? `Sheriff $${e.sheriff}` : "",
    e.mule ? `Mule Team $${e.mule}` : "",
  ].filter(Boolean);
  return parts.length ? html`<p class="small">At the end: ${parts.join(" · ")}.</p>` : nothing;
}

export function ledger(v: CoalView, sh: Sheet, seat: number): TemplateResult {
  return html`<div class="ledger">
    <dl class="stats">
      ${stat("Cash", `$${sh.cash}`, "cash")}
      ${stat("Ammo", `${sh.ammo}/${AMMO_MAX}`)}
      ${stat("Tonics", sh.tonics)}
      ${stat("Tokens", sh.tokens)}
      ${stat("Bones", `${sh.bones}/${BONE_COUNT}`)}
    </dl>
    ${v.rank && seat === 0 ? html`<p class="rank small">${v.phase === "over" ? "Rank" : "Rank so far"}: <b>${v.rank}</b></p>` : nothing}
    ${stash(sh)}
    ${tracker(v, sh)}
    ${endPay(sh)}
  </div>`;
}
