/**
 * The app shell and its tiny router: routes on `location.pathname`, lazy-loads each page with
 * `import()`, and turns same-origin link clicks into history navigation.
 */
import { LitElement, css, html, type TemplateResult } from "lit";
import { customElement, state } from "lit/decorators.js";
import { keyed } from "lit/directives/keyed.js";
import { navigate } from "./nav";
import { reloadForRelease } from "./release";
import { base } from "./sheet/styles";

interface Route {
  pattern: RegExp;
  load: () => Promise<unknown>;
  /** The page's element; it gets the path's id as `gameId`. */
  tag: string;
  /** Shown alone, without the site's header and footer (the framed embed page). */
  bare?: boolean;
}

const routes: Route[] = [
  { pattern: /^\/$/, load: () => import("./pages/home"), tag: "bx-home" },
  { pattern: /^\/host\/([^/]+)\/?$/, load: () => import("./pages/host"), tag: "bx-host" },
  { pattern: /^\/play\/([^/]+)\/?$/, load: () => import("./pages/play"), tag: "bx-play" },
  { pattern: /^\/watch\/([^/]+)\/?$/, load: () => import("./pages/watch"), tag: "bx-watch" },
  { pattern: /^\/verify(?:\/([^/]+))?\/?$/, load: () => import("./pages/verify"), tag: "bx-verify" },
  { pattern: /^\/replay\/([^/]+)\/?$/, load: () => import("./pages/replay"), tag: "bx-replay" },
  { pattern: /^\/rules(?:\/([^/]+))?\/?$/, load: () => import("./pages/guide"), tag: "bx-guide" },
  { pattern: /^\/fairness\/?$/, load: () => import("./pages/fairness"), tag: "bx-fairness" },
  { pattern: /^\/answer\/([^/]+)\/?$/, load: () => import("./pages/answer"), tag: "bx-answer" },
  {
    pattern: /^\/players(?:\/([0-9a-f]{32}))?\/?$/,
    load: () => import("./pages/players"),
    tag: "bx-players",
  },
  { pattern: /^\/ratings\/([a-z0-9-]+)\/?$/, load: () => import("./pages/ratings"), tag: "bx-ratings" },
  { pattern: /^\/embed\/([^/]+)\/?$/, load: () => import("./pages/embed"), tag: "bx-embed", bare: true },
  {
    pattern: /^\/embed\/leagues\/([^/]+)\/?$/,
    load: () => import("./pages/embed"),
    tag: "bx-embed-league",
    bare: true,
  },
  { pattern: /^\/leagues\/new\/?$/, load: () => import("./pages/league-new"), tag: "bx-league-new" },
  { pattern: /^\/leagues\/([^/]+)\/?$/, load: () => import("./pages/league"), tag: "bx-league" },
];

// A chunk that failed to load and that nobody handled (the page's own `void import(...)`s): a release.
addEventListener("unhandledrejection", ({ reason }) => /module/.test(reason) && reloadForRelease());

@customElement("bx-app")
export class BxApp extends LitElement {
  static styles = [
    base,
    css`
      :host {
        min-height: 100vh;
        display: flex;
        flex-direction: column;
      }
      :host([bare]) {
        min-height: 0;
      }
      header {
        background: var(--bx-head);
        color: var(--bx-on-head);
        position: relative;
        padding: 0.7rem 1rem 1.05rem;
      }
      header :focus-visible {
        outline-color: var(--bx-focus-on-head);
      }
      /* A run of track: rail over ties. */
      header::after {
        content: "";
        position: absolute;
        left: 0;
        right: 0;
        bottom: 0;
        height: 8px;
        background:
          linear-gradient(var(--bx-brass), var(--bx-brass)) 0 2px / 100% 2px no-repeat,
          repeating-linear-gradient(90deg, transparent 0 10px, color-mix(in srgb, var(--bx-on-head) 35%, transparent) 10px 14px);
      }
      .bar {
        max-width: 960px;
        margin: 0 auto;
        display: flex;
        align-items: baseline;
        gap: 0.9rem;
        flex-wrap: wrap;
      }
      .brand {
        color: inherit;
        text-decoration: none;
        font-family: var(--bx-slab);
        font-weight: 800;
        font-size: 1.35rem;
        letter-spacing: 0.18em;
        text-transform: uppercase;
        display: inline-flex;
        align-items: center;
        gap: 0.5rem;
      }
      .brand:hover {
        color: inherit;
      }
      .brand svg {
        width: 1.35rem;
        height: 1.35rem;
        align-self: center;
      }
      .tag {
        font-size: 0.85rem;
        opacity: 0.8;
      }
      main {
        flex: 1;
        width: 100%;
        max-width: 960px;
        margin: 0 auto;
        padding: 1.25rem 1rem 3rem;
      }
      footer a {
        color: inherit;
      }
      footer {
        border-top: 1px solid var(--bx-line);
        padding: 1rem;
        text-align: center;
        font-size: 0.85rem;
        color: var(--bx-ink-soft);
      }
      .loading {
        padding: 3rem 0;
        text-align: center;
        color: var(--bx-ink-soft);
      }
    `,
  ];

  @state() private path = location.pathname;
  @state() private loaded = new Set<Route>();
  @state() private failed: string | null = null;

  connectedCallback(): void {
    super.connectedCallback();
    window.addEventListener("popstate", this.onPop);
    document.addEventListener("click", this.onClick);
  }

  disconnectedCallback(): void {
    window.removeEventListener("popstate", this.onPop);
    document.removeEventListener("click", this.onClick);
    super.disconnectedCallback();
  }

  private onPop = () => {
    if (this.path !== location.pathname) window.scrollTo(0, 0);
    this.path = location.pathname;
    this.failed = null;
  };

  /** Same-origin links (also inside shadow roots) navigate without reloading the page. */
  private onClick = (event: MouseEvent) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    const anchor = event
      .composedPath()
      .find((node): node is HTMLAnchorElement => node instanceof HTMLAnchorElement);
    if (!anchor?.href || anchor.target || anchor.hasAttribute("download")) return;
    const url = new URL(anchor.href);
    if (url.origin !== location.origin || url.pathname.startsWith("/api/")) return;
    event.preventDefault();
    if (url.pathname === location.pathname && url.hash) {
      // Another token for the page already open: start it afresh.
      history.replaceState(null, "", url.pathname + url.search + url.hash);
      location.reload();
      return;
    }
    navigate(url.pathname + url.search + url.hash);
  };

  private match(): { route: Route; id: string } | null {
    for (const route of routes) {
      const found = route.pattern.exec(this.path);
      if (found) return { route, id: decodeURIComponent(found[1] ?? "") };
    }
    return null;
  }

  protected willUpdate(): void {
    const found = this.match();
    this.toggleAttribute("bare", Boolean(found?.route.bare));
    if (found && !this.loaded.has(found.route)) {
      const route = found.route;
      route.load().then(
        () => {
          this.loaded = new Set(this.loaded).add(route);
        },
        (error: unknown) => {
          if (!reloadForRelease())
            this.failed = `This page could not be loaded (${String(error)}). Reload to try again.`;
        },
      );
    }
  }

  /** The page element shown, made once per path (a new path starts its page afresh). */
  private shown: { path: string; element: HTMLElement } | null = null;

  private page(): TemplateResult | ReturnType<typeof keyed> {
    const found = this.match();
    if (!found) {
      document.title = "Not found · Boxcars";
      return html`<div class="card"><h1>Off the rails</h1><p>There is no page at this address.</p><a class="btn" href="/">Go to the yard</a></div>`;
    }
    if (this.failed) return html`<p class="notice" role="alert">${this.failed}</p>`;
    if (!this.loaded.has(found.route)) return html`<p class="loading" aria-busy="true">Loading…</p>`;
    if (this.shown?.path !== this.path) {
      this.shown = {
        path: this.path,
        element: Object.assign(document.createElement(found.route.tag), { gameId: found.id }),
      };
    }
    return keyed(this.path, this.shown.element);
  }

  render() {
    if (this.match()?.route.bare) return this.page();
    return html`
      <header>
        <div class="bar">
          <a class="brand" href="/" aria-label="Boxcars home">
            <svg viewBox="0 0 100 100" aria-hidden="true">
              <rect x="6" y="6" width="88" height="88" rx="18" fill="var(--bx-accent)" />
              <g fill="var(--bx-on-accent)">
                <circle cx="30" cy="28" r="9" /><circle cx="70" cy="28" r="9" /><circle cx="30" cy="50" r="9" />
                <circle cx="70" cy="50" r="9" /><circle cx="30" cy="72" r="9" /><circle cx="70" cy="72" r="9" />
              </g>
            </svg>
            Boxcars
          </a>
          <span class="tag">Dice, rail and card games by link · provably fair</span>
        </div>
      </header>
      <main id="main">${this.page()}</main>
      <footer>Every die comes from a committed seed: check any finished game on its verify page ·
        <a href="/fairness">How the dice are fair</a> · <a href="/verify">Verify a saved record</a></footer>
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "bx-app": BxApp;
  }
}
