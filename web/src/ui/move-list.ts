/**
 * `<bx-move-list>`: a compact list of moves, newest first: who, when, and whether the bot or the
 * clock made it ("played by the bot — time ran out", "skipped — time ran out"), what each move was
 * in the game's words (`game` set once its sheet is defined, else generic words) and the dice it rolled.
 * Given the game's id, it reads the dice of the moves shown from the move log (answers carry the
 * moves, not their dice) and pages earlier moves in on request.
 */
import { LitElement, css, html, nothing } from "lit";
import { customElement, property, state } from "lit/decorators.js";
import { api } from "../api";
import { storage } from "../storage";
import type { RecentMove, SeatInfo } from "#wire";
import type { RecordMove, ShownDraw } from "#engine/record";
import type { ClockOptions } from "#clock/options";
import { describeIn, madeByNote } from "../moves";
import { ago, when } from "../time";
import { drawn, drawnStyles } from "./drawn";
import { base } from "../sheet/styles";

export type ListedMove = RecentMove & Partial<Pick<RecordMove<ShownDraw>, "move" | "draws">>;

interface Row extends ListedMove {
  /** The first move number of a run of moves by the same seat (rows without details are grouped). */
  from: number;
}

/** Newest first; consecutive moves without details by the same seat, made the same way, share a row. */
function rows(moves: ListedMove[]): Row[] {
  const out: Row[] = [];
  for (const m of [...moves].sort((a, b) => b.n - a.n)) {
    const last = out.at(-1);
    if (last && !m.move && !last.move && last.seat === m.seat && last.by === m.by && last.from === m.n + 1)
      last.from = m.n;
    else out.push({ ...m, from: m.n });
  }
  return out;
}

@customElement("bx-move-list")
export class BxMoveList extends LitElement {
  static styles = [
    base,
    drawnStyles,
    css`
      ol {
        list-style: none;
        margin: 0;
        padding: 0;
        display: grid;
        gap: 0.15rem;
        font-size: 0.9rem;
      }
      li {
        display: grid;
        grid-template-columns: 3.6rem 1fr auto;
        gap: 0 0.5rem;
        align-items: baseline;
        padding: 0.3rem 0.2rem;
        border-bottom: 1px dashed var(--bx-line);
      }
      li:last-child {
        border-bottom: 0;
      }
      .n {
        color: var(--bx-ink-soft);
        font-variant-numeric: tabular-nums;
        text-align: right;
      }
      .what {
        min-width: 0;
        overflow-wrap: anywhere;
      }
      .note {
        display: inline-block;
        margin-left: 0.3rem;
        padding: 0 0.45rem;
        border-radius: 999px;
        font-size: 0.78rem;
        font-weight: 650;
        background: var(--bx-warn-soft);
        color: var(--bx-ink);
      }
      time {
        color: var(--bx-ink-soft);
        font-size: 0.8rem;
        white-space: nowrap;
      }
    `,
  ];

  @property({ attribute: false }) moves: ListedMove[] = [];
  @property({ attribute: false }) seats: SeatInfo[] = [];
  /** The viewer's seat, shown as "You". */
  @property({ attribute: false }) you: number | null = null;
  @property({ attribute: false }) onTimeout: ClockOptions["onTimeout"] = "bot";
  /** The game whose earlier moves may be paged in; none: only `moves` are shown. */
  @property() gameId = "";
  /** The game's id in the catalog and its view now, for the moves in the game's own words. */
  @property() game = "";
  @property({ attribute: false }) view: unknown = null;
  @state() private earlier: ListedMove[] = [];
  @state() private loading = false;
  /** The dice of the moves shown, by move number, from the move log. */
  private dice = new Map<number, ShownDraw[]>();
  private diceFor = 0;

  protected willUpdate(): void {
    const newest = this.moves.at(-1)?.n ?? 0;
    if (this.gameId && newest > this.diceFor) {
      this.diceFor = newest;
      api.moves(this.gameId, newest + 1, this.moves.length, storage.token("seat", this.gameId)).then(
        (page) => {
          for (const m of page.moves) this.dice.set(m.n, m.draws);
          this.requestUpdate();
        },
        () => {},
      ); // the list stands without its dice
    }
  }

  private async more() {
    const oldest = this.earlier[0]?.n ?? this.moves[0]?.n;
    if (!oldest || this.loading) return;
    this.loading = true;
    try {
      this.earlier = [
        ...(await api.moves(this.gameId, oldest, 20, storage.token("seat", this.gameId))).moves,
        ...this.earlier,
      ];
    } finally {
      this.loading = false;
    }
  }

  private name(seat: number): string {
    if (seat === this.you) return "You";
    return this.seats[seat]?.name ?? `Seat ${seat + 1}`;
  }

  render() {
    if (this.moves.length === 0) return html`<p class="muted small">No moves yet.</p>`;
    const listed = [...this.earlier.filter((m) => m.n < this.moves[0].n), ...this.moves];
    const older = this.gameId && listed[0].n > 1;
    return html`<ol>
      ${rows(listed).map((m) => {
        const note = madeByNote(
          m.by,
          this.onTimeout,
          m.move?.type,
          this.seats[m.seat]?.bot,
          m.seat === this.you,
        );
        const draws = m.draws ?? this.dice.get(m.n);
        return html`<li data-move-n=${m.n} data-by=${m.by}>
          <span class="n">#${m.from === m.n ? m.n : `${m.from}–${m.n}`}</span>
          <span class="what"><strong>${this.name(m.seat)}</strong>${m.from === m.n ? "" : html` <span class="muted">· ${m.n - m.from + 1} moves</span>`}
            ${m.move && (m.by !== "clock" || m.move.type[0] !== "$") ? html` · ${m.by === "host" ? "dropped from the game" : describeIn(this.game, m.move, m.seat, this.view)}` : nothing}
            ${note ? html`<span class="note">${note}</span>` : nothing}
            ${draws?.length ? html`<br />${drawn(draws)}` : nothing}</span>
          <time datetime=${m.at} title=${when(m.at)}>${ago(m.at)}</time>
        </li>`;
      })}
    </ol>
    ${
      older
        ? html`<button class="btn quiet small" type="button" data-earlier ?disabled=${this.loading} @click=${this.more}>Show earlier moves</button>`
        : nothing
    }`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "bx-move-list": BxMoveList;
  }
}
