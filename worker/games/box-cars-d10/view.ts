/** What Box Cars shows: the view (nothing is hidden: the state), the standings, the notification line, the simulation figures. */
import type { Standings, Viewed } from "../../engine/types";
import { TURNS } from "./rules";
import type { BoxCarsState, BoxCarsView } from "./types";

export function view(state: BoxCarsState): BoxCarsView {
  return state;
}

export function standings(view: BoxCarsView): Standings {
  return { unit: "points", scores: view.seats.map((s) => s.total) };
}

/** Figures for `npm run simulate`. */
export function stats(state: BoxCarsState): Record<string, number> {
  const turns = state.seats.flatMap((s) => s.turns.filter((t) => t.score !== null));
  const share = (n: number) => (turns.length ? (100 * n) / turns.length : 0);
  return {
    "turn score (mean)": turns.reduce((sum, t) => sum + (t.score ?? 0), 0) / (turns.length || 1),
    "turns scoring <= 0 (%)": share(turns.filter((t) => (t.score ?? 0) <= 0).length),
    "no-Locomotive turns (%)": share(turns.filter((t) => !t.dice.includes(1)).length),
    "stopped early (%)": share(turns.filter((t) => t.stoppedEarly).length),
  };
}

/** For notifications: "Totals: Ann 120 (3 of 5 turns) · Bob 95 (finished)". */
export function headline(view: Viewed<BoxCarsView>, names: string[]): string {
  return (
    "Totals: " +
    view.seats
      .map((s, seat) => {
        const played = s.turns.filter((t) => t.score !== null).length;
        return `${names[seat] ?? `Seat ${seat + 1}`} ${s.total} (${played === TURNS ? "finished" : `${played} of ${TURNS} turns`})`;
      })
      .join(" · ")
  );
}
