/**
 * `<bx-seat-actions>`: a running game's seat's own controls beside the status line of its sheet: "Notify me" and,
 * in a game with standing orders, the order's state ("on: …" or "off", from the game's answer) with
 * one tap to turn an order off. What is behind them loads when the seat opens them: the notification
 * dialog (notify-dialog.ts) on the first press, the order's form (orders-panel.ts) when its panel
 * opens; most visits only read the state. An order saved here shows at once. Where the game lets a
 * seat leave, a second `leave-only` element, low on the page, offers "Leave the game…", which asks
 * first (leave-question.ts), whose `leave` reaches the page; in a game that ends when a player
 * concedes, the same element offers "Concede the game…" instead. "My notes" opens the seat's private
 * notes (notes-panel.ts, loaded when opened).
 */
import { LitElement, css, html, nothing } from "lit";
import { customElement, property, state } from "lit/decorators.js";
import type { BxNotifyDialog } from "./notify-dialog";
import { base } from "../sheet/styles";

@customElement("bx-seat-actions")
export class BxSeatActions extends LitElement {
  static styles = [
    base,
    css`
      :host {
        display: flex;
        flex-wrap: wrap;
        align-items: flex-start;
        gap: 0.5rem;
      }
      .bell {
        width: 1.05rem;
        height: 1.05rem;
      }
      details {
        order: 1;
        border: 1px solid var(--bx-line);
        border-radius: var(--bx-radius);
        background: var(--bx-surface);
        padding: 0.2rem 0.9rem;
      }
      summary {
        cursor: pointer;
        min-height: 2.75rem;
        display: flex;
        align-items: center;
        gap: 0.5rem;
        font-weight: 600;
      }
      .state {
        font-weight: 400;
        color: var(--bx-ink-soft);
      }
      bx-leave-question {
        order: 2;
        flex-basis: 100%;
      }
    `,
  ];

  @property() gameId = "";
  @property({ attribute: false }) token: string | null = null;
  /** The seat's standing order in words (null: none); undefined in a game without orders. */
  @property({ attribute: false }) order: string | null | undefined = undefined;
  /** The seat may leave the game (its rules let the others play on). */
  @property({ type: Boolean }) canLeave = false;
  /** Leaving is conceding: the game ends (its rules' `concede`). */
  @property({ type: Boolean }) concede = false;
  /** Only "Leave the game…" (the page puts it low, under the table talk). */
  @property({ type: Boolean, attribute: "leave-only" }) leaveOnly = false;
  /** "Leave the game" was pressed: the question is showing. */
  @state() private asking = false;
  /** The order as last saved here, until the game's next answer tells it. */
  @state() private saved: string | null | undefined = undefined;
  @state() private dialog = false;
  @state() private form = false;
  @state() private notes = false;
  @state() private error: string | null = null;

  protected willUpdate(changed: Map<string, unknown>): void {
    if (changed.has("order")) this.saved = undefined;
  }

  private async openNotify() {
    await import("./notify-dialog");
    this.dialog = true;
    await this.updateComplete;
    const dialog = this.renderRoot.querySelector<BxNotifyDialog>("bx-notify-dialog")!;
    await dialog.updateComplete;
    await dialog.open();
  }

  private async openOrders(event: Event) {
    if (!(event.target as HTMLDetailsElement).open || this.form) return;
    await import("./orders-panel");
    this.form = true;
  }

  private async openNotes(event: Event) {
    if (!(event.target as HTMLDetailsElement).open || this.notes) return;
    await import("./notes-panel");
    this.notes = true;
  }

  private async turnOff() {
    try {
      const { seatApi } = await import("../seat-api");
      this.saved = (await seatApi.saveOrders(this.gameId, this.token!, null)).description;
      this.error = null;
    } catch (error) {
      this.error = (error as Error).message;
    }
  }

  private async ask() {
    await import("./leave-question");
    this.asking = true;
  }

  private leaving() {
    if (!this.canLeave) return nothing;
    if (!this.asking)
      return html`<button class="btn quiet small" type="button" @click=${this.ask} data-leave>${this.concede ? "Concede the game…" : "Leave the game…"}</button>`;
    return html`<bx-leave-question ?concede=${this.concede} @leave=${() => (this.asking = false)} @stay=${() => (this.asking = false)}></bx-leave-question>`;
  }

  render() {
    if (this.leaveOnly) return this.leaving();
    const order = this.saved === undefined ? this.order : this.saved;
    return html`
      <button class="btn quiet small" type="button" aria-haspopup="dialog" @click=${this.openNotify}>
        <svg class="bell" viewBox="0 0 16 16" aria-hidden="true"><path d="M8 1.8a4 4 0 0 0-4 4v2.6L2.6 11h10.8L12 8.4V5.8a4 4 0 0 0-4-4Zm-1.6 10.6a1.6 1.6 0 0 0 3.2 0" fill="none" stroke="currentColor" stroke-width="1.4" stroke-linejoin="round" /></svg>
        Notify me</button>
      ${this.dialog ? html`<bx-notify-dialog .gameId=${this.gameId} .token=${this.token}></bx-notify-dialog>` : nothing}
      ${order ? html`<button class="btn quiet small" type="button" @click=${this.turnOff} data-orders-off>Turn the order off</button>` : nothing}
      ${
        order === undefined
          ? nothing
          : html`<details data-orders @toggle=${this.openOrders}>
          <summary>Standing orders <span class="state" data-order-state>${order ? `on: ${order}` : "off"}</span></summary>
          ${
            this.form
              ? html`<bx-orders-panel .gameId=${this.gameId} .token=${this.token} @orders=${(e: CustomEvent<string | null>) => (this.saved = e.detail)}></bx-orders-panel>`
              : nothing
          }
        </details>`
      }
      <details data-notes @toggle=${this.openNotes}>
        <summary>My notes</summary>
        ${this.notes ? html`<bx-notes-panel .gameId=${this.gameId} .token=${this.token}></bx-notes-panel>` : nothing}
      </details>
      ${this.leaving()}
      ${this.error ? html`<p class="notice" role="alert">${this.error}</p>` : nothing}
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "bx-seat-actions": BxSeatActions;
  }
}
