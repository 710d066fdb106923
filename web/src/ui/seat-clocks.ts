/**
 * `<bx-seat-clocks>`: the game's clock in the frame: a countdown for every seat the game waits on
 * ("2 days 3 hours left"), who is on vacation, what happens when time runs out, and, for the
 * viewer's own seat, "Take a vacation". Emits `vacation` ({detail: {days}}). Nothing when the game
 * has no time limit or is not in play.
 */
import { LitElement, css, html, nothing } from "lit";
import { customElement, property, state } from "lit/decorators.js";
import type { GameResponse } from "#wire";
import type { ClockOptions } from "#clock/options";
import { timeLeft, when } from "../time";
import { base } from "../sheet/styles";

export const TIMEOUT_WORDS: Record<ClockOptions["onTimeout"], string> = {
  bot: "a bot plays the turn",
  skip: "the turn is skipped",
  drop: "the player leaves the game",
};

const HOUR = 3600_000;

@customElement("bx-seat-clocks")
export class BxSeatClocks extends LitElement {
  static styles = [
    base,
    css`
      .clocks {
        margin-bottom: 1rem;
        display: grid;
        gap: 0.5rem;
        padding: 0.7rem 0.9rem;
        border-radius: var(--bx-radius);
        border: 1px solid var(--bx-line);
        background: var(--bx-surface);
      }
      ul {
        list-style: none;
        margin: 0;
        padding: 0;
        display: flex;
        flex-wrap: wrap;
        gap: 0.4rem 1.25rem;
      }
      li {
        display: inline-flex;
        align-items: baseline;
        gap: 0.45rem;
      }
      .clock-icon {
        align-self: center;
        width: 1rem;
        height: 1rem;
        flex: none;
        color: var(--bx-brass);
      }
      .left {
        font-weight: 650;
        font-variant-numeric: tabular-nums;
      }
      .urgent .left {
        color: var(--bx-accent);
      }
      .policy {
        margin: 0;
        font-size: 0.85rem;
        color: var(--bx-ink-soft);
      }
      summary {
        cursor: pointer;
        font-size: 0.9rem;
        font-weight: 600;
        min-height: 32px;
        display: flex;
        align-items: center;
        gap: 0.3rem;
        flex-wrap: wrap;
      }
      form {
        margin-top: 0.4rem;
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        gap: 0.4rem 0.6rem;
        font-size: 0.9rem;
      }
      form select {
        width: auto;
        min-height: 36px;
        padding: 0.2rem 0.5rem;
      }
    `,
  ];

  @property({ attribute: false }) game!: GameResponse;
  @property({ type: Boolean }) busy = false;
  @state() private now = Date.now();
  @state() private days = 1;
  @state() private vacationOpen = false;
  private ticker?: ReturnType<typeof setInterval>;

  connectedCallback(): void {
    super.connectedCallback();
    this.ticker = setInterval(() => (this.now = Date.now()), 30_000);
  }

  disconnectedCallback(): void {
    clearInterval(this.ticker);
    super.disconnectedCallback();
  }

  private name(seat: number): string {
    if (this.game.you?.role === "player" && this.game.you.seat === seat) return "You";
    return this.game.seats[seat]?.name ?? `Seat ${seat + 1}`;
  }

  private vacationForm(left: number) {
    const { vacationDays } = this.game.clock;
    if (vacationDays === 0) return html`<p class="policy">This game allows no vacations.</p>`;
    if (left <= 0)
      return html`<p class="policy">You have used all ${vacationDays} vacation days of this game.</p>`;
    const days = Math.min(this.days, left);
    return html`<details ?open=${this.vacationOpen} @toggle=${(e: Event) => (this.vacationOpen = (e.target as HTMLDetailsElement).open)}>
      <summary>Going away? Take a vacation <span class="muted">(${left} of ${vacationDays} days left)</span></summary>
      <form @submit=${this.take} aria-label="Take a vacation">
      <label for="vacation-days">Away for</label>
      <select id="vacation-days" @change=${(e: Event) => (this.days = Number((e.target as HTMLSelectElement).value))}>
        ${Array.from({ length: Math.min(left, 14) }, (_, i) => i + 1).map(
          (n) => html`<option value=${n} .selected=${n === days}>${n} day${n === 1 ? "" : "s"}</option>`,
        )}
      </select>
      <button class="btn quiet small" type="submit" ?disabled=${this.busy}>Take a vacation</button>
      <span class="policy">Your deadlines move back by as many days.</span>
    </form></details>`;
  }

  private take(event: SubmitEvent) {
    event.preventDefault();
    const left = this.mine()?.vacationDaysLeft ?? 0;
    const days = Math.min(this.days, left);
    if (days < 1) return;
    this.dispatchEvent(new CustomEvent("vacation", { detail: { days }, bubbles: true, composed: true }));
  }

  private mine() {
    const you = this.game.you;
    return you?.role === "player" && you.seat != null
      ? this.game.timers.find((t) => t.seat === you.seat)
      : undefined;
  }

  render() {
    const game = this.game;
    if (game?.status !== "playing" || !game.clock?.perMoveDays) return nothing;
    const waiting = game.timers.filter((t) => t.deadline && game.activeSeats.includes(t.seat));
    const away = game.timers.filter((t) => t.vacationUntil);
    const mine = this.mine();
    const perMove = game.clock.perMoveDays;
    return html`<section class="clocks" aria-label="Clocks">
      ${
        waiting.length
          ? html`<ul>
            ${waiting.map((t) => {
              const ms = new Date(t.deadline!).getTime() - this.now;
              return html`<li class=${ms < 6 * HOUR ? "urgent" : ""} data-deadline=${t.seat}>
                <svg class="clock-icon" viewBox="0 0 16 16" aria-hidden="true"><circle cx="8" cy="8" r="6.5" fill="none" stroke="currentColor" stroke-width="1.6" /><path d="M8 4.2V8l2.6 1.6" fill="none" stroke="currentColor" stroke-width="1.6" stroke-linecap="round" /></svg>
                <span>${this.name(t.seat)}:</span>
                <span class="left" title=${`Deadline ${when(t.deadline!)}`}>${timeLeft(t.deadline!, this.now)}</span>
              </li>`;
            })}
          </ul>`
          : nothing
      }
      ${away.map((t) => html`<p class="policy">${this.name(t.seat)} ${t.seat === mine?.seat ? "are" : "is"} on vacation until ${when(t.vacationUntil!)}.</p>`)}
      <p class="policy">${perMove} day${perMove === 1 ? "" : "s"} per move; when the time runs out, ${TIMEOUT_WORDS[game.clock.onTimeout]}.</p>
      ${mine ? this.vacationForm(mine.vacationDaysLeft) : nothing}
    </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "bx-seat-clocks": BxSeatClocks;
  }
}
