/**
 * The public table, as template parts of the sheet: a card chip (a button that shows the card's full
 * text), one side's tableau (Realms in play, Lords with their Allies and Force totals, gold, the
 * Realm hand, deck, discard and hand sizes) and the attack phases' reports.
 */
import { html, nothing, type TemplateResult } from "lit";
import { cardOf } from "#games/birthright-conquest/client";
import type { BcView, PlayerView, TurnReport } from "#games/birthright-conquest/client";
import { lordForce } from "./compose";
import { factsOf, forceOf, nameOf, sideName } from "./words";

/** What the sheet hands the parts: the card shown in full, and how to show another. */
export interface Shown {
  detail: string | null;
  show: (card: string | null) => void;
}

/** A card as a chip: its name and number; pressing it shows its full text below the table. */
export function chip(card: string, shown: Shown, extra = ""): TemplateResult {
  const d = cardOf(card);
  const n = d?.kind === "lord" || d?.kind === "army" ? forceOf(card) : null;
  return html`<button
    type="button"
    class="chip ${d?.kind ?? ""} ${extra}"
    aria-pressed=${shown.detail === card ? "true" : "false"}
    title=${factsOf(card)}
    @click=${() => shown.show(shown.detail === card ? null : card)}
  >
    <span class="name">${nameOf(card)}</span>${n === null ? nothing : html`<span class="n" aria-label="Force ${n}">${d?.kind === "army" ? "+" : ""}${n}</span>`}
  </button>`;
}

/** The full text of the card shown, in a fixed place. */
export function detailPanel(shown: Shown): TemplateResult {
  const card = shown.detail;
  return html`<section class="detail card ${card === null ? "" : "open"}" aria-live="polite" aria-label="Card text">
    ${
      card === null
        ? html`<p class="muted small">Tap a card to read it in full.</p>`
        : html`<h3>${nameOf(card)}</h3>
          <p class="facts">${factsOf(card)}</p>
          <p>${cardOf(card)?.text ?? ""}</p>
          <button type="button" class="btn quiet small" @click=${() => shown.show(null)}>Close</button>`
    }
  </section>`;
}

/** One side's table: who, the counts, Realms in play, Lords with Allies, and the Realm hand (public). */
export function side(v: BcView, seat: number, name: string, shown: Shown): TemplateResult {
  const p: PlayerView = v.players[seat];
  const active = v.phase !== "ended" && (v.phase === "blocks" ? v.active !== seat : v.active === seat);
  return html`<section
    class="side card ${p.side} ${active ? "acting" : ""}"
    aria-label="${sideName(p.side)}: ${name}"
  >
    <header class="side-head">
      <h2><span class="banner">${sideName(p.side)}</span> ${name}</h2>
      <dl class="counts num">
        <div><dt>Gold</dt><dd>${p.gold}</dd></div>
        <div><dt>Realm deck</dt><dd>${p.deckSize}</dd></div>
        <div><dt>Discard</dt><dd>${p.discard.length}</dd></div>
        <div><dt>Action hand</dt><dd>${p.handSize}</dd></div>
      </dl>
    </header>
    ${
      p.hand && seat !== v.seat
        ? html`<h3 class="eyebrow">Action hand (${p.hand.length}), shown after the end</h3>
            <div class="row" data-open-hand=${seat}>${p.hand.length ? p.hand.map((c) => chip(c, shown)) : html`<span class="muted small">empty</span>`}</div>`
        : nothing
    }
    <h3 class="eyebrow">Realms in play (${p.realms.length})</h3>
    <div class="row">${p.realms.length ? p.realms.map((r) => chip(r, shown)) : html`<span class="muted small">none</span>`}</div>
    <h3 class="eyebrow">Lords</h3>
    <ul class="lords">
      ${
        p.lords.length
          ? p.lords.map(
              (l) => html`<li class="lord">
              ${chip(l.card, shown)}
              ${l.allies.map((a) => chip(a, shown, "ally"))}
              <span class="total num" aria-label="Force with Allies">= ${lordForce(l)}</span>
              ${l.arrived === v.turn ? html`<span class="pill">new</span>` : nothing}
              ${l.attacked === v.turn - 1 && v.active !== seat ? html`<span class="pill">attacked last turn</span>` : nothing}
            </li>`,
            )
          : html`<li class="muted small">none</li>`
      }
    </ul>
    <h3 class="eyebrow">Realm hand (${p.realmHand.length})</h3>
    <div class="row">${p.realmHand.length ? p.realmHand.map((c) => chip(c, shown)) : html`<span class="muted small">empty</span>`}</div>
  </section>`;
}

/** Whether an attack phase's report has anything in it. */
export const eventful = (r: TurnReport): boolean =>
  r.battles.length + r.milled.length + r.razed.length + r.spent.length > 0;

/** One attack phase in sentences: each battle with both Forces and what became of the loser. */
function reportLines(r: TurnReport, shown: Shown, empty = "No attack."): TemplateResult {
  const lines: TemplateResult[] = [];
  for (const b of r.battles) {
    const [won, lost] = b.winner === "attacker" ? [b.attacker, b.blocker] : [b.blocker, b.attacker];
    lines.push(
      html`<li>
        ${chip(b.attacker, shown)} attacked with Force ${b.force[0]}, ${chip(b.blocker, shown)} blocked with Force ${b.force[1]}:
        <strong>${nameOf(won)} won</strong>; ${nameOf(lost)} went to the discard with any Armies.
        ${[b.attacker, b.blocker].map((who, k) => (b.cards[k].length ? html`<br /><span class="small">${nameOf(who)} played ${b.cards[k].map((c) => html`${chip(c, shown, b.cancelled.includes(c) ? "cancelled" : "")} `)}</span>` : nothing))}
      </li>`,
    );
  }
  if (r.milled.length)
    lines.push(html`<li>Milled from the Realm deck: ${r.milled.map((c) => chip(c, shown))}</li>`);
  if (r.razed.length) lines.push(html`<li>Realms lost: ${r.razed.map((c) => chip(c, shown))}</li>`);
  if (r.spent.length)
    lines.push(html`<li>Armies spent by the winners: ${r.spent.map((c) => chip(c, shown))}</li>`);
  return lines.length ? html`<ul>${lines}</ul>` : html`<p class="muted small">${empty}</p>`;
}

/**
 * The attack phases: the latest with something in it stays on show until a later one has something
 * (the view holds the last two turns', and the next orders empty the last), with the one before it when
 * both are of the round just played (each side's last attacks), earlier ones under them, folded.
 * `kept` is what the sheet has seen, newest first.
 */
export function reports(v: BcView, kept: TurnReport[], shown: Shown): TemplateResult {
  const last = v.last;
  const main = kept[0] ?? last;
  if (!main) return html``;
  const later = last && last.turn > main.turn ? last.turn : null;
  const underway = (turn: number | null) => turn === v.turn && (v.phase === "blocks" || v.phase === "plans");
  const round = kept.slice(1).filter((r, i) => i === 0 && r.turn >= v.turn - 2);
  const folded = kept.slice(1 + round.length);
  return html`<section class="report card" aria-label="Last attack phase" data-report-turn=${main.turn}>
    ${later ? html`<p class="muted small">Turn ${later}: ${underway(later) ? "attacks under way." : "no attack."}</p>` : nothing}
    <h3 class="eyebrow">Turn ${main.turn}'s attacks</h3>
    ${reportLines(main, shown, underway(main.turn) ? "Under way: the blocks and battles are still to come." : undefined)}
    ${round.map((r) => html`<h3 class="eyebrow" data-round-turn=${r.turn}>Turn ${r.turn}'s attacks</h3>${reportLines(r, shown)}`)}
    ${
      folded.length
        ? html`<details><summary>Earlier attacks (${folded.length})</summary>
          ${folded.map((r) => html`<h4 class="eyebrow">Turn ${r.turn}</h4>${reportLines(r, shown)}`)}</details>`
        : nothing
    }
  </section>`;
}
