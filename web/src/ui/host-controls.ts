/**
 * `<bx-host-controls>`: the host's controls during a game (the host page): hand a seat to the bot,
 * drop a vanished player, set the time per move, abort (after a confirmation). Each is tried and
 * the server's refusal shown as it words it (the server decides what is allowed). Emits `game`
 * ({detail: GameResponse}) with the new state after each change, for the page to show.
 */
import { LitElement, css, html, nothing } from "lit";
import { customElement, property, state } from "lit/decorators.js";
import type { GameResponse, HostAction } from "../../../worker/wire";
import { tableApi } from "../table-api";
import { base } from "./styles";

const CLOCKS = [0, 1, 3, 7] as const;
const clockWords = (days: number) => (days === 0 ? "No time limit" : days === 1 ? "1 day a move" : `${days} days a move`);

@customElement("bx-host-controls")
export class BxHostControls extends LitElement {
  static styles = [
    base,
    css`
      ul {
        list-style: none;
        margin: 0 0 1rem;
        padding: 0;
        display: grid;
        gap: 0.4rem;
      }
      li,
      .row {
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        gap: 0.4rem 0.6rem;
      }
      li {
        padding: 0.4rem 0.6rem;
        border-radius: 8px;
        background: var(--bx-surface-2);
      }
      li .who {
        flex: 1 1 10rem;
      }
      .btn,
      select {
        min-height: 40px;
      }
      select {
        font: inherit;
        padding: 0.3rem 0.5rem;
        border-radius: 8px;
        border: 1px solid var(--bx-line);
        background: var(--bx-surface);
        color: inherit;
      }
      h3 {
        margin-top: 1rem;
      }
    `,
  ];

  @property({ attribute: false }) game!: GameResponse;
  @property({ attribute: false }) token: string | null = null;
  @state() private busy = false;
  @state() private message: { text: string; good: boolean } | null = null;
  @state() private confirming = false;
  @state() private days: number | null = null;

  private async run(action: HostAction, done: string) {
    const token = this.token;
    if (!token || this.busy) return;
    this.busy = true;
    this.message = null;
    try {
      const game = await tableApi.host(this.game.id, token, action);
      this.message = { text: done, good: true };
      this.dispatchEvent(new CustomEvent<GameResponse>("game", { detail: game, bubbles: true, composed: true }));
    } catch (error) {
      this.message = { text: error instanceof Error ? error.message : String(error), good: false };
    } finally {
      this.busy = false;
      this.confirming = false;
    }
  }

  private name(seat: number) {
    return this.game.seats[seat]?.name ?? `Seat ${seat + 1}`;
  }

  private seats() {
    const people = this.game.seats.filter((s) => s.claimed || s.bot);
    return html`<ul data-host-seats>
      ${people.map((s) => html`<li data-host-seat=${s.seat}>
        <span class="who"><strong>${this.name(s.seat)}</strong> <span class="muted small">seat ${s.seat + 1}${s.bot ? " · played by the bot" : ""}</span></span>
        ${s.bot
          ? nothing
          : html`<button class="btn small secondary" type="button" ?disabled=${this.busy}
                @click=${() => this.run({ action: "bot", seat: s.seat }, `The bot now plays ${this.name(s.seat)}'s seat.`)}>Hand to the bot</button>
              <button class="btn small quiet" type="button" ?disabled=${this.busy}
                @click=${() => this.run({ action: "drop", seat: s.seat }, `${this.name(s.seat)} was dropped; the others play on.`)}>Drop</button>`}
      </li>`)}
    </ul>`;
  }

  private clock() {
    const current = this.game.clock?.perMoveDays ?? 0;
    const days = this.days ?? current;
    return html`<div class="row">
      <label for="host-clock">Time per move</label>
      <select id="host-clock" @change=${(e: Event) => (this.days = Number((e.target as HTMLSelectElement).value))}>
        ${CLOCKS.map((d) => html`<option value=${d} ?selected=${d === days}>${clockWords(d)}</option>`)}
      </select>
      <button class="btn small secondary" type="button" ?disabled=${this.busy}
        @click=${() => this.run({ action: "clock", perMoveDays: days as (typeof CLOCKS)[number] }, `The clock is set: ${clockWords(days).toLowerCase()}; every waiting seat's time starts again.`)}>Set the clock</button>
    </div>`;
  }

  private abort() {
    if (!this.confirming) {
      return html`<button class="btn small quiet" type="button" ?disabled=${this.busy} @click=${() => (this.confirming = true)}>Abort the game</button>`;
    }
    return html`<div class="row" role="group" aria-label="Confirm the abort" data-confirm-abort>
      <span>End the game for everyone, without a result? The players are told.</span>
      <button class="btn small" type="button" ?disabled=${this.busy} @click=${() => this.run({ action: "abort" }, "The game was aborted; the players are told.")}>Yes, abort the game</button>
      <button class="btn small quiet" type="button" @click=${() => (this.confirming = false)}>Keep playing</button>
    </div>`;
  }

  render() {
    const game = this.game;
    if (!game || game.status !== "playing" || game.you?.role !== "host") return nothing;
    return html`<section class="card" aria-labelledby="host-controls-title" data-host-controls>
      <h2 id="host-controls-title">Host controls</h2>
      <p class="muted small">For a player who has vanished: the bot can take their seat, or they can leave the game (where its rules allow).</p>
      ${this.seats()}
      <h3>Clock</h3>
      ${this.clock()}
      <h3>End the game</h3>
      ${this.abort()}
      ${this.message
        ? html`<p class=${this.message.good ? "notice good" : "notice"} role=${this.message.good ? "status" : "alert"} data-host-message>${this.message.text}</p>`
        : nothing}
    </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "bx-host-controls": BxHostControls;
  }
}
