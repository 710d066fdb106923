/**
 * `<bx-replay-log>`: a record's moves as a list, the current step marked and kept in view; clicking
 * a move goes there (emits `seek`, {detail: {index}}). For games whose positions cannot be shown
 * (still running, so the seed is sealed), next to the replay controls.
 */
import { LitElement, css, html, nothing } from "lit";
import { customElement, property } from "lit/decorators.js";
import { describeIn, madeByNote } from "../moves";
import type { Step } from "../steps";
import { drawn, drawnStyles } from "./drawn";
import { base } from "../sheet/styles";

/** Above a running game's log (the viewer shows it there, in its own styles). */
export const sealedNotice = html`<p class="notice sealed">The game is still running: its seed stays sealed until the end, so this shows each move
  with the dice it rolled. Once the game is over, every position can be replayed here.</p>`;

@customElement("bx-replay-log")
export class BxReplayLog extends LitElement {
  static styles = [
    base,
    drawnStyles,
    css`
      ol {
        list-style: none;
        margin: 0;
        padding: 0;
        max-height: 28rem;
        overflow: auto;
        border: 1px solid var(--bx-line);
        border-radius: 8px;
        background: var(--bx-surface);
      }
      li {
        display: grid;
        grid-template-columns: 3rem 1fr;
        gap: 0 0.6rem;
        padding: 0.4rem 0.7rem;
        border-bottom: 1px solid var(--bx-line);
        cursor: pointer;
      }
      li[aria-current="step"] {
        background: color-mix(in srgb, var(--bx-accent) 12%, var(--bx-surface));
        box-shadow: inset 4px 0 0 var(--bx-accent);
      }
      .n {
        color: var(--bx-ink-soft);
        text-align: right;
        font-variant-numeric: tabular-nums;
      }
      .note {
        padding: 0 0.45rem;
        border-radius: 999px;
        font-size: 0.8rem;
        font-weight: 650;
        background: var(--bx-warn-soft);
      }
    `,
  ];

  @property({ attribute: false }) steps: Step[] = [];
  @property({ type: Number }) index = 0;
  @property({ attribute: false }) names: string[] = [];
  /** By seat: whether the bot played it from the start (its moves are its own, not a timeout's). */
  @property({ attribute: false }) bots: boolean[] = [];
  /** The game's id once its sheet (and so its words for moves) is loaded. */
  @property() game = "";

  private name(seat: number | null): string {
    return seat === null ? "" : this.names[seat] || `Seat ${seat + 1}`;
  }

  /** Who made the move when it was not the seat's player at the board (none for a bot seat's own moves). */
  private note(s: Step) {
    const note = s.by
      ? madeByNote(s.by, undefined, s.move?.type, s.seat === null ? false : this.bots[s.seat])
      : null;
    return note ? html`<span class="note">${note}</span>` : nothing;
  }

  protected updated(): void {
    this.renderRoot.querySelector('[aria-current="step"]')?.scrollIntoView({ block: "nearest" });
  }

  render() {
    return html`<ol class="log" aria-label="Moves">
      ${this.steps.map(
        (s, i) => html`<li aria-current=${i === this.index ? "step" : "false"}
        @click=${() => this.dispatchEvent(new CustomEvent("seek", { detail: { index: i } }))}>
        <span class="n">${s.n === 0 ? "—" : `#${s.n}`}</span>
        <span>${s.n === 0 ? "Setup" : html`<strong>${this.name(s.seat)}</strong> ${describeIn(this.game, s.move!, s.seat!, null)}`}
          ${this.note(s)}
          ${s.draws.length ? html`<br />${drawn(s.draws)}` : nothing}</span>
      </li>`,
      )}
    </ol>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "bx-replay-log": BxReplayLog;
  }
}
