/** Why a Box Cars game ended, from its view (see games/ending.ts). */
import type { BoxCarsView } from "../../../../worker/games/box-cars-d10/types";
import { TURNS } from "../../../../worker/games/box-cars-d10/rules";
import type { EndReason } from "../ending";

export const endReason: EndReason = (raw) => {
  const view = raw as BoxCarsView;
  const early = view.seats.reduce((n, s) => n + s.turns.filter((t) => t.stoppedEarly).length, 0);
  const played = `Every player scored all ${TURNS} turns`;
  return early
    ? `${played}; ${early === 1 ? "one turn was" : `${early} turns were`} stopped before the last re-roll.`
    : `${played}.`;
};
