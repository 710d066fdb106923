/**
 * `<bx-next-game>`: on a seat's sheet, "Next game" jumps to the next of this browser's other seats
 * where it is the player's turn (as lichess and BGA do). It reads those games with their seat keys
 * (a few at a time), again every half minute while the tab is shown and whenever this game moves
 * on, and shows nothing when none waits on the player. The play page loads it only when this browser
 * holds other seats.
 */
import { LitElement, css, html, nothing, type PropertyValues } from "lit";
import { customElement, property, state } from "lit/decorators.js";
import { api, ApiError } from "../api";
import { storage } from "../storage";
import { base } from "../sheet/styles";

/** How many of the most recent other seats are looked at, and how often. */
const LIMIT = 12;
const PARALLEL = 4;
export const NEXT_POLL_MS = 30_000;

/** The other held seats' games where it is the player's turn, most recently touched first. */
async function turnsElsewhere(current: string): Promise<string[]> {
  const held = storage
    .held(LIMIT * 2)
    .filter((h) => h.seat && h.id !== current)
    .slice(0, LIMIT);
  const yours = new Set<string>();
  const queue = [...held];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const game = await api.game(next.id, next.seat).catch((error) => {
        if (error instanceof ApiError && error.code === "seat_is_bot") storage.seatToBot(next.id);
        return null;
      });
      const seat = game?.you?.role === "player" ? game.you.seat : null;
      if (game?.status === "playing" && seat !== null && game.activeSeats.includes(seat)) yours.add(next.id);
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, held.length) }, worker));
  return held.map((h) => h.id).filter((id) => yours.has(id));
}

@customElement("bx-next-game")
export class BxNextGame extends LitElement {
  static styles = [
    base,
    css`
      :host {
        display: inline-block;
      }
    `,
  ];

  /** This game (never the next one). */
  @property() current = "";
  /** This game's version: when it moves on (a move made here, say), the others are read again. */
  @property({ type: Number }) version = 0;
  @state() private waiting: string[] = [];
  private timer: ReturnType<typeof setInterval> | undefined;

  connectedCallback(): void {
    super.connectedCallback();
    this.timer = setInterval(() => document.visibilityState === "visible" && this.look(), NEXT_POLL_MS);
    document.addEventListener("visibilitychange", this.onVisible);
  }

  disconnectedCallback(): void {
    clearInterval(this.timer);
    document.removeEventListener("visibilitychange", this.onVisible);
    super.disconnectedCallback();
  }

  private onVisible = () => {
    if (document.visibilityState === "visible") void this.look();
  };

  protected updated(changed: PropertyValues): void {
    if (changed.has("current") || changed.has("version")) void this.look();
  }

  private async look() {
    if (this.current) this.waiting = await turnsElsewhere(this.current);
  }

  render() {
    const next = this.waiting[0];
    if (!next) return nothing;
    const more = this.waiting.length;
    return html`<a class="btn small" href=${`/play/${encodeURIComponent(next)}`} data-next-game
      aria-label=${`Next game ▸ ${more}: your turn in ${more} other game${more === 1 ? "" : "s"}`}>Next game ▸ ${more}</a>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "bx-next-game": BxNextGame;
  }
}
