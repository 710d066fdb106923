/**
 * The turn's flow: who may act, the four moves, the steps with no decision (ruling 10: made by the
 * room), the result, the timeout hook (ruling 11's skip) and conceding (ruling 15).
 */
import type { Random } from "../../../engine/dice";
import type { GameResult, MoveError, Seat } from "../../../engine/types";
import type { BcMove, BcState } from "../types";
import { applyBlocks, blockIsForced, razesNeeded } from "./attack";
import { applyPlan, resolveBattles } from "./battle";
import { carryOut, chooseDraws, drawIsForced } from "./draws";
import { applyOrders } from "./orders";
import { ACTION_HAND_MAX, defender, REALM_HAND_MAX, realmCount, refuse } from "./state";

export function activeSeats(s: BcState): Seat[] {
  switch (s.phase) {
    case "draw":
    case "orders":
      return [s.active];
    case "blocks":
      return [defender(s)];
    case "plans":
      return [0, 1].filter((seat) => s.plans[seat] === null);
    default:
      return [];
  }
}

const PHASE_MOVE: Record<BcMove["type"], BcState["phase"]> = {
  draw: "draw",
  orders: "orders",
  block: "blocks",
  plan: "plans",
};

export function apply(s: BcState, seat: Seat, move: BcMove, rng: Random): BcState | MoveError {
  if (s.phase === "ended") return refuse("game_over", "The game has ended.");
  if (PHASE_MOVE[move.type] !== s.phase)
    return refuse(
      "wrong_phase",
      `type: a ${move.type} move is not played now; the game waits for ${s.phase === "blocks" ? "blocks" : s.phase === "plans" ? "battle plans" : s.phase}.`,
    );
  if (!activeSeats(s).includes(seat)) return refuse("not_your_turn", "It is not your turn to act.");
  switch (move.type) {
    case "draw":
      return chooseDraws(s, seat, { realm: move.realm, buyRealm: move.buyRealm, buyAction: move.buyAction });
    case "orders":
      return applyOrders(s, seat, move, rng);
    case "block":
      return applyBlocks(s, move);
    case "plan":
      return applyPlan(s, seat, move);
  }
}

/** Nothing to decide in the orders, judged from public facts only, so the skip reveals nothing of the hand. */
function ordersAreEmpty(s: BcState): boolean {
  const p = s.players[s.active];
  return p.realmHand.length === 0 && p.hand.length === 0 && p.lords.every((l) => l.arrived === s.turn);
}

export function auto(s: BcState, rng: Random): BcState | null {
  switch (s.phase) {
    case "draw":
      return drawIsForced(s)
        ? { ...s, phase: "drawing", choice: { realm: "one", buyRealm: false, buyAction: false } }
        : null;
    case "drawing":
      return carryOut(s, rng);
    case "orders":
      return ordersAreEmpty(s) ? (applyOrders(s, s.active, { type: "orders" }, rng) as BcState) : null;
    case "blocks":
      return blockIsForced(s)
        ? (applyBlocks(s, {
            type: "block",
            raze: s.players[defender(s)].realms.slice(
              0,
              razesNeeded(s.players[defender(s)], s.attacks.length),
            ),
          }) as BcState)
        : null;
    case "plans": {
      // An empty hand is public (its size is), so playing its empty plan reveals nothing.
      const empty = [0, 1].filter((seat) => s.plans[seat] === null && s.players[seat].hand.length === 0);
      if (empty.length === 0) return null;
      const plans: BcState["plans"] = [...s.plans];
      for (const seat of empty) plans[seat] = [];
      const next = { ...s, plans };
      return plans.every((p) => p !== null) ? resolveBattles(next) : next;
    }
    default:
      return null;
  }
}

export function result(s: BcState): GameResult | null {
  if (s.outcome === null) return null;
  const scores = s.players.map(realmCount);
  return { ranking: s.outcome === "draw" ? [[0, 1]] : [[s.outcome], [1 - s.outcome]], scores };
}

/**
 * Ruling 11's skip: draw 1 (and 2 Action cards), recruit nothing, no attack, no blocks, an empty
 * plan. Where the text makes the player choose (the excess, a Realm to raze), the skip gives up the
 * cards that came last (the excess) or first (the Realms).
 */
export function skip(s: BcState, seat: Seat): BcState {
  if (!activeSeats(s).includes(seat)) return s;
  const p = s.players[seat];
  const out =
    s.phase === "draw"
      ? {
          ...s,
          phase: "drawing" as const,
          choice: { realm: "one" as const, buyRealm: false, buyAction: false },
        }
      : s.phase === "orders"
        ? applyOrders(
            s,
            seat,
            {
              type: "orders",
              bottom: p.realmHand.slice(REALM_HAND_MAX),
              discard: p.hand.slice(ACTION_HAND_MAX),
            },
            null,
          )
        : s.phase === "blocks"
          ? applyBlocks(s, { type: "block", raze: p.realms.slice(0, razesNeeded(p, s.attacks.length)) })
          : applyPlan(s, seat, { type: "plan", cards: [] });
  return "error" in out ? s : out;
}

/** Ruling 15: a seat concedes whenever the game runs; it ends at once and the other side wins. */
export function concede(s: BcState, seat: Seat): BcState {
  if (s.outcome !== null) return s;
  return { ...s, phase: "ended", outcome: 1 - seat, conceded: seat };
}
