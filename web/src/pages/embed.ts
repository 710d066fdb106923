/**
 * `/embed/:id` and `/embed/leagues/:id`: the pages other sites frame (what /oembed returns): the blog
 * widget alone, with no site header or footer, on a transparent page, following the game or league.
 */
import { LitElement, css, html } from "lit";
import { customElement, property } from "lit/decorators.js";
import "../embed/boxcars-game";
import "../embed/boxcars-league";

/** The `?theme=` the framing site asked for. */
function theme(): "light" | "dark" | "" {
  const asked = new URLSearchParams(location.search).get("theme");
  return asked === "light" || asked === "dark" ? asked : "";
}

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
    return html`<boxcars-game game=${this.gameId} host=${location.origin} theme=${theme()}></boxcars-game>`;
  }
}

/** The same page for a league (the path's id is the league's). */
@customElement("bx-embed-league")
export class BxEmbedLeague extends BxEmbed {
  render() {
    return html`<boxcars-league league=${this.gameId} host=${location.origin} theme=${theme()}></boxcars-league>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "bx-embed": BxEmbed;
    "bx-embed-league": BxEmbedLeague;
  }
}
