/**
 * `<bx-rename-form>`: a seat's new name at the table, under the game frame's heading. Loaded when the
 * player presses "Rename" (most visits never do). Emits `rename` ({detail: {name}}, for the page) on
 * Save, and `close` on Save or Cancel.
 */
import { LitElement, css, html } from "lit";
import { customElement, property } from "lit/decorators.js";
import { base } from "../sheet/styles";

@customElement("bx-rename-form")
export class BxRenameForm extends LitElement {
  static styles = [
    base,
    css`
      :host {
        display: block;
      }
      form {
        display: flex;
        flex-wrap: wrap;
        gap: 0.5rem;
        align-items: end;
        margin: 0.25rem 0 1rem;
      }
      .field {
        flex: 1 1 12rem;
        margin: 0;
      }
    `,
  ];

  /** The seat's name now (the field starts with it). */
  @property() current = "";

  /** Puts the focus in the name's field. */
  async focusField() {
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLInputElement>("#rename-input")?.focus();
  }

  #save(event: SubmitEvent) {
    event.preventDefault();
    const name = this.renderRoot.querySelector<HTMLInputElement>("#rename-input")?.value.trim();
    if (!name) return;
    this.dispatchEvent(new CustomEvent("rename", { detail: { name }, bubbles: true, composed: true }));
    this.#close();
  }

  #close() {
    this.dispatchEvent(new CustomEvent("close"));
  }

  render() {
    return html`<form @submit=${this.#save}>
      <div class="field">
        <label for="rename-input">Your name at the table</label>
        <input id="rename-input" .value=${this.current} maxlength="40" required autocomplete="nickname" />
      </div>
      <button class="btn small" type="submit">Save</button>
      <button class="btn quiet small" type="button" @click=${this.#close}>Cancel</button>
    </form>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "bx-rename-form": BxRenameForm;
  }
}
