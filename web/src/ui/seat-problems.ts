/**
 * What a seat's page says when it cannot show the seat: no such game, a link without its key, a key
 * that is not a seat's, a seat left empty, a key refused. Few visits see any of them, so the play
 * page loads these words only when it needs them.
 */
import { html, nothing } from "lit";

export type SeatProblem =
  | { kind: "no-game"; id: string }
  | { kind: "no-key"; id: string }
  | { kind: "not-a-seat"; id: string; host: boolean }
  | { kind: "left-empty"; id: string }
  | { kind: "refused"; denied: boolean; message: string; retry: () => void };

export function seatProblem(problem: SeatProblem) {
  switch (problem.kind) {
    case "no-game":
      return html`<div class="card" role="alert" data-no-game><h1>No such game</h1>
        <p>There is no game <span class="mono">${problem.id}</span> here. Check the link you were sent; a game that was never
          started may have been cleared away.</p><a class="btn" href="/">Go to the yard</a></div>`;
    case "no-key":
      return html`<div class="card"><h1>This link has lost its key</h1>
        <p>A seat link ends with <code>#</code> and a long key. Open the exact link you were sent; this browser has no seat
          saved for this game.</p><a href=${`/watch/${encodeURIComponent(problem.id)}`}>Watch the game instead</a></div>`;
    case "not-a-seat":
      return html`<div class="card" role="alert"><h1>This is not a seat link</h1>
        <p>The key in this link does not belong to a seat of this game.</p>
        ${problem.host ? html`<a class="btn" href=${`/host/${encodeURIComponent(problem.id)}`}>Open the host page</a>` : nothing}</div>`;
    case "left-empty":
      return html`<div class="card"><h1>This seat was left empty</h1><p>The game started without it.</p>
        <a href=${`/watch/${encodeURIComponent(problem.id)}`}>Watch the game</a></div>`;
    case "refused":
      return html`<div class="card" role="alert"><h1>${problem.denied ? "This seat link is not valid" : "Cannot load the game"}</h1>
        <p>${problem.message}</p><button class="btn" @click=${problem.retry}>Try again</button></div>`;
  }
}
