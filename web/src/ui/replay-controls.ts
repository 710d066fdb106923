/**
 * `<bx-replay-controls>`: first / previous / play-pause / next / last and a slider over the steps.
 * Emits `seek` ({detail: {index}}) and `toggle` (play or pause).
 */
import { LitElement, css, html } from "lit";
import { customElement, property } from "lit/decorators.js";
import { base } from "../sheet/styles";

const icon = (d: string) =>
  html`<svg viewBox="0 0 16 16" aria-hidden="true"><path d=${d} fill="currentColor" /></svg>`;
const FIRST = icon("M3 3h2v10H3zM13 3v10L6 8z");
const PREV = icon("M12 3v10L5 8z");
const NEXT = icon("M4 3v10l7-5z");
const LAST = icon("M3 3v10l7-5zM11 3h2v10h-2z");
const PLAY = icon("M4 2.5v11L13 8z");
const PAUSE = icon("M4 3h3v10H4zM9 3h3v10H9z");

@customElement("bx-replay-controls")
export class BxReplayControls extends LitElement {
  static styles = [
    base,
    css`
      .bar {
        display: grid;
        gap: 0.5rem;
      }
      .buttons {
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        gap: 0.4rem;
      }
      .buttons .btn {
        min-width: 44px;
        padding-inline: 0.7rem;
      }
      svg {
        width: 1rem;
        height: 1rem;
      }
      .where {
        margin-left: auto;
        font-variant-numeric: tabular-nums;
        color: var(--bx-ink-soft);
        font-size: 0.9rem;
      }
      input[type="range"] {
        width: 100%;
        min-height: 32px;
        accent-color: var(--bx-accent);
      }
    `,
  ];

  @property({ type: Number }) index = 0;
  @property({ type: Number }) count = 0;
  @property({ type: Boolean }) playing = false;

  private seek(index: number) {
    const clamped = Math.max(0, Math.min(this.count - 1, index));
    this.dispatchEvent(
      new CustomEvent("seek", { detail: { index: clamped }, bubbles: true, composed: true }),
    );
  }

  render() {
    const last = this.count - 1;
    const atStart = this.index <= 0,
      atEnd = this.index >= last;
    return html`<div class="bar" role="group" aria-label="Replay controls">
      <div class="buttons">
        <button class="btn quiet small" type="button" aria-label="First step" title="First (Home)" ?disabled=${atStart} @click=${() => this.seek(0)}>${FIRST}</button>
        <button class="btn quiet small" type="button" aria-label="Previous step" title="Previous (←)" ?disabled=${atStart} @click=${() => this.seek(this.index - 1)} data-prev>${PREV}</button>
        <button class="btn small" type="button" aria-label=${this.playing ? "Pause" : "Play"} title="Play / pause (space)" aria-pressed=${this.playing ? "true" : "false"}
          ?disabled=${this.count < 2} @click=${() => this.dispatchEvent(new CustomEvent("toggle", { bubbles: true, composed: true }))} data-play>${this.playing ? PAUSE : PLAY} ${this.playing ? "Pause" : "Play"}</button>
        <button class="btn quiet small" type="button" aria-label="Next step" title="Next (→)" ?disabled=${atEnd} @click=${() => this.seek(this.index + 1)} data-next>${NEXT}</button>
        <button class="btn quiet small" type="button" aria-label="Last step" title="Last (End)" ?disabled=${atEnd} @click=${() => this.seek(last)} data-last>${LAST}</button>
        <span class="where">Step ${this.index} of ${Math.max(0, last)}</span>
      </div>
      <input type="range" min="0" max=${Math.max(0, last)} .value=${String(this.index)} aria-label="Step"
        aria-valuetext=${this.index === 0 ? "Setup" : `Move ${this.index} of ${last}`}
        @input=${(e: Event) => this.seek(Number((e.target as HTMLInputElement).value))} />
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "bx-replay-controls": BxReplayControls;
  }
}
