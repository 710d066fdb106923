/**
 * `<bx-share-panel>`: the links a host hands out (one per seat, the spectator link, the host link)
 * with Copy buttons, and the commitment published at creation.
 */
import { LitElement, css, html, nothing } from "lit";
import { customElement, property, state } from "lit/decorators.js";
import { copyText } from "../clipboard";
import { base } from "../sheet/styles";

export { copyText };

export interface ShareSeat {
  seat: number;
  url: string | null;
  name?: string | null;
  claimed?: boolean;
  /** A seat the bot plays: no link to send. */
  bot?: boolean;
}

@customElement("bx-share-panel")
export class BxSharePanel extends LitElement {
  static styles = [
    base,
    css`
      ul {
        list-style: none;
        margin: 0;
        padding: 0;
        display: grid;
        gap: 0.85rem;
      }
      li {
        display: grid;
        gap: 0.3rem;
      }
      .label {
        display: flex;
        align-items: baseline;
        justify-content: space-between;
        gap: 0.5rem;
        font-weight: 650;
      }
      .row {
        display: flex;
        gap: 0.45rem;
      }
      .row input {
        flex: 1;
        min-width: 0;
        font-family: var(--bx-mono);
        font-size: 0.85rem;
        background: var(--bx-surface-2);
      }
      .row .btn {
        flex: none;
        min-width: 5.2rem;
      }
      .claimed {
        color: var(--bx-green);
        font-weight: 600;
        font-size: 0.85rem;
      }
      .open {
        color: var(--bx-ink-soft);
        font-size: 0.85rem;
        font-weight: 500;
      }
      a.open {
        color: var(--bx-accent);
        font-weight: 600;
      }
      hr {
        border: 0;
        border-top: 1px dashed var(--bx-line);
        margin: 0.35rem 0;
      }
      .commit {
        margin-top: 1rem;
        font-size: 0.85rem;
        color: var(--bx-ink-soft);
      }
      .status {
        min-height: 1.25rem;
        font-size: 0.85rem;
        color: var(--bx-green);
        margin-top: 0.5rem;
      }
    `,
  ];

  @property({ attribute: false }) seats: ShareSeat[] = [];
  @property() spectatorUrl: string | null = null;
  @property() hostUrl: string | null = null;
  @property() commitment: string | null = null;
  @state() private copied: string | null = null;

  private async copy(text: string, what: string) {
    const ok = await copyText(text);
    this.copied = ok ? `Copied the ${what}.` : `Select the ${what} and copy it by hand.`;
    if (!ok) {
      const input = this.renderRoot.querySelector<HTMLInputElement>(`input[data-text="${CSS.escape(text)}"]`);
      input?.focus();
      input?.select();
    }
  }

  private link(id: string, label: string, url: string | null, what: string, extra: unknown = nothing) {
    return html`
      <li>
        <span class="label"><label for=${id}>${label}</label>${extra}</span>
        ${
          url
            ? html`<div class="row">
              <input id=${id} data-link=${id} data-text=${url} .value=${url} readonly @focus=${(e: FocusEvent) => (e.target as HTMLInputElement).select()} />
              <button class="btn quiet small" type="button" aria-label=${`Copy the ${what}`} @click=${() => this.copy(url, what)}>Copy</button>
            </div>`
            : html`<span class="muted small">Not known in this browser (made elsewhere).</span>`
        }
      </li>
    `;
  }

  render() {
    return html`
      <ul>
        ${this.seats.map((s) =>
          s.bot
            ? html`<li data-bot-seat=${s.seat}><span class="label">Seat ${s.seat + 1}</span> <span class="claimed">Bot: no link needed</span></li>`
            : this.link(
                `seat-${s.seat}`,
                `Seat ${s.seat + 1} invite`,
                s.url,
                `seat ${s.seat + 1} link`,
                s.claimed
                  ? html`<span class="claimed">✓ ${s.name ?? "claimed"}</span>`
                  : s.url
                    ? html`<a class="open" href=${new URL(s.url).pathname + new URL(s.url).hash}
                    aria-label=${`Play it here: seat ${s.seat + 1}, in this browser`}>Play it here</a>`
                    : s.claimed === false
                      ? html`<span class="open">open</span>`
                      : nothing,
              ),
        )}
        <li><hr /></li>
        ${this.link("spectator", "Spectator link", this.spectatorUrl, "spectator link")}
        ${this.link("host", "Your host link (keep it to yourself)", this.hostUrl, "host link")}
      </ul>
      ${
        this.commitment
          ? html`<p class="commit">Commitment (sha256 of the server seed, fixed now, revealed at the end):
            <span class="mono" data-commitment>${this.commitment}</span></p>`
          : nothing
      }
      <p class="status" role="status" aria-live="polite">${this.copied ?? ""}</p>
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "bx-share-panel": BxSharePanel;
  }
}
