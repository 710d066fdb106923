/**
 * Birthright Conquest's secrets beyond its view (ruling 3): a battle plan is sealed, shown to the
 * others as `{type: "plan"}`, until both plans are in (scope "battle"). `vary` deals the seat another
 * hand of the same size from the cards it cannot tell apart from its own: the Common deck's.
 */
import type { Secrets } from "../../engine/types";
import type { BcMove, BcState } from "./types";

export const secrets: Secrets<BcState, BcMove> = {
  seal: (move, _author, before) =>
    move.type === "plan" && before.phase === "plans" ? { shown: { type: "plan" }, until: "battle" } : null,

  opens: (before, after) =>
    before.phase === "plans" && (after.phase !== "plans" || after.turn !== before.turn) ? ["battle"] : [],

  vary(s, seat, rng) {
    if (s.phase === "ended") return null;
    const hand = s.players[seat].hand;
    if (hand.length === 0 || s.common.deck.length === 0) return null;
    // Swap one card of the hand with one of the deck, and forget the plan (another legal one: none).
    const pool = [...s.common.deck];
    const at = rng.pick("vary", hand.length),
      from = rng.pick("vary", pool.length);
    const nextHand = [...hand];
    [nextHand[at], pool[from]] = [pool[from], nextHand[at]];
    const players = structuredClone(s.players);
    players[seat].hand = nextHand;
    const plans: BcState["plans"] = [...s.plans];
    if (plans[seat] !== null) plans[seat] = [];
    return { ...s, players, common: { ...s.common, deck: pool }, plans };
  },
};
