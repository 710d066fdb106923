/**
 * `/replay/:id` (`?from=<move>`): a game's record, step by step, in this browser. Finished games are
 * replayed with the rules and shown on the game's sheet, and any position can be forked (a new game
 * from there); running games as their log of moves and dice. A fork names the game it came from.
 */
import { LitElement, css, html, nothing } from "lit";
import { customElement, property, state } from "lit/decorators.js";
import type { ShownRecord } from "#engine/record";
import "../ui/replay-viewer";
import { base } from "../sheet/styles";

@customElement("bx-replay")
export class BxReplay extends LitElement {
  static styles = [
    base,
    css`
      .top {
        display: flex;
        flex-wrap: wrap;
        align-items: end;
        justify-content: space-between;
        gap: 0.5rem 1rem;
        margin-bottom: 1rem;
      }
      .top h1 {
        margin: 0;
      }
      .links {
        display: flex;
        flex-wrap: wrap;
        gap: 0.5rem 1.1rem;
        margin-top: 1.25rem;
        font-weight: 600;
      }
    `,
  ];

  @property() gameId = "";
  @state() private record: ShownRecord | null = null;
  @state() private error: string | null = null;
  @state() private gameTitle = "";
  @state() private luck = false;
  /** The move a fork is being started from (the stepper's "Fork from here"); null: none. */
  @state() private forkAt: number | null = null;
  /** The fork mark's module, loaded only for a fork's record. */
  @state() private forkMarks: typeof import("../ui/fork-mark") | null = null;

  connectedCallback(): void {
    super.connectedCallback();
    document.title = "Replay · Boxcars";
    // A plain fetch: this page needs nothing else of the API client (a running game's log as anyone
    // sees it; a player's own sealed moves show in their sheet's move list).
    fetch(`/api/games/${encodeURIComponent(this.gameId)}/record`, { cache: "no-store" })
      .then(async (response) => {
        const body = await response.json().catch(() => null);
        if (!response.ok) throw new Error(body?.error?.message ?? `The server answered ${response.status}.`);
        return body as ShownRecord;
      })
      .then(
        (record) => {
          this.record = record;
          if (record.forkedFrom) void import("../ui/fork-mark").then((m) => (this.forkMarks = m));
          if (record.chat?.length) void import("../ui/chat-panel"); // only a game with table talk needs it
          this.gameTitle = record.game;
          // The game's title, from its spectator view (the record names the game only by id).
          fetch(`/api/games/${encodeURIComponent(record.id)}`)
            .then((r) => (r.ok ? r.json() : null))
            .then(
              (game: { title?: string } | null) => {
                if (!game?.title) return;
                this.gameTitle = game.title;
                document.title = `Replay: ${game.title} · Boxcars`;
              },
              () => {},
            );
        },
        (error: Error) => (this.error = error.message),
      );
  }

  /** The luck report, shown when asked: its code and the game's bot load only then. */
  private async showLuck() {
    await import("../ui/luck-report");
    this.luck = true;
  }

  /** The fork form, loaded when asked for, focused where the player looks next. */
  private async askFork(move: number) {
    await import("../ui/fork-form");
    this.forkAt = move;
    await this.updateComplete;
    const form = this.renderRoot.querySelector("bx-fork-form");
    await form?.updateComplete;
    form?.renderRoot.querySelector<HTMLElement>("#fork-title")?.focus();
  }

  render() {
    if (this.error)
      return html`<div class="card" role="alert"><h1>Cannot load the record</h1><p>${this.error}</p></div>`;
    const record = this.record;
    if (!record) return html`<p class="muted" aria-busy="true">Fetching the game record…</p>`;
    const from = Number(new URLSearchParams(location.search).get("from") ?? 0);
    const names = record.seats.map((s) => s.name || `Seat ${s.seat + 1}`).join(", ");
    return html`
      <div class="top">
        <div>
          <p class="eyebrow">Replay · ${this.gameTitle} · <span class="id">game ${record.id}</span></p>
          <h1>${names}</h1>
          ${record.forkedFrom && this.forkMarks ? html`<p class="muted">${this.forkMarks.forkMark(record.forkedFrom)}.</p>` : nothing}
        </div>
        <a href=${`/watch/${encodeURIComponent(record.id)}`}>${record.endedAt ? "Final position" : "Watch live"} →</a>
      </div>
      ${
        this.forkAt === null
          ? nothing
          : html`<bx-fork-form .record=${record} .move=${this.forkAt} @close=${() => (this.forkAt = null)}></bx-fork-form>`
      }
      <bx-replay-viewer global ?forkable=${Boolean(record.serverSeed)} .record=${record} .start=${Number.isInteger(from) ? from : 0}
        @fork=${(e: CustomEvent<{ move: number }>) => this.askFork(e.detail.move)}></bx-replay-viewer>
      ${
        this.luck
          ? html`<bx-luck-report style="margin-top: 1.25rem" .record=${record}></bx-luck-report>`
          : record.serverSeed && record.result
            ? html`<p><button class="btn secondary" type="button" @click=${this.showLuck} data-show-luck>Luck report</button>
                <span class="muted small">How each player's dice compared with the odds, and how much of the result they explain.</span></p>`
            : ""
      }
      ${record.chat?.length ? html`<bx-chat-panel style="margin-top: 1.25rem" .messages=${record.chat.map((m) => ({ ...m, name: record.seats[m.seat]?.name || `Seat ${m.seat + 1}` }))}></bx-chat-panel>` : ""}
      <nav class="links" aria-label="Game record">
        <a href=${`/api/games/${encodeURIComponent(record.id)}/record`} download=${`boxcars-${record.id}.json`}>Download record (JSON)</a>
        <a href=${`/verify/${encodeURIComponent(record.id)}`}>Verify</a>
        <a href="/fairness">How the dice are fair</a>
      </nav>
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "bx-replay": BxReplay;
  }
}
