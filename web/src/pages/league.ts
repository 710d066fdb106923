/**
 * `/leagues/:id`: a league's page. Everyone sees the standings (with the format's tiebreaks) and the
 * rounds, each game with its watch link and result. With the join link the page offers to join; with
 * a player's link it shows their next game first; with the host link, the host's controls.
 */
import { LitElement, css, html, nothing } from "lit";
import { customElement, property, state } from "lit/decorators.js";
import type { LeagueResponse, Standing } from "#wire";
import { ApiError } from "../api";
import { keepLeagueToken, leagueApi, leagueToken } from "../league-api";
import { signedLeagueJoin } from "../player-key";
import { siteUrl } from "../nav";
import { base } from "../sheet/styles";

const FORMATS = { "round-robin": "Round robin", swiss: "Swiss", heats: "Heats and a final" } as const;
/** Each tiebreak's column: a short heading, and its name in full for readers and a tooltip. */
const TIEBREAKS: Record<string, [string, string]> = {
  buchholz: ["Buch.", "Buchholz: the opponents' points"],
  sonnebornBerger: ["S-B", "Sonneborn-Berger: the points of those beaten, half of those drawn"],
  wins: ["Won", "Games won"],
  score: ["Score", "Game score"],
  round: ["Rnd", "Round reached"],
  place: ["Last", "Place in the last game"],
};
/** How often an open page reads the league again while it runs. */
const POLL_MS = 20_000;

const fmt = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(2).replace(/0$/, ""));

@customElement("bx-league")
export class BxLeague extends LitElement {
  static styles = [
    base,
    css`
      .layout {
        display: grid;
        gap: 1.25rem;
      }
      fieldset.key-choice {
        border: 1px solid var(--bx-line);
        border-radius: 6px;
        padding: 0.5rem 0.75rem;
        margin: 0.5rem 0;
      }
      fieldset.key-choice label {
        display: flex;
        gap: 0.5rem;
        align-items: baseline;
        font-weight: normal;
        margin: 0.3rem 0;
      }
      .layout > * {
        min-width: 0;
      }
      .scroll {
        overflow-x: auto;
      }
      table {
        border-collapse: collapse;
        width: 100%;
        font-variant-numeric: tabular-nums;
      }
      th,
      td {
        text-align: left;
        padding: 0.4rem 0.45rem;
        border-bottom: 1px solid var(--bx-line);
      }
      td.n,
      th.n {
        text-align: right;
      }
      .games {
        list-style: none;
        padding: 0;
        margin: 0;
        display: grid;
        gap: 0.5rem;
      }
      .games li {
        display: flex;
        flex-wrap: wrap;
        justify-content: space-between;
        gap: 0.5rem 1rem;
        padding: 0.5rem 0.75rem;
        border-radius: 8px;
        background: var(--bx-surface-2);
      }
      .you {
        font-weight: 700;
      }
      form {
        display: flex;
        flex-wrap: wrap;
        gap: 0.75rem;
        align-items: end;
      }
      label {
        display: grid;
        gap: 0.25rem;
      }
      .players {
        list-style: none;
        padding: 0;
        display: grid;
        gap: 0.4rem;
      }
      .players li {
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        gap: 0.5rem;
      }
      .players li span {
        flex: 1 1 8rem;
      }
      .link {
        word-break: break-all;
      }
    `,
  ];

  @property() gameId = "";
  @state() private league: LeagueResponse | null = null;
  @state() private error: ApiError | null = null;
  @state() private notice = "";
  @state() private busy = false;
  @state() private joined: string | null = null;
  /** A host action that cannot be undone, asked about before it is done. */
  @state() private asking: { action: "substitute" | "drop"; player: number } | null = null;
  private token: string | null = null;
  private timer?: ReturnType<typeof setInterval>;

  connectedCallback(): void {
    super.connectedCallback();
    this.token ??= leagueToken(this.gameId);
    document.title = "League · Boxcars";
    void this.refresh();
    this.timer = setInterval(() => this.league?.status === "playing" && void this.refresh(), POLL_MS);
  }

  disconnectedCallback(): void {
    clearInterval(this.timer);
    super.disconnectedCallback();
  }

  private async refresh(): Promise<void> {
    try {
      this.league = await leagueApi.read(this.gameId, this.token);
      this.error = null;
      document.title = `${this.league.title} league · Boxcars`;
    } catch (error) {
      this.error = error instanceof ApiError ? error : new ApiError(0, "network", String(error));
    }
  }

  private async act(fn: () => Promise<unknown>): Promise<void> {
    this.busy = true;
    this.notice = "";
    try {
      await fn();
      await this.refresh();
    } catch (error) {
      this.notice = error instanceof Error ? error.message : String(error);
    } finally {
      this.busy = false;
    }
  }

  private join(event: SubmitEvent) {
    event.preventDefault();
    const form = event.target as HTMLFormElement;
    const data = new FormData(form);
    const name = (data.get("name") as string).trim();
    const withKey = this.league?.rated || data.get("key") === "mine";
    const token = this.token;
    if (!token) return;
    void this.act(async () => {
      const player = withKey ? await signedLeagueJoin(this.gameId) : null;
      if (withKey && !player)
        throw new Error("This browser cannot sign with a player key; try another browser.");
      const joined = await leagueApi.join(this.gameId, token, name, player);
      this.token = new URL(joined.url).hash.slice(1);
      keepLeagueToken(this.gameId, this.token);
      this.joined = joined.url;
    });
  }

  private host(body: Record<string, unknown>) {
    this.asking = null;
    const token = this.token;
    if (token) void this.act(() => leagueApi.host(this.gameId, token, body));
  }

  private name(player: number) {
    const p = this.league?.players[player];
    return p ? `${p.name}${p.bot ? " (bot)" : ""}${p.dropped ? " (out)" : ""}` : `Player ${player + 1}`;
  }

  /** The player's name, linked to their player page when they joined with a key. */
  private linked(player: number) {
    const fp = this.league?.players[player]?.fingerprint;
    return fp ? html`<a href=${`/players/${fp}`}>${this.name(player)}</a>` : this.name(player);
  }

  render() {
    const league = this.league;
    if (!league) {
      if (this.error)
        return html`<div class="card" role="alert"><h1>${this.error.status === 404 ? "No such league" : "Cannot load the league"}</h1>
          <p>${this.error.message}</p></div>`;
      return html`<p class="muted" aria-busy="true">Loading the league…</p>`;
    }
    return html`<div class="layout">
      <section class="card" aria-labelledby="league-title">
        <p class="eyebrow">${FORMATS[league.format]}${league.rated ? " · rated" : ""} · <span class="id">league ${league.id}</span></p>
        <h1 id="league-title">${league.title} league</h1>
        <p class="muted small">${this.summary(league)}</p>
        ${this.notice ? html`<p class="notice" role="alert">${this.notice}</p>` : nothing}
      </section>
      ${this.yours(league)} ${this.hostPanel(league)} ${this.standings(league)} ${this.rounds(league)}
    </div>`;
  }

  private summary(league: LeagueResponse) {
    const seats = `${league.tableSize} at a game`;
    const when =
      league.status === "open"
        ? `${league.players.length} of ${league.size} players have joined; it starts when full.`
        : league.status === "finished"
          ? "Finished."
          : `Round ${league.rounds.length}${league.plannedRounds ? ` of ${league.plannedRounds}` : ""}; each round lasts up to ${league.roundDays} days.`;
    return `${league.size} players, ${seats}, ${league.clock.perMoveDays} ${league.clock.perMoveDays === 1 ? "day" : "days"} a move. ${when}`;
  }

  private yours(league: LeagueResponse) {
    const you = league.you;
    if (you?.role === "invite")
      return html`<section class="card" aria-labelledby="join-title">
        <h2 id="join-title">Join this league</h2>
        ${
          league.status === "open"
            ? html`<form @submit=${this.join}>
                <label>Your name <input type="text" name="name" required maxlength="40" autocomplete="nickname" /></label>
                ${
                  league.rated
                    ? html`<p class="small">This league is rated: you join with this browser's <a href="/players">player key</a>
                        (made now if you have none), and its games count for your rating.</p>`
                    : html`<fieldset class="key-choice"><legend>Your player key</legend>
                        <label><input type="radio" name="key" value="mine" checked /> This browser's player key: the games go on
                          <a href="/players">your player page</a></label>
                        <label><input type="radio" name="key" value="none" /> No key: a name for this league only</label>
                      </fieldset>`
                }
                <button class="btn" ?disabled=${this.busy}>Join</button>
              </form>`
            : html`<p>This league has started; it takes no more players.</p>`
        }
      </section>`;
    if (you?.role !== "player") return nothing;
    const next = you.games.find((g) => g.status !== "finished");
    return html`<section class="card" aria-labelledby="you-title" data-your-games>
      <h2 id="you-title">${this.name(you.player)}: your games</h2>
      ${
        this.joined
          ? html`<p>You have joined. Keep your own link to this league: <a class="link" href=${this.joined}>${this.joined}</a></p>`
          : nothing
      }
      ${
        next
          ? html`<p><a class="btn" href=${next.url} data-next-game>Play your round ${next.round + 1} game</a></p>`
          : html`<p class="muted">${league.status === "open" ? "Your first game comes when the league starts." : "No game waits for you now."}</p>`
      }
      ${
        you.games.length > 1
          ? html`<ul class="games">${you.games.map(
              (g) =>
                html`<li><span>Round ${g.round + 1}</span><a href=${g.url}>${g.status === "finished" ? "Review" : "Play"}</a></li>`,
            )}</ul>`
          : nothing
      }
    </section>`;
  }

  private hostPanel(league: LeagueResponse) {
    if (league.you?.role !== "host" || league.status === "finished") return nothing;
    const joinUrl = siteUrl(league.you.joinUrl);
    return html`<section class="card" aria-labelledby="host-title" data-host>
      <h2 id="host-title">Host</h2>
      ${league.status === "open" ? html`<p>Send players the join link: <a class="link" href=${joinUrl} data-join-link>${joinUrl}</a></p>` : nothing}
      ${
        league.status === "open"
          ? html`<p>
              <button class="btn secondary" ?disabled=${this.busy || league.players.length >= league.size} @click=${() => this.host({ action: "bot" })}>Add a bot</button>
              <button class="btn" ?disabled=${this.busy || league.players.length < 2} @click=${() => this.host({ action: "start" })}>Start now with ${league.players.length}</button>
            </p>`
          : nothing
      }
      <ul class="players">
        ${league.players.map((p) => {
          const asked = this.asking?.player === p.player ? this.asking : null;
          if (asked)
            return html`<li data-confirm=${asked.action}><span>${
              asked.action === "drop"
                ? `Drop ${p.name}? They leave their running game and are paired no more. This cannot be undone.`
                : `The bot plays ${p.name}'s seats from now on. This cannot be undone.`
            }</span>
              <button class="btn small" ?disabled=${this.busy} @click=${() => this.host(asked)}>${asked.action === "drop" ? `Yes, drop ${p.name}` : `Yes, the bot plays for ${p.name}`}</button>
              <button class="btn quiet small" @click=${() => (this.asking = null)}>Keep them</button></li>`;
          return html`<li><span>${this.name(p.player)}</span>
            ${
              p.dropped
                ? nothing
                : html`${p.bot ? nothing : html`<button class="btn quiet small" ?disabled=${this.busy} @click=${() => (this.asking = { action: "substitute", player: p.player })} aria-label=${`Bot plays ${p.name}'s seats`}>Bot plays</button>`}
                  <button class="btn quiet small" ?disabled=${this.busy} @click=${() => (this.asking = { action: "drop", player: p.player })} aria-label=${`Drop ${p.name}`}>Drop</button>`
            }</li>`;
        })}
      </ul>
    </section>`;
  }

  private standings(league: LeagueResponse) {
    if (!league.players.length) return nothing;
    const keys = Object.keys(league.standings[0]?.tiebreaks ?? {});
    const me = league.you?.role === "player" ? league.you.player : -1;
    const row = (s: Standing) => html`<tr class=${s.player === me ? "you" : ""}>
      <td class="n">${s.place}</td><td>${this.linked(s.player)}</td>
      ${league.format === "heats" ? nothing : html`<td class="n">${fmt(s.points)}</td>`}
      ${keys.map((k) => html`<td class="n">${fmt(k === "place" ? -s.tiebreaks[k] : s.tiebreaks[k])}</td>`)}
      <td class="n">${s.played}</td></tr>`;
    return html`<section class="card" aria-labelledby="standings-title">
      <h2 id="standings-title">Standings</h2>
      <div class="scroll" tabindex="0" role="region" aria-labelledby="standings-title">
        <table data-standings>
          <thead><tr><th class="n" scope="col">#</th><th scope="col">Player</th>
            ${league.format === "heats" ? nothing : html`<th class="n" scope="col">Pts</th>`}
            ${keys.map((k) => html`<th class="n" scope="col"><abbr title=${TIEBREAKS[k]?.[1] ?? k}>${TIEBREAKS[k]?.[0] ?? k}</abbr></th>`)}<th class="n" scope="col"><abbr title="Games played">Pl.</abbr></th></tr></thead>
          <tbody>${league.standings.map(row)}</tbody>
        </table>
      </div>
      <p class="muted small">Ties are broken by the columns from left to right; players level on all of them share a place.
        ${keys.map((k, i) => html`${i ? "; " : ""}${TIEBREAKS[k]?.[1] ?? k}`)}.</p>
    </section>`;
  }

  private rounds(league: LeagueResponse) {
    if (!league.rounds.length) return nothing;
    return html`<section class="card" aria-labelledby="rounds-title">
      <h2 id="rounds-title">Rounds</h2>
      ${[...league.rounds].reverse().map(
        (r) => html`<h3>Round ${r.round + 1}</h3>
          <ul class="games" data-round=${r.round}>
            ${r.games.map(
              (g) => html`<li>
                <span>${g.players.map((p, seat) => html`${seat ? ", " : ""}${this.name(p)}${g.result ? ` (${this.place(g.result.places[seat])}${g.result.aborted ? "" : `, ${g.result.scores[seat]}`})` : ""}`)}</span>
                <span>${g.status === "finished" ? (g.result?.aborted ? "unfinished at the deadline" : "finished") : g.status === "playing" ? "playing" : "starting"}
                  ${g.watchUrl ? html` · <a href=${g.watchUrl}>watch</a>` : nothing}</span>
              </li>`,
            )}
            ${r.byes.map((p) => html`<li><span>${this.name(p)}</span><span>bye</span></li>`)}
          </ul>`,
      )}
    </section>`;
  }

  private place(n: number) {
    return n === 1 ? "1st" : n === 2 ? "2nd" : n === 3 ? "3rd" : `${n}th`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "bx-league": BxLeague;
  }
}
