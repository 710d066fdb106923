/**
 * `/play/:id#token`: a player's page. The seat token comes from the fragment (then it is kept in
 * localStorage and taken off the visible URL). An unclaimed seat gets the claim form; a claimed
 * one the game frame with the sheet, live, with "Notify me", the vacation control, and, when the
 * game moved on since this browser last showed it, what happened meanwhile. A claimed seat's link
 * opened in a browser that has never played it asks "Continue as Ann?" before showing the seat.
 */
import { LitElement, css, html, nothing } from "lit";
import { customElement, property, state } from "lit/decorators.js";
import { api, ApiError } from "../api";
import { sheets } from "../games";
import type { MoveEventDetail } from "../sheet/sheet-types";
import { GameController } from "../live";
import { storage, takeToken, type RematchSeat } from "../storage";
import { loadWhenSeen } from "../ui/load-when-seen";
import "../ui/game-frame";
import { seatName } from "../ui/game-frame";
import type { SeatProblem } from "../ui/seat-problems";
import { base } from "../sheet/styles";
import type { GameResponse } from "#wire";

const lastMove = (game: GameResponse) => game.recentMoves?.at(-1)?.n ?? 0;

@customElement("bx-play")
export class BxPlay extends LitElement {
  static styles = [
    base,
    css`
      .claim {
        max-width: 34rem;
      }
      .actions {
        display: flex;
        flex-wrap: wrap;
        gap: 0.6rem;
      }
    `,
  ];

  @property() gameId = "";
  /** The last move seen on an earlier visit, when more followed; null: nothing to tell. */
  @state() private since: number | null = null;
  /** This browser has played the seat (claimed it here, or its player said to continue). */
  @state() private known = false;
  /** Without a key: whether the game exists at all (null until known). */
  @state() private exists: boolean | null = null;
  /** The last table-talk message shown here (the talk's unread count is what the socket announced since). */
  @state() private chatRead = 0;
  @state() private problems: typeof import("../ui/seat-problems") | null = null;
  /** This browser holds seats of other games (then the sheet offers "Next game"). */
  #otherSeats = false;
  #seenChecked = false;
  #token: string | null = null;
  #controller?: GameController;
  /** A rematch's seat this browser's player played before, claimed without the form: once (a refusal shows the form). */
  @state() private again: "no" | "taking" | "tried" = "no";

  connectedCallback(): void {
    if (!this.#controller && this.exists === null) {
      this.known = storage.played(this.gameId);
      this.chatRead = storage.chatRead(this.gameId);
      this.#otherSeats = storage.held(50).some((h) => h.seat && h.id !== this.gameId);
      this.#token = takeToken("seat", this.gameId);
      if (this.#token) this.#controller = new GameController(this, this.gameId, this.#token);
      else
        api.game(this.gameId).then(
          () => (this.exists = true),
          (error) => (this.exists = !(error instanceof ApiError && error.status === 404)),
        );
    }
    super.connectedCallback();
    document.title = "Your seat · Boxcars";
  }

  protected willUpdate(): void {
    const game = this.#controller?.game;
    if (this.again === "no" && game?.status === "open" && game.you?.role === "player" && !game.you.claimed) {
      const seat = storage.rematchSeat(game.id);
      if (seat) {
        this.again = "taking";
        void this.#claimAgain(seat).finally(() => (this.again = "tried"));
      }
    }
    if (this.#seenChecked || !this.known || !game?.you?.claimed || game.status === "open") return;
    this.#seenChecked = true;
    const seen = storage.seen(game.id);
    if (seen && game.version > seen.version && lastMove(game) > seen.move) this.since = seen.move;
  }

  protected updated(): void {
    const game = this.#controller?.game;
    if (!game) return;
    loadWhenSeen(this.renderRoot, "bx-chat-panel", () => import("../ui/chat-panel"));
    if (this.since !== null) void import("../ui/since-last"); // only a returning player sees it
    // "Next game": only when this browser holds other seats to jump to.
    if (this.#otherSeats) void import("../ui/next-game");
    // The seat's own controls ("Notify me", standing orders): only while the game runs.
    if (game.status !== "finished") void import("../ui/seat-actions");
    if (game.canTakeBack || game.takeback) void import("../ui/takeback-bar");
    if (this.#seenChecked && document.visibilityState === "visible") {
      storage.saveSeen(game.id, { version: game.version, move: lastMove(game) });
    }
    const you = game.you;
    const mine = you?.seat != null && game.activeSeats.includes(you.seat) && game.status === "playing";
    document.title = `${mine ? "▶ Your turn · " : ""}${game.title} · Boxcars`;
  }

  /** A claimed seat of a running game whose rules have standing orders. */
  #hasOrders(game: GameResponse): boolean {
    return Boolean(sheets[game.game]?.orders && game.you?.claimed && game.status === "playing");
  }

  #onMove(event: CustomEvent<MoveEventDetail>) {
    event.stopPropagation();
    void this.#controller?.move(event.detail.move);
  }

  #onVacation(event: CustomEvent<{ days: number }>) {
    const c = this.#controller,
      token = this.#token;
    if (!c || !token) return;
    void c.act(() => api.vacation(this.gameId, token, event.detail.days));
  }

  /** The seat leaves the game, or concedes where the game ends so (asked first by the seat's controls). */
  async #leave() {
    const c = this.#controller,
      token = this.#token;
    if (!c || !token) return;
    const { tableApi } = await import("../table-api");
    const concede = Boolean(sheets[c.game?.game ?? ""]?.concedes);
    const done = await c.act(() => (concede ? tableApi.concede : tableApi.leave)(this.gameId, token));
    // The result is at the top; the question was at the foot of the page.
    if (done && concede) scrollTo({ top: 0 });
  }

  /** Takeback with consent: ask, agree or refuse (the takeback bar's buttons). */
  async #takeback(event: CustomEvent<"ask" | "agree" | "refuse">) {
    const c = this.#controller,
      token = this.#token,
      game = c?.game;
    if (!c || !token || !game) return;
    const { tableApi } = await import("../table-api");
    await c.act(() => tableApi.takeback(this.gameId, token, event.detail, game.version));
  }

  #onChatRead(event: CustomEvent<number>) {
    if (event.detail <= this.chatRead) return;
    this.chatRead = event.detail;
    storage.saveChatRead(this.gameId, event.detail);
  }

  /** "2 new messages" near the top: a link down to the table talk. */
  #unread(latest: number) {
    const count = latest - this.chatRead;
    if (count <= 0) return nothing;
    const go = (event: Event) => {
      event.preventDefault();
      this.renderRoot.querySelector("bx-chat-panel")?.scrollIntoView({ block: "center" });
    };
    return html`<a slot="actions" class="pill" href="#talk" @click=${go} data-chat-unread>${count} new message${count === 1 ? "" : "s"}</a>`;
  }

  #onRename(event: CustomEvent<{ name: string }>) {
    const c = this.#controller,
      token = this.#token;
    if (!c || !token) return;
    void c.act(() => api.rename(this.gameId, token, event.detail.name));
  }

  async #claim(event: CustomEvent<{ name: string; seed: string; oneTime: boolean }>) {
    const c = this.#controller,
      token = this.#token;
    if (!c || !token) return;
    const { claimWithForm } = await import("../claim-seat");
    if (await claimWithForm(c, this.gameId, token, event.detail)) this.#continueHere();
  }

  /** The seat of a rematch this browser's player played before: claimed as before, no form (storage.rematchSeat). */
  async #claimAgain(again: RematchSeat) {
    const c = this.#controller,
      token = this.#token;
    if (!c || !token) return;
    const { claimAgain } = await import("../claim-seat");
    if (await claimAgain(c, this.gameId, token, again)) this.#continueHere();
  }

  #continueHere() {
    storage.savePlayed(this.gameId);
    this.known = true;
    // The claim form (or the question) is gone: focus goes to the sheet, not back to the page top.
    void this.updateComplete.then(() => this.renderRoot.querySelector("bx-game-frame")?.focusSheet());
  }

  /** A claimed seat opened here for the first time: whose it is, before anything is shown or sent. */
  #ask() {
    const game = this.#controller!.game!;
    const name = seatName(game, game.you!.seat!);
    return html`<div class="card claim" role="alertdialog" aria-labelledby="ask-title" data-continue-as>
      <p class="eyebrow">${game.title} · seat ${game.you!.seat! + 1}</p>
      <h1 id="ask-title">This seat is ${name}'s</h1>
      <p>Continue as ${name}? Only go on if you are ${name}: everything you do here is done in their name. This browser will
        remember the seat.</p>
      <div class="actions">
        <button class="btn" type="button" @click=${this.#continueHere}>Continue as ${name}</button>
        <a class="btn secondary" href=${`/watch/${encodeURIComponent(game.id)}`}>Just watch the game</a>
      </div>
    </div>`;
  }

  /** The words for a seat that cannot be shown, loaded when first needed. */
  #problem(problem: SeatProblem) {
    if (this.problems) return this.problems.seatProblem(problem);
    void import("../ui/seat-problems").then((m) => (this.problems = m));
    return html`<p class="muted" aria-busy="true">Loading the game…</p>`;
  }

  render() {
    const c = this.#controller;
    const id = this.gameId;
    if (!c || !this.#token) {
      if (this.exists === null) return html`<p class="muted" aria-busy="true">Loading the game…</p>`;
      return this.#problem({ kind: this.exists ? "no-key" : "no-game", id });
    }
    const game = c.game;
    if (!game) {
      if (c.error) {
        if (c.error.status === 404) return this.#problem({ kind: "no-game", id });
        const denied = c.error.status === 401 || c.error.status === 403;
        return this.#problem({ kind: "refused", denied, message: c.error.message, retry: () => c.refresh() });
      }
      return html`<p class="muted" aria-busy="true">Loading the game…</p>`;
    }
    if (c.revoked) {
      return html`<bx-game-frame .game=${game} .live=${c.live} readonly>
        <p slot="notice" class="notice" role="alert" data-seat-revoked>${c.revoked}</p>
      </bx-game-frame>`;
    }
    // Archived (the room is gone, its answer a spectator's) before this page saw the seat: the finished game, to read.
    if (!game.you && game.status === "finished")
      return html`<bx-game-frame .game=${game} .live=${c.live} readonly></bx-game-frame>`;
    if (game.you?.role !== "player")
      return this.#problem({ kind: "not-a-seat", id, host: game.you?.role === "host" });
    if (!game.you.claimed) {
      if (game.status !== "open") return this.#problem({ kind: "left-empty", id });
      if (this.again === "taking") return html`<p class="muted" aria-busy="true">Taking your seat…</p>`;
      void import("../ui/claim-form"); // only an invitation needs it
      return html`<bx-claim-form .game=${game} .busy=${c.busy} .notice=${c.notice} @claim=${this.#claim}></bx-claim-form>`;
    }
    if (!this.known) return this.#ask();
    // This seat left the game (here, or from another browser): it watches from now on (the frame's seat notes say why).
    const left = Boolean(game.seats[game.you.seat ?? -1]?.left);
    return html`<bx-game-frame
      .game=${game}
      .live=${c.live}
      .busy=${c.busy}
      .notice=${c.notice}
      @send-move=${this.#onMove}
      @rename=${this.#onRename}
      @vacation=${this.#onVacation}
      @chat-read=${this.#onChatRead}
      .token=${this.#token}
    >
      ${this.#unread(c.chat)}
      ${this.#otherSeats ? html`<bx-next-game slot="actions" .current=${game.id} .version=${game.version}></bx-next-game>` : nothing}
      ${
        game.status === "finished"
          ? nothing
          : html`<bx-seat-actions slot="actions" .gameId=${game.id} .token=${this.#token} .order=${this.#hasOrders(game) ? game.order : undefined}></bx-seat-actions>`
      }
      ${
        game.canTakeBack || game.takeback
          ? html`<bx-takeback slot="actions" .game=${game} @takeback=${this.#takeback}></bx-takeback>`
          : nothing
      }
      ${
        this.since !== null
          ? html`<bx-since-last slot="notice" .game=${game} .afterMove=${this.since} @dismiss=${() => (this.since = null)}></bx-since-last>`
          : nothing
      }
      <bx-chat-panel slot="talk" .gameId=${game.id} .token=${this.#token} ?canWrite=${Boolean(game.you?.claimed)} ?closed=${game.status === "finished"} .seat=${game.you?.seat ?? null} .latest=${c.chat} .version=${game.version}></bx-chat-panel>
      ${
        game.status === "playing" && !left && (sheets[game.game]?.drops || sheets[game.game]?.concedes)
          ? html`<bx-seat-actions slot="talk" leave-only canLeave ?concede=${sheets[game.game]?.concedes} @leave=${this.#leave}></bx-seat-actions>`
          : nothing
      }
    </bx-game-frame>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "bx-play": BxPlay;
  }
}
