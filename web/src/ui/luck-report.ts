/**
 * `<bx-luck-report>`: a finished game's luck report (docs/luck.md), computed in this browser from
 * the record with the engine's own code, so it shows the numbers `npm run luck` prints. Each seat's
 * measures come at once (one replay); the bots' games that place the result run on request, one per
 * task, so the page stays responsive. Given `record` (the replay page) or `gameId` (the game-over
 * card, which fetches the record). Loaded only when a reader asks for it (the "Luck report" button).
 */
import { LitElement, css, html, nothing } from "lit";
import { customElement, property, state } from "lit/decorators.js";
import type { AnyGame } from "#engine/define";
import { DEFAULT_LUCK, luckRuns, luckWork, seatLucks } from "#engine/luck/report";
import type { LuckReport, SeatLuck } from "#engine/luck/types";
import { luckWord, measureLine, resultLines } from "#engine/luck/words";
import type { ShownRecord } from "#engine/record";
import { sheets } from "../games";
import { base } from "../sheet/styles";

@customElement("bx-luck-report")
export class BxLuckReport extends LitElement {
  static styles = [
    base,
    css`
      :host {
        display: block;
      }
      h2 {
        font-size: 1.05rem;
        margin-bottom: 0.35rem;
      }
      ul {
        margin: 0.2rem 0 0.6rem;
        padding-left: 1.2rem;
      }
      .seat {
        margin: 0.5rem 0 0;
      }
      .btn {
        min-height: 40px;
      }
      progress {
        width: 100%;
        max-width: 20rem;
      }
    `,
  ];

  /** The record, when the page has it; else `gameId`'s is fetched. */
  @property({ attribute: false }) record: ShownRecord | null = null;
  @property({ attribute: "game-id" }) gameId = "";
  @state() private seats: SeatLuck[] | null = null;
  @state() private report: LuckReport | null = null;
  @state() private done: number | null = null;
  @state() private problem: string | null = null;
  private game: AnyGame | null = null;
  private loaded: ShownRecord | null = null;
  /** A fork's starting position (undefined for a game from its own setup). */
  private from: unknown = undefined;
  private started = false;

  protected updated(): void {
    if (this.started || (!this.record && !this.gameId)) return;
    this.started = true;
    void this.measure();
  }

  private async measure(): Promise<void> {
    try {
      const record = this.record ?? (await this.fetchRecord());
      const entry = Object.hasOwn(sheets, record.game) ? sheets[record.game] : undefined;
      if (!entry?.luckGame) throw new Error(`no luck report for ${record.game}`);
      this.game = await entry.luckGame(record.options);
      this.loaded = record;
      this.from = await this.forkStart(this.game, record);
      this.seats = seatLucks(this.game, record, this.from);
    } catch (error) {
      this.problem = error instanceof Error ? error.message : String(error);
    }
  }

  /** A fork's starting position: its parents' records (fetched from this server) played to `forkedFrom.move`. */
  private async forkStart(game: AnyGame, record: ShownRecord): Promise<unknown> {
    if (!record.forkedFrom) return undefined;
    const [{ forkParents }, { recordedPosition }] = await Promise.all([
      import("../fork-parents"),
      import("#engine/recorded"),
    ]);
    const from = recordedPosition(game, record, await forkParents(record));
    if (from === null)
      throw new Error(`the game it was forked from (${record.forkedFrom.id}) cannot be replayed here`);
    return from;
  }

  private async fetchRecord(): Promise<ShownRecord> {
    const response = await fetch(`/api/games/${encodeURIComponent(this.gameId)}/record`);
    const body = await response.json().catch(() => null);
    if (!response.ok) throw new Error(body?.error?.message ?? `the server answered ${response.status}`);
    return body as ShownRecord;
  }

  /** Plays the bots' games, one per task (a rail game's take some seconds in all). */
  private async place(): Promise<void> {
    const game = this.game,
      record = this.loaded;
    if (!game || !record || this.done !== null) return;
    this.done = 0;
    const work = luckWork(game, record, DEFAULT_LUCK, this.from);
    try {
      for (;;) {
        const step = work.next();
        if (step.done) {
          this.report = step.value;
          break;
        }
        this.done = step.value;
        await new Promise((resolve) => setTimeout(resolve));
      }
    } catch (error) {
      this.problem = error instanceof Error ? error.message : String(error);
    }
  }

  private placing() {
    const record = this.loaded;
    if (!record) return nothing;
    if (this.report)
      return html`<div data-luck-result>${resultLines(
        this.report,
        this.report.seats.map((s) => s.name),
      ).map((line) => html`<p>${line}</p>`)}</div>`;
    const total = luckRuns(record, DEFAULT_LUCK);
    if (this.done !== null)
      return html`<p aria-live="polite">Playing the bots' games: ${this.done} of ${total}…</p>
        <progress max=${total} .value=${this.done} aria-label="Bots' games played"></progress>`;
    return html`<p>
      <button class="btn" type="button" @click=${this.place} data-luck-place>How much was luck?</button>
      <span class="muted small">Plays ${total} games with a bot in every seat, seeded from this record.</span>
    </p>`;
  }

  render() {
    if (this.problem)
      return html`<section class="card"><h2>Luck</h2><p class="muted">No luck report: ${this.problem}.</p></section>`;
    if (!this.seats)
      return html`<section class="card"><h2>Luck</h2><p class="muted" aria-busy="true">Measuring the dice…</p></section>`;
    return html`<section class="card" aria-labelledby="luck-title" data-luck-report>
      <h2 id="luck-title">Luck</h2>
      ${this.seats.map(
        (seat) => html`<div class="seat" data-luck-seat=${seat.seat}>
          <strong>${seat.name}</strong>: ${seat.measures.length ? luckWord(seat) : "nothing measured"}
          ${seat.measures.length ? html`<ul>${seat.measures.map((m) => html`<li>${measureLine(m)}</li>`)}</ul>` : nothing}
        </div>`,
      )}
      ${this.placing()}
    </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "bx-luck-report": BxLuckReport;
  }
}
