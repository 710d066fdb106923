/** What a seat or a spectator sees: every sheet is open, so the whole state plus a few figures. */
import type { Standings } from "../../engine/types";
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

export function headline(s: CoalState, names: string[]): string {
  const cash = s.sheets.map((sh, seat) => `${names[seat] ?? `Seat ${seat + 1}`} $${sh.cash}`).join(" · ");
  if (s.phase === "over")
    return `Game over. Cash: ${cash}${s.solo ? ` (${soloRank(s.sheets[0].cash)})` : ""}.`;
  const where =
    s.phase === "delivery"
      ? `burro ${s.round} is loading`
      : s.dice === 1
        ? "the Lone Miner is out"
        : `throw ${s.throwNo}`;
  return `Round ${s.round} of ${s.lastBurro}, ${where}. Cash: ${cash}.`;
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
