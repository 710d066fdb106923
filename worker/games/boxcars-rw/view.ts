/** What roll & write shows: the view (nothing is hidden: the state plus figures), the standings, the notification line, the simulation figures. */
import type { Standings, Viewed } from "../../engine/types";
import { trainsDone } from "./board";
import { SHEET } from "./data";
import { activeSeats, hopeless } from "./flow";
import { scores } from "./result";
import type { BoxcarsState, BoxcarsView } from "./types";

export function view(s: BoxcarsState): BoxcarsView {
  return { ...s, scores: scores(s), waitingFor: activeSeats(s) };
}

export function standings(view: BoxcarsView): Standings {
  return { unit: "points", scores: view.scores.map((line) => line.total) };
}

export function stats(s: BoxcarsState): Record<string, number> {
  const totals = scores(s);
  const best = Math.max(...totals.map((l) => l.total));
  const winner = totals.findIndex((l) => l.total === best);
  return {
    rounds: s.round,
    turns: s.turn,
    "winner trains": trainsDone(s.sheets[winner]),
    "winner stars": totals[winner].stars,
    "winner warehouse": totals[winner].warehouse,
    "safety end": s.lastRound === null && !s.solo ? 1 : 0,
    "no third train possible":
      !s.solo && hopeless(s) && !s.sheets.some((sh) => trainsDone(sh) >= SHEET.endTrains) ? 1 : 0,
    ...(s.solo ? { busts: s.solo.busts } : {}),
  };
}

export function headline(view: Viewed<BoxcarsView>, names: string[]): string {
  const totals = scores(view)
    .map((l, seat) => `${names[seat] ?? `Seat ${seat + 1}`} ${l.total}`)
    .join(" · ");
  if (view.solo)
    return `Solo round ${view.round}, ${view.solo.out.filter((o) => !o).length} dice left. Score ${totals.split(" ").at(-1)}.`;
  const last =
    view.lastRound === null
      ? ""
      : view.round >= view.lastRound
        ? " (last round)"
        : " (one more round after this)";
  return `Round ${view.round}${last}. Scores: ${totals}.`;
}
