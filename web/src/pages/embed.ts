/**
 * `/embed/:id`: the page other sites frame (what /oembed returns): the blog widget alone, with no
 * site header or footer, on a transparent page, following the game live.
 */
import { LitElement, css, html } from "lit";
import { customElement, property } from "lit/decorators.js";
import "../embed/boxcars-game";

@customElement("bx-embed")
export class BxEmbed extends LitElement {
  static styles = css`
    :host {
      display: block;
      padding: 2px;
    }
  `;

  @property() gameId = "";

  connectedCallback(): void {
    super.connectedCallback();
    document.title = "Boxcars";
    document.body.style.background = "transparent";
    document.body.style.minHeight = "0";
  }

  render() {
    const theme = new URLSearchParams(location.search).get("theme");
    return html`<boxcars-game game=${this.gameId} host=${location.origin}
      theme=${theme === "light" || theme === "dark" ? theme : ""}></boxcars-game>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "bx-embed": BxEmbed;
  }
}
