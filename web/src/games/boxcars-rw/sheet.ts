/**
 * `<bx-boxcars-rw-sheet>`: the Boxcars roll & write scorepad, a `GameSheet` (the sheet contract in
 * games/index.ts). The table on top (dice, whose turn, who still has to answer, the viewer's buttons), the scorepads
 * below: your own by default, the others' a tab away. To write: choose a die (or a loader power),
 * then one of the highlighted boxes; a box that would make its boxcar impossible is flagged and
 * needs a second tap.
 */
import { html, nothing } from "lit";
import { customElement, state } from "lit/decorators.js";
import { breaks } from "../../../../worker/games/boxcars-rw/board";
import type { AnswerPower, BoxcarsMove, BoxcarsView } from "../../../../worker/games/boxcars-rw/types";
import { dieFace } from "../../ui/die-face";
import { dieStyles } from "../../ui/die-styles";
import { GameSheet } from "../../ui/game-sheet";
import { base } from "../../ui/styles";
import { controls, dieAction, type Ctl, type Mode } from "./controls";
import { pad, type Offer } from "./pad";
import { padStyles, sheetStyles } from "./styles";
import { answerText, boxName, lastText, powered } from "./words";

@customElement("bx-boxcars-rw-sheet")
export class BxBoxcarsRwSheet extends GameSheet<BoxcarsView, BoxcarsMove> {
  static styles = [base, dieStyles, sheetStyles, padStyles];

  @state() private keep: number[] = [];
  @state() private mode: Mode = null;
  @state() private chosen: number[] = [];
  @state() private changeDie: number | null = null;
  @state() private value: number | null = null;
  @state() private power: AnswerPower | "plain" = "plain";
  @state() private confirm: string | null = null;
  @state() private tab: number | null = null;
  private stage = "";

  private who(seat: number): string {
    return seat === this.seat ? "You" : this.seatName(seat);
  }

  /** Resets the per-step choices whenever the game moves on, and announces what happened. */
  protected willUpdate(): void {
    const v = this.view;
    if (!v) return;
    const stage = `${v.turn}/${v.phase}/${v.pick?.value ?? ""}/${v.pick?.left.length ?? ""}/${v.used.join()}/${v.answers.map((a) => a?.status ?? "-").join()}`;
    if (stage === this.stage) return;
    const fresh = this.stage !== "";
    this.stage = stage;
    Object.assign(this, { mode: null, chosen: [], changeDie: null, confirm: null, power: "plain" });
    const values = [...new Set(this.moves.flatMap((m) => (m.type === "write" && m.value !== undefined ? [m.value] : [])))];
    this.value = values.includes(this.value ?? -1) ? this.value : values[0] ?? null;
    if (v.phase === "roll") this.keep = [];
    if (fresh) this.announce(this.status(v));
  }

  play(move: BoxcarsMove): boolean {
    if (this.busy) return false;
    this.confirm = null;
    return super.play(move);
  }

  private answering(v: BoxcarsView): boolean {
    return this.seat !== null && this.seat !== v.active && this.moves.length > 0;
  }

  /** The boxes the viewer may write now, with the move each one makes. */
  private offers(v: BoxcarsView): Map<string, Offer> {
    const out = new Map<string, Offer>();
    if (this.seat === null || !v.pick) return out;
    const sheet = v.sheets[this.seat];
    const answering = this.answering(v);
    for (const m of this.moves) {
      if (m.type !== "write") continue;
      let value: number;
      if (answering) {
        const half = v.answers[this.seat]?.status === "half";
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
    if (!offer) return;
    if (offer.warn && this.confirm !== box) {
      this.confirm = box;
      this.announce(`Careful: after this, ${boxName(box)} could never be completed. Choose it again to write anyway.`);
      return;
    }
    this.play(offer.move as BoxcarsMove);
  }

  private status(v: BoxcarsView): string {
    if (v.phase === "over") return "The game is over.";
    const who = this.who(v.active);
    const verb = v.active === this.seat ? "" : "s";
    switch (v.phase) {
      case "roll": return `${who} roll${verb} the dice.`;
      case "choose": return `${who} choose${verb} a number: ${v.dice.join(", ")}.`;
      case "lock": return `${who} lock${verb} a die.`;
      default: {
        const waiting = v.waitingFor.map((s) => this.who(s)).join(", ");
        return `${who} took the ${v.pick!.value}s.${waiting ? ` Waiting for: ${waiting}.` : ""}`;
      }
    }
  }

  private tray(v: BoxcarsView, c: Ctl) {
    const taken = new Set(v.pick?.taken ?? []);
    return html`<div class="tray" role="group" aria-label="The dice">${v.dice.map((face, i) => {
      const locked = v.solo?.locked[i], out = v.solo?.out[i];
      const cls = `die d6 ${face ? "" : "blank"} ${taken.has(i) ? "taken" : ""} ${v.pick?.bonus === i ? "bonus" : ""} ${locked ? "locked" : ""} ${out ? "out" : ""} ${v.phase === "roll" && v.mustRoll.includes(i) ? "must" : ""}`;
      const act = this.busy ? null : dieAction(c, i);
      const tag = locked ? "locked" : v.phase === "roll" && c.keep.includes(i) ? "stays" : taken.has(i) ? (v.pick?.bonus === i ? "bonus" : "taken") : v.phase === "roll" && v.mustRoll.includes(i) ? "used" : "";
      if (out) return html`<span class="${cls}" aria-label="discarded die"></span>`;
      const body = html`${face ? dieFace(face) : nothing}<small class="tag">${tag}</small>`;
      return act
        ? html`<button type="button" class="${cls} act" aria-pressed=${act.pressed ? "true" : "false"} aria-label=${act.label} @click=${act.act}>${body}</button>`
        : html`<span class="${cls}" role="img" aria-label=${face ? `a ${face}${tag ? `, ${tag}` : ""}` : "not rolled yet"}>${body}</span>`;
    })}</div>`;
  }

  private answers(v: BoxcarsView) {
    if (!v.pick || v.solo) return nothing;
    return html`<ul class="answers" aria-label="Answers this turn">${v.answers.map((a, seat) => (a ? html`<li class=${a.status === "done" ? "done" : "waiting"}>
      <span aria-hidden="true">${a.status === "done" ? "✓" : "○"}</span> ${this.who(seat)}: ${answerText(a)}</li>` : nothing))}</ul>`;
  }

  render() {
    const v = this.view;
    if (!v) return html`<p class="muted">No table yet.</p>`;
    const c: Ctl = {
      view: v, seat: this.seat, moves: this.moves, busy: this.busy, keep: this.keep, mode: this.mode, chosen: this.chosen,
      changeDie: this.changeDie, value: this.value, power: this.power,
      set: (patch) => Object.assign(this, patch), play: (m) => this.play(m),
    };
    const shown = this.tab ?? this.seat ?? v.active;
    const offers = shown === this.seat ? this.offers(v) : new Map<string, Offer>();
    const fresh = new Set([...(v.pick?.writes ?? []).map((w) => w.box), ...(v.answers[shown]?.writes ?? []).map((w) => w.box)]);
    const round = v.solo ? `Solo round ${v.round} · ${7 - v.solo.out.filter(Boolean).length} dice left` : `Round ${v.round}${v.lastRound === v.round ? " · last round" : v.lastRound ? " · one more round after this" : ""}`;
    return html`<div class="layout">
      <section class="card table ${this.moves.length ? "mine" : ""}" aria-labelledby="bx-whose">
        <p class="eyebrow">${round} · turn ${v.turn}</p>
        <p class="whose" id="bx-whose">${this.status(v)}</p>
        ${this.tray(v, c)}
        <p class="last small muted">${lastText(v, (s) => this.who(s))}</p>
        ${this.moves.length ? controls(c, this.answering(v)) : nothing}
        ${this.answers(v)}
        ${this.liveRegion()}
      </section>
      <section class="card sheets" aria-label="Scorepads">
        ${v.seats > 1 ? html`<div class="tabs" role="tablist">${v.scores.map((s, seat) => html`<button type="button" role="tab"
          aria-selected=${seat === shown ? "true" : "false"} @click=${() => (this.tab = seat)}>${this.who(seat)} <span class="num">${s.total}</span></button>`)}</div>` : nothing}
        ${pad({
          sheet: v.sheets[shown], owner: this.who(shown), turn: v.turn, trainFirst: v.trainFirst, solo: v.solo !== null,
          score: v.scores[shown], offers, confirm: this.confirm, fresh, busy: this.busy, onBox: (box) => this.onBox(offers, box),
        })}
      </section>
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "bx-boxcars-rw-sheet": BxBoxcarsRwSheet;
  }
}
