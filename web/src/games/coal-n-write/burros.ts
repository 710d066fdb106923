/**
 * The seven burros: each one's slots (the two dashed ones with Tack & Harness), its bandit hats
 * (and the gamblin' bandits sent to it), what it carried and what it earned. The round's burro shows
 * its load and the bandits still standing while its owner fights.
 */
import { html, nothing, type TemplateResult } from "lit";
import { MINERAL_NAMES, stashLetters, type Mineral } from "#games/coal-n-write/client";
import { SLOTS, TACK_SLOTS } from "#games/coal-n-write/client";
import { banditsFor } from "#games/coal-n-write/client";
import type { CoalView, Sheet } from "#games/coal-n-write/client";
import { mineralList } from "./words";

const hats = (list: number[], label: string) =>
  list.length
    ? html`<span class="hats" role="img" aria-label=${`${label}: ${list.join(", ")}`}>${list.map((n) => html`<span class="hat">${n}</span>`)}</span>`
    : html`<span class="hats none small muted">no bandit</span>`;

function slots(letters: (Mineral | "M")[], stolen: string | null, dashed: number): TemplateResult {
  const all = SLOTS + dashed;
  return html`<span class="slots" aria-hidden="true">${Array.from(
    { length: Math.max(all, letters.length) },
    (_, i) => {
      const l = letters[i];
      return html`<span class="slot ${i >= SLOTS ? "dashed" : ""} ${l && l === stolen ? "stolen" : ""} ${l ? `m-${l === "?" ? "g" : l}` : ""}">${l ?? ""}</span>`;
    },
  )}</span>`;
}

function burro(v: CoalView, sh: Sheet, n: number): TemplateResult {
  const done = sh.deliveries.find((d) => d.burro === n);
  const now = n === v.round && v.phase !== "over";
  const work = now ? sh.burro : null;
  const locked = n > v.lastBurro;
  const dashed = sh.tack ? TACK_SLOTS : 0;
  let body: TemplateResult;
  let words: string;
  if (done) {
    const letters = [...stashLetters(done.load), ...Array<"M">(done.mail).fill("M")];
    const stolen = done.stolen ? (done.stolen === "M" ? "mail" : MINERAL_NAMES[done.stolen]) : null;
    words = `carried ${mineralList(done.load)}${done.mail ? ` and ${done.mail} mail` : ""}${stolen ? `; bandits took the ${stolen}` : ""}; earned $${done.value + done.bonus}`;
    body = html`${slots(letters, done.stolen, dashed)}<span class="earned num">$${done.value + done.bonus}${done.bonus ? html` <small>(+${done.bonus})</small>` : nothing}</span>`;
  } else if (work?.loaded) {
    const letters = [...stashLetters(work.load), ...Array<"M">(sh.mail).fill("M")];
    words = `loaded with ${mineralList(work.load)}; ${work.bandits.length ? `bandits ${work.bandits.join(", ")} still standing` : "no bandit left"}`;
    body = html`${slots(letters, null, dashed)}${hats(work.bandits, "Bandits still standing")}`;
  } else {
    const bandits = banditsFor(sh, n);
    words = locked
      ? "not hired (Mule Team or Sugarfoot hires it)"
      : `${bandits.length ? `bandits ${bandits.join(", ")}` : "no bandit"}`;
    body = html`${slots(now ? Array<"M">(sh.mail).fill("M") : [], null, dashed)}${locked ? html`<span class="small muted">not hired</span>` : hats(bandits, "Bandit hats")}`;
  }
  return html`<li class="burro ${now ? "now" : ""} ${done ? "done" : ""} ${locked ? "locked" : ""}" aria-label=${`Burro ${n}: ${words}`}>
    <span class="no" aria-hidden="true">#${n}</span>${body}</li>`;
}

export function burros(v: CoalView, sh: Sheet): TemplateResult {
  return html`<ol class="burros" aria-label="Burros">${Array.from({ length: 7 }, (_, i) => burro(v, sh, i + 1))}</ol>`;
}
