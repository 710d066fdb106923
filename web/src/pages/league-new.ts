/**
 * `/leagues/new`: make a league. The game, its options and a clock (a league needs a time per
 * move), the format, how many players and how many at a game; the answer is the host's page of the
 * new league, with the join link to send. The server checks everything again (docs/leagues.md).
 */
import { LitElement, css, html, nothing } from "lit";
import { customElement, state } from "lit/decorators.js";
import type { CatalogGame, Format } from "#wire";
import type { OptionsSpec } from "#engine/options";
import type { ClockOptions } from "#clock/options";
import { api } from "../api";
import { keepLeagueToken, leagueApi } from "../league-api";
import { navigate } from "../nav";
import "../ui/clock-fields";
import { defaultClock } from "../ui/clock-fields";
import { defaultValues, optionFields } from "../ui/option-fields";
import { base } from "../sheet/styles";

const FORMATS: { id: Format; label: string; fits: (g: CatalogGame) => boolean }[] = [
  { id: "round-robin", label: "Round robin: everyone meets everyone", fits: () => true },
  {
    id: "swiss",
    label: "Swiss: two at a game, paired by score",
    fits: (g) => g.players.min <= 2 && g.players.max >= 2,
  },
  { id: "heats", label: "Heats and a final: tables of 3 or more", fits: (g) => g.players.max >= 3 },
];

@customElement("bx-league-new")
export class BxLeagueNew extends LitElement {
  static styles = [
    base,
    css`
      form {
        display: grid;
        gap: 1rem;
      }
      .field {
        display: grid;
        gap: 0.3rem;
      }
      .row {
        display: flex;
        flex-wrap: wrap;
        gap: 1rem;
      }
    `,
  ];

  @state() private catalog: CatalogGame[] | null = null;
  @state() private clockSpec: OptionsSpec = {};
  @state() private gameId = "";
  @state() private options: Record<string, unknown> = {};
  @state() private clock: ClockOptions | null = null;
  @state() private format: Format = "round-robin";
  @state() private size = 4;
  @state() private tableSize = 2;
  @state() private roundDays = 14;
  @state() private error = "";
  @state() private busy = false;
  @state() private rated = false;

  connectedCallback(): void {
    super.connectedCallback();
    document.title = "New league · Boxcars";
    api.catalog().then(
      ({ games, clock }) => {
        this.catalog = games;
        this.clockSpec = clock;
        this.pick(games[0]?.id ?? "");
      },
      (error: Error) => (this.error = error.message),
    );
  }

  private get game(): CatalogGame | undefined {
    return this.catalog?.find((g) => g.id === this.gameId);
  }

  private pick(id: string) {
    this.gameId = id;
    const game = this.game;
    if (!game) return;
    this.options = defaultValues(game.options);
    // A league cannot wait for ever: a day per move unless the host picks more.
    this.clock = { ...defaultClock(this.clockSpec, game.timeoutPolicies), perMoveDays: 1 };
    if (!FORMATS.find((f) => f.id === this.format)?.fits(game)) this.format = "round-robin";
    this.fitTable();
  }

  private fitTable() {
    const game = this.game;
    if (!game) return;
    const { min, max } = game.players;
    if (this.format === "swiss") this.tableSize = 2;
    else if (this.format === "heats") this.tableSize = Math.min(max, Math.max(3, this.tableSize));
    else this.tableSize = Math.min(max, Math.max(min, 2, this.tableSize));
  }

  private async submit(event: SubmitEvent) {
    event.preventDefault();
    if (!this.game || !this.clock) return;
    this.busy = true;
    this.error = "";
    try {
      const created = await leagueApi.create({
        game: this.game.id,
        options: this.options,
        clock: this.clock,
        format: this.format,
        size: this.size,
        tableSize: this.tableSize,
        roundDays: this.roundDays,
        ...(this.rated ? { rated: true } : {}),
      });
      keepLeagueToken(created.id, new URL(created.hostUrl).hash.slice(1));
      navigate(`/leagues/${created.id}`);
    } catch (error) {
      this.error = error instanceof Error ? error.message : String(error);
    } finally {
      this.busy = false;
    }
  }

  render() {
    if (!this.catalog)
      return html`<p class="muted" aria-busy="true">${this.error || "Loading the games…"}</p>`;
    const game = this.game;
    const tables = game
      ? Array.from({ length: game.players.max - 1 }, (_, i) => i + 2).filter((n) => n >= game.players.min)
      : [];
    return html`<section class="card" aria-labelledby="new-title">
      <h1 id="new-title">New league</h1>
      <p class="muted small">The service pairs each round, makes its games and sends each player their seat's link.</p>
      <form @submit=${this.submit}>
        <div class="field">
          <label for="game">Game</label>
          <select id="game" @change=${(e: Event) => this.pick((e.target as HTMLSelectElement).value)}>
            ${this.catalog.map((g) => html`<option value=${g.id} .selected=${g.id === this.gameId}>${g.title}</option>`)}
          </select>
        </div>
        ${game ? optionFields("opt", game.options, this.options, (next) => (this.options = next)) : nothing}
        <div class="field">
          <label for="format">Format</label>
          <select id="format" @change=${(e: Event) => {
            this.format = (e.target as HTMLSelectElement).value as Format;
            this.fitTable();
          }}>
            ${FORMATS.filter((f) => !game || f.fits(game)).map((f) => html`<option value=${f.id} .selected=${f.id === this.format}>${f.label}</option>`)}
          </select>
        </div>
        <div class="row">
          <div class="field">
            <label for="size">Players</label>
            <input id="size" type="number" min="2" max="32" .value=${String(this.size)}
              @change=${(e: Event) => (this.size = Number((e.target as HTMLInputElement).value))} />
          </div>
          ${
            this.format === "swiss"
              ? nothing
              : html`<div class="field">
                  <label for="table">Players at a game</label>
                  <select id="table" @change=${(e: Event) => (this.tableSize = Number((e.target as HTMLSelectElement).value))}>
                    ${tables.filter((n) => this.format !== "heats" || n >= 3).map((n) => html`<option value=${n} .selected=${n === this.tableSize}>${n}</option>`)}
                  </select>
                </div>`
          }
          <div class="field">
            <label for="round">Days per round</label>
            <select id="round" @change=${(e: Event) => (this.roundDays = Number((e.target as HTMLSelectElement).value))}>
              ${[3, 7, 14, 28].map((n) => html`<option value=${n} .selected=${n === this.roundDays}>${n}</option>`)}
            </select>
          </div>
        </div>
        ${
          game && this.clock
            ? html`<bx-clock-fields .spec=${{ ...this.clockSpec, perMoveDays: { ...this.clockSpec.perMoveDays, choices: [1, 3, 7] } }}
                .policies=${game.timeoutPolicies ?? ["bot"]} .value=${this.clock}
                @clock-change=${(e: CustomEvent<ClockOptions>) => (this.clock = e.detail)}></bx-clock-fields>`
            : nothing
        }
        <label class="check"><input type="checkbox" name="rated" .checked=${this.rated}
          @change=${(e: Event) => (this.rated = (e.target as HTMLInputElement).checked)} />
          Rated: the games count for ratings (every player joins with a player key)</label>
        ${this.error ? html`<p class="notice" role="alert">${this.error}</p>` : nothing}
        <div><button class="btn" type="submit" ?disabled=${this.busy || !game}>${this.busy ? "Creating…" : "Create league"}</button></div>
      </form>
    </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "bx-league-new": BxLeagueNew;
  }
}
