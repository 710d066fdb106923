/** `/ratings/<game>` (`?board=` for the rail game's boards): the leaderboard of listed players with settled ratings. */
import { LitElement, html, nothing } from "lit";
import { customElement, property, state } from "lit/decorators.js";
import type { Leaderboard } from "#wire";
import { request } from "../api";
import { base } from "../sheet/styles";
import { playerName, tableStyles } from "../ui/player-tables";

@customElement("bx-ratings")
export class BxRatings extends LitElement {
  static styles = [base, tableStyles];

  /** The game id from the path. */
  @property() gameId?: string;
  @state() private board: Leaderboard | null = null;
  @state() private error: string | null = null;

  connectedCallback(): void {
    super.connectedCallback();
    document.title = "Ratings · Boxcars";
    const board = new URLSearchParams(location.search).get("board");
    request<Leaderboard>(
      "GET",
      `/api/ratings/${encodeURIComponent(this.gameId ?? "")}${board ? `?board=${encodeURIComponent(board)}` : ""}`,
    )
      .then((b) => {
        this.board = b;
        document.title = `${b.title} ratings · Boxcars`;
      })
      .catch((e: Error) => (this.error = e.message));
  }

  render() {
    const b = this.board;
    if (this.error) return html`<p class="card notice" role="alert">${this.error}</p>`;
    if (!b) return html`<p class="card" aria-busy="true">Loading…</p>`;
    return html`<section class="card" aria-labelledby="board-title">
      <p class="eyebrow">Ratings · ${b.pool}</p>
      <h1 id="board-title">${b.title}</h1>
      <p>Glicko-2 over ${b.counted} rated game${b.counted === 1 ? "" : "s"}. Listed players whose rating has settled
        (deviation under ${b.provisionalRd}) appear here; bots play at ${b.bot.rating} ±${b.bot.rd}.
        <a href="/players">Your player page</a>.</p>
      ${
        b.players.length
          ? html`<div class="table-wrap" tabindex="0" role="region" aria-labelledby="board-title"><table>
            <thead><tr><th scope="col">#</th><th scope="col">Player</th><th scope="col">Rating</th><th scope="col">Deviation</th><th scope="col">Rated games</th></tr></thead>
            <tbody>${b.players.map(
              (p, i) => html`<tr data-player=${p.fingerprint}><td>${i + 1}</td>
                <td><a href=${`/players/${p.fingerprint}`}>${playerName(p.fingerprint, p.name)}</a></td>
                <td>${Math.round(p.rating)}</td><td>±${Math.round(p.rd)}</td><td>${p.games}</td></tr>`,
            )}</tbody>
          </table></div>`
          : html`<p data-empty>No listed player has a settled rating yet.</p>`
      }
      ${
        b.provisional.length
          ? html`<h2>Provisional ratings</h2>
            <p class="muted small">Not ranked until the deviation falls under ${b.provisionalRd}.</p>
            <ul>${b.provisional.map(
              (
                p,
              ) => html`<li data-provisional=${p.fingerprint}><a href=${`/players/${p.fingerprint}`}>${playerName(p.fingerprint, p.name)}</a>:
                ${Math.round(p.rating)} ±${Math.round(p.rd)}, ${p.games} rated game${p.games === 1 ? "" : "s"}</li>`,
            )}</ul>`
          : nothing
      }
    </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "bx-ratings": BxRatings;
  }
}
