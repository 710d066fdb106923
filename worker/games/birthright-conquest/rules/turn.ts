/**
 * The end of a turn: each Lord that won a battle discards one Ally (ruling 8), then victory (ruling 9)
 * and the safety limit; then the other player's turn begins with the draw.
 */
import { armyOf } from "../data/cards";
import type { BcState, GameOutcome } from "../types";
import { checkDestroyed, lordForce, other, realmCount, SAFETY_TURNS } from "./state";

/** The winner's Ally to discard: the lowest Force bonus, the earliest attached among equals. */
export function spentAlly(allies: readonly string[]): string | undefined {
  let pick: string | undefined;
  for (const a of allies) if (pick === undefined || armyOf(a)!.force < armyOf(pick)!.force) pick = a;
  return pick;
}

/** Ruling 9's safety limit: more Realm cards left (deck and in play), then more Force of Lords in play, else a draw. */
function safetyOutcome(s: BcState): GameOutcome {
  const keys = s.players.map((p) => [realmCount(p), p.lords.reduce((sum, l) => sum + lordForce(l), 0)]);
  for (const k of [0, 1]) if (keys[0][k] !== keys[1][k]) return keys[0][k] > keys[1][k] ? 0 : 1;
  return "draw";
}

/** Ends the turn of `w` (mutated and returned). */
export function endTurn(w: BcState): BcState {
  for (const card of w.victors) {
    for (const p of w.players) {
      const lord = p.lords.find((l) => l.card === card);
      const ally = lord && spentAlly(lord.allies);
      if (lord && ally) {
        lord.allies.splice(lord.allies.indexOf(ally), 1);
        p.discard.push(ally);
        w.last?.spent.push(ally);
      }
    }
  }
  w.attacks = [];
  w.plans = [null, null];
  w.victors = [];
  checkDestroyed(w);
  if (w.outcome !== null) return w;
  if (w.turn >= SAFETY_TURNS) {
    w.outcome = safetyOutcome(w);
    w.phase = "ended";
    return w;
  }
  w.turn += 1;
  w.active = other(w.active);
  w.phase = "draw";
  return w;
}
