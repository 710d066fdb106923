/**
 * `<bx-notify-panel>`: the "Notify me" button, for the seat's owner only (it needs the seat's token).
 * The dialog behind it (notify-dialog.ts: push, email, webhooks, deliveries) is most of the code and
 * few players open it, so it loads on the first press.
 */
import { LitElement, css, html, nothing } from "lit";
import { customElement, property, state } from "lit/decorators.js";
import type { BxNotifyDialog } from "./notify-dialog";
import { base } from "./styles";

@customElement("bx-notify-panel")
export class BxNotifyPanel extends LitElement {
  static styles = [
    base,
    css`
      :host {
        display: inline-block;
      }
      .bell {
        width: 1.05rem;
        height: 1.05rem;
      }
    `,
  ];

  @property() gameId = "";
  @property({ attribute: false }) token: string | null = null;
  @state() private loaded = false;

  private async open() {
    await import("./notify-dialog");
    this.loaded = true;
    await this.updateComplete;
    const dialog = this.renderRoot.querySelector<BxNotifyDialog>("bx-notify-dialog")!;
    await dialog.updateComplete;
    await dialog.open();
  }

  render() {
    return html`
      <button class="btn quiet small" type="button" aria-haspopup="dialog" @click=${this.open} ?disabled=${!this.token}>
        <svg class="bell" viewBox="0 0 16 16" aria-hidden="true"><path d="M8 1.8a4 4 0 0 0-4 4v2.6L2.6 11h10.8L12 8.4V5.8a4 4 0 0 0-4-4Zm-1.6 10.6a1.6 1.6 0 0 0 3.2 0" fill="none" stroke="currentColor" stroke-width="1.4" stroke-linejoin="round" /></svg>
        Notify me
      </button>
      ${this.loaded ? html`<bx-notify-dialog .gameId=${this.gameId} .token=${this.token}></bx-notify-dialog>` : nothing}
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "bx-notify-panel": BxNotifyPanel;
  }
}
