/**
 * The Alliance, Planning and Realm phases (rulings 4 and 5). The player's one decision is the draw
 * move (one card or fill to 4, and the two purchases); the room then draws and pays the Realms'
 * gold (`carryOut`, from `auto`). Choosing the excess waits for the orders move, once the cards are seen.
 */
import type { Random } from "../../../engine/dice";
import type { MoveError, Seat } from "../../../engine/types";
import type { BcState, DrawChoice } from "../types";
import {
  ACTION_BUY,
  checkDestroyed,
  cloneState,
  drawCommon,
  drawRealm,
  PLANNING_DRAWS,
  REALM_BUY,
  REALM_HAND_MAX,
  refuse,
} from "./state";

/** Realm cards the Alliance draw itself takes (before any purchase). */
export function allianceCount(s: BcState, seat: Seat, realm: DrawChoice["realm"]): number {
  const p = s.players[seat];
  return Math.min(p.deck.length, realm === "one" ? 1 : Math.max(0, REALM_HAND_MAX - p.realmHand.length));
}

export function chooseDraws(s: BcState, seat: Seat, choice: DrawChoice): BcState | MoveError {
  const p = s.players[seat];
  const cost = (choice.buyRealm ? REALM_BUY : 0) + (choice.buyAction ? ACTION_BUY : 0);
  if (choice.buyRealm && p.deck.length <= allianceCount(s, seat, choice.realm)) {
    return refuse("deck_empty", "buyRealm: no Realm card would be left in your deck to buy.");
  }
  if (cost > p.gold)
    return refuse(
      "too_poor",
      `${choice.buyRealm ? "buyRealm" : "buyAction"}: the purchases cost ${cost} gold and you have ${p.gold}.`,
    );
  return { ...s, phase: "drawing", choice };
}

/** Whether the draw holds no decision: every choice the player could make comes to the same. */
export function drawIsForced(s: BcState): boolean {
  const p = s.players[s.active];
  return p.gold < ACTION_BUY && allianceCount(s, s.active, "one") === allianceCount(s, s.active, "fill");
}

/** Carries out the chosen draws and the Realm phase's gold. */
export function carryOut(s: BcState, rng: Random): BcState {
  const w = cloneState(s);
  const choice = w.choice!;
  const p = w.players[w.active];
  drawRealm(p, allianceCount(w, w.active, choice.realm));
  if (choice.buyRealm) {
    p.gold -= REALM_BUY;
    drawRealm(p, 1);
  }
  drawCommon(w, w.active, PLANNING_DRAWS, rng);
  if (choice.buyAction) {
    p.gold -= ACTION_BUY;
    drawCommon(w, w.active, 1, rng);
  }
  p.gold += p.realms.length;
  w.choice = null;
  w.phase = "orders";
  checkDestroyed(w);
  return w;
}
