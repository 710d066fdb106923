/**
 * `<bx-claim-form>`: an invited player takes their seat: the name the others will see (remembered
 * in this browser for the next invitation), the client seed mixed into every die, and whether the seat
 * goes on the player's page (this browser's player key) or not (a one-time key). Emits `claim`
 * ({detail: {name, seed, oneTime}}); the play page signs and sends it. Loaded only for an invitation.
 */
import { LitElement, css, html, nothing } from "lit";
import { customElement, property, state } from "lit/decorators.js";
import type { GameResponse } from "#wire";
import { randomHex } from "../api";
import { sheets } from "../games";
import { seatName } from "./names";
import { base } from "../sheet/styles";

const NAME_KEY = "boxcars:name";

function rememberedName(): string {
  try {
    return localStorage.getItem(NAME_KEY) ?? "";
  } catch {
    return "";
  }
}

@customElement("bx-claim-form")
export class BxClaimForm extends LitElement {
  static styles = [
    base,
    css`
      .claim {
        max-width: 34rem;
      }
      .seed-row {
        display: flex;
        gap: 0.45rem;
      }
      .seed-row input {
        flex: 1;
        min-width: 0;
        font-family: var(--bx-mono);
        font-size: 0.9rem;
      }
      .hint {
        font-size: 0.85rem;
        color: var(--bx-ink-soft);
        margin: 0;
      }
      .seats {
        margin: 0 0 1rem;
        padding-left: 1.2rem;
      }
      fieldset.key {
        border: 1px solid var(--bx-line);
        border-radius: 6px;
        padding: 0.5rem 0.75rem;
      }
      fieldset.key label {
        display: flex;
        gap: 0.5rem;
        align-items: baseline;
        font-weight: normal;
        margin: 0.3rem 0;
      }
    `,
  ];

  @property({ attribute: false }) game!: GameResponse;
  @property({ type: Boolean }) busy = false;
  @property() notice: string | null = null;
  @state() private name = rememberedName();
  @state() private seed = randomHex(16);
  @state() private oneTime = false;

  private submit(event: SubmitEvent) {
    event.preventDefault();
    const name = this.name.trim();
    if (!name) return;
    try {
      localStorage.setItem(NAME_KEY, name);
    } catch {
      /* not remembered, fine */
    }
    this.dispatchEvent(
      new CustomEvent("claim", { detail: { name, seed: this.seed.trim(), oneTime: this.oneTime } }),
    );
  }

  /** What this seat plays, where the game's guide says (loaded with the form). */
  @state() private side = "";

  protected firstUpdated(): void {
    const game = this.game;
    void sheets[game.game]
      ?.guide?.()
      .then(({ guide }) => (this.side = guide.seat?.(game.options, game.you?.seat ?? 0) ?? ""));
  }

  render() {
    const game = this.game;
    const seat = game.you?.seat ?? 0;
    return html`
      <form class="card claim" @submit=${this.submit}>
        <p class="eyebrow">${game.title} · seat ${seat + 1} of ${game.seats.length}</p>
        <h1>Take your seat</h1>
        <p>You have been invited to a game of <strong>${game.title}</strong>. Pick the name the others will see.
          ${sheets[game.game]?.guide ? html`New to it? <a href=${`/rules/${encodeURIComponent(game.game)}`}>How to play</a>.` : nothing}</p>
        ${this.side ? html`<p data-seat-side><strong>${this.side}</strong></p>` : nothing}
        ${
          game.seats.some((s) => s.claimed)
            ? html`<ul class="seats">
              ${game.seats.filter((s) => s.claimed).map((s) => html`<li>${seatName(game, s.seat)} is at the table (seat ${s.seat + 1})</li>`)}
            </ul>`
            : nothing
        }
        <div class="field">
          <label for="name">Your name</label>
          <input id="name" name="name" .value=${this.name} required maxlength="40" autocomplete="nickname"
            @input=${(e: Event) => (this.name = (e.target as HTMLInputElement).value)} />
        </div>
        <div class="field">
          <label for="seed">Your client seed</label>
          <div class="seed-row">
            <input id="seed" name="clientSeed" .value=${this.seed} maxlength="64" spellcheck="false" autocomplete="off"
              aria-describedby="seed-hint" @input=${(e: Event) => (this.seed = (e.target as HTMLInputElement).value)} />
            <button class="btn quiet small" type="button" @click=${() => (this.seed = randomHex(16))}>New</button>
          </div>
          <p class="hint" id="seed-hint">Mixed into every ${sheets[game.game]?.cards ? "shuffle" : "die"} of this game, so not even the server could choose the
            ${sheets[game.game]?.cards ? "deals" : "rolls"} before you sat down. Keep it, or type your own.</p>
        </div>
        <fieldset class="field key">
          <legend>Your player key${game.rated ? " (this game is rated)" : ""}</legend>
          <label><input type="radio" name="key" .checked=${!this.oneTime} @change=${() => (this.oneTime = false)} />
            This browser's player key: the game goes on <a href="/players">your player page</a>${game.rated ? " and counts for your rating" : ""}</label>
          <label><input type="radio" name="key" .checked=${this.oneTime} @change=${() => (this.oneTime = true)} />
            A one-time key: the game is not linked to your page${game.rated ? " (a new key starts with a provisional rating)" : ""}</label>
        </fieldset>
        ${this.notice ? html`<p class="notice" role="alert">${this.notice}</p>` : nothing}
        <button class="btn" type="submit" ?disabled=${this.busy || !this.name.trim()}>${this.busy ? "Claiming…" : "Claim my seat"}</button>
      </form>
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "bx-claim-form": BxClaimForm;
  }
}
