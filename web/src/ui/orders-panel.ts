/**
 * `<bx-orders-panel>`: a seat's standing orders, for games that have them. The game describes its
 * orders as fields (like its options), so this one panel serves every game: the owner sets an
 * order, and the room plays the moves it decides while the player is away (marked in the moves as
 * played by the order); while one is on, a button beside the panel turns it off in one tap.
 * Renders nothing for a game without orders. A form left on "ask" everywhere (every choice the
 * player's) says so and is not switched on: such an order would decide nothing.
 */
import { LitElement, css, html, nothing } from "lit";
import { customElement, property, state } from "lit/decorators.js";
import type { StandingOrder } from "#wire";
import { ApiError } from "../api";
import { seatApi } from "../seat-api";
import type { FieldValues } from "./option-fields";
import { base } from "./styles";

@customElement("bx-orders-panel")
export class BxOrdersPanel extends LitElement {
  static styles = [
    base,
    css`
      :host {
        display: flex;
        flex-wrap: wrap;
        align-items: flex-start;
        gap: 0.5rem;
      }
      .off {
        order: 1;
      }
      details {
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
      form {
        display: grid;
        gap: 0.6rem;
        padding-bottom: 0.8rem;
      }
      .buttons {
        display: flex;
        flex-wrap: wrap;
        gap: 0.5rem;
      }
    `,
  ];

  @property() gameId = "";
  @property({ attribute: false }) token: string | null = null;
  @state() private orders: StandingOrder | null = null;
  @state() private draft: FieldValues = {};
  @state() private error: string | null = null;
  @state() private saving = false;
  /** The form's fields, loaded when the panel first opens (most visits only read its state). */
  @state() private form: typeof import("./option-fields") | null = null;
  private loadedFor = "";

  protected willUpdate(): void {
    const key = `${this.gameId}#${this.token ?? ""}`;
    if (this.gameId && this.token && key !== this.loadedFor) {
      this.loadedFor = key;
      void this.load();
    }
  }

  private async load() {
    try {
      this.show(await seatApi.orders(this.gameId, this.token!));
    } catch (error) {
      // A game without standing orders says so with `no_orders`: then there is nothing to show.
      if (!(error instanceof ApiError && error.code === "no_orders")) this.error = (error as Error).message;
    }
  }

  private show(orders: StandingOrder) {
    this.orders = orders;
    this.draft = orders.order ?? this.form?.defaultValues(orders.fields) ?? {};
    this.error = null;
  }

  private async save(order: FieldValues | null) {
    this.saving = true;
    try {
      this.show(await seatApi.saveOrders(this.gameId, this.token!, order));
    } catch (error) {
      this.error = (error as Error).message;
    } finally {
      this.saving = false;
    }
  }

  private async opened(event: Event) {
    if (this.form || !(event.target as HTMLDetailsElement).open) return;
    this.form = await import("./option-fields");
    if (this.orders && !this.orders.order) this.draft = this.form.defaultValues(this.orders.fields);
  }

  render() {
    const orders = this.orders;
    if (!orders) return this.error ? html`<p class="notice" role="alert">${this.error}</p>` : nothing;
    // While an order is on, turning it off is one tap, without opening the panel.
    return html`${
      orders.order
        ? html`<button class="btn quiet small off" type="button" ?disabled=${this.saving} @click=${() => this.save(null)} data-orders-off>Turn the order off</button>`
        : nothing
    }<details data-orders @toggle=${this.opened}>
      <summary>Standing orders <span class="state" data-order-state>${orders.order ? `on: ${orders.description}` : "off"}</span></summary>
      <p class="muted">While you are away, the table plays the moves your order decides for you, and tells you what it did. Anything it does not cover waits for you.</p>
      <form @submit=${(e: Event) => (e.preventDefault(), this.save(this.draft))}>
        ${this.form?.optionFields("order", orders.fields, this.draft, (next) => (this.draft = next)) ?? nothing}
        ${this.error ? html`<p class="notice" role="alert">${this.error}</p>` : nothing}
        ${this.form?.idleOrder(this.draft) ?? nothing}
        <div class="buttons">
          <button class="btn small" type="submit" ?disabled=${this.saving || this.form?.idleOrder(this.draft) !== nothing}>${orders.order ? "Update the order" : "Turn the order on"}</button>
          ${
            orders.order
              ? html`<button class="btn quiet small" type="button" ?disabled=${this.saving} @click=${() => this.save(null)}>Turn it off</button>`
              : nothing
          }
        </div>
      </form>
    </details>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "bx-orders-panel": BxOrdersPanel;
  }
}
