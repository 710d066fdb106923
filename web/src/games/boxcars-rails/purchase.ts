/**
 * The purchase panel (loaded only at the viewer's purchase decision, with the railroads' shares):
 * who would pay whom once a railroad is bought (ruling 7's rates,
 * said once for all of them), and about each item its price, its share of destination chances and
 * the cities it adds to the buyer's network; the offers in order of use to the buyer.
 */
import { css, html, nothing, type TemplateResult } from "lit";
import { railroadShares, railroadsAtCity } from "#games/boxcars-rails/client-purchase";
import { EXPRESS_PRICE, SUPER_CHIEF_PRICE, boardOf, perBoard } from "#games/boxcars-rails/client";
import { BANK_FEE, HIGH_PLAYER_FEE, PLAYER_FEE } from "#games/boxcars-rails/client";
import type { RailsMove, RailsView } from "#games/boxcars-rails/client";
import type { PanelContext } from "./panels";
import { plural } from "./words";

export interface Offer {
  item: string;
  title: string;
  price: number;
  /** Railroads only: share of destination rolls that land on a city it serves (0..1). */
  share?: number;
  /** Railroads only: cities it serves that the buyer's railroads do not yet. */
  added?: string[];
  /** What only this item does, in words (the trains); railroads share `feeRule`. */
  effect?: string;
}

const shares = perBoard((board) => new Map(railroadShares(board).map((s) => [s.id, s.share])));

/** The last railroad for sale: buying it raises every player's rate. */
const lastForSale = (view: RailsView) => view.owners.filter((o) => o === null).length === 1;

/** Who pays whom for any railroad bought now, in one sentence, in the board's money. */
export function feeRule(view: RailsView, seat: number, name: (seat: number) => string): string {
  const money = boardOf(view.options).money;
  const others = view.players.flatMap((p, s) => (s !== seat && p.out === null ? [name(s)] : []));
  const rate = view.highFees || lastForSale(view) ? HIGH_PLAYER_FEE : PLAYER_FEE;
  return `A railroad you do not own costs you ${money(BANK_FEE)} a turn you use it; bought, it is free for you${
    others.length
      ? ` and ${others.join(", ")} pay${others.length === 1 ? "s" : ""} you ${money(rate)} a turn they use it`
      : ""
  }${lastForSale(view) ? ` (this is the last railroad: every player's rate becomes ${money(HIGH_PLAYER_FEE)})` : ""}.`;
}

export function offer(view: RailsView, seat: number, item: string): Offer {
  if (item === "express")
    return {
      item,
      title: "Express",
      price: EXPRESS_PRICE,
      effect: "Doubles of any kind give a bonus move (not only 6 + 6).",
    };
  if (item === "superchief")
    return { item, title: "Super Chief", price: SUPER_CHIEF_PRICE, effect: "A bonus move on every turn." };
  const board = boardOf(view.options);
  const at = railroadsAtCity(board);
  const r = board.railroads.findIndex((rr) => rr.id === item);
  const mine = new Set(view.owners.flatMap((o, i) => (o === seat ? [i] : [])));
  const added = board.cities.flatMap((c, i) =>
    at[i].includes(r) && !at[i].some((x) => mine.has(x)) ? [c.name] : [],
  );
  return {
    item,
    title: `${item} · ${board.railroads[r].name}`,
    price: board.railroads[r].price,
    share: shares(board).get(item) ?? 0,
    added: [...new Set(added)],
  };
}

/** Trains first (two offers, each a different kind), then railroads by the cities they add, then by share. */
export function byUse(a: Offer, b: Offer): number {
  if (a.share === undefined || b.share === undefined)
    return Number(a.share !== undefined) - Number(b.share !== undefined);
  return b.added!.length - a.added!.length || b.share - a.share;
}

/** Offers shown at once; the rest wait behind "more", so "Buy nothing" and the best few fit a phone's screen. */
const FIRST_OFFERS = 5;

export function purchasePanel(c: PanelContext): TemplateResult {
  const dollars = boardOf(c.view.options).money;
  const p = c.view.players[c.seat];
  const payoff = c.arrivals.find((a) => a.seat === c.seat)?.payoff;
  const offers = c.moves
    .filter((m): m is Extract<RailsMove, { type: "buy" }> => m.type === "buy")
    .map((m) => ({ move: m, o: offer(c.view, c.seat, m.item) }))
    .sort((a, b) => byUse(a.o, b.o));
  const card = ({ move, o }: (typeof offers)[number]) => html`<li class="offer" data-item=${o.item}
      @mouseenter=${() => c.pointAt(o.share !== undefined ? o.item : null)} @mouseleave=${() => c.pointAt(null)}>
    <div class="offer-head"><strong>${o.title}</strong><span class="num">${dollars(o.price)}</span></div>
    <p class="facts">${
      o.share !== undefined
        ? html`<span class="num">${(o.share * 100).toFixed(1)}%</span> of destinations · ${o.added!.length ? `adds ${plural(o.added!.length, "city", "cities")}: ${o.added!.join(", ")}` : "adds no city you lack"}`
        : o.effect
    }</p>
    <button class="btn small" type="button" ?disabled=${c.busy} aria-label="Buy ${o.title} for ${dollars(o.price)}"
      @focus=${() => c.pointAt(o.share !== undefined ? o.item : null)} @blur=${() => c.pointAt(null)} @click=${() => c.play(move, { label: `Buy ${o.title} for ${dollars(o.price)}`, costly: true })}>Buy</button>
  </li>`;
  const more = offers.slice(FIRST_OFFERS);
  return html`<section class="panel" data-panel="purchase" aria-labelledby="purchase-title">
    <h3 id="purchase-title">Buy a railroad or a train?</h3>
    <p data-purchase-cash>You have ${dollars(p.cash)}${payoff ? html`, with the ${dollars(payoff)} your trip just paid` : ""}.</p>
    <button class="btn quiet" type="button" data-pass ?disabled=${c.busy} @click=${() => c.play({ type: "pass" })}>Buy nothing</button>
    <p class="facts" data-fee-rule>${feeRule(c.view, c.seat, c.name)} Share: how often a destination roll lands on a city the railroad serves.</p>
    <ul class="offers">${offers.slice(0, FIRST_OFFERS).map(card)}</ul>
    ${
      more.length
        ? html`<details class="more-offers" data-more-offers><summary>${plural(more.length, "more offer")}, by the cities they add</summary>
          <ul class="offers">${more.map(card)}</ul></details>`
        : nothing
    }
  </section>`;
}

/** The purchase panel's styles (loaded with it; the sheet adopts them). */
export const styles = css`
  .offers {
    list-style: none;
    margin: 0 0 0.5rem;
    padding: 0;
    display: grid;
    gap: 0.5rem;
  }
  .offer {
    border: 1px solid var(--bx-line);
    border-radius: 10px;
    padding: 0.6rem 0.8rem;
  }
  .more-offers summary {
    cursor: pointer;
    min-height: 44px;
    display: flex;
    align-items: center;
    font-weight: 600;
  }
  .offer-head {
    display: flex;
    justify-content: space-between;
    gap: 0.5rem;
  }
  .facts {
    margin: 0.2rem 0 0.4rem;
    color: var(--bx-ink-soft);
    font-size: 0.9rem;
  }
`;
