/**
 * `<bx-host-controls>`: the host's controls during a game (the host page): hand a seat to the bot,
 * drop a vanished player, set the time per move, abort. The three that cannot be undone (bot, drop,
 * abort) first say what they will do and wait for a second click. The last seat a person plays
 * offers neither bot nor drop (a table of bots alone would play itself out). Each is tried and
 * the server's refusal shown as it words it (the server decides what is allowed). Emits `game`
 * ({detail: GameResponse}) with the new state after each change, for the page to show.
 */
import { LitElement, css, html, nothing } from "lit";
import { customElement, property, state } from "lit/decorators.js";
import type { GameResponse, HostAction } from "#wire";
import { tableApi } from "../table-api";
import { base } from "../sheet/styles";

const CLOCKS = [0, 1, 3, 7] as const;
/** An action that waits for "Yes": what it does in words, and what the host is told once done. */
interface Asked {
  action: HostAction;
  question: string;
  yes: string;
  done: string;
}
const clockWords = (days: number) =>
  days === 0 ? "No time limit" : days === 1 ? "1 day a move" : `${days} days a move`;

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
      .confirm {
        flex: 1 1 100%;
        margin-top: 0.6rem;
        padding: 0.6rem 0.8rem;
        border-radius: 8px;
        border: 2px solid var(--bx-brass);
      }
    `,
  ];

  @property({ attribute: false }) game!: GameResponse;
  @property({ attribute: false }) token: string | null = null;
  @state() private busy = false;
  @state() private message: { text: string; good: boolean } | null = null;
  @state() private asked: Asked | null = null;
  @state() private days: number | null = null;

  private async run(action: HostAction, done: string) {
    const token = this.token;
    if (!token || this.busy) return;
    this.busy = true;
    this.message = null;
    try {
      const game = await tableApi.host(this.game.id, token, action);
      this.message = { text: done, good: true };
      this.dispatchEvent(
        new CustomEvent<GameResponse>("game", { detail: game, bubbles: true, composed: true }),
      );
    } catch (error) {
      this.message = { text: error instanceof Error ? error.message : String(error), good: false };
    } finally {
      this.busy = false;
      this.asked = null;
    }
  }

  private name(seat: number) {
    return this.game.seats[seat]?.name ?? `Seat ${seat + 1}`;
  }

  private ask(asked: Asked) {
    this.message = null;
    this.asked = asked;
    void this.updateComplete.then(() =>
      this.renderRoot.querySelector<HTMLButtonElement>("[data-confirm-host] .btn")?.focus(),
    );
  }

  private askBot(seat: number) {
    const name = this.name(seat);
    this.ask({
      action: { action: "bot", seat },
      question: `Hand ${name}'s seat to the bot for the rest of the game? ${name}'s link will only watch; this cannot be undone.`,
      yes: `Yes, the bot plays for ${name}`,
      done: `The bot now plays ${name}'s seat.`,
    });
  }

  private askDrop(seat: number) {
    const name = this.name(seat);
    this.ask({
      action: { action: "drop", seat },
      question: `Drop ${name} from the game? ${name} takes no more turns and the others play on; this cannot be undone.`,
      yes: `Yes, drop ${name}`,
      done: `${name} was dropped; the others play on.`,
    });
  }

  private seats() {
    const people = this.game.seats.filter((s) => s.claimed || s.bot);
    const persons = people.filter((s) => !s.bot && !s.left).length;
    return html`<ul data-host-seats>
      ${people.map(
        (s) => html`<li data-host-seat=${s.seat}>
        <span class="who"><strong>${this.name(s.seat)}</strong> <span class="muted small">seat ${s.seat + 1}${s.bot ? " · played by the bot" : s.left ? " · left the game" : ""}</span></span>
        ${
          s.bot || s.left
            ? nothing
            : persons === 1
              ? html`<span class="muted small" data-last-person>The last person at the table: to stop, abort the game.</span>`
              : html`<button class="btn small secondary" type="button" ?disabled=${this.busy} @click=${() => this.askBot(s.seat)}>Hand to the bot</button>
                <button class="btn small quiet" type="button" ?disabled=${this.busy} @click=${() => this.askDrop(s.seat)}>Drop</button>`
        }
        ${this.confirmation(s.seat)}
      </li>`,
      )}
    </ul>`;
  }

  /** The question for the action waiting for "Yes", beside the control that asked it (a seat's, or the abort's). */
  private confirmation(seat: number | null) {
    const asked = this.asked;
    if (
      !asked ||
      (asked.action.action === "abort" ? null : "seat" in asked.action ? asked.action.seat : undefined) !==
        seat
    )
      return nothing;
    return html`<div class="row confirm" role="group" aria-label="Confirm" data-confirm-host=${asked.action.action}>
      <span>${asked.question}</span>
      <button class="btn small" type="button" ?disabled=${this.busy} @click=${() => this.run(asked.action, asked.done)}>${asked.yes}</button>
      <button class="btn small quiet" type="button" @click=${() => (this.asked = null)}>Keep playing</button>
    </div>`;
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
    return html`<button class="btn small quiet" type="button" ?disabled=${this.busy}
      @click=${() => this.ask({ action: { action: "abort" }, question: "End the game for everyone, without a result? The players are told.", yes: "Yes, abort the game", done: "The game was aborted; the players are told." })}>Abort the game</button>`;
  }

  render() {
    const game = this.game;
    if (game?.status !== "playing" || game.you?.role !== "host") return nothing;
    return html`<section class="card" aria-labelledby="host-controls-title" data-host-controls>
      <h2 id="host-controls-title">Host controls</h2>
      <p class="muted small">For a player who has vanished: the bot can take their seat, or they can leave the game (where its rules allow).</p>
      ${this.seats()}
      <h3>Clock</h3>
      ${this.clock()}
      <h3>End the game</h3>
      ${this.abort()}
      ${this.confirmation(null)}
      ${
        this.message
          ? html`<p class=${this.message.good ? "notice good" : "notice"} role=${this.message.good ? "status" : "alert"} data-host-message>${this.message.text}</p>`
          : nothing
      }
    </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "bx-host-controls": BxHostControls;
  }
}
