/**
 * What both widgets share: the `host` and `theme` attributes, the server they read from, the box shown
 * while loading (or failing), and the footer's link to the full page.
 */
import { LitElement, html, nothing } from "lit";
import { property } from "lit/decorators.js";
import { widgetStyles } from "./styles";

export abstract class BoxcarsWidget extends LitElement {
  static styles = widgetStyles;

  /** The Boxcars server; defaults to the origin this script was loaded from. */
  @property() host = "";
  /** "light" or "dark"; by default the reader's preference. */
  @property({ reflect: true }) theme: "light" | "dark" | "" = "";

  get origin(): string {
    try {
      return new URL(this.host || import.meta.url).origin;
    } catch {
      return location.origin;
    }
  }
}

/** The box before the first answer: busy while loading, an alert once it failed. */
export const waiting = (error: string | null, loading: string) =>
  html`<div class="box"><article aria-busy=${error ? "false" : "true"}>
    <header><span class="title">Boxcars</span></header>
    <p class="muted" role=${error ? "alert" : nothing}>${error ?? loading}</p>
  </article></div>`;

/** The link to the full page (in a new tab) and the brand. */
export const footer = (href: string, label: string) =>
  html`<footer>
    <a href=${href} target="_blank" rel="noopener">${label} ↗</a>
    <span class="brand">Boxcars</span>
  </footer>`;
