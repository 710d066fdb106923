/**
 * The base of every game's sheet element (the sheet contract in games/index.ts): the properties the
 * frame sets, `play(move)` to send one of `legalMoves`, `seatName(seat)`, and a polite live region
 * for what just happened. A sheet extends it with its view and move types, its styles and its
 * template; it never fetches anything.
 */
import { LitElement, html, type TemplateResult } from "lit";
import { property, state } from "lit/decorators.js";
import type { RecentMove, SeatInfo } from "#wire";
import type { Move } from "#engine/types";
import type { MoveEventDetail } from "./sheet-types";

/**
 * The move event's detail as sheets send it: `label` says the move in the button's words (for the
 * frame's "confirm moves" bar), `confirmed` that the sheet already asked (or that its own Send was
 * the confirmation), so the frame sends it at once; `costly` that it spends money or cannot be
 * undone, so the frame asks first even with "confirm moves" off.
 */
export interface SheetMoveDetail extends MoveEventDetail {
  label?: string;
  confirmed?: boolean;
  costly?: boolean;
}

export class GameSheet<V, M extends Move = Move> extends LitElement {
  /** The game's view for this viewer (`GameResponse.view`). */
  @property({ attribute: false }) view: V | null = null;
  /** The moves the viewer may make now; undefined when they may not act (or only watch). */
  @property({ attribute: false }) legalMoves: M[] | undefined = undefined;
  /** The viewer's seat; null for spectators and the host. */
  @property({ attribute: false }) seat: number | null = null;
  @property({ attribute: false }) seats: SeatInfo[] = [];
  /** A move is on its way: move buttons are disabled meanwhile. */
  @property({ type: Boolean }) busy = false;
  /** The answer's last moves, oldest first (for "since your last move"); a sheet may ignore them. */
  @property({ attribute: false }) recentMoves: RecentMove[] = [];
  /** What the live region says (set it with `announce`). */
  @state() protected announcement = "";

  /** The viewer's moves now (empty when they may not act). */
  protected get moves(): M[] {
    return this.legalMoves ?? [];
  }

  /** Sends `move` (one of `legalMoves`, passed through unchanged) to the frame; false while busy. */
  play(move: M, how: { label?: string; confirmed?: boolean; costly?: boolean } = {}): boolean {
    if (this.busy) return false;
    this.dispatchEvent(
      new CustomEvent<SheetMoveDetail>("move", { detail: { move, ...how }, bubbles: true, composed: true }),
    );
    return true;
  }

  /** The seat's display name, or "Seat n" while it has none. */
  seatName(seat: number): string {
    return this.seats[seat]?.name ?? `Seat ${seat + 1}`;
  }

  /** Tells screen readers what just happened (read out by `liveRegion()`). */
  protected announce(text: string): void {
    this.announcement = text;
  }

  /** The live region: render it once, anywhere in the sheet. */
  protected liveRegion(): TemplateResult {
    return html`<p class="visually-hidden" role="status" aria-live="polite" aria-atomic="true">${this.announcement}</p>`;
  }
}
