/**
 * `/rules/:game`: how to play one game, from its guide (games/<id>/guide.ts, loaded lazily through
 * the sheet registry). `/rules` lists the games that have one.
 */
import { LitElement, css, html, nothing } from "lit";
import { customElement, property, state } from "lit/decorators.js";
import { sheets } from "../games";
import type { Guide } from "../sheet/sheet-types";
import { base } from "../sheet/styles";

/** The game ids with a rules page, in the registry's order. */
export const guideIds = (): string[] => Object.keys(sheets).filter((id) => sheets[id]?.guide);

@customElement("bx-guide")
export class BxGuide extends LitElement {
  static styles = [
    base,
    css`
      article {
        max-width: 44rem;
      }
      .facts {
        font-weight: 600;
        color: var(--bx-ink-soft);
      }
      section {
        margin-top: 1.4rem;
      }
      ul {
        margin: 0 0 0.75rem;
        padding-left: 1.3rem;
      }
      li {
        margin-bottom: 0.3rem;
      }
      dl {
        display: grid;
        grid-template-columns: minmax(6rem, max-content) 1fr;
        gap: 0.4rem 1rem;
        margin: 0;
      }
      dt {
        font-weight: 700;
      }
      dd {
        margin: 0;
      }
      .index {
        list-style: none;
        padding: 0;
        display: grid;
        gap: 0.5rem;
      }
      .index a {
        display: inline-flex;
        align-items: center;
        min-height: 44px;
        font-weight: 650;
        font-size: 1.1rem;
      }
    `,
  ];

  /** The game's id in the catalog; empty for the list of rules pages. */
  @property() gameId = "";
  @state() private guide: Guide | null = null;
  @state() private missing = false;
  @state() private titles: Record<string, string> = {};

  connectedCallback(): void {
    super.connectedCallback();
    const entry = this.gameId && Object.hasOwn(sheets, this.gameId) ? sheets[this.gameId] : undefined;
    if (!this.gameId) {
      document.title = "Rules · Boxcars";
      for (const id of guideIds()) {
        void sheets[id]!.guide!().then(({ guide }) => (this.titles = { ...this.titles, [id]: guide.title }));
      }
      return;
    }
    if (!entry?.guide) {
      this.missing = true;
      document.title = "No such game · Boxcars";
      return;
    }
    entry.guide().then(
      ({ guide }) => {
        this.guide = guide;
        document.title = `How to play ${guide.title} · Boxcars`;
      },
      () => (this.missing = true),
    );
  }

  private index() {
    return html`<article class="card">
      <p class="eyebrow">Rules</p>
      <h1>How to play</h1>
      <ul class="index">
        ${guideIds().map((id) => html`<li><a href=${`/rules/${id}`}>${this.titles[id] ?? id}</a></li>`)}
      </ul>
    </article>`;
  }

  private block(part: string | string[]) {
    return typeof part === "string"
      ? html`<p>${part}</p>`
      : html`<ul>${part.map((item) => html`<li>${item}</li>`)}</ul>`;
  }

  render() {
    if (!this.gameId) return this.index();
    if (this.missing) {
      return html`<div class="card" role="alert"><h1>No rules for this game</h1>
        <p>There is no game called “${this.gameId}” here.</p><a href="/rules">All the rules pages</a></div>`;
    }
    const guide = this.guide;
    if (!guide) return html`<p class="muted" aria-busy="true">Loading the rules…</p>`;
    return html`<article class="card" data-guide=${this.gameId}>
      <p class="eyebrow">How to play</p>
      <h1>${guide.title}</h1>
      <p>${guide.summary}</p>
      <p class="facts">${guide.facts}</p>
      ${guide.sections.map(
        (section) => html`<section>
          <h2>${section.heading}</h2>
          ${section.body.map((part) => this.block(part))}
        </section>`,
      )}
      ${
        guide.terms?.length
          ? html`<section>
            <h2>Words on the sheet</h2>
            <dl>${guide.terms.map((t) => html`<dt>${t.term}</dt><dd>${t.means}</dd>`)}</dl>
          </section>`
          : nothing
      }
      <section><a class="btn" href="/">Start a game</a> <a href="/rules">Other games</a></section>
    </article>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "bx-guide": BxGuide;
  }
}
