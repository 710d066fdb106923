/**
 * `<bx-birthright-conquest-sheet>`: the Birthright Conquest table, a `GameSheet` (the sheet contract in
 * games/index.ts). Shows both sides' public tables (tableau.ts), the viewer's own Action hand, the
 * last attacks, and the composer of the viewer's decision (panels.ts): the turn is put together on
 * the sheet with its costs shown and sent as one move.
 */
import { html, nothing, type PropertyValues } from "lit";
import { customElement, state } from "lit/decorators.js";
import type { BcMove, BcView, DrawChoice, PlanCard, TurnReport } from "#games/birthright-conquest/client";
import { GameSheet } from "../../sheet/game-sheet";
import { base } from "../../sheet/styles";
import { emptyOrders, type OrdersDraft } from "./compose";
import { blockPanel, type Composer, drawPanel, ordersPanel, planPanel } from "./panels";
import { sheetStyles } from "./styles";
import { chip, detailPanel, eventful, reports, type Shown, side } from "./tableau";
import { describe, lastTurnWords, phaseLine } from "./words";

const firstDraw = (): DrawChoice => ({ realm: "one", buyRealm: false, buyAction: false });

@customElement("bx-birthright-conquest-sheet")
export class BxBirthrightConquestSheet extends GameSheet<BcView, BcMove> {
  static styles = [base, sheetStyles];
  static describe = describe;

  @state() detail: string | null = null;
  @state() draw: DrawChoice = firstDraw();
  @state() orders: OrdersDraft = emptyOrders();
  @state() blocks: Record<string, string> = {};
  @state() raze: string[] = [];
  @state() plan: PlanCard[] = [];
  /** The decision the drafts belong to: a new one starts them afresh. */
  private draftKey = "";
  /** A move was sent from here and the next decision has not come yet; `moved`: it just came. */
  private sent = false;
  private moved = false;
  /** The attack phases with something in them this page has seen, newest first (the view holds the last two). */
  private kept: TurnReport[] = [];

  get composing(): boolean {
    return this.moves.length > 0 && this.seat !== null && this.view !== null;
  }

  protected willUpdate(changed: PropertyValues<this>): void {
    if (!changed.has("view") || !this.view) return;
    const v = this.view;
    this.keep(v);
    const key = `${v.turn}/${v.phase}/${v.active}`;
    if (key === this.draftKey) return;
    this.draftKey = key;
    this.moved = this.sent;
    this.sent = false;
    const me = this.seat === null ? null : v.players[this.seat];
    this.draw = { ...firstDraw(), realm: me && me.realmHand.length < 3 ? "fill" : "one" };
    this.orders = emptyOrders();
    this.blocks = {};
    this.raze = [];
    this.plan = [];
    if (v.last && v.last.turn === v.turn - 1 && v.phase === "draw") this.announce(lastTurnWords(v.last));
  }

  /**
   * Keeps the reports with something in them, the view's last two (the round just played: a player
   * back after the other's turn reads their own attack's too) and those seen before; a replay going
   * back forgets later ones.
   */
  private keep(v: BcView): void {
    const fresh = [v.earlier, v.last].filter((r): r is TurnReport => Boolean(r && eventful(r)));
    const turns = new Set(fresh.map((r) => r.turn));
    this.kept = [...fresh, ...this.kept.filter((r) => r.turn <= v.turn && !turns.has(r.turn))]
      .sort((a, b) => b.turn - a.turn)
      .slice(0, 12);
  }

  /**
   * After a move sent from here the composer gives way to a shorter part (or the next decision), and the
   * browser would leave the page scrolled past it, at the foot: the play column is brought back into view.
   */
  protected updated(): void {
    if (!this.moved) return;
    this.moved = false;
    const play = this.renderRoot.querySelector(".play");
    if (play && play.getBoundingClientRect().top < 0) play.scrollIntoView({ block: "start" });
  }

  set(patch: Partial<Pick<Composer, "draw" | "orders" | "blocks" | "raze" | "plan">>): void {
    Object.assign(this, patch);
  }

  private get shown(): Shown {
    return { detail: this.detail, show: (card) => (this.detail = card) };
  }

  private name(seat: number): string {
    return seat === this.seat ? "You" : this.seatName(seat);
  }

  private composer() {
    const v = this.view!;
    if (!this.composing) {
      if (v.phase === "plans" && this.seat !== null && v.plansIn[this.seat])
        return html`<p class="notice">Your plan is sealed. Waiting for the other plan.</p>`;
      return nothing;
    }
    const c: Composer = {
      view: v,
      seat: this.seat!,
      busy: this.busy,
      draw: this.draw,
      orders: this.orders,
      blocks: this.blocks,
      raze: this.raze,
      plan: this.plan,
      set: (patch) => this.set(patch),
      send: (move, label) => (this.sent = this.play(move, { label })),
    };
    switch (v.phase) {
      case "draw":
        return drawPanel(c);
      case "orders":
        return ordersPanel(c);
      case "blocks":
        return blockPanel(c);
      case "plans":
        return planPanel(c);
      default:
        return nothing;
    }
  }

  private hand() {
    if (this.seat === null) return nothing;
    const hand = this.view!.players[this.seat].hand ?? [];
    return html`<section class="hand card" aria-label="Your Action hand">
      <h3 class="eyebrow">Your Action hand (${hand.length}) · secret</h3>
      <div class="row">${hand.length ? hand.map((c) => chip(c, this.shown)) : html`<span class="muted small">empty</span>`}</div>
    </section>`;
  }

  render() {
    const v = this.view;
    if (!v) return nothing;
    const mine = this.seat ?? 0;
    const order = this.seat === null ? [0, 1] : [1 - mine, mine];
    const plans = v.phase === "plans" ? html` · plans in: ${v.plansIn.filter(Boolean).length} of 2` : nothing;
    return html`<div class="table">
      <p class="status" aria-live="off"><strong>${phaseLine(v, (s) => this.name(s))}</strong>${plans}
        <span class="muted small"> · Common deck ${v.common.deckSize}, discard ${v.common.discard.length}</span></p>
      <div class="layout">
        <div class="sides">
          ${order.map((seat) => side(v, seat, seat === this.seat ? `${this.seatName(seat)} (you)` : this.seatName(seat), this.shown))}
        </div>
        <div class="play">
          ${this.hand()} ${this.composer()} ${reports(v, this.kept, this.shown)} ${detailPanel(this.shown)}
        </div>
      </div>
      ${this.liveRegion()}
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "bx-birthright-conquest-sheet": BxBirthrightConquestSheet;
  }
}
