/**
 * `<bx-notes-panel>`: the seat's private notes on its game (issue #37), loaded when the seat opens
 * "My notes" (seat-actions.ts). Read and saved with the seat's own token (`GET/PUT /notes`): nobody
 * else ever sees them, they are not in the record, and they go with the game's room.
 */
import { LitElement, css, html, nothing } from "lit";
import { customElement, property, state } from "lit/decorators.js";
import { seatApi } from "../seat-api";
import { base } from "../sheet/styles";

@customElement("bx-notes-panel")
export class BxNotesPanel extends LitElement {
  static styles = [
    base,
    css`
      textarea {
        width: 100%;
        box-sizing: border-box;
        min-height: 7rem;
        font: inherit;
        padding: 0.5rem;
        border: 1px solid var(--bx-line);
        border-radius: var(--bx-radius);
        background: var(--bx-surface);
        color: var(--bx-ink);
      }
      .row {
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        gap: 0.5rem;
        margin: 0.4rem 0 0.6rem;
      }
    `,
  ];

  @property() gameId = "";
  @property({ attribute: false }) token: string | null = null;
  @state() private text: string | null = null;
  @state() private said = "";

  async connectedCallback() {
    super.connectedCallback();
    try {
      this.text = (await seatApi.notes(this.gameId, this.token!)).text;
    } catch (error) {
      this.said = (error as Error).message;
    }
  }

  private async save() {
    const area = this.renderRoot.querySelector("textarea")!;
    try {
      const saved = await seatApi.saveNotes(this.gameId, this.token!, area.value);
      this.text = saved.text;
      this.said = saved.at ? "Saved." : "Notes cleared.";
    } catch (error) {
      this.said = (error as Error).message;
    }
  }

  render() {
    return html`
      <p class="muted small">Only you see these, on this seat's link; they go when the game is archived.</p>
      ${
        this.text === null
          ? nothing
          : html`<label class="visually-hidden" for="notes">My notes</label>
        <textarea id="notes" maxlength="4000" .value=${this.text} data-notes-text></textarea>
        <div class="row">
          <button class="btn small" type="button" @click=${this.save} data-notes-save>Save notes</button>
          <span role="status">${this.said}</span>
        </div>`
      }
      ${this.text === null && this.said ? html`<p class="notice" role="alert">${this.said}</p>` : nothing}
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "bx-notes-panel": BxNotesPanel;
  }
}
