/**
 * `<bx-seat-clocks>`: the game's clock in the frame: each seat's time left (a countdown for every
 * seat the game waits on, "paused for the weekend", each seat's bank), who is on vacation, what
 * happens when time runs out, and, for the viewer's own seat, "Take a vacation", "I am away until …"
 * for all this browser's games, reminder points and "vacation days instead of timing out", and a
 * nudge for the seats it waits on. Emits `vacation` ({detail: {days}}); the rest it asks itself
 * (clock-api.ts). Nothing when the game has no clock or is not in play.
 */
import { LitElement, css, html, nothing } from "lit";
import { customElement, property, state } from "lit/decorators.js";
import type { GameResponse } from "#wire";
import type { ClockOptions } from "#clock/options";
import { type AwayReport, awayEverywhere, clockApi, type SeatClockSettings } from "../clock-api";
import { duration, when } from "../time";
import { base } from "../sheet/styles";

export const TIMEOUT_WORDS: Record<ClockOptions["onTimeout"], string> = {
  bot: "a bot plays the turn",
  skip: "the turn is skipped",
  drop: "the player leaves the game",
};

const HOUR = 3600_000;
const DAY = 24 * HOUR;
/** The reminder points a player may pick (percent of a turn's time). */
const POINTS = [25, 50, 75, 90];

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
      fieldset.points {
        border: 0;
        padding: 0;
        margin: 0;
        display: flex;
        flex-wrap: wrap;
        gap: 0.3rem 0.9rem;
      }
      fieldset.points legend {
        padding: 0;
        margin-bottom: 0.2rem;
      }
      label.check {
        display: inline-flex;
        align-items: center;
        gap: 0.35rem;
        min-height: 32px;
      }
      form input[type="date"] {
        width: auto;
        min-height: 36px;
      }
      form.settings {
        display: grid;
        justify-items: start;
      }
      .nudge {
        justify-self: start;
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
  /** The seat's token, for its own clock requests. */
  @property({ attribute: false }) token: string | null = null;
  @state() private settings: SeatClockSettings | null = null;
  @state() private said = "";
  @state() private away = "";
  /** When the game's answer came (its `timeLeft`s count from then). */
  private readAt = Date.now();
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

  protected willUpdate(changed: Map<string, unknown>): void {
    if (changed.has("game")) this.now = this.readAt = Date.now();
  }

  /** The seat's clock time left now: a paused clock stands still, a running one counts down. */
  private left(t: GameResponse["timers"][number]): number {
    if (t.timeLeft === null) return 0;
    return t.paused ? t.timeLeft : t.timeLeft - Math.max(0, this.now - this.readAt);
  }

  private async ask<T>(action: () => Promise<T>): Promise<T | null> {
    this.said = "";
    try {
      return await action();
    } catch (error) {
      this.said = (error as Error).message;
      return null;
    }
  }

  private async awayAll(event: SubmitEvent) {
    event.preventDefault();
    if (!this.away) return;
    // The end of the chosen day, in this browser's time zone.
    const until = new Date(`${this.away}T23:59:00`);
    const report = await this.ask(() => awayEverywhere(until));
    if (report) this.said = awayWords(report, until);
    this.dispatchEvent(new CustomEvent("away", { bubbles: true, composed: true }));
  }

  private async openSettings(event: Event) {
    if (!(event.target as HTMLDetailsElement).open || this.settings || !this.token) return;
    this.settings = await this.ask(() => clockApi.settings(this.game.id, this.token!));
  }

  private async saveSettings(event: SubmitEvent) {
    event.preventDefault();
    const form = new FormData(event.target as HTMLFormElement);
    const reminders = POINTS.filter((p) => form.has(`point-${p}`));
    const saved = await this.ask(() =>
      clockApi.save(this.game.id, this.token!, { reminders, autoVacation: form.has("auto-vacation") }),
    );
    if (saved) {
      this.settings = saved;
      this.said = "Your reminders and timeout choice are saved for this game.";
    }
  }

  private async nudge() {
    const done = await this.ask(() => clockApi.nudge(this.game.id, this.token!));
    if (done)
      this.said = `Nudged ${done.nudged.map((s) => this.name(s)).join(" and ")}; you may nudge again after ${when(done.next)}.`;
  }

  private awayForm() {
    const min = new Date(Date.now() + DAY).toISOString().slice(0, 10);
    return html`<details>
      <summary>I am away until …</summary>
      <form @submit=${this.awayAll} aria-label="Away in all my games">
        <label for="away-until">Away until</label>
        <input id="away-until" type="date" min=${min} required .value=${this.away}
          @input=${(e: Event) => (this.away = (e.target as HTMLInputElement).value)} />
        <button class="btn quiet small" type="submit" ?disabled=${this.busy}>Away in all my games</button>
        <span class="policy">Every game this browser plays takes vacation days from its own allowance; the other players are told.</span>
      </form>
    </details>`;
  }

  private settingsForm() {
    const s = this.settings;
    const points = s?.reminders ?? [];
    return html`<details @toggle=${this.openSettings}>
      <summary>My reminders and timeouts</summary>
      ${
        s
          ? html`<form class="settings" @submit=${this.saveSettings} aria-label="My reminders and timeouts">
          <fieldset class="points"><legend>Remind me when this much of my time has gone</legend>
            ${POINTS.map((p) => html`<label class="check"><input type="checkbox" name=${`point-${p}`} .checked=${points.includes(p)} />${p}%</label>`)}
          </fieldset>
          <label class="check"><input type="checkbox" name="auto-vacation" .checked=${s.autoVacation} />Take vacation days instead of timing out (${s.vacationDaysLeft} left)</label>
          <button class="btn quiet small" type="submit">Save</button>
        </form>`
          : html`<p class="policy">Loading…</p>`
      }
    </details>`;
  }

  private policy(clock: GameResponse["clock"]): string {
    const parts: string[] = [];
    if (clock.perMoveDays)
      parts.push(`${clock.perMoveDays} day${clock.perMoveDays === 1 ? "" : "s"} per move`);
    if (clock.bankDays)
      parts.push(
        `a bank of ${clock.bankDays} days, ${clock.incrementDays ? `+${clock.incrementDays} a turn` : "no increment"}${clock.capDays ? `, at most ${clock.capDays}` : ""}`,
      );
    if (clock.weekendPause) parts.push("clocks stop at each player's weekend");
    const words = `${parts.join("; ")}; when the time runs out, ${TIMEOUT_WORDS[clock.onTimeout]}.`;
    return words[0].toUpperCase() + words.slice(1);
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
    return html`${this.awayForm()}<details ?open=${this.vacationOpen} @toggle=${(e: Event) => (this.vacationOpen = (e.target as HTMLDetailsElement).open)}>
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
    const clock = game?.clock;
    if (game?.status !== "playing" || !clock || !(clock.perMoveDays || clock.bankDays)) return nothing;
    const waiting = game.timers.filter((t) => t.deadline && game.activeSeats.includes(t.seat));
    const away = game.timers.filter((t) => t.vacationUntil);
    const mine = this.mine();
    const waitsOnOthers =
      mine && !game.activeSeats.includes(mine.seat) && waiting.some((t) => !game.seats[t.seat]?.bot);
    return html`<section class="clocks" aria-label="Clocks">
      ${
        waiting.length
          ? html`<ul>
            ${waiting.map((t) => {
              const ms = this.left(t);
              return html`<li class=${ms < 6 * HOUR ? "urgent" : ""} data-deadline=${t.seat}>
                <svg class="clock-icon" viewBox="0 0 16 16" aria-hidden="true"><circle cx="8" cy="8" r="6.5" fill="none" stroke="currentColor" stroke-width="1.6" /><path d="M8 4.2V8l2.6 1.6" fill="none" stroke="currentColor" stroke-width="1.6" stroke-linecap="round" /></svg>
                <span>${this.name(t.seat)}:</span>
                <span class="left" title=${`Deadline ${when(t.deadline!)}`} data-time-left=${t.seat}>${ms > 0 ? `${duration(ms)} left` : "time is up"}</span>
                ${t.paused ? html`<span class="policy">paused for the weekend</span>` : nothing}
              </li>`;
            })}
          </ul>`
          : nothing
      }
      ${
        clock.bankDays
          ? html`<p class="policy" data-banks>Banks: ${game.timers
              .filter((t) => !game.activeSeats.includes(t.seat) && t.bank !== null)
              .map((t) => `${this.name(t.seat)} ${duration(t.bank!)}`)
              .join(" · ")}</p>`
          : nothing
      }
      ${away.map((t) => html`<p class="policy">${this.name(t.seat)} ${t.seat === mine?.seat ? "are" : "is"} on vacation until ${when(t.vacationUntil!)}.</p>`)}
      <p class="policy">${this.policy(clock)}</p>
      ${mine ? this.vacationForm(mine.vacationDaysLeft) : nothing}
      ${mine && this.token ? this.settingsForm() : nothing}
      ${waitsOnOthers && this.token ? html`<button class="btn quiet small nudge" type="button" @click=${this.nudge}>Nudge ${waiting.map((t) => this.name(t.seat)).join(" and ")}</button>` : nothing}
      ${this.said ? html`<p class="policy" role="status" data-clock-said>${this.said}</p>` : nothing}
    </section>`;
  }
}

/** "Away until 12 Dec in 3 games; in 1 only as far as its vacation days reach." */
function awayWords(r: AwayReport, until: Date): string {
  const games = (n: number) => `${n} game${n === 1 ? "" : "s"}`;
  const date = until.toLocaleDateString(undefined, { dateStyle: "medium" });
  const parts = [`You are away until ${date} in ${games(r.whole)}`];
  if (r.partly) parts.push(`in ${games(r.partly)} only as far as its vacation days reach`);
  if (r.none) parts.push(`${games(r.none)} had no vacation days to take`);
  return `${parts.join("; ")}. The other players are told.`;
}

declare global {
  interface HTMLElementTagNameMap {
    "bx-seat-clocks": BxSeatClocks;
  }
}
