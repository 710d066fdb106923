/** Why a roll & write game ended, from its view (see sheet/ending.ts). */
import type { BoxcarsView } from "#games/boxcars-rw/client";
import type { EndReason } from "../../sheet/ending";

/** The rules' end: someone completes this many trains (worker/games/boxcars-rw/data.ts `endTrains`). */
const END_TRAINS = 3;

const names = (list: string[]) =>
  list.length <= 1 ? (list[0] ?? "") : `${list.slice(0, -1).join(", ")} and ${list.at(-1)}`;

export const endReason: EndReason = (raw, name) => {
  const view = raw as BoxcarsView;
  if (view.solo) {
    return view.solo.out.every(Boolean)
      ? `Every die was discarded after ${view.solo.busts} busts.`
      : "The last round was played.";
  }
  const done = view.sheets
    .map((sheet, seat) => ({ seat, trains: Object.keys(sheet.trains).length }))
    .filter((s) => s.trains >= END_TRAINS);
  if (done.length)
    return `${names(done.map((s) => name(s.seat)))} completed three trains; the round was played out.`;
  if (view.lastRound !== null)
    return "Nobody could still complete three trains, so the game ended with the round.";
  return "The last round was played.";
};
