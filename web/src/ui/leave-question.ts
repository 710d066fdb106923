/**
 * `<bx-leave-question>`: "Leave this game for good?", asked before a seat leaves (loaded when the
 * seat presses "Leave the game…"). Emits `leave` (bubbling to the page, which asks the server) or `stay`.
 */
import { LitElement, css, html } from "lit";
import { customElement } from "lit/decorators.js";
import { base } from "../sheet/styles";

@customElement("bx-leave-question")
export class BxLeaveQuestion extends LitElement {
  static styles = [
    base,
    css`
      .ask {
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        gap: 0.5rem;
      }
      .ask p {
        margin: 0;
        flex: 1 1 16rem;
      }
    `,
  ];

  private say(answer: "leave" | "stay") {
    this.dispatchEvent(new CustomEvent(answer, { bubbles: answer === "leave", composed: true }));
  }

  firstUpdated(): void {
    this.renderRoot.querySelector<HTMLButtonElement>(".quiet")?.focus();
  }

  render() {
    return html`<div class="card ask" role="alertdialog" aria-labelledby="leave-q" data-leave-confirm>
      <p id="leave-q">Leave this game for good? Your seat drops out and takes no more turns; the others play on. This cannot be undone.</p>
      <button class="btn small" type="button" @click=${() => this.say("leave")}>Leave the game</button>
      <button class="btn quiet small" type="button" @click=${() => this.say("stay")}>Stay</button>
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "bx-leave-question": BxLeaveQuestion;
  }
}
