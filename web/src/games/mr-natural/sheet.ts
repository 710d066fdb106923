/**
 * `<bx-mr-natural-sheet>`: the Mr. Natural table, a `GameSheet` (the sheet contract in games/index.ts).
 * Shows the dice of the current roll (scored dice in red, set-aside dice faded) in a fixed-size
 * tray, the turn's points, the moves as buttons, everyone's totals and the last finished turn (the
 * state keeps only that one; older turns are in the move log under the sheet).
 */
import { html, nothing } from "lit";
import { customElement, state } from "lit/decorators.js";
import { keyed } from "lit/directives/keyed.js";
import type { MrNaturalMove, MrNaturalView, Roll } from "#games/mr-natural/client";
import { dieFace } from "../../sheet/die-face";
import { dieStyles } from "../../sheet/die-styles";
import { GameSheet } from "../../sheet/game-sheet";
import { base } from "../../sheet/styles";
import { scoresStyles } from "./scores-styles";
import { sheetStyles } from "./styles";
import { diceLabel, scoredIndices, type Shown, shownRoll, slotsOf } from "./tray";
import { describe, fmt, minimumFor, OUTCOMES, rollText, shownFaces } from "./words";

@customElement("bx-mr-natural-sheet")
export class BxMrNaturalSheet extends GameSheet<MrNaturalView, MrNaturalMove> {
  static styles = [base, dieStyles, sheetStyles, scoresStyles];
  static describe = describe;

  /** The die a pick button points at (hovered or focused), highlighted on the table. */
  @state() private pointing: number | null = null;
  private lastKey = "";
  private restoreFocus = false;

  private who(seat: number): string {
    return seat === this.seat ? "You" : this.seatName(seat);
  }

  protected willUpdate(): void {
    const view = this.view;
    if (!view) return;
    // One announcement per change of the table (roll, pick, end of turn), for screen readers.
    const key = `${view.lastTurn?.seat ?? "-"}.${view.lastTurn?.number ?? "-"}/${view.turn.seat}/${view.turn.number}/${view.turn.rolls.length}/${view.turn.rolls.at(-1)?.nothing?.rolled ?? ""}`;
    if (key === this.lastKey) return;
    const first = this.lastKey === "";
    this.lastKey = key;
    if (first) return;
    const { turn } = view;
    const roll = turn.rolls.at(-1);
    if (roll) {
      const faces = shownFaces(roll).join(", ");
      this.announce(
        `${this.who(turn.seat)} rolled ${faces}. ${rollText(roll, turn.phase === "nothing")} Turn points: ${fmt(turn.points)}.`,
      );
    } else {
      const last = view.lastTurn;
      if (last) {
        const ended = `${this.who(last.seat)}: ${OUTCOMES[last.outcome]}, ${last.points > 0 ? `+${fmt(last.points)}` : "no points"}, total ${fmt(last.total)}.`;
        this.announce(`${ended} ${view.winner === null ? `${this.who(turn.seat)} to roll.` : ""}`);
      }
    }
  }

  protected updated(): void {
    if (!this.restoreFocus || this.busy) return;
    this.restoreFocus = false;
    const root = this.renderRoot as ShadowRoot;
    const controls = root.querySelector(".controls");
    if (controls && !controls.contains(root.activeElement)) {
      (
        controls.querySelector<HTMLElement>("button:not(:disabled)") ??
        controls.querySelector<HTMLElement>("[tabindex='-1']")
      )?.focus();
    }
  }

  play(move: MrNaturalMove): boolean {
    if (this.busy) return false;
    this.restoreFocus = true;
    this.pointing = null;
    return super.play(move);
  }

  private dice(shown: Shown) {
    const picks = new Set(this.moves.flatMap((m) => (m.type === "pick" ? [m.die] : [])));
    const slots = slotsOf(shown);
    return html`<div class="dice ${shown.past ? "past" : ""}" role="img" aria-label=${diceLabel(slots)}>
      ${keyed(
        shown.key,
        slots.map(
          (s) => html`<span
            class="die d6 ${s.kind} ${s.index !== null && picks.has(s.index) ? "pickable" : ""} ${s.index !== null && s.index === this.pointing ? "pointing" : ""} ${s.picked ? "picked" : ""} ${shown.key !== "none" && (s.kind === "scored" || s.kind === "live") && !shown.past ? "fresh" : ""}"
            data-face=${s.face ?? ""}
            data-kind=${s.kind}
            >${s.face ? dieFace(s.face) : nothing}</span>`,
        ),
      )}
    </div>`;
  }

  private caption(roll: Roll, shown: Shown): string {
    const text = rollText(roll, shown.awaitingPick);
    if (!shown.after) return text;
    return `${text}${/[.!]$/.test(text) ? "" : "."} ${shown.after}`;
  }

  private moveLabel(view: MrNaturalView, move: MrNaturalMove): string {
    const { turn } = view;
    switch (move.type) {
      case "roll":
        if (turn.phase === "all-scored") return "Roll all six again";
        return `Roll ${turn.diceLeft} ${turn.diceLeft === 1 ? "die" : "dice"}`;
      case "bank":
        return `Bank ${fmt(turn.points)}`;
      case "pick":
        return "Re-roll this single";
    }
  }

  private controls(view: MrNaturalView) {
    const moves = this.moves;
    const { turn } = view;
    if (view.winner !== null) {
      return html`<div class="controls"><p class="wait" tabindex="-1">The game is over.</p></div>`;
    }
    if (moves.length === 0) {
      const waiting =
        this.seat === null
          ? `${this.seatName(turn.seat)} is playing.`
          : `Waiting for ${this.seatName(turn.seat)} to play.`;
      return html`<div class="controls"><p class="wait" tabindex="-1">${waiting}</p></div>`;
    }
    const roll = turn.rolls.at(-1);
    return html`<div class="controls" role="group" aria-label="Your move">
      ${moves.map((move) => {
        if (move.type === "pick" && roll) {
          const face = roll.dice[move.die];
          return html`<button
            class="btn pick"
            type="button"
            data-move="pick"
            data-die=${move.die}
            ?disabled=${this.busy}
            aria-label=${`Re-roll this single: the ${face} (die ${move.die + 1})`}
            @mouseenter=${() => (this.pointing = move.die)}
            @mouseleave=${() => (this.pointing = null)}
            @focus=${() => (this.pointing = move.die)}
            @blur=${() => (this.pointing = null)}
            @click=${() => this.play(move)}
          >
            <span class="mini d6" aria-hidden="true">${dieFace(face)}</span>${this.moveLabel(view, move)}
          </button>`;
        }
        return html`<button
          class="btn ${move.type === "bank" ? "bank" : "roll"} ${move.type === "roll" && moves.length > 1 ? "secondary" : ""}"
          type="button"
          data-move=${move.type}
          ?disabled=${this.busy}
          @click=${() => this.play(move)}
        >${this.moveLabel(view, move)}</button>`;
      })}
    </div>`;
  }

  private hint(view: MrNaturalView): string {
    const { turn, options } = view;
    if (view.winner !== null) return "";
    if (turn.phase === "nothing")
      return "Match the other single and it is a Boxcar, 1,000. Miss and the turn ends.";
    if (turn.phase === "all-scored")
      return "All six dice scored! Bank now, or roll all six again: if that roll scores nothing, the whole turn is lost.";
    if (turn.rerollAll) return "Re-rolling all six: score nothing and the whole turn is lost.";
    const min = minimumFor(view, turn.seat);
    const onBoard = view.onBoard[turn.seat];
    if (options.minimum350) {
      if (turn.points < min)
        return `${onBoard ? "A turn needs" : "Getting on the board needs"} ${fmt(min)} points before you may bank.`;
      return "You may bank now, or push your luck.";
    }
    if (!onBoard) return "This turn must reach 550 to get on the board.";
    return "Keep rolling until a roll scores nothing (you keep the points) or all six have scored (then bank).";
  }

  private turnPanel(view: MrNaturalView) {
    const shown = shownRoll(view, this.seat, (seat) => this.seatName(seat));
    const { turn } = view;
    const mine = this.seat === turn.seat && view.winner === null;
    return html`<section class="card turn ${mine ? "mine" : ""}" aria-labelledby="turn-title">
      <div class="turn-head">
        <div>
          <p class="whose" id="turn-title">${view.winner !== null ? `${this.who(turn.seat)} ${turn.seat === this.seat ? "win" : "wins"}!` : mine ? "Your turn" : `${this.seatName(turn.seat)}'s turn`}</p>
          <p class="roll-label">${shown.label}</p>
        </div>
        <div class="points" aria-label=${`${fmt(turn.points)} points this turn`}>
          <span class="num">${fmt(turn.points)}</span>
          <small>this turn</small>
        </div>
      </div>
      <div class="tray dice-area" data-dice-area>
        ${this.dice(shown)}
        <p class="caption ${shown.roll && shown.roll.points > 0 ? "good" : ""}">
          ${
            shown.roll
              ? this.caption(shown.roll, shown)
              : mine
                ? "Roll six dice to start your turn."
                : "Waiting for the first roll."
          }
        </p>
      </div>
      ${this.controls(view)}
      <p class="hint">${mine ? this.hint(view) : ""}</p>
      ${this.liveRegion()}
    </section>`;
  }

  private scoreboard(view: MrNaturalView) {
    const target = view.options.target;
    const leader = Math.max(...view.scores);
    return html`<section class="card scores" aria-labelledby="scores-title">
      <h2 id="scores-title">Scores <small class="muted">first to ${fmt(target)}</small></h2>
      <ol class="board">
        ${view.scores.map((score, seat) => {
          const current = view.winner === null && view.turn.seat === seat;
          const won = view.winner === seat;
          return html`<li class="${current ? "current" : ""} ${won ? "won" : ""}" aria-current=${current ? "true" : "false"} data-seat=${seat}>
            <span class="marker" aria-hidden="true">${won ? "★" : current ? "▶" : ""}</span>
            <span class="who">
              <span class="name">${this.seatName(seat)}</span>
              ${seat === this.seat ? html`<span class="tag">you</span>` : nothing}
              ${view.options.getOnBoard && !view.onBoard[seat] ? html`<span class="tag off">not on board</span>` : nothing}
              ${current ? html`<span class="visually-hidden">(rolling now)</span>` : nothing}
              ${won ? html`<span class="visually-hidden">(winner)</span>` : nothing}
            </span>
            <span class="total num ${score === leader && score > 0 ? "lead" : ""}">${fmt(score)}</span>
            <span class="bar" aria-hidden="true"><span style=${`width:${Math.min(100, (score / target) * 100)}%`}></span></span>
          </li>`;
        })}
      </ol>
      ${
        view.options.getOnBoard || view.options.minimum350
          ? html`<p class="rules small muted">${[
              view.options.getOnBoard ? "550 to get on the board" : "",
              view.options.minimum350 ? "350 minimum per turn" : "",
            ]
              .filter(Boolean)
              .join(" · ")}</p>`
          : nothing
      }
    </section>`;
  }

  private rollChips(roll: Roll) {
    const faces = shownFaces(roll);
    const scored = scoredIndices(roll);
    return html`<span class="chips" role="img" aria-label=${`Dice ${faces.join(" ")}`}>${faces.map(
      (f, i) =>
        html`<span class="chip ${scored.has(i) ? "s" : ""} ${roll.nothing?.picked === i ? "p" : ""}" aria-hidden="true">${f}</span>`,
    )}</span>`;
  }

  /** The last finished turn, roll by roll (the state keeps only that one; the move log has the rest). */
  private log(view: MrNaturalView) {
    const turns = view.lastTurn ? [view.lastTurn] : [];
    return html`<section class="card log" aria-labelledby="log-title">
      <h2 id="log-title">Last turn</h2>
      ${
        turns.length === 0
          ? html`<p class="muted small">The last finished turn shows up here.</p>`
          : html`<ol class="turns">
            ${[...turns].reverse().map(
              (t) => html`<li class="outcome-${t.outcome}">
                <div class="turn-line">
                  <span><span class="name">${this.seatName(t.seat)}</span> <span class="muted small">· turn ${t.number}</span></span>
                  <span class="gain num"><span class=${t.points > 0 ? "plus" : "zero"}>${t.points > 0 ? `+${fmt(t.points)}` : "+0"}</span>
                    → ${fmt(t.total)}</span>
                  <span class="outcome">${OUTCOMES[t.outcome]}</span>
                </div>
                <ul class="rolls">
                  ${t.rolls.map((r) => html`<li>${this.rollChips(r)} <span class="small">${rollText(r, false)}</span></li>`)}
                </ul>
              </li>`,
            )}
          </ol>`
      }
    </section>`;
  }

  render() {
    const view = this.view;
    if (!view) return html`<p class="muted">No table yet.</p>`;
    return html`<div class="layout">
      ${this.turnPanel(view)}
      <div class="side">${this.scoreboard(view)} ${this.log(view)}</div>
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "bx-mr-natural-sheet": BxMrNaturalSheet;
  }
}
