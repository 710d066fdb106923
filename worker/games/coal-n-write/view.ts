/** What a seat or a spectator sees: every sheet is open, so the whole state plus a few figures. */
import type { Standings, Viewed } from "../../engine/types";
import { deckFor, startersFor } from "./data/cards";
import { CHAMBERS } from "./data/mine";
import { soloRank } from "./data/tables";
import { availableChambers } from "./rules/mine";
import type { CoalState, CoalView } from "./types";

export function view(s: CoalState): CoalView {
  const cash = s.sheets.map((sh) => sh.cash);
  return {
    ...s,
    available: s.sheets.map((sh) => availableChambers(sh).map((i) => CHAMBERS[i].id)),
    cash,
    rank: s.solo ? soloRank(cash[0]) : null,
  };
}

export const standings = (v: CoalView): Standings => ({ unit: "dollars", scores: v.cash });

export function headline(view: Viewed<CoalView>, names: string[]): string {
  const cash = view.sheets.map((sh, seat) => `${names[seat] ?? `Seat ${seat + 1}`} $${sh.cash}`).join(" · ");
  if (view.phase === "over")
    return `Game over. Cash: ${cash}${view.solo ? ` (${soloRank(view.sheets[0].cash)})` : ""}.`;
  const where =
    view.phase === "delivery"
      ? `burro ${view.round} is loading`
      : view.dice === 1
        ? "the Lone Miner is out"
        : `throw ${view.throwNo}`;
  return `Round ${view.round} of ${view.lastBurro}, ${where}. Cash: ${cash}.`;
}

/**
 * Figures for `npm run simulate` (ruling 8): throws and rounds, the winner's cash, and per card of
 * this mode whether it was visited (1 or 0, so the mean is the share of games) and how often.
 */
export function stats(s: CoalState): Record<string, number> {
  const out: Record<string, number> = { throws: s.throws, rounds: s.round };
  if (!s.solo) out["winner's cash"] = Math.max(...s.sheets.map((sh) => sh.cash));
  for (const card of [...startersFor(s.solo), ...deckFor(s.solo)]) {
    out[`visited ${card}`] = s.visits[card] ? 1 : 0;
    out[`visits ${card}`] = s.visits[card] ?? 0;
  }
  return out;
}
