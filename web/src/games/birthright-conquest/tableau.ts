/**
 * The public table, as template parts of the sheet: a card chip (a button that shows the card's full
 * text), one side's tableau (Realms in play, Lords with their Allies and Force totals, gold, the
 * Realm hand, deck, discard and hand sizes) and the last attack phase's report.
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
  return html`<section class="detail card" aria-live="polite" aria-label="Card text">
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

/** The last attack phase, public once it happened. */
export function report(last: TurnReport | null, shown: Shown): TemplateResult {
  if (!last) return html``;
  const lines: TemplateResult[] = [];
  for (const b of last.battles)
    lines.push(
      html`<li>
        ${chip(b.attacker, shown)} ${b.force[0]} against ${chip(b.blocker, shown)} ${b.force[1]}:
        <strong>${b.winner === "attacker" ? nameOf(b.attacker) : nameOf(b.blocker)} won</strong>
        ${b.cards[0].length || b.cards[1].length ? html`<br /><span class="small">cards: ${[...b.cards[0], ...b.cards[1]].map((c) => html`${chip(c, shown, b.cancelled.includes(c) ? "cancelled" : "")} `)}</span>` : nothing}
      </li>`,
    );
  if (last.milled.length)
    lines.push(html`<li>Milled from the Realm deck: ${last.milled.map((c) => chip(c, shown))}</li>`);
  if (last.razed.length) lines.push(html`<li>Realms lost: ${last.razed.map((c) => chip(c, shown))}</li>`);
  if (last.spent.length)
    lines.push(html`<li>Armies spent by the winners: ${last.spent.map((c) => chip(c, shown))}</li>`);
  return html`<section class="report card" aria-label="Last attack phase">
    <h3 class="eyebrow">Turn ${last.turn}'s attacks</h3>
    ${lines.length ? html`<ul>${lines}</ul>` : html`<p class="muted small">No attack.</p>`}
  </section>`;
}
