/** Everyone at a glance: the players' table (money, railroads, train, declared). */
import { html, nothing, type TemplateResult } from "lit";
import { boardOf } from "#games/boxcars-rails/client";
import { BANK_FEE, HIGH_PLAYER_FEE, PLAYER_FEE } from "#games/boxcars-rails/client";
import type { Player, RailsView } from "#games/boxcars-rails/client";
import { seatColour } from "./marks";
import { cityName } from "./words";

const trainWords = (p: Player) => (p.superChief ? "Super Chief" : p.express ? "Express" : "Freight");

export function playersTable(
  view: RailsView,
  you: number | null,
  name: (seat: number) => string,
  pointAt: (rr: string | null) => void,
): TemplateResult {
  const rate = view.highFees ? HIGH_PLAYER_FEE : PLAYER_FEE;
  const board = boardOf(view.options),
    dollars = board.money;
  return html`<section class="card players" aria-labelledby="players-title" data-players>
    <h3 id="players-title">Players</h3>
    <p class="rates">Fees a turn: ${dollars(BANK_FEE)} to the bank, ${dollars(rate)} to a player${view.highFees ? " (every railroad has been sold)" : ""}.</p>
    <div class="scroll"><table>
      <thead><tr><th scope="col">Player</th><th scope="col" class="num">Cash</th><th scope="col">Railroads</th><th scope="col">Train</th><th scope="col" class="home">Home</th></tr></thead>
      <tbody>${view.players.map(
        (
          p,
          s,
        ) => html`<tr class=${s === view.turn.seat && view.phase === "play" ? "active" : ""} data-seat=${s}>
        <th scope="row"><i class="swatch" style="background:${seatColour(s)}"></i>${name(s)}${s === you ? " (you)" : ""}
          ${p.declared ? html`<span class="pill declared">declared</span>` : nothing}${p.out !== null ? html`<span class="pill">out</span>` : nothing}
          ${p.announced && board.announceCash !== null ? html`<span class="pill" data-announced>reached ${dollars(board.announceCash)}</span>` : nothing}</th>
        <td class="num">${dollars(p.cash)}${p.loan ? html`<br /><small>owes ${dollars(p.loan)}</small>` : nothing}</td>
        <td class="rrs">${view.owners
          .flatMap((o, r) => (o === s ? [board.railroads[r].id] : []))
          .map(
            (id) => html`<button type="button" class="rr-chip"
            @mouseenter=${() => pointAt(id)} @mouseleave=${() => pointAt(null)} @focus=${() => pointAt(id)} @blur=${() => pointAt(null)}>${id}</button>`,
          )}</td>
        <td>${trainWords(p)}</td>
        <td class="home">${cityName(board, p.home)}</td>
      </tr>`,
      )}</tbody>
    </table></div>
  </section>`;
}
