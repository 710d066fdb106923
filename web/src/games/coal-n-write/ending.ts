/** Why a Coal N' Write game ended, from its view (see sheet/ending.ts): the burros run out; solo, the rank earned. */
import type { CoalView } from "#games/coal-n-write/client";
import type { EndReason } from "../../sheet/ending";

export const endReason: EndReason = (raw) => {
  const view = raw as CoalView;
  const burros = `All ${view.lastBurro} burros went to town${view.lastBurro > 6 ? " (burro 7 was hired)" : ""}.`;
  // A rank may end in its own "!" ("Go Back East, City Slicker!"): no full stop after it.
  return view.rank ? `${burros} Solo rank: ${view.rank}${/[.!?]$/.test(view.rank) ? "" : "."}` : burros;
};
