/** Why a Mr. Natural game ended, from its view (see sheet/ending.ts). */
import type { MrNaturalView } from "#games/mr-natural/client";
import type { EndReason } from "../../sheet/ending";

export const endReason: EndReason = (raw, name) => {
  const view = raw as MrNaturalView;
  const target = view.options.target.toLocaleString("en-US");
  if (view.winner !== null) {
    if (view.seats === 1)
      return `${name(view.winner)} reached the target of ${target} in ${view.turnsTaken[view.winner]} turns.`;
    return `${name(view.winner)} banked ${view.scores[view.winner].toLocaleString("en-US")}, reaching the target of ${target} first.`;
  }
  // No winner: every player left the game when their time ran out.
  return view.dropped.every(Boolean) ? `Every player ran out of time before anyone reached ${target}.` : null;
};
