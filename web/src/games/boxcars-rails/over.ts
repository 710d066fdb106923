/** The game-over card: every player's net worth, payoffs, fees paid and received, trips and turns. Loaded only once a game has ended. */
import { html, type TemplateResult } from "lit";
import { netWorth } from "#games/boxcars-rails/client";
import type { RailsView } from "#games/boxcars-rails/client";
import { seatColour } from "./marks";
import { boardOf } from "#games/boxcars-rails/client";

export function gameOver(view: RailsView, name: (seat: number) => string): TemplateResult {
  const dollars = boardOf(view.options).money;
  // Who won and why is said once, above the sheet (the frame's game-over panel, with ending.ts): here the figures.
  // In the standings' order: the winner, the others still in by net worth, then those who left, the last out first.
  const rank = (s: number) =>
    s === view.winner ? Infinity : (view.players[s].out ?? view.players.length + 1);
  const order = view.players
    .map((_, s) => s)
    .sort((a, b) => rank(b) - rank(a) || netWorth(view, b) - netWorth(view, a));
  return html`<section class="card over" aria-labelledby="over-title" data-rails-over>
    <h3 id="over-title">The game in figures</h3>
    <div class="scroll" tabindex="0" role="region" aria-labelledby="over-title"><table>
      <thead><tr><th scope="col">Player</th><th scope="col" class="num">Net worth</th><th scope="col" class="num">Payoffs</th><th scope="col" class="num">Fees paid</th><th scope="col" class="num">Fees received</th><th scope="col" class="num">Trips</th><th scope="col" class="num">Turns</th></tr></thead>
      <tbody>${order.map((s) => {
        const p = view.players[s];
        return html`<tr><th scope="row"><i class="swatch" style="background:${seatColour(s)}"></i>${name(s)}</th>
          <td class="num">${dollars(netWorth(view, s))}</td><td class="num">${dollars(p.payoffs)}</td><td class="num">${dollars(p.fees)}</td><td class="num">${dollars(p.received ?? 0)}</td>
          <td class="num">${p.trips}</td><td class="num">${p.turns}</td></tr>`;
      })}</tbody>
    </table></div>
  </section>`;
}
