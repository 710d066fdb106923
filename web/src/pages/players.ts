/**
 * `/players/<fingerprint>`: a player key's page: its chosen name, per game its results and rating,
 * and its finished games, newest first, paged. The key's holder (this browser holds the key) sets the
 * name and whether the page is listed, signed with the key. `/players`: this browser's own key.
 */
import { LitElement, css, html, nothing } from "lit";
import { customElement, property, state } from "lit/decorators.js";
import type { PlayerPage } from "#wire";
import { ApiError, request } from "../api";
import { base } from "../sheet/styles";
import { fingerprint, signedProfile, storedKey, type KeptKey } from "../player-key";
import { perMove } from "../time";
import "../ui/key-panel";
import { playerName, tableStyles } from "../ui/player-tables";

const ordinal = (n: number) =>
  `${n}${n % 10 === 1 && n % 100 !== 11 ? "st" : n % 10 === 2 && n % 100 !== 12 ? "nd" : n % 10 === 3 && n % 100 !== 13 ? "rd" : "th"}`;

@customElement("bx-players")
export class BxPlayers extends LitElement {
  static styles = [
    base,
    tableStyles,
    css`
      .cards {
        display: grid;
        grid-template-columns: minmax(0, 1fr);
        gap: 1rem;
      }
      th,
      td {
        font-size: 0.92rem;
      }
      .mono {
        font-family: var(--bx-mono);
        overflow-wrap: anywhere;
      }
      .provisional {
        color: var(--bx-ink-soft);
      }
    `,
  ];

  /** The fingerprint from the path (undefined for `/players`). */
  @property() gameId?: string;
  @state() private page: PlayerPage | null = null;
  @state() private missing = false;
  @state() private error: string | null = null;
  @state() private mine: KeptKey | null = null;
  @state() private loaded = false;
  @state() private name = "";
  @state() private listed = false;
  @state() private saved: string | null = null;

  connectedCallback(): void {
    super.connectedCallback();
    document.title = "Player · Boxcars";
    void this.load();
  }

  private async load() {
    this.mine = await storedKey();
    const fp = this.gameId || (this.mine ? fingerprint(this.mine) : null);
    if (fp) {
      try {
        this.page = await request<PlayerPage>("GET", `/api/players/${encodeURIComponent(fp)}`);
        this.name = this.page.name ?? "";
        this.listed = this.page.listed;
        document.title = `${playerName(fp, this.page.name)} · Boxcars`;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) this.missing = true;
        else this.error = (error as Error).message;
      }
    }
    this.loaded = true;
  }

  private async more() {
    const page = this.page;
    if (!page?.next) return;
    const next = await request<PlayerPage>(
      "GET",
      `/api/players/${page.fingerprint}?before=${encodeURIComponent(page.next)}`,
    );
    this.page = { ...page, games: [...page.games, ...next.games], next: next.next };
  }

  private async saveSettings(event: SubmitEvent) {
    event.preventDefault();
    if (!this.mine) return;
    this.saved = null;
    try {
      const body = await signedProfile(this.mine, this.name.trim() || null, this.listed);
      await request("PUT", `/api/players/${fingerprint(this.mine)}`, { body });
      this.saved = "Saved.";
      if (this.page) this.page = { ...this.page, name: body.name, listed: body.listed };
    } catch (error) {
      this.saved = (error as Error).message;
    }
  }

  private fp(): string | null {
    return this.gameId || (this.mine ? fingerprint(this.mine) : null);
  }

  render() {
    if (!this.loaded) return html`<p class="card" aria-busy="true">Loading…</p>`;
    const fp = this.fp();
    const own = Boolean(this.mine && fp === fingerprint(this.mine));
    const page = this.page;
    return html`<div class="cards">
      <section class="card" aria-labelledby="player-title">
        <p class="eyebrow">Player</p>
        <h1 id="player-title">${fp ? playerName(fp, page?.name) : "Your player page"}</h1>
        ${fp ? html`<p>Key fingerprint <span class="mono" data-fingerprint>${fp}</span>${own ? " (this browser's key)" : ""}</p>` : nothing}
        ${this.error ? html`<p class="notice" role="alert">${this.error}</p>` : nothing}
        ${this.missing ? html`<p>No finished games for this key yet.</p>` : nothing}
        ${page ? html`<p class="muted small">${page.listed ? "Listed on the leaderboards." : "Not listed: reachable by its link only."}</p>` : nothing}
      </section>
      ${page?.ratings.length ? this.ratings(page) : nothing}
      ${page?.stats.length ? this.stats(page) : nothing}
      ${page?.games.length ? this.games(page) : nothing}
      ${own ? this.settings() : nothing}
      ${!this.gameId || own ? html`<bx-key-panel .key=${this.mine} @key-changed=${() => location.assign("/players")}></bx-key-panel>` : nothing}
    </div>`;
  }

  private ratings(page: PlayerPage) {
    return html`<section class="card" aria-labelledby="ratings-title">
      <h2 id="ratings-title">Ratings</h2>
      <div class="table-wrap" tabindex="0" role="region" aria-labelledby="ratings-title"><table>
        <thead><tr><th scope="col">Game</th><th scope="col">Rating</th><th scope="col">Deviation</th><th scope="col">Rated games</th></tr></thead>
        <tbody>${page.ratings.map(
          (r) => html`<tr data-rating=${r.pool}>
            <td><a href=${`/ratings/${r.pool.split("/")[0]}${r.pool.includes("/") ? `?board=${r.pool.split("/")[1]}` : ""}`}>${r.title}</a></td>
            <td>${Math.round(r.rating)}${r.provisional ? html` <span class="provisional">(provisional)</span>` : nothing}</td>
            <td>±${Math.round(r.rd)}</td><td>${r.games}</td></tr>`,
        )}</tbody>
      </table></div>
    </section>`;
  }

  private stats(page: PlayerPage) {
    return html`<section class="card" aria-labelledby="stats-title">
      <h2 id="stats-title">Results by game</h2>
      <div class="table-wrap" tabindex="0" role="region" aria-labelledby="stats-title"><table>
        <thead><tr><th scope="col">Game</th><th scope="col">Played</th><th scope="col">Wins</th><th scope="col">Average place</th><th scope="col">Best</th><th scope="col">Recent places</th><th scope="col">Time per move</th></tr></thead>
        <tbody>${page.stats.map(
          (s) => html`<tr>
            <td>${s.title}${s.variant ? ` (${s.variant})` : ""}</td><td>${s.played}</td><td>${s.wins}</td>
            <td>${s.averagePlace}</td><td>${ordinal(s.bestPlace)} · ${s.bestScore}</td><td>${s.recent.map(ordinal).join(", ")}</td>
            <td data-per-move>${s.msPerMove === null ? "–" : perMove(s.msPerMove)}</td></tr>`,
        )}</tbody>
      </table></div>
    </section>`;
  }

  private games(page: PlayerPage) {
    return html`<section class="card" aria-labelledby="games-title">
      <h2 id="games-title">Finished games</h2>
      <ul>${page.games.map(
        (
          g,
        ) => html`<li data-game=${g.id}><a href=${`/watch/${g.id}`}>${g.title}</a>, ${new Date(g.endedAt).toLocaleDateString()}:
          ${ordinal(g.place)} of ${g.players} as ${g.name}, ${g.score}${g.rated ? " · rated" : ""}${
            g.msPerMove === null ? "" : ` · ${perMove(g.msPerMove)} a move`
          }</li>`,
      )}</ul>
      ${page.next ? html`<button class="btn quiet small" type="button" @click=${this.more}>Older games</button>` : nothing}
    </section>`;
  }

  private settings() {
    return html`<form class="card" aria-labelledby="settings-title" @submit=${this.saveSettings}>
      <h2 id="settings-title">Your page</h2>
      <div class="field">
        <label for="display-name">Display name</label>
        <input id="display-name" maxlength="40" .value=${this.name} @input=${(e: Event) => (this.name = (e.target as HTMLInputElement).value)} />
      </div>
      <label class="check"><input type="checkbox" name="listed" .checked=${this.listed}
        @change=${(e: Event) => (this.listed = (e.target as HTMLInputElement).checked)} />
        List me on the leaderboards (otherwise this page is reachable only by its link)</label>
      <button class="btn" type="submit">Save, signed with my key</button>
      ${this.saved ? html`<p role="status">${this.saved}</p>` : nothing}
    </form>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "bx-players": BxPlayers;
  }
}
