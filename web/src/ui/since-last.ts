/**
 * `<bx-since-last>`: what happened since the player was last here: the moves after `after` (from
 * the game's recent moves at once, then with their dice from the record), a link to replay them,
 * and a Dismiss button (emits `dismiss`).
 */
import { LitElement, css, html } from "lit";
import { customElement, property, state } from "lit/decorators.js";
import type { GameResponse } from "#wire";
import { api } from "../api";
import { storage } from "../storage";
import { sheets } from "../games";
import "./move-list";
import type { ListedMove } from "./move-list";
import { base } from "../sheet/styles";

/** Rows shown; the rest are counted and left to the replay. */
const SHOWN = 10;

@customElement("bx-since-last")
export class BxSinceLast extends LitElement {
  static styles = [
    base,
    css`
      section {
        margin-bottom: 1rem;
        padding: 0.8rem 1rem;
        border-radius: var(--bx-radius);
        border: 2px solid var(--bx-brass);
        background: color-mix(in srgb, var(--bx-brass-soft) 55%, var(--bx-surface));
      }
      .head {
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        justify-content: space-between;
        gap: 0.4rem 1rem;
        margin-bottom: 0.4rem;
      }
      h2 {
        margin: 0;
        font-size: 1.1rem;
      }
      .links {
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        gap: 0.5rem 1rem;
        margin-top: 0.5rem;
        font-weight: 600;
      }
    `,
  ];

  @property({ attribute: false }) game!: GameResponse;
  /** The last move number the player had seen. */
  @property({ type: Number }) afterMove = 0;
  @state() private detailed: ListedMove[] | null = null;
  @state() private count: number | null = null;
  /** The game's sheet is defined: its words for the moves (a rail route, not its raw steps). */
  @state() private worded = false;

  // Not in connectedCallback: this element is defined after the page has set its properties, and
  // Lit hands them over only at the first update.
  protected firstUpdated(): void {
    sheets[this.game.game]?.load().then(
      () => (this.worded = true),
      () => {},
    );
    // The last page of the log, with the dice: one small request however long the game is.
    api.moves(this.game.id, undefined, SHOWN, storage.token("seat", this.game.id)).then(
      (page) => {
        this.detailed = page.moves.filter((m) => m.n > this.afterMove);
        this.count = page.total - this.afterMove;
      },
      () => (this.detailed = null),
    );
  }

  render() {
    const game = this.game;
    const recent = game.recentMoves.filter((m) => m.n > this.afterMove);
    const moves = (this.detailed ?? recent).slice(-SHOWN);
    const total =
      this.count ?? Math.max(recent.length, (recent.at(-1)?.n ?? this.afterMove) - this.afterMove);
    const you = game.you?.role === "player" ? game.you.seat : null;
    return html`<section aria-labelledby="since-title" data-since-last>
      <div class="head">
        <h2 id="since-title">Since you were last here: ${total} move${total === 1 ? "" : "s"}</h2>
        <button class="btn quiet small" type="button" @click=${() => this.dispatchEvent(new CustomEvent("dismiss"))}>Dismiss</button>
      </div>
      <bx-move-list .moves=${moves} .game=${this.worded ? game.game : ""} .view=${game.view} .seats=${game.seats} .you=${you} .onTimeout=${game.clock?.onTimeout ?? "bot"}></bx-move-list>
      <div class="links">
        ${total > moves.length ? html`<span class="muted">…and ${total - moves.length} earlier</span>` : ""}
        <a href=${`/replay/${encodeURIComponent(game.id)}?from=${this.afterMove}`}>Replay ${total === 1 ? "it" : "them"} →</a>
      </div>
    </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "bx-since-last": BxSinceLast;
  }
}
