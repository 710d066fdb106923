/** The mark a fork carries on its pages (docs/sharing.md, "Forks"): the game and move it started from, linked to that position's replay. */
import { html, nothing } from "lit";
import type { ForkedFrom } from "#engine/record";

export function forkMark(from: ForkedFrom | undefined, lead = "A fork") {
  if (!from) return nothing;
  const id = encodeURIComponent(from.id);
  return html`<span data-fork-of=${from.id}>${lead} of <a href=${`/replay/${id}?from=${from.move}`}>game ${from.id}</a>
    at ${from.move === 0 ? "the setup" : `move ${from.move}`}, never rated</span>`;
}
