/**
 * `<bx-takeback>`: takeback with consent on a seat's sheet (issue #37). "Take back my last move" while
 * the server says the seat may (`canTakeBack`); a takeback asked: the asker waits (and may withdraw),
 * the others agree or refuse; how the last one ended, until the game's next change. The page loads it
 * only when the answer carries either field, and sends what is pressed (`takeback` event, the action).
 */
import { LitElement, css, html, nothing } from "lit";
import { customElement, property } from "lit/decorators.js";
import type { GameResponse } from "#wire";
import { seatName } from "./names";
import { base } from "../sheet/styles";

export type TakebackAction = "ask" | "agree" | "refuse";

@customElement("bx-takeback")
export class BxTakeback extends LitElement {
  static styles = [
    base,
    css`
      :host {
        flex: 1 1 100%;
      }
      .bar {
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        gap: 0.5rem;
      }
      p {
        margin: 0;
        flex: 1 1 14rem;
      }
    `,
  ];

  @property({ attribute: false }) game!: GameResponse;

  private send(action: TakebackAction) {
    this.dispatchEvent(new CustomEvent("takeback", { detail: action, bubbles: true, composed: true }));
  }

  private button(action: TakebackAction, label: string, quiet = true) {
    return html`<button class="btn small ${quiet ? "quiet" : ""}" type="button" data-takeback=${action} @click=${() => this.send(action)}>${label}</button>`;
  }

  render() {
    const game = this.game;
    const you = game?.you?.seat ?? null;
    const t = game?.takeback;
    if (!t) return game?.canTakeBack ? this.button("ask", "Take back my last move") : nothing;
    const asker = t.seat === you ? "You" : seatName(game, t.seat);
    const names = (seats: number[]) => seats.map((s) => seatName(game, s)).join(", ");
    let words: string;
    let buttons: unknown = nothing;
    if (t.status === "taken") words = `${asker} took back move ${t.move}.`;
    else if (t.status === "refused")
      words =
        t.refusedBy === t.seat
          ? `${asker} withdrew the takeback.`
          : `${t.refusedBy === you ? "You" : seatName(game, t.refusedBy!)} refused to take back move ${t.move}.`;
    else if (t.seat === you) {
      words = `You asked to take back move ${t.move}; waiting for ${names(t.waiting)}.`;
      buttons = this.button("refuse", "Withdraw");
    } else if (you !== null && t.waiting.includes(you)) {
      words = `${asker} asks to take back their last move (move ${t.move}).`;
      buttons = html`${this.button("agree", "Agree", false)}${this.button("refuse", "Refuse")}`;
    } else words = `${asker} asks to take back move ${t.move}; waiting for ${names(t.waiting)}.`;
    return html`<div class="bar" role="status" data-takeback-state=${t.status}><p>${words}</p>${buttons}</div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "bx-takeback": BxTakeback;
  }
}
