/**
 * The decision panels of the rail sheet, one clear panel each: home city, region, declaring, the
 * forced sale (choosing what to sell) and the sealed auction bid (the purchase panel is purchase.ts,
 * the route panel route-panel.ts: each loads only when the viewer has that decision). Each is a template
 * of the sheet's context; the moves it plays are the legal moves the frame gave (a bid of any sum
 * within the rules is the one exception: the rules take any multiple of 500). Money is in the board's currency.
 */
import { css, html, type TemplateResult } from "lit";
import { boardOf } from "#games/boxcars-rails/client";
import type { RailsMove, RailsView } from "#games/boxcars-rails/client";
import type { Arrival } from "./recent";
import { cityName } from "./words";

export interface PanelContext {
  view: RailsView;
  seat: number;
  moves: RailsMove[];
  busy: boolean;
  /** Plays a legal move; `costly` ones (money spent) are held by the frame for a Send. */
  play: (move: RailsMove, how?: { label?: string; costly?: boolean }) => void;
  name: (seat: number) => string;
  /** Point at a railroad on the map (hover or focus), or stop pointing. */
  pointAt: (rr: string | null) => void;
  /** The auction bid typed so far. */
  bid: number | null;
  setBid: (value: number | null) => void;
  /** The arrivals the sheet saw, newest first: the viewer's last one paid what the purchase step shows. */
  arrivals: Arrival[];
}

const byType = <T extends RailsMove["type"]>(moves: RailsMove[], type: T) =>
  moves.filter((m): m is Extract<RailsMove, { type: T }> => m.type === type);

export function homePanel(c: PanelContext): TemplateResult {
  const region = c.view.turn.region;
  return html`<section class="panel" data-panel="home" aria-labelledby="home-title">
    <h3 id="home-title">Choose your home city</h3>
    <p>The roll gave the ${region}. Your train starts there, and you must be back there with the winning cash. Tap a city here or a ringed square on the map.</p>
    <div class="choices">
      ${byType(c.moves, "home").map((m) => html`<button class="btn secondary" type="button" ?disabled=${c.busy} @click=${() => c.play(m)}>${m.city}</button>`)}
    </div>
  </section>`;
}

export function regionPanel(c: PanelContext): TemplateResult {
  return html`<section class="panel" data-panel="region" aria-labelledby="region-title">
    <h3 id="region-title">Choose a region</h3>
    <p>The roll gave the ${c.view.turn.region}, where your train already stands: you may send it to any region. The city is rolled next.</p>
    <div class="choices">
      ${byType(c.moves, "region").map((m) => html`<button class="btn secondary" type="button" ?disabled=${c.busy} @click=${() => c.play(m)}>${m.region}</button>`)}
    </div>
  </section>`;
}

export function declarePanel(c: PanelContext): TemplateResult {
  const p = c.view.players[c.seat];
  const board = boardOf(c.view.options);
  const dollars = board.money;
  const atHome = p.home !== null && board.cities[p.home].dot === p.at;
  return html`<section class="panel" data-panel="declare" aria-labelledby="declare-title">
    <h3 id="declare-title">Declare for home?</h3>
    <p>You have ${dollars(p.cash)}, enough to win. ${
      atHome
        ? "You are at home: declaring wins the game now."
        : html`Declared, your train heads for ${cityName(board, p.home)}; arriving there with ${dollars(c.view.options.winningCash)} wins. A declared train can be caught by another player's train (it then pays ${dollars(50000)}).`
    }</p>
    <div class="choices">
      <button class="btn" type="button" ?disabled=${c.busy} @click=${() => c.play({ type: "declare" })}>${atHome ? "Declare and win" : `Declare for ${cityName(board, p.home)}`}</button>
      <button class="btn quiet" type="button" ?disabled=${c.busy} @click=${() => c.play({ type: "pass" })}>Not yet: roll a destination</button>
    </div>
  </section>`;
}

export function salePanel(c: PanelContext): TemplateResult {
  const dollars = boardOf(c.view.options).money;
  const debts = c.view.debts.filter((d) => d.from === c.seat).reduce((sum, d) => sum + d.amount, 0);
  return html`<section class="panel" data-panel="sell" aria-labelledby="sell-title">
    <h3 id="sell-title">You must sell a railroad</h3>
    <p>You owe ${dollars(debts)} and have ${dollars(c.view.players[c.seat].cash)}. Choose one to put up: the others bid at once, sealed; the bank pays half the price if nobody bids.</p>
    <div class="choices">
      ${byType(c.moves, "sell").map((m) => {
        const r = boardOf(c.view.options).railroads.find((x) => x.id === m.rr)!;
        return html`<button class="btn secondary" type="button" ?disabled=${c.busy} @mouseenter=${() => c.pointAt(m.rr)} @focus=${() => c.pointAt(m.rr)}
          @click=${() => c.play(m, { label: `Sell the ${m.rr}`, costly: true })}>Sell the ${m.rr} (at least ${dollars(r.price / 2)})</button>`;
      })}
    </div>
  </section>`;
}

export function auctionPanel(c: PanelContext): TemplateResult {
  const dollars = boardOf(c.view.options).money;
  const sale = c.view.sale!;
  const r = boardOf(c.view.options).railroads[sale.railroad!];
  // Half the price, up to a multiple of 500 (the rules' lowestBid: half of £14,500 is £7,250, so £7,500).
  const half = Math.ceil(r.price / 2 / 500) * 500;
  const cash = c.view.players[c.seat].cash;
  const quick = byType(c.moves, "bid");
  const typed = c.bid;
  const valid = typed !== null && typed >= half && typed <= cash && typed % 500 === 0;
  return html`<section class="panel" data-panel="auction" aria-labelledby="auction-title">
    <h3 id="auction-title">Auction: the ${r.id} (${r.name})</h3>
    <p>${c.name(sale.seller)} must sell it. Price ${dollars(r.price)}; the lowest bid is ${dollars(half)} (half the price, in multiples of ${dollars(500)}). Bids are sealed: the highest wins and pays ${dollars(500)} over the second (never more than it bid).</p>
    <form class="bid" @submit=${(e: Event) => {
      e.preventDefault();
      if (valid)
        c.play({ type: "bid", max: typed! }, { label: `Bid up to ${dollars(typed!)}`, costly: true });
    }}>
      <label for="bid-input">Your highest bid (multiples of ${dollars(500)}, up to your ${dollars(cash)})</label>
      <div class="bid-row">
        <input id="bid-input" type="number" inputmode="numeric" min=${half} max=${cash} step="500" .value=${typed === null ? "" : String(typed)}
          @input=${(e: Event) => c.setBid((e.target as HTMLInputElement).value === "" ? null : Number((e.target as HTMLInputElement).value))} />
        <button class="btn" type="submit" ?disabled=${c.busy || !valid}>Bid</button>
      </div>
    </form>
    <div class="choices">
      ${quick.map((m) => html`<button class="btn secondary small" type="button" ?disabled=${c.busy} @click=${() => c.play(m, { label: `Bid up to ${dollars(m.max)}`, costly: true })}>Bid ${dollars(m.max)}</button>`)}
      <button class="btn quiet" type="button" ?disabled=${c.busy} @click=${() => c.play({ type: "pass" })}>Pass</button>
    </div>
  </section>`;
}

/** The panels' styles (loaded with them; the sheet adopts them). */
export const styles = css`
  .bid-row {
    display: flex;
    gap: 0.5rem;
    margin: 0.3rem 0 0.6rem;
  }
  .bid-row input {
    flex: 1;
    min-width: 0;
  }
`;
