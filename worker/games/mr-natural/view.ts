/** What Mr. Natural shows: the view (nothing is hidden: the state), the standings and the notification line. */
import type { Standings, Viewed } from "../../engine/types";
import { grouped } from "../../engine/grouped";
import type { MrNaturalState, MrNaturalView } from "./types";

export function view(state: MrNaturalState): MrNaturalView {
  return state;
}

/** Banked totals; solo, the count that ranks the game is the turns taken, but the sheet's number is still the total. */
export function standings(view: MrNaturalView): Standings {
  return { unit: "points", scores: [...view.scores] };
}

const points = grouped;

/** One line on the position, for turn notifications: the last turn and the totals. */
export function headline(view: Viewed<MrNaturalView>, names: string[]): string {
  const last = view.lastTurn;
  const lastTurn = last
    ? `${names[last.seat]} ${last.outcome === "banked" || last.outcome === "ended" ? `scored ${points(last.points)}` : `scored nothing (${last.outcome})`}. `
    : "";
  const totals = view.scores.map((s, seat) => `${names[seat]} ${points(s)}`).join(" · ");
  return `${lastTurn}Totals: ${totals} (target ${points(view.options.target)}).`;
}
