/**
 * Mr. Natural's standing order: "roll on while a roll cannot lose, bank at N". Ruling 5 makes most
 * decisions of a turn no decision at all: a roll that scores nothing keeps the turn's points, so
 * rolling on loses nothing until all six have scored (then a failed re-roll of all six forfeits the
 * turn). The order decides:
 * - bank, once banking is allowed and the turn holds `bankAt` or more and at least what counts
 *   (350, or 550 before getting on the board), or when banking wins the game;
 * - otherwise roll, while a roll cannot lose (`roll`);
 * - when all six have scored below that line, roll all six again only with `rerollAll`;
 * - on a Nothing, re-roll the first single with `pick` (either single matches the other with the same
 *   1 in 6, so the choice is no decision either).
 * Anything else (every field "ask" or off) is left to the player: `decide` returns null. The order
 * also plays the first roll of a turn, so a player with an order renames between turns only by
 * clearing it.
 */
import { ASK, choice, flag, type OptionsSpec } from "../../engine/options";
import type { OrdersHook, Seat } from "../../engine/types";
import { minimumToCount } from "./end";
import { canBank, over, pickable } from "./rules";
import type { MrNaturalMove, MrNaturalOrder, MrNaturalState } from "./types";
import { grouped } from "../../engine/grouped";

const fields: OptionsSpec = {
  roll: flag("Roll for me while a roll cannot lose (a roll scoring nothing keeps the turn's points)", true),
  bankAt: choice("Bank for me once the turn holds", ["ask", 350, 500, 1000, 2000, 3000, 4450], "ask", {
    names: { ask: ASK },
  }),
  rerollAll: flag("Below that, roll all six again when all six have scored (that roll can lose the turn)"),
  pick: flag("On a Nothing, re-roll a single for me (either has the same chance)"),
};

function banks(state: MrNaturalState, seat: Seat, order: MrNaturalOrder): boolean {
  const { points } = state.turn;
  if (order.bankAt === "ask" || !canBank(state) || points < minimumToCount(state, seat)) return false;
  return points >= order.bankAt || state.scores[seat] + points >= state.options.target;
}

function decide(state: MrNaturalState, seat: Seat, order: MrNaturalOrder): MrNaturalMove | null {
  if (over(state) || state.turn.seat !== seat) return null;
  switch (state.turn.phase) {
    case "nothing":
      return order.pick ? { type: "pick", die: pickable(state)[0] } : null;
    case "roll":
      if (banks(state, seat, order)) return { type: "bank" };
      return order.roll ? { type: "roll" } : null;
    case "all-scored":
      if (banks(state, seat, order)) return { type: "bank" };
      return order.rerollAll ? { type: "roll" } : null;
  }
}

const fmt = grouped;

function describe(order: MrNaturalOrder): string {
  const parts: string[] = [];
  if (order.roll) parts.push("roll while a roll cannot lose");
  if (order.bankAt !== "ask") parts.push(`bank from ${fmt(order.bankAt)} points or when banking wins`);
  if (order.rerollAll)
    parts.push(
      order.bankAt === "ask"
        ? "roll all six again when all six have scored"
        : "below that, roll all six again when all six have scored",
    );
  if (order.pick) parts.push("on a Nothing, re-roll a single");
  return parts.length ? parts.join("; ") : "decide everything myself";
}

export const orders: OrdersHook<MrNaturalState, MrNaturalMove, MrNaturalOrder> = {
  fields,
  decide,
  describe,
};
