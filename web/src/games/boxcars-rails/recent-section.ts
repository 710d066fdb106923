/** The card of "since your last move" and the arrivals seen (payoff, fees, the chart's cell): loaded only when there is something to show. */
import { css, html, nothing, type TemplateResult } from "lit";
import { seatColour } from "./marks";
import type { Arrival, PastRoute } from "./recent";
import type { Board } from "#games/boxcars-rails/client";
import { amount, cityName, dotWords, plural } from "./words";

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** `player`: the viewer has a seat (its routes are "since your last move"; a watcher sees the latest ones). */
export function recentSection(
  board: Board,
  routes: PastRoute[],
  arrivals: Arrival[],
  shown: number | null,
  name: (seat: number) => string,
  show: (n: number | null) => void,
  player: boolean,
): TemplateResult | typeof nothing {
  if (routes.length === 0 && arrivals.length === 0) return nothing;
  return html`<section class="card recent-routes" aria-labelledby="since-title" data-since-routes>
    ${
      arrivals.length
        ? html`<h3>Arrivals</h3><ul class="arrivals">${arrivals.map(
            (a) => html`<li data-arrival>
      <i class="swatch" style="background:${seatColour(a.seat)}"></i><strong>${capital(name(a.seat))}</strong> reached ${cityName(board, a.to)} from ${cityName(board, a.from)}:
      payoff ${board.money(a.payoff)} <span class="cell">(chart: ${cityName(board, a.from)} × ${cityName(board, a.to)} = ${amount(a.payoff)})</span>${a.fees ? `, fees paid ${board.money(a.fees)}` : ""}.</li>`,
          )}</ul>`
        : nothing
    }
    ${
      routes.length
        ? html`<h3 id="since-title">${player ? "Since your last move" : "The latest routes"}</h3>
      <ul class="past">${routes.map(
        (
          r,
        ) => html`<li><button type="button" class="past-route ${shown === r.n ? "on" : ""}" aria-pressed=${shown === r.n ? "true" : "false"}
          @click=${() => show(shown === r.n ? null : r.n)} @mouseenter=${() => show(r.n)} @focus=${() => show(r.n)}>
        <i class="swatch" style="background:${seatColour(r.seat)}"></i>${capital(name(r.seat))}${r.by === "bot" ? " (bot)" : r.by === "order" ? " (autopilot)" : ""}:
        ${plural(r.count, "step")} to ${dotWords(board, r.end)}</button></li>`,
      )}</ul>`
        : nothing
    }
  </section>`;
}

/** The card's styles (loaded with it; the sheet adopts them). */
export const styles = css`
  .past,
  .arrivals {
    list-style: none;
    margin: 0 0 0.5rem;
    padding: 0;
    display: grid;
    gap: 0.5rem;
  }
  .past-route {
    appearance: none;
    width: 100%;
    text-align: left;
    min-height: 44px;
    padding: 0.4rem 0.6rem;
    border: 1px solid var(--bx-line);
    border-radius: 8px;
    background: var(--bx-surface);
    color: var(--bx-ink);
    font: inherit;
    cursor: pointer;
  }
  .past-route.on {
    border-color: var(--bx-accent);
  }
  .cell {
    color: var(--bx-ink-soft);
    font-size: 0.9rem;
  }
`;
