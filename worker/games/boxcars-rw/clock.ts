/**
 * The clock's hook. When a seat's time runs out and the game's policy
 * is "skip": a player still to answer passes; the active player's turn ends where it stands (dice
 * not yet written are lost; before the pick nobody is asked, and dice not rolled yet stay to be
 * rolled by the next player); solo, the turn is a bust. The "bot" policy needs nothing from here.
 */
import type { Seat } from "../../engine/types";
import { bustNow, lockDie, pending, settleActive, settleTurn } from "./flow";
import type { BoxcarsState } from "./types";

export function skip(state: BoxcarsState, seat: Seat): BoxcarsState {
  if (state.phase === "over") return state;
  const n = structuredClone(state);
  if (seat !== n.active || n.phase === "wait") {
    if (!pending(n, seat)) return state;
    n.answers[seat]!.status = "done";
    settleTurn(n);
    return n;
  }
  if (n.phase === "write") settleActive(n, true);
  if (n.phase === "lock") lockDie(n, n.pick!.taken[0]);
  else if (n.solo && (n.phase === "roll" || n.phase === "choose")) bustNow(n);
  else if (n.phase === "roll" || n.phase === "choose") {
    if (n.phase === "choose") n.mustRoll = [];
    n.phase = "wait";
    n.pick = null;
    settleTurn(n);
  }
  return n;
}
