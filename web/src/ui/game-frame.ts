/**
 * `<bx-game-frame>`: the common frame around a game's sheet: title, status, whose turn it is,
 * version, live indicator, rename, notices, the game-over banner and standings (game-over.ts,
 * loaded once a game has ended), the seats' clocks, the recent
 * moves and the links to the game's record. It loads the game's sheet (see games/index.ts) and
 * hands it the view. A sheet's `move` event stops here: the frame emits `send-move` ({detail: {move}})
 * for the page to send, at once or after the confirm bar below.
 * Emits `rename` ({detail: {name}}) when the player saves a new name, and (from the clocks)
 * `vacation` ({detail: {days}}). With "confirm moves" on (ui/confirm-setting.ts), a move from the
 * sheet waits in a bar under it for Send or Cancel, unless the sheet says it already asked; a move
 * the sheet calls costly (money spent, no undo) waits there even with the setting off. Slots: `actions` (next to the status line, e.g. "Notify me") and
 * `notice` (above the sheet, e.g. what happened since the last visit); `talk` (under it: the table talk).
 */
import { LitElement, css, html, nothing } from "lit";
import { customElement, property, state } from "lit/decorators.js";
import type { GameResponse } from "#wire";
import { sheets } from "../games";
import type { LiveState } from "../live";
import { describeMove } from "../moves";
import { confirmMoves, setConfirmMoves } from "../sheet/confirm-setting";
import { joinNames, playerLink, seatName } from "./names";
import type { SheetMoveDetail } from "../sheet/game-sheet";
import type { MoveEventDetail } from "../sheet/sheet-types";
import { reloadForRelease } from "../release";
import { loadWhenSeen } from "./load-when-seen";
import { sheetElement } from "./sheet-element";
import { base } from "../sheet/styles";

export { seatName };

const liveLabels: Record<LiveState, string> = {
  connecting: "Connecting…",
  live: "Live",
  polling: "Checking every few seconds",
  offline: "Offline",
};

/** What can take focus in a sheet (see `focusSheet`). */
const CONTROL = ":is(button,input,select,a[href],[tabindex='0']):not(:disabled,[aria-disabled=true])";

@customElement("bx-game-frame")
export class BxGameFrame extends LitElement {
  static styles = [
    base,
    css`
      .top {
        display: grid;
        gap: 0.35rem;
        margin-bottom: 1rem;
      }
      h1 {
        margin: 0;
      }
      .meta {
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        gap: 0.4rem 0.5rem;
        color: var(--bx-ink-soft);
        font-size: 0.9rem;
      }
      .dot {
        width: 0.55rem;
        height: 0.55rem;
        border-radius: 50%;
        background: var(--bx-ink-soft);
      }
      .live-live .dot {
        background: var(--bx-green);
        box-shadow: 0 0 0 3px color-mix(in srgb, var(--bx-green) 25%, transparent);
      }
      .live-polling .dot {
        background: var(--bx-brass);
      }
      .status-playing {
        background: var(--bx-green-soft);
      }
      .status-finished {
        background: var(--bx-brass-soft);
      }
      .you {
        display: inline-flex;
        align-items: center;
        gap: 0.4rem;
      }
      .below {
        display: grid;
        gap: 1rem;
        margin-top: 1.25rem;
      }
      .recent h2 {
        font-size: 1.05rem;
        margin-bottom: 0.35rem;
      }
      .waiting ul {
        margin: 0.5rem 0 0;
        padding-left: 1.2rem;
      }
      .loading {
        min-height: 20rem;
        display: grid;
        place-items: center;
        color: var(--bx-ink-soft);
      }
      /* The table talk loads when it comes into view: until then it keeps its place, so that what
         lies under it (leave, concede) does not move under a finger. */
      ::slotted(bx-chat-panel:not(:defined)) {
        display: block;
        min-height: 16rem;
      }
      .meta .check {
        margin: 0;
        font-weight: 500;
        min-height: 40px;
      }
      .meta a {
        display: inline-flex;
        align-items: center;
        min-height: 40px;
      }
    `,
  ];

  @property({ attribute: false }) game!: GameResponse;
  @property() live: LiveState = "connecting";
  @property({ type: Boolean }) busy = false;
  @property() notice: string | null = null;
  /** Read-only: no moves are offered (spectators, the host). */
  @property({ type: Boolean }) readonly = false;
  /** The seat's or the host's token, for the game-over panel's rematch. */
  @property({ attribute: false }) token: string | null = null;
  @state() private sheetReady = false;
  @state() private sheetFailed = false;
  @state() private renaming = false;
  @state() private confirmOn = confirmMoves();
  /** A move waiting for Send (confirm moves), and the version it was made on. */
  @state() private pending: { move: SheetMoveDetail["move"]; label: string; version: number } | null = null;
  // What only the frame uses is #private: the minifier shortens those names (every game page loads the frame).
  #loadingSheet: string | null = null;
  /** The fork mark, loaded only for a fork; the confirm bar, with the first move held for Send. */
  #forkMark: typeof import("./fork-mark")["forkMark"] | null = null;
  #bar: typeof import("./confirm-bar")["confirmBar"] | null = null;
  #outSeats = false;
  /** Focus goes to the sheet's first control once it shows one (see `focusSheet`). */
  #wantFocus = false;

  /** After a seat is claimed: focus the sheet's first control (now, or when the game starts), not the page top. */
  focusSheet(): void {
    this.#wantFocus = true;
    this.requestUpdate();
  }

  async #moveFocus(): Promise<void> {
    const sheet = this.renderRoot.querySelector(".sheet > *") as LitElement | null;
    await sheet?.updateComplete;
    // Its move controls first, else its first enabled control.
    const pick = (within: string) => sheet?.shadowRoot?.querySelector<HTMLElement>(within + CONTROL);
    const control = pick(".controls ") ?? pick("");
    // Nothing to focus in a running game (not the viewer's turn): leave focus where it is.
    if (control || this.game?.status !== "open") this.#wantFocus = false;
    control?.focus();
  }

  protected willUpdate(): void {
    // The game moved on: a move held for confirmation was made on an older state.
    if (this.pending && this.game && this.game.version !== this.pending.version) this.pending = null;
    if (this.game?.status === "finished") void import("./game-over");
    if (this.game?.forkedFrom && !this.#forkMark)
      void import("./fork-mark").then(({ forkMark }) => {
        this.#forkMark = forkMark;
        this.requestUpdate();
      });
    // A seat that left or went to the bot: the table is told (seat-notes.ts).
    this.#outSeats = this.game?.status === "playing" && this.game.seats.some((s) => s.left || s.bot);
    if (this.#outSeats) void import("./seat-notes");
    // Only a game with a time limit shows clocks.
    const clock = this.game?.clock;
    if (this.game?.status === "playing" && (clock?.perMoveDays || clock?.bankDays))
      void import("./seat-clocks");
    const entry = this.game && sheets[this.game.game];
    if (entry && this.#loadingSheet !== this.game.game) {
      this.#loadingSheet = this.game.game;
      entry.load().then(
        () => (this.sheetReady = true),
        () => (this.sheetFailed = !reloadForRelease()),
      );
    }
  }

  protected updated(): void {
    // The recent moves sit under the sheet, and the record's links at the foot of the page: each is
    // loaded when the reader gets there (not before the sheet is there, while they would still be on
    // the first screen).
    if (this.sheetReady) {
      loadWhenSeen(this.renderRoot, "bx-move-list", () => import("./move-list"));
      loadWhenSeen(this.renderRoot, "bx-record-links", () => import("./record-links"));
    }
    if (this.#wantFocus && this.sheetReady) void this.#moveFocus();
  }

  #headline(game: GameResponse): string {
    if (game.status === "open") {
      const claimed = game.seats.filter((s) => s.claimed).length;
      return `Waiting for players · ${claimed} of ${game.seats.length} seats taken`;
    }
    if (game.status === "finished") return "Game over";
    const you = game.you?.seat;
    const active = game.activeSeats;
    if (you != null && active.includes(you)) {
      const others = active.filter((s) => s !== you).map((s) => seatName(game, s));
      return others.length
        ? `Your move — ${joinNames(others)} ${others.length === 1 ? "is" : "are"} moving too`
        : "Your turn";
    }
    if (active.length === 0) return "Waiting…";
    return `${joinNames(active.map((s) => seatName(game, s)))} to move`;
  }

  /** The rename form (rename-form.ts, loaded when asked for); its `rename` goes on to the page. */
  #renameForm(game: GameResponse) {
    if (!this.renaming) return nothing;
    const current = game.you?.seat != null ? (game.seats[game.you.seat]?.name ?? "") : "";
    return html`<bx-rename-form .current=${current} @close=${() => (this.renaming = false)}></bx-rename-form>`;
  }

  #sheet(game: GameResponse) {
    // A game abandoned before it started has no table to show; the game-over card says why.
    if (game.status === "finished" && game.view == null) return nothing;
    if (game.status === "open" || game.view == null) {
      return html`<div class="card waiting">
        <p>The game starts when every seat is claimed, or when the host starts it.</p>
        <ul>
          ${game.seats.map((s) => html`<li>Seat ${s.seat + 1}: ${s.claimed ? html`<strong>${playerLink(game, s.seat)}</strong>` : html`<span class="muted">open</span>`}</li>`)}
        </ul>
      </div>`;
    }
    // An aborted game has no last position worth showing: its sheet would still say whose turn it was.
    if (game.aborted) return nothing;
    const entry = sheets[game.game];
    if (!entry) {
      return html`<p class="card">This page cannot show ${game.title} yet.</p>`;
    }
    if (this.sheetFailed)
      return html`<p class="card" role="alert">The table could not be loaded. <button class="btn" @click=${() => location.reload()}>Reload</button></p>`;
    if (!this.sheetReady) return html`<div class="loading card" aria-busy="true">Setting up the table…</div>`;
    const seat = game.you?.role === "player" ? game.you.seat : null;
    return sheetElement(this, entry.tag, {
      view: game.view,
      legalMoves: this.readonly || game.status !== "playing" ? undefined : game.legalMoves,
      seat,
      seats: game.seats,
      busy: this.busy,
      recentMoves: game.recentMoves ?? [],
    });
  }

  render() {
    const game = this.game;
    if (!game) return nothing;
    const you = game.you;
    const yourName = you?.role === "player" && you.seat != null ? seatName(game, you.seat) : null;
    return html`
      <div class="top" data-version=${game.version} data-status=${game.status}>
        <p class="eyebrow">${game.title} · <span class="id">game ${game.id}</span></p>
        <h1 data-headline>${this.#headline(game)}</h1>
        ${game.forkedFrom && this.#forkMark ? html`<p class="muted small fork-of">${this.#forkMark(game.forkedFrom)}.</p>` : nothing}
        <div class="meta">
          <span class="pill status-${game.status}">${game.status === "open" ? "Open" : game.status === "playing" ? "Playing" : "Finished"}</span>
          ${
            game.status === "finished"
              ? nothing
              : html`<span class="pill live-${this.live}" data-live=${this.live}><span class="dot" aria-hidden="true"></span>${liveLabels[this.live]}</span>`
          }
          ${
            yourName
              ? html`<span class="you">You: <strong>${yourName}</strong> (seat ${(you?.seat ?? 0) + 1})
                ${
                  game.canRename && !this.renaming
                    ? html`<button class="btn quiet small" type="button" @click=${this.#openRename}>Rename</button>`
                    : nothing
                }</span>`
              : you?.role === "host"
                ? html`<span>You are the host</span>`
                : html`<span>Watching</span>`
          }
          ${sheets[game.game]?.guide ? html`<a href=${`/rules/${encodeURIComponent(game.game)}`}>How to play</a>` : nothing}
          ${
            yourName && game.status === "playing" && !this.readonly
              ? html`<label class="check small"><input type="checkbox" .checked=${this.confirmOn} @change=${this.#toggleConfirm} data-confirm-moves />
                Confirm moves</label>`
              : nothing
          }
          <slot name="actions"></slot>
        </div>
      </div>
      ${this.#renameForm(game)}
      <bx-seat-clocks .game=${game} .busy=${this.busy} .token=${this.token}></bx-seat-clocks>
      ${this.notice ? html`<p class="notice" role="alert">${this.notice}</p>` : nothing}
      ${this.#outSeats ? html`<bx-seat-notes .game=${game}></bx-seat-notes>` : nothing}
      ${game.status === "finished" ? html`<bx-game-over .game=${game} .token=${this.token}></bx-game-over>` : nothing}
      <slot name="notice"></slot>
      <h2 class="visually-hidden">The sheet</h2>
      <div class="sheet" @move=${this.#onSheetMove}>${this.#sheet(game)}</div>
      ${this.#confirmBar()}
      ${this.#below(game)}
    `;
  }

  /** Under the sheet: the last moves (who, and whether the bot or the clock made them) and the record. */
  #below(game: GameResponse) {
    if (game.status === "open") return nothing;
    const you = game.you?.role === "player" ? game.you.seat : null;
    return html`<div class="below">
      <section class="card recent" aria-labelledby="recent-title" data-recent-moves>
        <h2 id="recent-title">Recent moves</h2>
        <bx-move-list tabindex="0" role="region" aria-labelledby="recent-title" .gameId=${game.id} .game=${this.sheetReady ? game.game : ""} .view=${game.view} .moves=${game.recentMoves ?? []} .seats=${game.seats} .you=${you} .onTimeout=${game.clock?.onTimeout ?? "bot"}></bx-move-list>
      </section>
      ${this.sheetReady ? html`<slot name="talk"></slot>` : nothing /* not before the sheet: it would be near the screen and load early */}
      <bx-record-links game-id=${game.id}></bx-record-links>
    </div>`;
  }

  #toggleConfirm(event: Event) {
    this.confirmOn = (event.target as HTMLInputElement).checked;
    setConfirmMoves(this.confirmOn);
    if (!this.confirmOn) this.pending = null;
  }

  /** The page sends the move: the frame's own event, so the sheet's `move` never leaves the frame. */
  #send(move: MoveEventDetail["move"]) {
    this.dispatchEvent(
      new CustomEvent<MoveEventDetail>("send-move", { detail: { move }, bubbles: true, composed: true }),
    );
  }

  /** A move from the sheet: sent, or held for Send when "confirm moves" is on (and the sheet did not ask already). */
  #onSheetMove(event: CustomEvent<SheetMoveDetail>) {
    event.stopPropagation();
    const { move, label, confirmed, costly } = event.detail;
    if (confirmed || !(this.confirmOn || costly)) return this.#send(move);
    // The label now: the pressed button has the focus until the bar takes it.
    const pending = {
      move,
      label: label ?? this.#focusedLabel() ?? describeMove(move),
      version: this.game.version,
    };
    void import("./confirm-bar").then(async ({ confirmBar }) => {
      this.#bar = confirmBar;
      this.pending = pending;
      await this.updateComplete;
      this.renderRoot.querySelector<HTMLButtonElement>(".confirm-bar .btn")?.focus();
    });
  }

  /** The words of the button just pressed in the sheet (it has focus), for the confirm bar. */
  #focusedLabel(): string | null {
    let active: Element | null = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    const text =
      active instanceof HTMLButtonElement
        ? (active.getAttribute("aria-label") ?? active.textContent ?? "").replace(/\s+/g, " ").trim()
        : "";
    return text || null;
  }

  #sendPending() {
    const pending = this.pending;
    if (!pending) return;
    this.pending = null;
    this.#send(pending.move);
  }

  #confirmBar() {
    const pending = this.pending,
      bar = this.#bar;
    if (!pending || !bar) return nothing;
    return bar(
      pending.label,
      this.busy,
      () => this.#sendPending(),
      () => (this.pending = null),
    );
  }

  async #openRename() {
    await import("./rename-form");
    this.renaming = true;
    await this.updateComplete;
    await this.renderRoot.querySelector("bx-rename-form")?.focusField();
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "bx-game-frame": BxGameFrame;
  }
}
