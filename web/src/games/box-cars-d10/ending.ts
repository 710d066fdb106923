/** Why a Box Cars game ended, from its view (see sheet/ending.ts). */
import type { BoxCarsView } from "#games/box-cars-d10/client";
import { TURNS } from "#games/box-cars-d10/client";
import type { EndReason } from "../../sheet/ending";

export const endReason: EndReason = (raw) => {
  const view = raw as BoxCarsView;
  const early = view.seats.reduce((n, s) => n + s.turns.filter((t) => t.stoppedEarly).length, 0);
  const played = `Every player scored all ${TURNS} turns`;
  return early
    ? `${played}; ${early === 1 ? "one turn was" : `${early} turns were`} stopped before the last re-roll.`
    : `${played}.`;
};
