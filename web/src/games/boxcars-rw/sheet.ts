/**
 * `<bx-boxcars-rw-sheet>`: the Boxcars roll & write scorepad, a `GameSheet` (the sheet contract in
 * games/index.ts). The table on top (dice, whose turn, who still has to answer, the viewer's buttons), the scorepads
 * below: your own by default, the others' a tab away. To write: choose a die (or a loader power),
 * then one of the highlighted boxes; a box that would make its boxcar impossible is flagged and
 * needs a second tap. Writes are composed on the pad (undo freely) and sent together with Send
 * (draft.ts), as one move; with "confirm moves" off, a draft that fills every die goes by itself.
 * On a phone the table (dice and buttons) sticks to the top while it is the viewer's move.
 */
import { html, nothing } from "lit";
import { customElement, state } from "lit/decorators.js";
import { breaks } from "#games/boxcars-rw/client";
import type { AnswerPower, BoxcarsMove, BoxcarsView, WriteStep } from "#games/boxcars-rw/client";
import { confirmMoves } from "../../sheet/confirm-setting";
import { dieFace } from "../../sheet/die-face";
import { dieStyles } from "../../sheet/die-styles";
import { GameSheet } from "../../sheet/game-sheet";
import { legendStyles, tableStyles, tabStyles } from "../../sheet/sheet-styles";
import { base } from "../../sheet/styles";
import { controls, dieAction, type Ctl, type Mode } from "./controls";
import { drafted, sendMove, stepOf, type Drafted } from "./draft";
import { pad, type Offer } from "./pad";
import { padStyles, phonePadStyles, phoneStyles, sheetStyles } from "./styles";
import { answerText, boxName, describe, joinNames, lastText, powered } from "./words";

@customElement("bx-boxcars-rw-sheet")
export class BxBoxcarsRwSheet extends GameSheet<BoxcarsView, BoxcarsMove> {
  static styles = [
    base,
    dieStyles,
    tableStyles,
    sheetStyles,
    tabStyles,
    padStyles,
    phonePadStyles,
    phoneStyles,
    legendStyles,
  ];
  /** Moves in words, for the move list and the replay (moves.ts). */
  static describe = describe;
  /** The number of the newest move `othersNews` has seen. */
  private told = -1;

  @state() private keep: number[] = [];
  @state() private mode: Mode = null;
  @state() private chosen: number[] = [];
  @state() private changeDie: number | null = null;
  @state() private value: number | null = null;
  @state() private power: AnswerPower | "plain" = "plain";
  @state() private confirm: string | null = null;
  @state() private tab: number | null = null;
  /** Writes composed and not sent yet. */
  @state() private draft: WriteStep[] = [];
  /** The draft went out: the next stage clears it. */
  private sending = false;
  private stage = "";
  private wasMine = false;

  private who(seat: number): string {
    return seat === this.seat ? "You" : this.seatName(seat);
  }

  /** Resets the per-step choices whenever the game moves on, and announces what happened. */
  protected willUpdate(): void {
    const v = this.view;
    if (!v) return;
    if (!this.busy) this.sending = false;
    const stage = `${v.turn}/${v.phase}/${v.pick?.value ?? ""}/${v.pick?.left.length ?? ""}/${v.used.join()}/${v.answers.map((a) => a?.status ?? "-").join()}`;
    if (stage === this.stage) return;
    const news = this.othersNews();
    const fresh = this.stage !== "";
    this.stage = stage;
    // A draft survives the others' answers; what no longer fits (or was sent) goes.
    const kept =
      this.draft.length > 0 &&
      !this.sending &&
      this.seat !== null &&
      drafted(v, this.seat, this.draft, this.moves) !== null;
    if (this.draft.length > 0 && !kept && !this.sending)
      this.announce("The game moved on: your unsent writes were cleared. Choose again.");
    if (!kept) this.draft = [];
    this.sending = false;
    Object.assign(this, { mode: null, changeDie: null, confirm: null, chosen: [] });
    if (!kept) this.power = "plain";
    this.value = this.pickValue(this.current(v)?.writes ?? []);
    if (v.phase === "roll") this.keep = [];
    if (fresh && !kept) this.announce(news + this.status(v));
  }

  /** Brings the dice and buttons back into view when the viewer's move comes. */
  protected updated(): void {
    const mine = this.moves.length > 0;
    if (mine && !this.wasMine) this.renderRoot.querySelector(".table")?.scrollIntoView({ block: "nearest" });
    this.wasMine = mine;
  }

  /** The game with the draft written, and the writes still open; null for spectators. */
  private current(v: BoxcarsView): Drafted | null {
    return this.seat === null ? null : drafted(v, this.seat, this.draft, this.moves);
  }

  /** Keeps the chosen die when it can still be written, else the first that can. */
  private pickValue(writes: { value?: number }[]): number | null {
    const values = [...new Set(writes.flatMap((m) => (m.value !== undefined ? [m.value] : [])))];
    return values.includes(this.value ?? -1) ? this.value : (values[0] ?? null);
  }

  private undo(): void {
    const step = this.draft.at(-1);
    if (!step) return;
    this.draft = this.draft.slice(0, -1);
    this.confirm = null;
    if (this.draft.length === 0) this.power = "plain";
    this.announce(`Took back the write in ${boxName(step.box)}.`);
  }

  private send(): void {
    if (this.draft.length === 0 || this.busy) return;
    const move = sendMove(this.draft, this.moves);
    // Send is the confirmation: the frame does not ask again.
    if (this.play(move, { confirmed: true })) this.sending = true;
  }

  private answering(v: BoxcarsView): boolean {
    return this.seat !== null && this.seat !== v.active && this.moves.length > 0;
  }

  /** The boxes the viewer may write now (after the draft), with the write each one adds. */
  private offers(v: BoxcarsView, d: Drafted | null): Map<string, Offer> {
    const out = new Map<string, Offer>();
    if (this.seat === null || !v.pick || !d) return out;
    const sheet = d.sheet;
    const answering = this.answering(v);
    const half = d.half;
    for (const m of d.writes) {
      let value: number;
      if (answering) {
        if (!half && (m.power ?? "plain") !== this.power) continue;
        value = half ? v.pick.value / 2 : powered(v.pick.value, m.power);
      } else {
        if (m.value !== this.value) continue;
        value = m.value!;
      }
      out.set(m.box, { move: m, value, warn: breaks(sheet, m.box, value) });
    }
    return out;
  }

  private onBox(offers: Map<string, Offer>, box: string): void {
    const offer = offers.get(box);
    if (!offer || this.busy) return;
    if (offer.warn && this.confirm !== box) {
      this.confirm = box;
      this.announce(
        `Careful: after this, ${boxName(box)} could never be completed. Choose it again to write anyway.`,
      );
      return;
    }
    this.confirm = null;
    this.draft = [...this.draft, stepOf(offer.move as Extract<BoxcarsMove, { type: "write" }>)];
    const after = this.current(this.view!);
    this.value = this.pickValue(after?.writes ?? []);
    const more = (after?.writes.length ?? 0) > 0;
    this.announce(
      `${offer.value} in ${boxName(box)}, not sent yet.${more ? "" : " Nothing else fits: send it, or undo."}`,
    );
    if (!more && !confirmMoves()) this.send();
  }

  /**
   * The newest move by someone else since the last call, in the game's words from `describe` ("Bo wrote 4 in Pecos 12. "), or "" (nothing new, the viewer's own, or the first look).
   */
  private othersNews(): string {
    const m = this.recentMoves.at(-1);
    if (!m || m.n <= this.told) return "";
    const first = this.told < 0;
    this.told = m.n;
    if (first || m.seat === this.seat || m.move.type.startsWith("$")) return "";
    return `${this.seatName(m.seat)} ${describe(m.move as BoxcarsMove, m.seat, this.view)}. `;
  }

  private status(v: BoxcarsView): string {
    if (v.phase === "over") return "The game is over.";
    const who = this.who(v.active);
    const verb = v.active === this.seat ? "" : "s";
    switch (v.phase) {
      case "roll":
        return `${who} roll${verb} the dice.`;
      case "choose":
        return `${who} choose${verb} a number: ${v.dice.join(", ")}.`;
      case "lock":
        return `${who} lock${verb} a die.`;
      default: {
        const waiting = joinNames(v.waitingFor.map((s) => (s === this.seat ? "you" : this.seatName(s))));
        return `${who} took the ${v.pick!.value}s.${waiting ? ` Now waiting for ${waiting} to write.` : ""}`;
      }
    }
  }

  private tray(v: BoxcarsView, c: Ctl) {
    const taken = new Set(v.pick?.taken ?? []);
    return html`<div class="tray" role="group" aria-label="The dice">${v.dice.map((face, i) => {
      const locked = v.solo?.locked[i],
        out = v.solo?.out[i];
      const cls = `die d6 ${face ? "" : "blank"} ${taken.has(i) ? "taken" : ""} ${v.pick?.bonus === i ? "bonus" : ""} ${locked ? "locked" : ""} ${out ? "out" : ""} ${v.phase === "roll" && v.mustRoll.includes(i) ? "must" : ""}`;
      const act = this.busy ? null : dieAction(c, i);
      const tag = locked
        ? "locked"
        : v.phase === "roll" && c.keep.includes(i)
          ? "stays"
          : taken.has(i)
            ? v.pick?.bonus === i
              ? "bonus"
              : "taken"
            : v.phase === "roll" && v.mustRoll.includes(i)
              ? "used"
              : "";
      if (out) return html`<span class="${cls}" aria-label="discarded die"></span>`;
      const body = html`${face ? dieFace(face) : nothing}<small class="tag">${tag}</small>`;
      return act
        ? html`<button type="button" class="${cls} act" aria-pressed=${act.pressed ? "true" : "false"} aria-label=${act.label} @click=${act.act}>${body}</button>`
        : html`<span class="${cls}" role="img" aria-label=${face ? `a ${face}${tag ? `, ${tag}` : ""}` : "not rolled yet"}>${body}</span>`;
    })}</div>`;
  }

  private answers(v: BoxcarsView) {
    if (!v.pick || v.solo) return nothing;
    return html`<ul class="answers" aria-label="Answers this turn">${v.answers.map((a, seat) =>
      a
        ? html`<li class=${a.status === "done" ? "done" : "waiting"}>
      <span aria-hidden="true">${a.status === "done" ? "✓" : "○"}</span> ${this.who(seat)}: ${answerText(a)}</li>`
        : nothing,
    )}</ul>`;
  }

  render() {
    const v = this.view;
    if (!v) return html`<p class="muted">No table yet.</p>`;
    const d = this.current(v);
    const drafting = this.draft.length > 0 && d !== null;
    const c: Ctl = {
      view: v,
      seat: this.seat,
      moves: drafting ? d.writes : this.moves,
      busy: this.busy,
      keep: this.keep,
      mode: this.mode,
      chosen: this.chosen,
      changeDie: this.changeDie,
      value: this.value,
      power: this.power,
      draft: this.draft,
      drafted: d,
      undo: () => this.undo(),
      send: () => this.send(),
      set: (patch) => Object.assign(this, patch),
      play: (m) => this.play(m),
    };
    const shown = this.tab ?? this.seat ?? v.active;
    const own = shown === this.seat;
    const offers = own ? this.offers(v, d) : new Map<string, Offer>();
    // Only the shown pad's own writes this turn: the active player's, or that player's answer.
    const written = shown === v.active ? (v.pick?.writes ?? []) : (v.answers[shown]?.writes ?? []);
    const fresh = new Set(written.map((w) => w.box));
    const pending = new Set(own ? this.draft.map((w) => w.box) : []);
    const round = v.solo
      ? `Solo round ${v.round} · ${7 - v.solo.out.filter(Boolean).length} dice left`
      : `Round ${v.round}${v.lastRound === v.round ? " · last round" : v.lastRound ? " · one more round after this" : ""}`;
    const mine = this.moves.length > 0;
    return html`<div class="layout">
      <section class="card table ${mine ? "mine" : ""}" aria-labelledby="bx-whose" data-table>
        <p class="eyebrow">${round} · turn ${v.turn}</p>
        <p class="whose" id="bx-whose">${this.status(v)}</p>
        ${this.tray(v, c)}
        <p class="last small muted">${lastText(v, (s) => this.who(s))}</p>
        ${mine ? controls(c, this.answering(v)) : nothing}
        ${this.answers(v)}
        ${this.liveRegion()}
      </section>
      <section class="card sheets" aria-label="Scorepads">
        ${
          v.seats > 1
            ? html`<div class="tabs" role="tablist">${v.scores.map(
                (s, seat) => html`<button type="button" role="tab"
          aria-selected=${seat === shown ? "true" : "false"} @click=${() => (this.tab = seat)}>${this.who(seat)} <span class="num">${s.total}</span></button>`,
              )}</div>`
            : nothing
        }
        ${pad({
          sheet: own && d ? d.sheet : v.sheets[shown],
          owner: this.who(shown),
          turn: v.turn,
          trainFirst: v.trainFirst,
          solo: v.solo !== null,
          score: v.scores[shown],
          offers,
          confirm: this.confirm,
          fresh,
          pending,
          busy: this.busy,
          onBox: (box) => this.onBox(offers, box),
        })}
        ${legend}
      </section>
    </div>`;
  }
}

/** What the marks on a pad mean, for a newcomer. */
const legend = html`<details class="legend">
  <summary>What the pad means</summary>
  <ul>
    <li><b>3/8</b>: written so far, and the sum the boxcar (or loader) needs. It is loaded when they match exactly.</li>
    <li><b class="red">Red box</b>: the unloader. Its number is taken away, so a boxcar that ran over can come back to its sum.</li>
    <li><b>Loaders</b> (5 and 7): fill one and it gives a power from your next turn on; the 5s on others' turns, the 7s on yours.</li>
    <li><b>Warehouse</b>: takes any number. The biggest warehouse totals score at the end.</li>
    <li><b>★</b> 1 point each; a train's engine pays its big bonus to whoever finishes it first.</li>
  </ul>
  <a href="/rules/boxcars-rw">How to play roll &amp; write</a>
</details>`;

declare global {
  interface HTMLElementTagNameMap {
    "bx-boxcars-rw-sheet": BxBoxcarsRwSheet;
  }
}
