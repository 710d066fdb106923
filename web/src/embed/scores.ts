/**
 * Each game's running total per seat, read from its spectator view: the one thing the widget needs
 * to know about a game's view. A game missing here still shows, without totals.
 */
import type { BoxCarsView } from "../../../worker/games/box-cars-d10/types";
import type { BoxcarsView } from "../../../worker/games/boxcars-rw/types";
import type { MrNaturalView } from "../../../worker/games/mr-natural/types";

const totals: Record<string, (view: never) => number[]> = {
  "mr-natural": (view: MrNaturalView) => view.scores,
  "boxcars-rw": (view: BoxcarsView) => view.scores.map((line) => line.total),
  "box-cars-d10": (view: BoxCarsView) => view.seats.map((seat) => seat.total),
};

/** The seats' totals while playing, or null when this game's view is not known here. */
export function scoresOf(game: string, view: unknown): number[] | null {
  const read = totals[game];
  if (!read || view == null) return null;
  try {
    const scores = read(view as never);
    return Array.isArray(scores) ? scores : null;
  } catch {
    return null;
  }
}
