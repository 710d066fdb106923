/**
 * `<bx-record-links>`: a game's record, three ways: replay it, download it (format
 * boxcars-record/2), verify it. `omit` leaves out the link to the page it is on.
 */
import { LitElement, css, html, nothing } from "lit";
import { customElement, property } from "lit/decorators.js";
import { base } from "../sheet/styles";

export const recordUrl = (id: string) => `/api/games/${encodeURIComponent(id)}/record`;

@customElement("bx-record-links")
export class BxRecordLinks extends LitElement {
  static styles = [
    base,
    css`
      nav {
        display: flex;
        flex-wrap: wrap;
        gap: 0.25rem 1.1rem;
        font-size: 0.92rem;
        font-weight: 600;
      }
      a {
        display: inline-flex;
        align-items: center;
        min-height: 36px;
      }
    `,
  ];

  @property({ attribute: "game-id" }) gameId = "";
  @property() omit: "replay" | "verify" | "" = "";

  render() {
    if (!this.gameId) return nothing;
    const id = encodeURIComponent(this.gameId);
    return html`<nav aria-label="Game record">
      ${this.omit === "replay" ? nothing : html`<a href=${`/replay/${id}`}>Replay</a>`}
      <a href=${recordUrl(this.gameId)} download=${`boxcars-${this.gameId}.json`} data-download>Download record (JSON)</a>
      ${this.omit === "verify" ? nothing : html`<a href=${`/verify/${id}`}>Verify</a>`}
      <a href="/fairness">How the dice are fair</a>
    </nav>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "bx-record-links": BxRecordLinks;
  }
}
