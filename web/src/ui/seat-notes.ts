/**
 * `<bx-seat-notes>`: in a running game, who is out of it and who the bot plays for now, told to the
 * whole table (otherwise the others wait on a seat that will never move), and to a seat that is out,
 * why: it left, the host removed it, or its time ran out. The frame loads it only when a seat has
 * left or is played by the bot.
 */
import { LitElement, html, nothing } from "lit";
import { customElement, property } from "lit/decorators.js";
import type { GameResponse } from "#wire";
import { seatName } from "./names";
import { base } from "../sheet/styles";

/** Who took a seat out of the game, if a recent move says (the host, the clock, or the player). */
function outWords(game: GameResponse, seat: number): string {
  const drop = game.recentMoves.findLast((m) => m.seat === seat && m.move.type === "$drop");
  if (drop?.by === "host") return "The host removed you from this game.";
  if (drop?.by === "clock") return "Your time ran out and your seat was dropped from this game.";
  return drop ? "You left this game." : "Your seat has left this game.";
}

@customElement("bx-seat-notes")
export class BxSeatNotes extends LitElement {
  static styles = base;

  @property({ attribute: false }) game!: GameResponse;

  render() {
    const game = this.game;
    if (game?.status !== "playing") return nothing;
    const you = game.you?.role === "player" ? game.you.seat : null;
    // A seat the bot had from the start ("Bot 2") needs no word; one handed to it keeps its player's name.
    const notes = game.seats
      .filter((s) => s.seat !== you && (s.left || (s.bot && !/^Bot \d+$/.test(s.name ?? ""))))
      .map((s) => `${seatName(game, s.seat)} ${s.left ? "left the game" : "is played by the bot now"}.`);
    const out = you !== null && game.seats[you]?.left;
    return html`
      ${out ? html`<p class="notice" role="status" data-left>${outWords(game, you)} The others play on; you can still watch the game here.</p>` : nothing}
      ${notes.length ? html`<p class="notice" role="status" data-seat-notes>${notes.join(" ")} The others play on.</p>` : nothing}
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "bx-seat-notes": BxSeatNotes;
  }
}
