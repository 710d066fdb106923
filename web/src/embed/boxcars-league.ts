/**
 * `<boxcars-league league="ID">`: a compact, read-only view of one league for any web page: the game
 * and format, where the league stands, the standings (the first eight), and a link to the league's
 * page. It reads the league again every minute while the league runs (the league has no live socket).
 * Like `<boxcars-game>`: `host="https://…"` names the server, `theme="light|dark"` the colours.
 *
 *   <script type="module" src="https://HOST/embed.js"></script>
 *   <boxcars-league league="ID"></boxcars-league>
 */
import { html, nothing, type PropertyValues } from "lit";
import { property, state } from "lit/decorators.js";
import type { LeagueResponse } from "#wire";
import { BoxcarsWidget, footer, waiting } from "./widget";

const FORMATS = { "round-robin": "round robin", swiss: "Swiss", heats: "heats and a final" } as const;
const SHOWN = 8;
const EVERY_MS = 60_000;

export class BoxcarsLeague extends BoxcarsWidget {
  /** The league's id. */
  @property() league = "";
  @state() private data: LeagueResponse | null = null;
  @state() private error: string | null = null;
  private timer?: ReturnType<typeof setTimeout>;

  protected willUpdate(changed: PropertyValues<this>): void {
    if (changed.has("league") || changed.has("host")) {
      this.data = null;
      void this.load();
    }
  }

  disconnectedCallback(): void {
    super.disconnectedCallback();
    clearTimeout(this.timer);
  }

  private async load(): Promise<void> {
    clearTimeout(this.timer);
    const id = this.league.trim();
    if (!id) return;
    try {
      const res = await fetch(`${this.origin}/api/leagues/${encodeURIComponent(id)}`);
      if (!res.ok)
        throw new Error(res.status === 404 ? "No such league." : `The server answered ${res.status}.`);
      this.data = (await res.json()) as LeagueResponse;
      this.error = null;
    } catch (error) {
      this.error = (error as Error).message;
    }
    if (this.isConnected && this.data?.status !== "finished")
      this.timer = setTimeout(() => this.load(), EVERY_MS);
  }

  private headline(l: LeagueResponse): string {
    if (l.status === "open") return `Open · ${l.players.length} of ${l.size} players have joined`;
    if (l.status === "finished") {
      const winner = l.standings[0];
      return winner ? `Finished · ${l.players[winner.player]?.name ?? "?"} won` : "Finished";
    }
    return `Round ${l.rounds.length}${l.plannedRounds ? ` of ${l.plannedRounds}` : ""}`;
  }

  render() {
    const l = this.data;
    if (!l) return waiting(this.error, "Loading the league…");
    const rows =
      l.status === "open"
        ? l.players.map((p) => ({ player: p.player, place: 0, points: null }))
        : l.standings;
    return html`<div class="box"><article data-status=${l.status} data-league>
      <header>
        <span class="title">${l.title} league</span>
        <span class="state done"><span class="label">${FORMATS[l.format]}${l.rated ? " · rated" : ""}</span></span>
      </header>
      <p class="turn" aria-live="polite" data-headline>${this.headline(l)}</p>
      <ol aria-label=${l.status === "open" ? "Players" : "Standings"}>
        ${rows.slice(0, SHOWN).map(
          (s) => html`<li data-player=${s.player}>
            <span class="mark" aria-hidden="true">${s.place || ""}</span>
            <span class="name">${l.players[s.player]?.name ?? `Player ${s.player + 1}`}${s.place ? html`<span class="visually-hidden">, place ${s.place}</span>` : nothing}</span>
            <span class="score">${typeof s.points === "number" && l.format !== "heats" ? html`${s.points} <span class="unit">pts</span>` : ""}</span>
          </li>`,
        )}
      </ol>
      ${rows.length > SHOWN ? html`<p class="muted">and ${rows.length - SHOWN} more</p>` : nothing}
      ${footer(`${this.origin}/leagues/${encodeURIComponent(l.id)}`, "The league's page")}
    </article></div>`;
  }
}

if (!customElements.get("boxcars-league")) customElements.define("boxcars-league", BoxcarsLeague);

declare global {
  interface HTMLElementTagNameMap {
    "boxcars-league": BoxcarsLeague;
  }
}
