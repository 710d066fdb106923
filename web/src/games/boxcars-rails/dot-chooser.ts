/**
 * Which offered dot a tap on the rail map meant (board.ts loads this on the first tap), and
 * `<bx-dot-chooser>`: "Which one?", asked under the map when the tap fell where the 40 px targets of
 * two or more offered dots overlap and was not clearly nearer one of them. The map numbers those
 * dots; each button here carries the same number and the dot's name; a choice is the board's tap on
 * that dot, Cancel or Escape its end.
 */
import { LitElement, css, html } from "lit";
import { customElement, property } from "lit/decorators.js";
import { base } from "../../sheet/styles";

/** What this needs of the rail board (board.ts). */
interface Asker {
  map: { dots: unknown[] } | null;
  reachable: number[];
  asking: number[];
  at(dot: number): [number, number];
  dotName(dot: number): string;
  tap(dot: number): void;
}

/** Target radius: each offered dot takes a tap within 20 px of it (a 40 px target). */
const REACH = 20;

/**
 * The tap at (x, y) on the map: the offered dot it is clearly nearest (the only one within 20 px, or no
 * other within twice its distance) is tapped; between several, the board asks which.
 */
export function pick(board: Asker, x: number, y: number): void {
  const near = board.reachable
    .filter((dot) => board.map?.dots[dot])
    .map((dot) => ({ dot, d: Math.hypot(board.at(dot)[0] - x, board.at(dot)[1] - y) }))
    .filter((c) => c.d <= REACH)
    .sort((a, b) => a.d - b.d);
  if (near.length === 1 || near[1]?.d >= 2 * near[0].d) board.tap(near[0].dot);
  else if (near.length) board.asking = near.map((c) => c.dot);
}

@customElement("bx-dot-chooser")
export class BxDotChooser extends LitElement {
  static styles = [
    base,
    css`
      :host {
        display: block;
        margin-top: 0.5rem;
      }
      .ask {
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        gap: 0.5rem;
      }
      .ask p {
        margin: 0;
        flex: 1 0 100%;
      }
      .btn {
        text-align: start;
      }
      b {
        flex: none;
        display: inline-grid;
        place-items: center;
        width: 1.4rem;
        height: 1.4rem;
        border-radius: 50%;
        background: #1d5fb8;
        color: #fffaf1;
        font-size: 0.8rem;
      }
    `,
  ];

  @property({ attribute: false }) board!: Asker;
  /** The dots asked about, in the order the map numbers them (nearest the tap first). */
  @property({ attribute: false }) dots: number[] = [];

  firstUpdated(): void {
    this.renderRoot.querySelector("button")?.focus();
    this.scrollIntoView({ block: "nearest" });
  }

  private close = () => {
    this.board.asking = [];
  };

  render() {
    const board = this.board;
    return html`<div class="card ask" role="group" aria-labelledby="which" data-dot-chooser
      @keydown=${(e: KeyboardEvent) => e.key === "Escape" && this.close()}>
      <p id="which">Your tap fell between ${this.dots.length} dots. Which one?</p>
      ${this.dots.map(
        (dot, i) =>
          html`<button class="btn secondary small" type="button" @click=${() => board.tap(dot)}><b>${i + 1}</b>${board.dotName(dot)}</button>`,
      )}
      <button class="btn quiet small" type="button" @click=${this.close}>Cancel</button>
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "bx-dot-chooser": BxDotChooser;
  }
}
