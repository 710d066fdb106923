/**
 * `/answer/<id>#seat.version.cap.choice.label`: a one-tap answer from an email (room/one-tap.ts). The
 * page only asks: opening it (a mail scanner does) changes nothing; "Send" posts the answer, which
 * the server plays once, for that seat, decision and version only. The fragment never reaches a
 * server log; the page sends nothing but the answer itself.
 */
import { LitElement, html, nothing } from "lit";
import { customElement, property, state } from "lit/decorators.js";
import { request } from "../api";
import { base } from "../sheet/styles";

@customElement("bx-answer")
export class BxAnswer extends LitElement {
  static styles = base;

  @property() gameId = "";
  @state() private done: string | null = null;
  @state() private refused: string | null = null;
  #parts = location.hash.slice(1).split(".");

  connectedCallback(): void {
    super.connectedCallback();
    document.title = "Answer · Boxcars";
  }

  private async send() {
    const [seat, version, cap, choice] = this.#parts;
    try {
      const answer = await request<{ answered: string }>(
        "POST",
        `/api/games/${encodeURIComponent(this.gameId)}/answer`,
        {
          body: { seat: Number(seat), version: Number(version), cap, choice: Number(choice) },
        },
      );
      this.done = answer.answered;
    } catch (error) {
      this.refused = (error as Error).message;
    }
  }

  render() {
    const label = decodeURIComponent(this.#parts[4] ?? "");
    const game = html`<a href=${`/play/${encodeURIComponent(this.gameId)}`}>Open the game</a>`;
    if (this.#parts.length < 5 || !label)
      return html`<h1>Answer</h1><p>This answer link is incomplete.</p>${game}`;
    return html`<h1>Your answer: ${label}</h1>
      ${
        this.done
          ? html`<p class="notice good" role="status" data-answered>Sent: ${this.done}.</p>`
          : this.refused
            ? html`<p class="notice" role="alert" data-refused>${this.refused}</p>`
            : html`<p>Send “${label}” as your move in game ${this.gameId}? It counts only if the game has not changed since the message.</p>
              <p><button class="btn" type="button" @click=${this.send} data-answer-send>Send ${label}</button></p>`
      }
      ${this.done || this.refused ? game : nothing}`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "bx-answer": BxAnswer;
  }
}
