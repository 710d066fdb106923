/**
 * `<bx-replay-viewer>`: steps through a game record. A finished game is replayed here with the
 * game's rules and the record's own dice (steps.ts; checking those dice against the seed is the
 * verify page's work) and each step's state is shown with the game's own sheet, read-only; a running
 * game (seed still sealed) is shown as its log of moves and recorded dice. Controls: first,
 * previous, play/pause, next, last, a slider, and the keyboard (← → Home End, space).
 * `start` picks the first step shown (e.g. the last move a returning player had seen).
 */
import type { AnyRules, GameState } from "#engine/define";
import { LitElement, css, html, nothing } from "lit";
import { customElement, property, state } from "lit/decorators.js";
import type { SeatInfo } from "#wire";
import type { ShownRecord, Verdict } from "#engine/record";
import { sheets } from "../games";
import { describeIn, madeByNote } from "../moves";
import { loadRules } from "../rules";
import { replaySteps, loggedSteps, type Step } from "../steps";
import { when } from "../time";
import { drawn, drawnStyles } from "./drawn";
import "./replay-controls";
import { sheetElement } from "./sheet-element";
import { base } from "../sheet/styles";

const PLAY_MS = 900;

@customElement("bx-replay-viewer")
export class BxReplayViewer extends LitElement {
  static styles = [
    base,
    drawnStyles,
    css`
      .controls {
        position: sticky;
        top: 0;
        z-index: 2;
        padding: 0.6rem 0.75rem;
        margin-bottom: 0.9rem;
        border-radius: var(--bx-radius);
        border: 1px solid var(--bx-line);
        background: var(--bx-surface);
        box-shadow: var(--bx-shadow);
      }
      .caption,
      .fork {
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        gap: 0.2rem 0.6rem;
        margin: 0.5rem 0 0;
      }
      .caption {
        align-items: baseline;
        min-height: 1.6em;
      }
      .note {
        padding: 0 0.45rem;
        border-radius: 999px;
        font-size: 0.8rem;
        font-weight: 650;
        background: var(--bx-warn-soft);
      }
      .sealed {
        margin-bottom: 0.9rem;
      }
      .loading {
        min-height: 16rem;
        display: grid;
        place-items: center;
        color: var(--bx-ink-soft);
      }
    `,
  ];

  @property({ attribute: false }) record: ShownRecord | null = null;
  /** The step shown first (a move number; 0 is the setup). */
  @property({ type: Number }) start = 0;
  /** Offer "Fork from here" on positions where the game is not over (emits `fork` with `{move}`). */
  @property({ type: Boolean }) forkable = false;
  /** The page is this replay: Home, End and space work from anywhere on it (else only from inside). */
  @property({ type: Boolean }) global = false;
  @state() private steps: Step[] = [];
  @state() private index = 0;
  @state() private playing = false;
  @state() private verdict: Verdict | null = null;
  @state() private rules: AnyRules | null = null;
  @state() private progress = 0;
  @state() private ready = false;
  @state() private sheetReady = false;
  @state() private problem: string | null = null;
  @state() private logReady = false;
  /** A running game's notice, which comes with its log's module (its replay is its log). */
  #sealed: unknown = nothing;
  private timer?: ReturnType<typeof setInterval>;
  private built: ShownRecord | null = null;

  connectedCallback(): void {
    super.connectedCallback();
    window.addEventListener("keydown", this.onKey);
  }

  disconnectedCallback(): void {
    window.removeEventListener("keydown", this.onKey);
    this.pause();
    super.disconnectedCallback();
  }

  protected willUpdate(): void {
    if (this.record && this.record !== this.built) {
      this.built = this.record;
      void this.build(this.record);
    }
  }

  private async build(record: ShownRecord) {
    this.pause();
    this.ready = false;
    this.verdict = null;
    this.problem = null;
    this.steps = loggedSteps(record);
    // A sealed record is shown as its log: no rules needed.
    const rules = record.serverSeed ? await loadRules(record.game, record.options).catch(() => null) : null;
    if (this.built !== record) return;
    this.rules = rules;
    // The sheet shows the positions, and its words the moves (in the log of a running game too).
    sheets[record.game]?.load().then(() => (this.sheetReady = true));
    if (record.serverSeed && rules) {
      try {
        const { steps, verdict } = await replaySteps(rules, record, (done) => (this.progress = done));
        if (this.built !== record) return;
        this.steps = steps;
        this.verdict = verdict;
      } catch (error) {
        this.problem = `The replay stopped: ${(error as Error).message}`;
      }
    } else if (record.serverSeed && !rules) {
      this.problem = `This page does not know the game “${record.game}”; here is its log.`;
    }
    const at = this.steps.findIndex((s) => s.n === this.start);
    this.index = Math.max(at, 0);
    this.ready = true;
  }

  private seek(index: number) {
    this.index = Math.max(0, Math.min(this.steps.length - 1, index));
    if (this.index >= this.steps.length - 1) this.pause();
  }

  private toggle() {
    if (this.playing) return this.pause();
    if (this.index >= this.steps.length - 1) this.index = 0;
    this.playing = true;
    this.timer = setInterval(() => this.seek(this.index + 1), PLAY_MS);
  }

  private pause() {
    clearInterval(this.timer);
    this.playing = false;
  }

  private onKey = (event: KeyboardEvent) => {
    if (!this.ready || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    const target = event.composedPath()[0];
    if (
      target instanceof HTMLInputElement ||
      target instanceof HTMLSelectElement ||
      target instanceof HTMLTextAreaElement
    )
      return;
    if (target instanceof HTMLElement && target.isContentEditable) return;
    const onControl =
      target instanceof HTMLButtonElement ||
      target instanceof HTMLAnchorElement ||
      (target instanceof HTMLElement && target.tagName === "SUMMARY");
    const act: Record<string, () => void> = {
      ArrowLeft: () => this.seek(this.index - 1),
      ArrowRight: () => this.seek(this.index + 1),
      Home: () => this.seek(0),
      End: () => this.seek(this.steps.length - 1),
      " ": () => this.toggle(),
    };
    if (event.key === " " && onControl) return;
    // ← and → always step; the keys that also scroll a page only when the replay has the focus.
    if (!event.key.startsWith("Arrow") && !this.global && !event.composedPath().includes(this)) return;
    const run = act[event.key];
    if (!run) return;
    event.preventDefault();
    if (event.key !== " ") this.pause();
    run();
  };

  /** A finished game's record hides nothing: the replay shows what the game shows after its end. */
  private shownView(state: GameState): unknown {
    const rules = this.rules!;
    return rules.openView ? rules.openView(state) : rules.view(state, null);
  }

  private name(seat: number | null): string {
    if (seat === null) return "";
    return this.record?.seats[seat]?.name || `Seat ${seat + 1}`;
  }

  private caption(step: Step) {
    const note = step.by
      ? madeByNote(
          step.by,
          undefined,
          step.move?.type,
          step.seat === null ? false : this.record?.seats[step.seat]?.bot,
        )
      : null;
    return html`<p class="caption" aria-live="polite" data-step=${step.n}>
      ${
        step.n === 0
          ? html`<strong>Setup</strong>`
          : html`<strong>Move ${step.n}</strong> <span>${this.name(step.seat)}${step.move!.type.startsWith("$") ? "" : html` ${describeIn(this.record!.game, step.move!, step.seat!, step.state === undefined || !this.rules ? null : this.shownView(step.state))}`}</span>`
      }
      ${note ? html`<span class="note">${note}</span>` : nothing}
      ${drawn(step.draws)}
      ${step.at ? html`<span class="muted small">${when(step.at)}</span>` : nothing}
    </p>`;
  }

  private board(step: Step) {
    const record = this.record!;
    const entry = sheets[record.game];
    if (step.state === undefined || !this.rules || !entry) return this.log();
    if (!this.sheetReady) return html`<div class="loading card" aria-busy="true">Setting up the table…</div>`;
    const seats: SeatInfo[] = record.seats.map((s) => ({
      seat: s.seat,
      name: s.name || null,
      claimed: true,
    }));
    return sheetElement(
      this,
      entry.tag,
      {
        view: this.shownView(step.state),
        legalMoves: undefined,
        seat: null,
        seats,
        busy: false,
        recentMoves: [],
      },
      "data-replay-sheet",
    );
  }

  /** The moves as a list (a running game, or a game this page has no rules for); loaded only then. */
  private log() {
    if (!this.logReady) {
      void import("./replay-log").then(({ sealedNotice }) => {
        this.#sealed = sealedNotice;
        this.logReady = true;
      });
      return html`<div class="loading" aria-busy="true">…</div>`;
    }
    return html`<bx-replay-log .game=${this.sheetReady ? this.record!.game : ""} .steps=${this.steps} .index=${this.index} .names=${this.record!.seats.map((s) => s.name)} .bots=${this.record!.seats.map((s) => Boolean(s.bot))}
      @seek=${(e: CustomEvent<{ index: number }>) => {
        this.pause();
        this.seek(e.detail.index);
      }}></bx-replay-log>`;
  }

  /** A new game from this position (docs/sharing.md, "Forks"): a verified replay's positions where the game goes on. */
  private forkButton(step: Step) {
    if (
      !this.forkable ||
      !this.verdict?.ok ||
      step.state === undefined ||
      this.rules?.result(step.state) !== null
    )
      return nothing;
    const fork = () =>
      this.dispatchEvent(
        new CustomEvent("fork", { detail: { move: step.n }, bubbles: true, composed: true }),
      );
    return html`<p class="fork"><button class="btn secondary small" type="button" @click=${fork} data-fork-here>Fork from here</button>
      <span class="muted small">A new game from this position, with new dice.</span></p>`;
  }

  render() {
    const record = this.record;
    if (!record) return nothing;
    if (!this.ready) {
      return html`<div class="loading" aria-busy="true">Replaying… ${this.progress ? `${this.progress} of ${record.moves.length + 1} steps` : ""}</div>`;
    }
    if (this.steps.length === 0)
      return html`<p class="muted">This game has not started, so there is nothing to replay yet.</p>`;
    const step = this.steps[this.index];
    const v = this.verdict;
    return html`
      ${record.serverSeed ? nothing : this.#sealed}
      ${this.problem ? html`<p class="notice" role="alert">${this.problem}</p>` : nothing}
      ${v && !v.ok ? html`<p class="notice" role="alert" data-replay-stopped>The replay stops at ${v.at}: ${v.message}</p>` : nothing}
      <div class="controls" data-replay data-index=${this.index} data-count=${this.steps.length}>
        <bx-replay-controls .index=${this.index} .count=${this.steps.length} .playing=${this.playing}
          @seek=${(e: CustomEvent<{ index: number }>) => {
            this.pause();
            this.seek(e.detail.index);
          }}
          @toggle=${this.toggle}></bx-replay-controls>
        ${this.caption(step)}
        ${this.forkButton(step)}
      </div>
      <h2 class="visually-hidden">The sheet</h2>
      ${this.board(step)}
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "bx-replay-viewer": BxReplayViewer;
  }
}
