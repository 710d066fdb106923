/**
 * Boom Town as cards: each card in town with what it does and costs, the players' tokens and
 * purchases on it, and, when the viewer may visit it now, one button per way to visit.
 */
import { html, nothing, type TemplateResult } from "lit";
import { CARD, type CardId } from "#games/coal-n-write/client";
import { AMMO_PRICE, DRINK_PRIZES, TONIC_PRICES } from "#games/coal-n-write/client";
import type { CoalMove, CoalView, Sheet } from "#games/coal-n-write/client";
import { plural } from "./words";

type Visit = Extract<CoalMove, { type: "visit" }>;

export interface TownProps {
  view: CoalView;
  /** The viewer's seat (visits are theirs). */
  seat: number | null;
  /** Visits the viewer may make now (empty when none). */
  visits: Visit[];
  /** Dice the viewer picked: a visit uses one of them when it can. */
  picked: number[];
  busy: boolean;
  name: (seat: number) => string;
  onVisit: (move: Visit, label: string) => void;
}

/** Who has something on a card: tokens, markers or a purchase, in words. */
function marks(card: CardId, sh: Sheet): string | null {
  switch (card) {
    case "sheriff":
      return sh.sheriff ? plural(sh.sheriff, "token") : null;
    case "exchange":
      return sh.exchange ? "a token this round" : null;
    case "wash":
      return sh.wash ? "a token" : null;
    case "gamble":
      return sh.gambled ? "a token this round" : null;
    case "bones":
      return sh.bonesSold ? "sold the bones" : null;
    case "cowpunch":
      return sh.cowpunch !== null ? `on the job (${plural(sh.cowpunch, "token")} left)` : null;
    case "tack":
      return sh.tack ? "bought" : null;
    case "mule":
      return sh.mule ? "bought" : null;
    case "tonic":
      return sh.tonicsBought ? `bought ${sh.tonicsBought}` : null;
    default:
      return null;
  }
}

/** A visit's button text and its full name for screen readers. */
function visitLabel(
  v: CoalView,
  seat: number,
  m: Visit,
  name: (seat: number) => string,
): { text: string; label: string } {
  const card = CARD[m.card].name;
  if (m.card === "ammo" && m.count)
    return {
      text: `${m.count}: $${m.count * AMMO_PRICE}`,
      label: `Buy ${plural(m.count, "box", "boxes")} of ammo for $${m.count * AMMO_PRICE}`,
    };
  if (m.card === "tonic" && m.count) {
    const bought = v.sheets[seat].tonicsBought;
    const cost = TONIC_PRICES.slice(bought, bought + m.count).reduce((a, b) => a + b, 0);
    return { text: `${m.count}: $${cost}`, label: `Buy ${plural(m.count, "bottle")} of tonic for $${cost}` };
  }
  if (m.card === "drink" && m.times)
    return { text: `${m.times}×`, label: `Drink ${plural(m.times, "round")} for $${DRINK_PRIZES[m.times]}` };
  if (m.card === "wrestle" && m.opponent !== undefined)
    return { text: `vs ${name(m.opponent)}`, label: `Arm-wrestle ${name(m.opponent)}` };
  return { text: "Visit", label: `Visit ${card}` };
}

/** One move per way to visit: the one using a picked die when there is one. */
function ways(visits: Visit[], picked: number[]): Visit[] {
  const byParams = new Map<string, Visit>();
  for (const m of visits) {
    const key = `${m.count}/${m.times}/${m.opponent}`;
    const had = byParams.get(key);
    if (!had || (m.die !== undefined && picked.includes(m.die) && !picked.includes(had.die ?? -1)))
      byParams.set(key, m);
  }
  return [...byParams.values()];
}

function card(p: TownProps, id: CardId): TemplateResult {
  const info = CARD[id];
  const who = p.view.sheets.flatMap((sh, seat) => {
    const m = marks(id, sh);
    return m ? [`${p.name(seat)}: ${m}`] : [];
  });
  const mine = ways(
    p.visits.filter((m) => m.card === id),
    p.picked,
  );
  return html`<li class="town-card ${mine.length ? "can" : ""}">
    <h4>${info.name}${info.mode === "solo" ? html` <small class="muted">solo</small>` : nothing}</h4>
    <p class="rule">${info.rule}</p>
    ${who.length ? html`<p class="tokens small">${who.join(" · ")}</p>` : nothing}
    ${
      mine.length
        ? html`<div class="visits" role="group" aria-label=${`Visit ${info.name}`}>${mine.map((m) => {
            const { text, label } = visitLabel(p.view, p.seat ?? 0, m, p.name);
            return html`<button type="button" class="btn small visit" aria-label=${label} ?disabled=${p.busy} @click=${() => p.onVisit(m, label)}>${text}</button>`;
          })}</div>`
        : nothing
    }
  </li>`;
}

export function town(p: TownProps): TemplateResult {
  const deck = p.view.deck.length;
  return html`<section class="card town" aria-labelledby="bx-town">
    <h3 id="bx-town">Boom Town <small class="muted">${p.visits.length ? "· you may visit one card" : ""} ${deck ? `· ${plural(deck, "card")} still to come` : ""}</small></h3>
    <ul class="town-cards">${p.view.town.map((id) => card(p, id))}</ul>
  </section>`;
}
