/**
 * `<bx-box-cars-d10-sheet>`: the Box Cars sheet, a `GameSheet` (the sheet contract in games/index.ts).
 * Shows one seat's ten dice as train cars (the viewer's own, or any seat picked in the table), the
 * phase with its re-roll limit, the dice picked to re-roll (limit and Breakdown locks enforced from
 * `legalMoves`), the current dice scored line by line, and every seat's five-turn score table.
 */
import { html, nothing } from "lit";
import { customElement, state } from "lit/decorators.js";
import {
  currentTurn,
  isFinished,
  isLocked,
  PHASE_NAMES,
  REROLL_LIMITS,
  TURNS,
} from "#games/box-cars-d10/client";
import { scoreDice } from "#games/box-cars-d10/client";
import type { BoxCarsMove, BoxCarsTurn, BoxCarsView } from "#games/box-cars-d10/client";
import { GameSheet } from "../../sheet/game-sheet";
import { base } from "../../sheet/styles";
import { carClass, carSymbol, lockSymbol } from "./cars";
import { moveWords, score, TILE_NAMES, turnWords } from "./words";
import { sheetStyles } from "./styles";

const STEPS = ["Roll 10", ...PHASE_NAMES, "Score"];
/** The steps as shown (narrow enough for a phone); `STEPS` is read out. */
const STEP_LABELS = ["Roll 10", "↻ 8", "↻ 6", "↻ 4", "↻ 2", "Score"];
const signed = (n: number) => (n > 0 ? `+${n}` : score(n));

@customElement("bx-box-cars-d10-sheet")
export class BxBoxCarsD10Sheet extends GameSheet<BoxCarsView, BoxCarsMove> {
  static styles = [base, sheetStyles];
  /** Moves in words, for the move list and the replay (moves.ts). */
  static describe = moveWords;
  /** Indices picked to re-roll, ascending. */
  @state() private picked: number[] = [];
  /** The seat whose train is shown, when the viewer picked one in the table. */
  @state() private watching: number | null = null;
  /** "Stop" was pressed once where it throws points away: the next press stops. */
  @state() private stopAsked = false;
  private lastKey = "";
  /** Where focus was in the sheet before an update: a car's index, or "controls". */
  private focusWas: number | "controls" | null = null;

  /** The seat whose train is shown: picked in the table, else the viewer's, else the first still playing. */
  private shownSeat(view: BoxCarsView): number {
    const first = view.seats.findIndex((s) => !isFinished(s));
    return this.watching ?? this.seat ?? Math.max(first, 0);
  }

  private rerolls(): number[][] {
    return this.moves.flatMap((m) => (m.type === "reroll" ? [m.dice] : []));
  }

  protected willUpdate(): void {
    const view = this.view;
    if (!view) return;
    const seat = this.shownSeat(view);
    const turn = view.seats[seat]?.turns.at(-1);
    const key = `${seat}/${view.seats[seat]?.turns.length ?? 0}/${turn?.phase ?? "-"}/${turn?.score ?? "-"}`;
    this.rememberFocus();
    if (key === this.lastKey) return;
    const sameSeat = this.lastKey.startsWith(`${seat}/`);
    this.lastKey = key;
    this.picked = [];
    this.stopAsked = false;
    if (!sameSeat || !turn) return;
    const who = seat === this.seat ? "You" : this.seatName(seat);
    this.announce(turnWords(who, turn, view.seats[seat].total));
  }

  private rememberFocus(): void {
    const focused = this.shadowRoot?.activeElement;
    const car = focused?.closest("[data-car]")?.getAttribute("data-car");
    this.focusWas = car != null ? Number(car) : focused?.closest(".controls") ? "controls" : null;
  }

  /** A pressed control that was replaced (or disabled) by the update: focus its successor, not the page top. */
  protected updated(): void {
    const was = this.focusWas;
    this.focusWas = null;
    if (was === null || this.shadowRoot?.activeElement) return;
    const target =
      was === "controls"
        ? this.renderRoot.querySelector<HTMLElement>(".controls .btn:not([disabled])")
        : (this.renderRoot.querySelector<HTMLElement>(`[data-car="${was}"] .tile`) ??
          this.renderRoot.querySelector<HTMLElement>(".controls .btn"));
    target?.focus();
  }

  private toggle(i: number, limit: number) {
    if (this.picked.includes(i)) this.picked = this.picked.filter((j) => j !== i);
    else if (this.picked.length < limit) this.picked = [...this.picked, i].sort((a, b) => a - b);
  }

  private train(turn: BoxCarsTurn | undefined, live: boolean) {
    const rerolls = live ? this.rerolls() : [];
    const free = new Set(rerolls.flat());
    const limit = Math.max(0, ...rerolls.map((d) => d.length));
    const full = this.picked.length >= limit;
    // The cars the last re-roll brought (none before the first re-roll, nor once scored).
    const fresh = new Set(turn && turn.score === null ? (turn.rerolls.at(-1) ?? []) : []);
    return html`<ol class="train" aria-label=${turn ? `Turn ${turn.number} dice` : "No dice yet"}>
      ${Array.from({ length: 10 }, (_, i) => {
        const face = turn?.dice[i];
        if (face === undefined)
          return html`<li class="car empty" aria-hidden="true"><span class="tile"></span></li>`;
        const locked = turn?.score === null && isLocked(turn.dice, i);
        const isNew = fresh.has(i);
        // The tile's own name (soft hyphens and all), so the accessible name holds the visible text.
        const label = `Die ${i + 1}: ${TILE_NAMES[face]}${isNew ? ", just re-rolled" : ""}${locked ? ", locked (no Way Car)" : ""}`;
        const tile = html`${carSymbol(face)}<span class="name">${TILE_NAMES[face]}</span>${locked ? lockSymbol : nothing}${isNew ? html`<span class="new" aria-hidden="true">new</span>` : nothing}`;
        const cls = `car ${carClass(face)}${locked ? " locked" : ""}${isNew ? " fresh" : ""}`;
        if (!live)
          return html`<li class=${cls} data-car=${i}><span class="tile" role="img" aria-label=${label} title=${label}>${tile}</span></li>`;
        const pressed = this.picked.includes(i);
        const usable = free.has(i) && (pressed || !full);
        // Not disabled while a move is on its way (a disabled button drops focus to the page top).
        return html`<li class=${cls} data-car=${i}>
          <button class="tile" type="button" aria-pressed=${pressed ? "true" : "false"} aria-label=${label} title=${label}
            ?disabled=${!free.has(i)} aria-disabled=${usable && !this.busy ? "false" : "true"}
            @click=${() => usable && !this.busy && this.toggle(i, limit)}>${tile}</button>
        </li>`;
      })}
    </ol>`;
  }

  private steps(turn: BoxCarsTurn | undefined) {
    const at = !turn ? -1 : turn.score === null ? turn.phase + 1 : STEPS.length - 1;
    return html`<ol class="steps" aria-label="Phases">
      ${STEPS.map(
        (
          s,
          i,
        ) => html`<li class=${i < at ? "done" : i === at ? "now" : ""} aria-current=${i === at ? "step" : "false"}
        aria-label=${s}>${STEP_LABELS[i]}</li>`,
      )}
    </ol>`;
  }

  private preview(turn: BoxCarsTurn | undefined, mine: boolean) {
    if (!turn)
      return html`<div class="preview"><p class="muted small">Roll ten cars to see them scored here.</p></div>`;
    const { lines, total } = scoreDice(turn.dice);
    const title =
      turn.score !== null ? `Turn ${turn.number} scored` : mine ? "If you stop now" : "The dice now score";
    return html`<div class="preview" aria-labelledby="preview-title">
      <h3 id="preview-title">${title} <span class="num total">${score(total)}</span></h3>
      <ul class="lines">
        ${lines.map((l) => html`<li class=${l.points > 0 ? "plus" : l.points < 0 ? "minus" : ""}><span>${l.label}</span><span class="num">${signed(l.points)}</span></li>`)}
      </ul>
    </div>`;
  }

  private controls(turn: BoxCarsTurn | undefined, turnsPlayed: number) {
    const moves = this.moves;
    const roll = moves.find((m) => m.type === "roll");
    // While a move is on its way the buttons stay focusable (aria-disabled): play() ignores them.
    const busy = this.busy ? "true" : "false";
    if (roll) {
      const label = `Roll ten cars · turn ${turnsPlayed + 1} of ${TURNS}`;
      return html`<div class="controls"><button class="btn" type="button" aria-disabled=${busy} @click=${() => this.play(roll, { label })}>
        ${label}</button></div>`;
    }
    const stop = moves.find((m) => m.type === "stop");
    if (!stop || !turn || turn.score !== null) return nothing;
    const key = this.picked.join(",");
    const reroll = moves.find((m) => m.type === "reroll" && m.dice.join(",") === key);
    const last = turn.phase === REROLL_LIMITS.length - 1;
    const n = this.picked.length;
    const label =
      n > 0 ? `Re-roll ${n} ${n === 1 ? "car" : "cars"}` : last ? "Re-roll none" : "Skip this re-roll";
    const total = scoreDice(turn.dice).total;
    // Stopping at 0 or less with re-rolls still to come throws the turn away: ask once.
    const risky = total <= 0 && !last;
    const onStop = () => {
      if (risky && !this.stopAsked) {
        this.stopAsked = true;
        this.announce(
          `Stopping now scores ${score(total)}. You still have re-rolls left. Press again to stop anyway.`,
        );
        return;
      }
      this.play(stop, { label: `Stop · score ${score(total)}`, confirmed: risky });
    };
    return html`<div class="controls">
      <button class="btn" type="button" ?disabled=${!reroll || (n === 0 && last)} aria-disabled=${busy}
        @click=${() => reroll && this.play(reroll, { label })}>${label}</button>
      <button class="btn secondary ${this.stopAsked ? "asked" : ""}" type="button" aria-disabled=${busy} @click=${onStop} data-stop>
        ${this.stopAsked ? `Stop anyway · score ${score(total)}` : `Stop · score ${score(total)}`}</button>
      ${
        this.stopAsked
          ? html`<p class="ask" role="alert">${total === 0 && !turn.dice.includes(1) ? "No Locomotive yet: stopping now scores 0." : `Stopping now scores ${score(total)}.`}
            Re-rolls could still change that. Press “Stop anyway” to stop.</p>`
          : nothing
      }
    </div>`;
  }

  private hint(turn: BoxCarsTurn | undefined, live: boolean): string {
    if (!live || !turn || turn.score !== null) return "";
    const limit = REROLL_LIMITS[turn.phase];
    const locked = turn.dice.some((_, i) => isLocked(turn.dice, i));
    return (
      `${PHASE_NAMES[turn.phase]}: pick up to ${limit} cars to re-roll (${this.picked.length} of ${limit} picked).` +
      (locked ? " Breakdowns stay put: no Way Car is showing." : "")
    );
  }

  private table(view: BoxCarsView, shown: number) {
    const best = Math.max(...view.seats.map((s) => s.total));
    const over = view.seats.every(isFinished);
    return html`<section class="card scores" aria-labelledby="scores-title">
      <h2 id="scores-title">Score table</h2>
      <table>
        <thead><tr><th scope="col">Player</th>${Array.from({ length: TURNS }, (_, t) => html`<th scope="col" class="num">${t + 1}</th>`)}<th scope="col" class="num">Total</th></tr></thead>
        <tbody>
          ${view.seats.map((s, seat) => {
            const done = isFinished(s),
              under = currentTurn(s);
            return html`<tr class=${seat === shown ? "shown" : ""}>
              <th scope="row">
                <button class="who" type="button" aria-pressed=${seat === shown ? "true" : "false"} @click=${() => (this.watching = seat)}
                  title=${`Show ${this.seatName(seat)}'s train`}>${over && s.total === best ? "★ " : ""}${this.seatName(seat)}</button>
                <span class="status small ${done ? "finished" : ""}">${seat === this.seat ? "you · " : ""}${done ? "finished" : under ? `playing turn ${under.number}` : `${s.turns.length} of ${TURNS}`}</span>
              </th>
              ${Array.from({ length: TURNS }, (_, t) => {
                const turn = s.turns[t];
                return html`<td class="num">${turn ? (turn.score === null ? html`<span aria-label="under way">…</span>` : score(turn.score)) : ""}</td>`;
              })}
              <td class="num total ${over && s.total === best ? "lead" : ""}">${score(s.total)}</td>
            </tr>`;
          })}
        </tbody>
      </table>
    </section>`;
  }

  render() {
    const view = this.view;
    if (!view) return html`<p class="muted">No train yet.</p>`;
    const seat = this.shownSeat(view);
    const s = view.seats[seat];
    if (!s) return nothing;
    const turn = s.turns.at(-1);
    const mine = seat === this.seat;
    const live = mine && this.legalMoves !== undefined && turn?.score === null;
    const played = s.turns.filter((t) => t.score !== null).length;
    const heading = mine ? "Your train" : `${this.seatName(seat)}'s train`;
    const sub = isFinished(s)
      ? `Finished · total ${score(s.total)}`
      : turn?.score === null
        ? `Turn ${turn.number} of ${TURNS} · ${PHASE_NAMES[turn.phase]}`
        : `Turn ${played + 1} of ${TURNS} · not rolled yet`;
    return html`<div class="layout">
      <section class="card turn ${live || (mine && this.legalMoves?.length) ? "mine" : ""}" aria-labelledby="train-title">
        <div class="head">
          <div><h2 id="train-title">${heading}</h2><p class="sub">${sub}</p></div>
          ${this.seat !== null && !mine ? html`<button class="btn quiet small" type="button" @click=${() => (this.watching = this.seat)}>Back to yours</button>` : nothing}
        </div>
        ${this.steps(turn)}
        ${this.train(turn, live)}
        ${mine ? this.controls(turn, played) : nothing}
        <p class="hint">${this.hint(turn, live)}</p>
        ${this.preview(turn, mine)}
        ${legend}
        ${this.liveRegion()}
      </section>
      ${this.table(view, seat)}
    </div>`;
  }
}

/** What each car scores, for a newcomer (the rules page has the rest). */
const legend = html`<details class="legend">
  <summary>What each car scores</summary>
  <p><strong>No Locomotive, no score:</strong> a train without one scores 0, whatever else it has.</p>
  <ul>
    <li>Locomotive +10 · Caboose +10 (none: −10) · Mail Car +10 — one of each counts</li>
    <li>Way Car 0, but it lets Breakdowns be re-rolled · each Breakdown −10</li>
    <li>Sleeper, Coach, Box Car, Tank, Hopper, by how many of one kind: 1 +5 · 2 +20 · 3 +40 · 4 +60 · 5 +80 · 6 +100 · 7 +120 · 8+ +140</li>
    <li>Passenger bonus +10: two or more Sleepers and Coaches, no freight · Freight bonus +10: two or more freight cars, no passengers</li>
  </ul>
  <a href="/rules/box-cars-d10">How to play Box Cars</a>
</details>`;

declare global {
  interface HTMLElementTagNameMap {
    "bx-box-cars-d10-sheet": BxBoxCarsD10Sheet;
  }
}
