/**
 * `<bx-coal-n-write-sheet>`: the Coal N' Write player sheet, a `GameSheet` (the sheet contract in
 * games/index.ts). The table (the dice, the Bunkhouse, who is still deciding, the viewer's buttons),
 * then a player sheet (the mine, the ledger, the burros; your own by default, the others' a tab
 * away) and Boom Town. To use dice: tap a highlighted chamber for every way to work it, or tap dice
 * first to claim it with their sum; a Boom Town card offers a visit while a pair shows. On a phone
 * the table comes after the mine and sticks to the bottom, so the dice and buttons stay in reach.
 */
import { html, nothing } from "lit";
import { customElement, state } from "lit/decorators.js";
import { ROUNDS } from "#games/coal-n-write/client";
import type { Stash } from "#games/coal-n-write/client";
import type { CoalMove, CoalView } from "#games/coal-n-write/client";
import { dieFace } from "../../sheet/die-face";
import { dieStyles } from "../../sheet/die-styles";
import { GameSheet } from "../../sheet/game-sheet";
import { legendStyles, tableStyles, tabStyles } from "../../sheet/sheet-styles";
import { base } from "../../sheet/styles";
import { burros } from "./burros";
import { controls, usableChambers, type Choice, type Ctl } from "./controls";
import { ledger } from "./ledger";
import { mine } from "./mine";
import { mineStyles, partStyles, sheetStyles } from "./styles";
import { town } from "./town";
import { chamberName, describe, joinNames, tableLine } from "./words";

type Visit = Extract<CoalMove, { type: "visit" }>;

@customElement("bx-coal-n-write-sheet")
export class BxCoalNWriteSheet extends GameSheet<CoalView, CoalMove> {
  static styles = [
    base,
    dieStyles,
    tableStyles,
    sheetStyles,
    tabStyles,
    mineStyles,
    partStyles,
    legendStyles,
  ];
  /** Moves in words, for the move list and the replay. */
  static describe = describe;

  /** Dice picked for a claim by their sum (indices into the roll). */
  @state() private picked: number[] = [];
  /** The chamber whose ways to work it are offered. */
  @state() private target: string | null = null;
  /** The load being composed, or null for the suggested one. */
  @state() private mix: Stash | null = null;
  @state() private tab: number | null = null;
  private stage = "";

  private who(seat: number): string {
    return seat === this.seat ? "You" : this.seatName(seat);
  }

  /** Clears the picks whenever the game moves on for the viewer, and says what is new. */
  protected willUpdate(): void {
    const v = this.view;
    if (!v) return;
    const sh = this.seat === null ? null : v.sheets[this.seat];
    const stage = `${v.round}/${v.phase}/${v.throwNo}/${sh?.used.join() ?? ""}/${sh?.pending?.kind ?? ""}/${sh?.burro?.loaded ?? ""}/${sh?.dynamite ?? ""}`;
    if (stage === this.stage) return;
    const fresh = this.stage !== "";
    const newThrow = !this.stage.startsWith(`${v.round}/${v.phase}/${v.throwNo}/`);
    this.stage = stage;
    this.picked = [];
    this.target = null;
    if (v.phase !== "delivery") this.mix = null;
    if (fresh && newThrow)
      this.announce(`${tableLine(v)}${v.phase === "throw" ? ` Dice: ${v.roll.join(", ")}.` : ""}`);
  }

  private act(choice: Choice): void {
    if (this.play(choice.move, { label: choice.text })) this.announce(`Sent: ${choice.label}.`);
  }

  private toggleDie(i: number): void {
    this.picked = this.picked.includes(i)
      ? this.picked.filter((d) => d !== i)
      : [...this.picked, i].sort((a, b) => a - b);
    const v = this.view!;
    this.announce(
      this.picked.length ? `Picked ${this.picked.map((d) => v.roll[d]).join(" + ")}.` : "No dice picked.",
    );
  }

  private pickChamber(id: string): void {
    this.target = this.target === id ? null : id;
    this.announce(
      this.target
        ? `Chose ${chamberName(id)}: the ways to work it are beside the dice.`
        : "No chamber chosen.",
    );
  }

  private tray(v: CoalView) {
    const used = this.seat === null ? [] : v.sheets[this.seat].used;
    const canPick = v.phase === "throw" && this.moves.some((m) => m.type === "dig" || m.type === "claim");
    const slots = Array.from({ length: 3 }, (_, i) => i);
    return html`<div class="tray" role="group" aria-label="The dice">${slots.map((i) => {
      const face = v.phase === "throw" ? v.roll[i] : undefined;
      // Dice in the Bunkhouse keep their place in the tray (no layout jump) but do not show.
      if (face === undefined)
        return html`<span class="die blank ${i < v.dice ? "" : "away"}" aria-hidden="true"></span>`;
      const gone = used[i];
      const pressed = this.picked.includes(i);
      const body = html`${dieFace(face)}<small class="tag">${gone ? "used" : pressed ? "picked" : ""}</small>`;
      return canPick && !gone
        ? html`<button type="button" class="die d6 act" aria-pressed=${pressed ? "true" : "false"} aria-label=${`Die ${i + 1}: a ${face}`}
            ?disabled=${this.busy} @click=${() => this.toggleDie(i)}>${body}</button>`
        : html`<span class="die d6 ${gone ? "used" : ""}" role="img" aria-label=${`Die ${i + 1}: a ${face}${gone ? ", used by you" : ""}`}>${body}</span>`;
    })}</div>`;
  }

  private bunkhouse(v: CoalView) {
    const inside = v.phase === "throw" || v.phase === "letters" || v.phase === "bonus" ? 3 - v.dice : 3;
    return html`<p class="bunkhouse small" aria-label=${`Bunkhouse: ${inside} of 3 miners in`}>Bunkhouse
      ${Array.from({ length: 3 }, (_, i) => html`<span class="bunk ${i < inside ? "in" : ""}" aria-hidden="true"></span>`)}</p>`;
  }

  private deciding(v: CoalView) {
    if (v.phase === "over" || v.phase === "start") return nothing;
    const waiting = new Set(v.stage.waiting);
    const still = [...waiting].map((s) => this.who(s));
    return html`<ul class="deciding" aria-label=${still.length ? `Still deciding: ${joinNames(still)}` : "Everyone is done"}>
      ${v.sheets.map((_, seat) => html`<li class=${waiting.has(seat) ? "waiting" : "done"}><span aria-hidden="true">${waiting.has(seat) ? "…" : "✓"}</span> ${this.who(seat)}</li>`)}
    </ul>`;
  }

  render() {
    const v = this.view;
    if (!v) return html`<p class="muted">No table yet.</p>`;
    const shown = this.tab ?? this.seat ?? 0;
    const own = shown === this.seat;
    const sh = v.sheets[shown];
    const c: Ctl | null =
      this.seat === null
        ? null
        : {
            view: v,
            seat: this.seat,
            moves: this.moves,
            picked: this.picked,
            target: this.target,
            mix: this.mix,
            busy: this.busy,
            play: (choice) => this.act(choice),
            setMix: (mix) => (this.mix = mix),
          };
    // The viewer's buttons work whichever sheet is shown; only their own mine takes taps.
    const visits = this.moves.filter((m): m is Visit => m.type === "visit");
    const mineBusy = this.moves.length > 0;
    return html`<div class="layout">
      <section class="card table ${mineBusy ? "mine" : ""}" aria-labelledby="bx-line" data-table>
        <p class="eyebrow">Round ${v.round} of ${v.lastBurro}${v.lastBurro > ROUNDS ? " (burro 7 hired)" : ""}</p>
        <p class="whose" id="bx-line">${tableLine(v)}</p>
        <div class="row">${this.tray(v)}<div class="side">${this.bunkhouse(v)}${this.deciding(v)}</div></div>
        <div class="controls">${c ? controls(c) : nothing}</div>
        ${this.liveRegion()}
      </section>
      <section class="card sheets" aria-label="Player sheets">
        ${
          v.seats > 1
            ? html`<div class="tabs" role="tablist">${v.sheets.map(
                (s, seat) => html`<button type="button" role="tab"
          aria-selected=${seat === shown ? "true" : "false"} @click=${() => (this.tab = seat)}>${this.who(seat)} <span class="num">$${s.cash}</span></button>`,
              )}</div>`
            : nothing
        }
        <div class="sheet-body">
          ${mine({
            sheet: sh,
            open: new Set(v.available[shown]),
            usable: own ? usableChambers(this.moves, this.picked) : new Set(),
            target: own ? this.target : null,
            busy: this.busy,
            onPick: (id) => this.pickChamber(id),
          })}
          <div class="side-panel">${ledger(v, sh, shown)}${burros(v, sh)}</div>
        </div>
        ${legend}
      </section>
      ${town({ view: v, seat: this.seat, visits, picked: this.picked, busy: this.busy, name: (s) => this.who(s), onVisit: (move, label) => this.act({ move, text: label, label }) })}
    </div>`;
  }
}

/** What the marks on the sheet mean, for a newcomer. */
const legend = html`<details class="legend">
  <summary>What the sheet means</summary>
  <ul>
    <li><b>Letter and number</b>: the chamber's mineral (S Silver, T Tin, C Coal, B Borax, ? a geode) and its dig number: dice adding up to it claim the chamber.</li>
    <li><b>Dots</b>: dig bubbles. Any die fills one; once all are filled, any single die claims the chamber.</li>
    <li><b>Gold edge</b>: open chambers. Rows are worked from the tunnel outward. <b>✦</b> marks a lizard bone.</li>
    <li><b>Hats</b>: bandits on a burro. A fight die above the hat's number drives it off.</li>
  </ul>
  <a href="/rules/coal-n-write">How to play Coal N' Write</a>
</details>`;

declare global {
  interface HTMLElementTagNameMap {
    "bx-coal-n-write-sheet": BxCoalNWriteSheet;
  }
}
