/**
 * `<bx-orders-panel>`: the form of a seat's standing orders, loaded when the seat opens its panel
 * (seat-actions.ts shows the order's state). The game describes its orders as fields (like its
 * options), so this one form serves every game: the owner sets an order, and the room plays the
 * moves it decides while the player is away (marked in the moves as played by the order). A form
 * left on "ask" everywhere (every choice the player's) says so and is not switched on: such an order
 * would decide nothing. Emits `orders` ({detail: the order in words, or null}) when one is saved.
 */
import { LitElement, css, html, nothing } from "lit";
import { customElement, property, state } from "lit/decorators.js";
import type { StandingOrder } from "#wire";
import { seatApi } from "../seat-api";
import { defaultValues, idleOrder, optionFields, type FieldValues } from "./option-fields";
import { base } from "../sheet/styles";

@customElement("bx-orders-panel")
export class BxOrdersPanel extends LitElement {
  static styles = [
    base,
    css`
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

  connectedCallback(): void {
    super.connectedCallback();
    seatApi.orders(this.gameId, this.token!).then(
      (orders) => this.show(orders),
      (error: Error) => (this.error = error.message),
    );
  }

  private show(orders: StandingOrder) {
    this.orders = orders;
    this.draft = orders.order ?? defaultValues(orders.fields);
    this.error = null;
    this.dispatchEvent(new CustomEvent("orders", { detail: orders.description }));
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

  render() {
    const orders = this.orders;
    const error = this.error ? html`<p class="notice" role="alert">${this.error}</p>` : nothing;
    if (!orders) return error;
    const idle = idleOrder(this.draft);
    return html`<p class="muted">While you are away, the table plays the moves your order decides for you, and tells you what it did. Anything it does not cover waits for you.</p>
      <form @submit=${(e: Event) => (e.preventDefault(), this.save(this.draft))}>
        ${optionFields("order", orders.fields, this.draft, (next) => (this.draft = next))}
        ${error} ${idle}
        <div class="buttons">
          <button class="btn small" type="submit" ?disabled=${this.saving || idle !== nothing}>${orders.order ? "Update the order" : "Turn the order on"}</button>
          ${
            orders.order
              ? html`<button class="btn quiet small" type="button" ?disabled=${this.saving} @click=${() => this.save(null)}>Turn it off</button>`
              : nothing
          }
        </div>
      </form>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "bx-orders-panel": BxOrdersPanel;
  }
}
