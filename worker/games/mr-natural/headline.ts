/** One line on the position, for turn notifications: the last turn and the totals. */
import type { MrNaturalState } from "./types";

const points = (n: number) => n.toLocaleString("en-US");

export function headline(state: MrNaturalState, names: string[]): string {
  const last = state.history[state.history.length - 1];
  const lastTurn = last ? `${names[last.seat]} ${last.outcome === "banked" || last.outcome === "ended" ? `scored ${points(last.points)}` : `scored nothing (${last.outcome})`}. ` : "";
  const totals = state.scores.map((s, seat) => `${names[seat]} ${points(s)}`).join(" · ");
  return `${lastTurn}Totals: ${totals} (target ${points(state.options.target)}).`;
}
