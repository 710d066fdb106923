/**
 * The orders move: the rest of the active player's turn in one move (ruling 10), checked whole and
 * then carried out in the text's order (place.ts), then the Common cards the Events draw and the
 * attacks declared. A refusal names the first bad part, e.g. `recruit[2]`.
 */
import type { Random } from "../../../engine/dice";
import type { MoveError, Seat } from "../../../engine/types";
import type { BcState } from "../types";
import { type OrdersMove, placeOrders } from "./place";
import { cloneState, drawCommon, lordIn } from "./state";
import { endTurn } from "./turn";

/** Checks and plays the orders; `rng` may be null only when no card draws (a skipped turn). */
export function applyOrders(
  s: BcState,
  seat: Seat,
  move: OrdersMove,
  rng: Random | null,
): BcState | MoveError {
  const w = cloneState(s);
  const draws = placeOrders(w, seat, move);
  if (typeof draws !== "number") return draws;
  if (draws > 0) drawCommon(w, seat, draws, rng!);
  if (w.last) w.earlier = w.last;
  w.last = { turn: w.turn, milled: [], razed: [], battles: [], spent: [] };
  const attack = move.attack ?? [];
  if (attack.length === 0) return endTurn(w);
  for (const card of attack) lordIn(w.players[seat], card)!.attacked = w.turn;
  w.attacks = attack.map((attacker) => ({ attacker, blocker: null }));
  w.phase = "blocks";
  return w;
}
