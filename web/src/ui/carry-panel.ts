/**
 * `<bx-carry-panel>`: "Use your games on another device": the carry link (carry.ts) to copy, and the
 * same link as a QR code to scan with the other device's camera. The QR library loads with this panel
 * only, when the player asks for it.
 */
import { LitElement, css, html, nothing } from "lit";
import { customElement, state } from "lit/decorators.js";
import { unsafeSVG } from "lit/directives/unsafe-svg.js";
import { renderSVG } from "uqr";
import { carryLink } from "../carry";
import { copyText } from "../clipboard";
import { base } from "../sheet/styles";

@customElement("bx-carry-panel")
export class BxCarryPanel extends LitElement {
  static styles = [
    base,
    css`
      .qr {
        width: min(16rem, 100%);
        background: #fff;
        padding: 0.5rem;
        border-radius: var(--bx-radius);
      }
      .qr svg {
        display: block;
        width: 100%;
        height: auto;
      }
      .row {
        display: flex;
        flex-wrap: wrap;
        gap: 0.5rem;
        align-items: center;
      }
      input {
        flex: 1 1 12rem;
        min-width: 0;
      }
    `,
  ];

  @state() private link = carryLink(location.origin);
  @state() private copied = false;

  connectedCallback(): void {
    super.connectedCallback();
    void import("../player-key").then(async (k) => {
      const key = await k.storedKey();
      if (key) this.link = carryLink(location.origin, k.phraseOf(key));
    });
  }

  private async copy() {
    this.copied = await copyText(this.link.url);
  }

  render() {
    const { url, games } = this.link;
    return html`<div class="card" data-carry>
      <h3>Your ${games} game${games === 1 ? "" : "s"} on another device</h3>
      <p>Open this link once on your other phone or computer (or scan the code with its camera): it adds these seats
        and your player key there, and both devices play them as the same player. The keys travel in the part of the link after <code>#</code>, which no server
        sees. <strong>Anyone with this link can play your seats: keep it to yourself.</strong></p>
      <div class="row">
        <label class="visually-hidden" for="carry-url">Carry link</label>
        <input id="carry-url" class="mono" readonly .value=${url} data-carry-url />
        <button class="btn small" type="button" @click=${this.copy}>Copy the link</button>
        ${this.copied ? html`<span role="status">Copied.</span>` : nothing}
      </div>
      <div class="qr" role="img" aria-label="QR code of the carry link" data-carry-qr>${unsafeSVG(renderSVG(url, { border: 1 }))}</div>
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "bx-carry-panel": BxCarryPanel;
  }
}
