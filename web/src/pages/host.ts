/**
 * `/host/:id#token`: the host's page: the share panel (links remembered from creation in this
 * browser), who has claimed which seat, "Start now" when enough seats are taken, and the game;
 * during the game, the host's controls (hand a seat to the bot, drop, clock, abort).
 */
import { LitElement, css, html, nothing } from "lit";
import { customElement, property, state } from "lit/decorators.js";
import type { CatalogGame, GameResponse } from "#wire";
import { api } from "../api";
import { GameController } from "../live";
import { siteUrl } from "../nav";
import { storage, takeToken, type StoredLinks } from "../storage";
import { loadWhenSeen } from "../ui/load-when-seen";
import "../ui/game-frame";
import "../ui/host-controls";
import "../ui/share-panel";
import { forkMark } from "../ui/fork-mark";
import { base } from "../sheet/styles";

@customElement("bx-host")
export class BxHost extends LitElement {
  static styles = [
    base,
    css`
      .layout {
        display: grid;
        gap: 1.25rem;
      }
      .seats {
        list-style: none;
        margin: 0 0 1rem;
        padding: 0;
        display: grid;
        gap: 0.4rem;
      }
      .seats li {
        display: flex;
        justify-content: space-between;
        gap: 1rem;
        padding: 0.5rem 0.75rem;
        border-radius: 8px;
        background: var(--bx-surface-2);
      }
      .ok {
        color: var(--bx-green);
        font-weight: 650;
      }
      details summary {
        cursor: pointer;
        font-weight: 650;
        min-height: 44px;
        display: flex;
        align-items: center;
        gap: 0.5rem;
        list-style: none;
      }
      details summary::-webkit-details-marker {
        display: none;
      }
      details summary::before {
        content: "▸";
        transition: transform 120ms;
      }
      details[open] summary::before {
        transform: rotate(90deg);
      }
    `,
  ];

  @property() gameId = "";
  @state() private catalog: CatalogGame[] | null = null;
  private token: string | null = null;
  private links: StoredLinks | null = null;
  private controller?: GameController;

  connectedCallback(): void {
    if (!this.controller) {
      this.token = takeToken("host", this.gameId);
      this.links = storage.links(this.gameId);
      this.controller = new GameController(this, this.gameId, this.token);
      api.catalog().then(
        ({ games }) => (this.catalog = games),
        () => (this.catalog = []),
      );
    }
    super.connectedCallback();
    document.title = "Host · Boxcars";
  }

  private start() {
    const c = this.controller,
      token = this.token;
    if (c && token) void c.act(() => api.start(this.gameId, token));
  }

  private panel() {
    const game = this.controller!.game!;
    const links = this.links;
    const hostUrl =
      links?.hostUrl ?? (this.token ? siteUrl(`/host/${encodeURIComponent(game.id)}#${this.token}`) : null);
    return html`<bx-share-panel
      .seats=${game.seats.map((s) => ({
        seat: s.seat,
        url: links?.seats.find((l) => l.seat === s.seat)?.url ?? null,
        name: s.name,
        claimed: s.claimed,
      }))}
      .spectatorUrl=${links?.spectatorUrl ?? siteUrl(`/watch/${encodeURIComponent(game.id)}`)}
      .hostUrl=${hostUrl}
      .commitment=${game.commitment}
    ></bx-share-panel>`;
  }

  private lobby() {
    const c = this.controller!;
    const game = c.game!;
    const claimed = game.seats.filter((s) => s.claimed).length;
    // A fork keeps every seat of its position: started early, the bot plays the open ones.
    const fork = game.forkedFrom !== undefined;
    const min = fork ? 1 : (this.catalog?.find((g) => g.id === game.game)?.players.min ?? 1);
    const isHost = game.you?.role === "host";
    const canStart =
      isHost && game.status === "open" && claimed >= Math.max(1, min) && claimed < game.seats.length;
    return html`<section class="card" aria-labelledby="seats-title">
      <p class="eyebrow">${game.title} · <span class="id">game ${game.id}</span></p>
      <h1 id="seats-title">${game.status === "open" ? "Waiting at the station" : "Seats"}</h1>
      ${fork ? html`<p class="muted small">${forkMark(game.forkedFrom)}.</p>` : nothing}
      ${isHost || game.status !== "open" ? nothing : html`<p class="notice" role="alert">This browser has no valid host key for this game, so it cannot start it.</p>`}
      <ul class="seats" data-seat-status>
        ${game.seats.map(
          (s) => html`<li><span>Seat ${s.seat + 1}</span>
            ${s.claimed ? html`<span class="ok">✓ ${s.name}</span>` : html`<span class="muted">${game.status === "open" ? "waiting" : "left empty"}</span>`}</li>`,
        )}
      </ul>
      ${
        game.status === "open"
          ? html`<p class="muted small">${claimed} of ${game.seats.length} seats claimed. The game starts by itself when every seat is
            claimed${min > 1 ? html`; you may start it early once ${min} are` : ""}. ${fork ? "When you start early, the bot plays the unclaimed seats." : "Unclaimed seats are dropped when you start early."}</p>`
          : nothing
      }
      ${c.notice ? html`<p class="notice" role="alert">${c.notice}</p>` : nothing}
      ${canStart ? html`<button class="btn" type="button" ?disabled=${c.busy} @click=${this.start}>${fork ? "Start now, the bot in the open seats" : `Start now with ${claimed} ${claimed === 1 ? "player" : "players"}`}</button>` : nothing}
      ${
        game.status !== "open"
          ? html`<p><a href=${`/watch/${encodeURIComponent(game.id)}`}>Spectator view</a>${
              game.status === "finished"
                ? html` · <a href=${`/verify/${encodeURIComponent(game.id)}`}>Verify the game</a>`
                : nothing
            }</p>`
          : nothing
      }
    </section>`;
  }

  protected updated(): void {
    loadWhenSeen(this.renderRoot, "bx-chat-panel", () => import("../ui/chat-panel"));
  }

  render() {
    const c = this.controller!;
    const game = c.game;
    if (!game) {
      if (c.error) {
        return html`<div class="card" role="alert"><h1>${c.error.status === 404 ? "No such game" : "Cannot load the game"}</h1>
          <p>${c.error.message}</p>${
            c.error.status === 404
              ? html`<a class="btn" href="/">Go to the yard</a>`
              : html`<button class="btn" @click=${() => c.refresh()}>Try again</button>`
          }</div>`;
      }
      return html`<p class="muted" aria-busy="true">Loading the game…</p>`;
    }
    return html`<div class="layout">
      ${this.lobby()}
      <bx-host-controls .game=${game} .token=${this.token} @game=${(e: CustomEvent<GameResponse>) => c.accept(e.detail)}></bx-host-controls>
      ${
        game.status === "open"
          ? html`<section class="card" aria-labelledby="links-title"><h2 id="links-title">Links to send</h2>${this.panel()}</section>`
          : html`<bx-game-frame .game=${game} .live=${c.live} .token=${this.token} readonly>
            <bx-chat-panel slot="talk" .gameId=${game.id} .token=${this.token} .latest=${c.chat} .version=${game.version} ?closed=${game.status === "finished"}></bx-chat-panel>
          </bx-game-frame>
            <details class="card"><summary>Invite, spectator and host links</summary>${this.panel()}</details>`
      }
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "bx-host": BxHost;
  }
}
