/** `/watch/:id`: the spectator page: the same frame and sheet, read-only, live; no token is sent. */
import { LitElement, html } from "lit";
import { customElement, property } from "lit/decorators.js";
import { GameController } from "../live";
import { loadWhenSeen } from "../ui/load-when-seen";
import "../ui/game-frame";
import { base } from "../sheet/styles";

@customElement("bx-watch")
export class BxWatch extends LitElement {
  static styles = base;

  @property() gameId = "";
  private controller?: GameController;

  connectedCallback(): void {
    this.controller ??= new GameController(this, this.gameId, null);
    super.connectedCallback();
    document.title = "Watching · Boxcars";
  }

  protected updated(): void {
    loadWhenSeen(this.renderRoot, "bx-chat-panel", () => import("../ui/chat-panel"));
    const game = this.controller?.game;
    if (game) document.title = `Watching ${game.title} · Boxcars`;
  }

  render() {
    const c = this.controller!;
    if (!c.game) {
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
    return html`<bx-game-frame .game=${c.game} .live=${c.live} readonly>
      <bx-chat-panel slot="talk" .gameId=${c.game.id} .latest=${c.chat} .version=${c.game.version} ?closed=${c.game.status === "finished"}></bx-chat-panel>
    </bx-game-frame>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "bx-watch": BxWatch;
  }
}
