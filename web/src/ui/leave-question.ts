/**
 * `<bx-leave-question>`: "Leave this game for good?", asked before a seat leaves (loaded when the
 * seat presses "Leave the game…"), or, with `concede`, "Concede this game?" in a game that ends when
 * a player concedes. Emits `leave` (bubbling to the page, which asks the server) or `stay`.
 */
import { LitElement, css, html } from "lit";
import { customElement, property } from "lit/decorators.js";
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

  /** The game ends when the seat gives up (Birthright Conquest): concede, not leave. */
  @property({ type: Boolean }) concede = false;

  private say(answer: "leave" | "stay") {
    this.dispatchEvent(new CustomEvent(answer, { bubbles: answer === "leave", composed: true }));
  }

  firstUpdated(): void {
    this.renderRoot.querySelector<HTMLButtonElement>(".quiet")?.focus();
  }

  render() {
    return html`<div class="card ask" role="alertdialog" aria-labelledby="leave-q" data-leave-confirm>
      <p id="leave-q">${this.concede ? "Concede this game? It ends now and the other side wins. This cannot be undone." : "Leave this game for good? Your seat drops out and takes no more turns; the others play on. This cannot be undone."}</p>
      <button class="btn small" type="button" @click=${() => this.say("leave")}>${this.concede ? "Concede" : "Leave the game"}</button>
      <button class="btn quiet small" type="button" @click=${() => this.say("stay")}>${this.concede ? "Play on" : "Stay"}</button>
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "bx-leave-question": BxLeaveQuestion;
  }
}
