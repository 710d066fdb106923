/**
 * `<boxcars-game game="ID">`: a live, compact, read-only view of one game for any web page: the
 * title, the status, whose turn it is, every seat with its total (its place once the game is over)
 * and a link to the full page. The server is the one this script came from (or `host="https://…"`);
 * `theme="light|dark"` overrides the reader's colour scheme.
 *
 *   <script type="module" src="https://HOST/embed.js"></script>
 *   <boxcars-game game="ID"></boxcars-game>
 */
import { html, nothing, type PropertyValues } from "lit";
import { property } from "lit/decorators.js";
import type { GameResponse } from "#wire";
import { GameFeed, type FeedState } from "./feed";
import { scoresOf } from "./scores";
import { BoxcarsWidget, footer, waiting } from "./widget";

const STATE_LABEL: Record<FeedState, string> = {
  connecting: "Connecting",
  live: "Live",
  polling: "Updating",
  done: "Final",
};

const ordinal = (n: number) =>
  `${n}${n % 10 === 1 && n !== 11 ? "st" : n % 10 === 2 && n !== 12 ? "nd" : n % 10 === 3 && n !== 13 ? "rd" : "th"}`;

function names(list: string[]): string {
  return list.length > 1 ? `${list.slice(0, -1).join(", ")} and ${list.at(-1)}` : (list[0] ?? "");
}

export class BoxcarsGame extends BoxcarsWidget {
  /** The game's id. */
  @property() game = "";

  private feed = new GameFeed(this);

  protected willUpdate(changed: PropertyValues<this>): void {
    if (changed.has("game") || changed.has("host")) this.feed.follow(this.origin, this.game.trim());
  }

  private name(g: GameResponse, seat: number): string {
    return g.seats[seat]?.name ?? `Seat ${seat + 1}`;
  }

  private headline(g: GameResponse): string {
    if (g.status === "open") {
      return `Waiting for players · ${g.seats.filter((s) => s.claimed).length} of ${g.seats.length} seats taken`;
    }
    if (g.status === "finished") {
      const winners = (g.result?.ranking[0] ?? []).map((s) => this.name(g, s));
      return winners.length
        ? `Game over · ${names(winners)} ${winners.length === 1 ? "wins" : "win"}`
        : "Game over";
    }
    const active = g.activeSeats.map((s) => this.name(g, s));
    return active.length ? `${names(active)}'s turn` : "Playing";
  }

  private seats(g: GameResponse) {
    const finished = g.status === "finished" && g.result;
    const scores = finished ? g.result!.scores : g.status === "playing" ? scoresOf(g) : null;
    // What a number counts ("points", "turns"): a solo game's result is in its solo board's unit.
    const unit = (finished && g.seats.length === 1 ? g.soloRank?.unit : null) ?? g.standings?.unit ?? "";
    const place = new Map<number, number>();
    if (finished) g.result!.ranking.forEach((group, i) => group.forEach((s) => place.set(s, i + 1)));
    const order = finished
      ? [...g.seats].sort((a, b) => (place.get(a.seat) ?? 99) - (place.get(b.seat) ?? 99))
      : g.seats;
    return html`<ol aria-label="Players">
      ${order.map((s) => {
        const active = g.status === "playing" && g.activeSeats.includes(s.seat);
        const score = scores?.[s.seat];
        return html`<li class=${active ? "active" : ""} data-seat=${s.seat}>
          <span class="mark" aria-hidden="true">${finished ? ordinal(place.get(s.seat) ?? 0) : active ? "▶" : ""}</span>
          <span class="name">${s.name ?? html`<span class="muted">open seat</span>`}${active ? html`<span class="visually-hidden"> (to play)</span>` : nothing}</span>
          <span class="score">${
            typeof score === "number"
              ? html`<span data-score>${score.toLocaleString()}</span> <span class="unit">${score === 1 && unit.endsWith("s") ? unit.slice(0, -1) : unit}</span>`
              : ""
          }</span>
        </li>`;
      })}
    </ol>`;
  }

  render() {
    const g = this.feed.game;
    const state = this.feed.state;
    if (!g) return waiting(this.feed.error, "Loading the game…");
    const page = `${this.origin}/${g.status === "finished" ? "replay" : "watch"}/${encodeURIComponent(g.id)}`;
    return html`<div class="box"><article data-version=${g.version} data-status=${g.status}>
      <header>
        <span class="title">${g.title}</span>
        <span class="state ${state}" title=${STATE_LABEL[state]}><span class="dot" aria-hidden="true"></span><span class="label">${STATE_LABEL[state]}</span></span>
      </header>
      <p class="turn" aria-live="polite" data-headline>${this.headline(g)}</p>
      ${this.seats(g)}
      ${footer(page, g.status === "finished" ? "Replay the game" : "Watch live")}
    </article></div>`;
  }
}

if (!customElements.get("boxcars-game")) customElements.define("boxcars-game", BoxcarsGame);

declare global {
  interface HTMLElementTagNameMap {
    "boxcars-game": BoxcarsGame;
  }
}
