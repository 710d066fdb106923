/**
 * The orders checked on the sheet before Send with the server's own code (rules/place.ts), run on a
 * table rebuilt from the seat's view: what the view hides (deck order, the other hand) plays no part
 * in the checks, so the sheet refuses exactly what the server would.
 */
import type { Seat } from "../../engine/types";
import { placeOrders } from "./rules/place";
import type { BcMove, BcState, BcView, PlayerState, PlayerView } from "./types";

const table = (p: PlayerView): PlayerState => ({
  side: p.side,
  gold: p.gold,
  deck: Array<string>(p.deckSize).fill(""),
  realmHand: [...p.realmHand],
  hand: [...(p.hand ?? Array<string>(p.handSize).fill(""))],
  realms: [...p.realms],
  lords: p.lords.map((l) => ({ ...l, allies: [...l.allies] })),
  discard: [...p.discard],
});

/** Why the server would refuse these orders, in a player's words (no `recruit[2]:` part), or null. */
export function ordersRefusal(
  v: BcView,
  seat: Seat,
  move: Extract<BcMove, { type: "orders" }>,
): string | null {
  const s: BcState = {
    turn: v.turn,
    active: v.active,
    phase: v.phase,
    choice: null,
    players: [table(v.players[0]), table(v.players[1])],
    common: { deck: [], discard: [...v.common.discard], shuffles: 0 },
    attacks: [],
    plans: [null, null],
    victors: [],
    last: null,
    outcome: null,
  };
  const out = placeOrders(s, seat, move);
  if (typeof out === "number") return null;
  const text = out.error.message.replace(/^\w+(\[\d+\])?: /, "");
  return text.charAt(0).toUpperCase() + text.slice(1);
}
