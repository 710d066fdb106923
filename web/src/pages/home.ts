/**
 * `/`: your games (those this browser holds links for), the create form, the share panel after
 * creating (kept on reload: `?created=<id>` and the stored links), and recently finished games.
 */
import { LitElement, html, nothing } from "lit";
import { customElement, state } from "lit/decorators.js";
import type { CatalogGame, CreatedGame, FinishedGame } from "#wire";
import type { OptionsSpec } from "#engine/options";
import type { ClockOptions } from "#clock/options";
import { api, retried } from "../api";
import { sheets } from "../games";
import { storage } from "../storage";
import "../ui/clock-fields";
import { defaultClock } from "../ui/clock-fields";
import { defaultValues, optionFields } from "../ui/option-fields";
import "../ui/my-games";
import "../ui/share-panel";
import { homeStyles } from "./home-styles";

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

/** A finished solo game's line, "Kim: 5 turns" (the unit when the catalog gives the game's solo board). */
function soloLine(catalog: CatalogGame[] | null, g: FinishedGame): string {
  const game = catalog?.find((c) => c.id === g.game);
  const score = g.result.scores[0]?.toLocaleString() ?? "";
  return game?.soloBoard ? `${g.seats[0]}: ${score} ${game.soloBoard.unit}` : `${g.seats[0]}, solo: ${score}`;
}

@customElement("bx-home")
export class BxHome extends LitElement {
  static styles = homeStyles;

  @state() private catalog: CatalogGame[] | null = null;
  @state() private finished: FinishedGame[] | null = null;
  @state() private loadError: string | null = null;
  @state() private gameId = "";
  @state() private seats = 2;
  @state() private options: Record<string, unknown> = {};
  @state() private clockSpec: OptionsSpec = {};
  @state() private clock: ClockOptions | null = null;
  /** Seats the bot plays (0-based); never every seat. */
  @state() private bots: number[] = [];
  /** null: the default (list a finished game only when one person played it). */
  @state() private listed: boolean | null = null;
  @state() private rated = false;
  @state() private creating = false;
  @state() private createError: string | null = null;
  @state() private created: CreatedGame | null = null;

  connectedCallback(): void {
    super.connectedCallback();
    document.title = "Boxcars · dice games by link";
    this.created = this.restored();
    // Every game on the page comes from the catalog: a blip on the first load is asked again.
    retried(api.catalog, 3).then(
      ({ games, clock }) => {
        this.clockSpec = clock ?? {};
        this.catalog = games;
        if (games[0]) this.choose(games[0]);
      },
      (error: Error) => (this.loadError = error.message),
    );
    api.finished().then(
      ({ games }) => (this.finished = games),
      () => (this.finished = []),
    );
  }

  /** The game created just before a reload of this page, from the links this browser kept. */
  private restored(): CreatedGame | null {
    const id = new URLSearchParams(location.search).get("created");
    const links = id ? storage.links(id) : null;
    if (!id || !links?.spectatorUrl || !links.commitment) return null;
    return {
      id,
      hostUrl: links.hostUrl,
      spectatorUrl: links.spectatorUrl,
      commitment: links.commitment,
      seats: links.seats,
    };
  }

  private another() {
    this.created = null;
    history.replaceState(null, "", "/");
  }

  private get game(): CatalogGame | undefined {
    return this.catalog?.find((g) => g.id === this.gameId);
  }

  private choose(game: CatalogGame) {
    this.gameId = game.id;
    this.seats = Math.min(Math.max(this.seats, game.players.min), game.players.max);
    this.bots = this.bots.filter((s) => s < this.seats);
    this.options = defaultValues(game.options);
    if (this.clockSpec.perMoveDays) {
      const policies = game.timeoutPolicies ?? ["bot"];
      const fresh = defaultClock(this.clockSpec, policies);
      // Keep what the host chose, except a timeout policy the new game does not allow.
      this.clock = this.clock
        ? {
            ...this.clock,
            onTimeout: policies.includes(this.clock.onTimeout) ? this.clock.onTimeout : fresh.onTimeout,
          }
        : fresh;
    }
  }

  private async create(event: SubmitEvent) {
    event.preventDefault();
    const game = this.game;
    if (!game || this.creating) return;
    this.creating = true;
    this.createError = null;
    try {
      const created = await api.create(game.id, this.seats, this.options, this.clock ?? undefined, {
        bots: this.bots,
        ...(this.listed === null ? {} : { listed: this.listed }),
        ...(this.rated ? { rated: true } : {}),
      });
      storage.saveLinks(created.id, {
        hostUrl: created.hostUrl,
        spectatorUrl: created.spectatorUrl,
        commitment: created.commitment,
        seats: created.seats,
      });
      this.created = created;
      history.replaceState(null, "", `/?created=${encodeURIComponent(created.id)}`);
      await this.updateComplete;
      this.renderRoot.querySelector<HTMLElement>(".ready h2")?.focus();
    } catch (error) {
      this.createError = (error as Error).message;
    } finally {
      this.creating = false;
    }
  }

  private form() {
    if (this.loadError)
      return html`<p class="notice" role="alert">The game list could not be loaded: ${this.loadError}</p>`;
    if (!this.catalog) return html`<p class="muted" aria-busy="true">Loading the games…</p>`;
    if (this.catalog.length === 0) return html`<p class="muted">No games are on the board yet.</p>`;
    const game = this.game;
    const seatCounts = game
      ? Array.from({ length: game.players.max - game.players.min + 1 }, (_, i) => game.players.min + i)
      : [];
    return html`
      <form class="card" @submit=${this.create} aria-labelledby="create-title">
        <h2 id="create-title">Start a game</h2>
        <fieldset class="games">
          <legend>Game</legend>
          ${this.catalog.map(
            (g) => html`<label class="game">
              <input type="radio" name="game" value=${g.id} .checked=${g.id === this.gameId} @change=${() => this.choose(g)} />
              <span class="title"><strong>${g.title}</strong>
                <span class="pill">${g.players.min === g.players.max ? g.players.min : `${g.players.min}–${g.players.max}`} players</span></span>
              <span class="summary">${g.summary} ${sheets[g.id]?.guide ? html`<a href=${`/rules/${g.id}`}>How to play</a>` : nothing}</span>
            </label>`,
          )}
        </fieldset>
        ${
          game
            ? html`<div class="grid">
              <div class="field">
                <label for="seats">Seats</label>
                <select id="seats" name="seats" @change=${(e: Event) => this.setSeats(Number((e.target as HTMLSelectElement).value))}>
                  ${seatCounts.map((n) => html`<option value=${n} .selected=${n === this.seats}>${n} ${n === 1 ? "player (solo)" : "players"}</option>`)}
                </select>
              </div>
              ${optionFields("opt", game.options, this.options, (next) => (this.options = next))}
            </div>
            ${this.botFields()}
            <bx-clock-fields .spec=${this.clockSpec} .policies=${game.timeoutPolicies ?? ["bot"]} .value=${this.clock}
              @clock-change=${(e: CustomEvent<ClockOptions>) => (this.clock = e.detail)}></bx-clock-fields>`
            : nothing
        }
        ${this.createError ? html`<p class="notice" role="alert">${this.createError}</p>` : nothing}
        <div class="actions">
          <button class="btn" type="submit" ?disabled=${!game || this.creating}>${this.creating ? "Creating…" : "Create game"}</button>
        </div>
      </form>
      <p class="muted small">A league or a tournament? <a href="/leagues/new">Make a league</a>: the service pairs the rounds and makes the games.</p>
    `;
  }

  private setSeats(seats: number) {
    this.seats = seats;
    this.bots = this.bots.filter((s) => s < seats);
  }

  /** A checkbox per seat to give it to the bot (one seat always stays a person's), and the listing choice. */
  private botFields() {
    const people = this.seats - this.bots.length;
    const listed = this.listed ?? people === 1;
    const toggle = (seat: number, on: boolean) =>
      (this.bots = on ? [...this.bots, seat].sort((a, b) => a - b) : this.bots.filter((s) => s !== seat));
    return html`<fieldset class="bots">
      <legend>Bots</legend>
      ${
        this.seats > 1
          ? html`<p class="muted small">A bot seat needs no link: the bot plays it a second after its turn comes.</p>
            <div class="bot-seats">
              ${Array.from({ length: this.seats }, (_, seat) => {
                const on = this.bots.includes(seat);
                return html`<label class="check"><input type="checkbox" name="bot" value=${seat} .checked=${on}
                  ?disabled=${!on && people === 1} @change=${(e: Event) => toggle(seat, (e.target as HTMLInputElement).checked)} />
                  Seat ${seat + 1} is a bot</label>`;
              })}
            </div>`
          : nothing
      }
      <label class="check"><input type="checkbox" name="listed" .checked=${listed}
        @change=${(e: Event) => (this.listed = (e.target as HTMLInputElement).checked)} />
        List the finished game publicly</label>
      <label class="check"><input type="checkbox" name="rated" .checked=${this.rated}
        @change=${(e: Event) => (this.rated = (e.target as HTMLInputElement).checked)} />
        Rated: the result counts for ratings (every player claims with a player key)</label>
    </fieldset>`;
  }

  private ready(created: CreatedGame) {
    const hostPath = new URL(created.hostUrl).pathname + new URL(created.hostUrl).hash;
    return html`
      <section class="card ready" aria-labelledby="ready-title">
        <p class="eyebrow">New game · <span class="id">${created.id}</span></p>
        <h2 id="ready-title" tabindex="-1">Your game is ready</h2>
        <p>Send each player their own seat link. The game starts when every seat is claimed, or when you start it from the host page.</p>
        <bx-share-panel
          .seats=${created.seats.map((s) => ({ seat: s.seat, url: s.url, ...(s.bot ? { bot: true } : {}) }))}
          .spectatorUrl=${created.spectatorUrl}
          .hostUrl=${created.hostUrl}
          .commitment=${created.commitment}
        ></bx-share-panel>
        <div class="actions">
          <a class="btn" href=${hostPath}>Open the host page</a>
          <button class="btn secondary" type="button" @click=${this.another}>Set up another game</button>
        </div>
      </section>
    `;
  }

  private finishedList() {
    if (!this.finished) return html`<p class="muted" aria-busy="true">Loading…</p>`;
    if (this.finished.length === 0)
      return html`<p class="muted">No finished games yet. Yours could be the first.</p>`;
    return html`<ul class="finished">
      ${this.finished.map((g) => {
        const winners = (g.result.ranking[0] ?? []).map((s) => g.seats[s] ?? `Seat ${s + 1}`);
        const solo = g.seats.length === 1 ? soloLine(this.catalog, g) : null;
        return html`<li>
          <div class="who">
            <strong>${g.title}</strong> · ${g.seats.join(", ")}${g.bots ? html` <span class="pill">with ${g.bots === 1 ? "a bot" : `${g.bots} bots`}</span>` : nothing}${g.forked ? html` <span class="pill" data-forked title="Started from a position of another game; never rated">fork</span>` : nothing}<br />
            <span class="muted small">${solo ?? (winners.length ? `Won by ${winners.join(" & ")}` : "Finished")} ·
              <time datetime=${g.endedAt}>${dateFormat.format(new Date(g.endedAt))}</time></span>
          </div>
          <div class="links">
            <a href=${`/watch/${encodeURIComponent(g.id)}`}>Watch</a>
            <a href=${`/replay/${encodeURIComponent(g.id)}`}>Replay</a>
            <a href=${`/verify/${encodeURIComponent(g.id)}`}>Verify</a>
          </div>
        </li>`;
      })}
    </ul>`;
  }

  render() {
    return html`
      <div class="hero">
        <p class="eyebrow">All aboard</p>
        <h1>Roll dice with friends, one link each</h1>
        <p class="muted">Create a game, send every player their seat link, and take your turns whenever you like, across
          days if you must. No accounts. Every roll is committed before the first die and checkable after the last:
          <a href="/fairness">how the dice are fair</a> · <a href="/verify">check a saved record</a>.</p>
      </div>
      <bx-my-games></bx-my-games>
      <section>${this.created ? this.ready(this.created) : this.form()}</section>
      <section aria-labelledby="finished-title">
        <h2 id="finished-title">Recently finished games</h2>
        ${this.finishedList()}
      </section>
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "bx-home": BxHome;
  }
}
