/** Why a Birthright Conquest game ended, from its view (see games/ending.ts). */
import type { BcView } from "#games/birthright-conquest/client";
import type { EndReason } from "../../sheet/ending";
import { sideName } from "./words";

export const endReason: EndReason = (raw, name) => {
  const v = raw as BcView;
  if (v.outcome === null) return null;
  const left = (seat: number) => v.players[seat].deckSize + v.players[seat].realms.length;
  if (v.outcome === "draw")
    return `The safety limit was reached with the sides even (${left(0)} Realm cards each).`;
  const loser = 1 - v.outcome;
  const winner = `${name(v.outcome)} (${sideName(v.players[v.outcome].side)})`;
  if (v.conceded === loser) return `${name(loser)} conceded: ${winner} wins.`;
  return left(loser) === 0
    ? `${winner} destroyed the last of ${name(loser)}'s realm: no Realm deck and no Realm in play.`
    : `${winner} had more Realm cards left when the safety limit was reached (${left(v.outcome)} to ${left(loser)}).`;
};
