/**
 * A fork's start (the definition's `fork` hook, docs/sharing.md "Forks"): the parent's record has
 * revealed every deck's order and both Action hands, so the fork deals them again from its own dice:
 * each Realm deck shuffled, and the Action hands returned to the Common deck, shuffled with it and
 * dealt again to the same sizes (a battle plan already in is planned again). Everything on the
 * table stays as it was.
 */
import type { Random } from "../../engine/dice";
import { shuffled } from "./rules/state";
import type { BcState } from "./types";

export function fork(state: BcState, rng: Random): BcState {
  const s = structuredClone(state);
  s.players.forEach((p, seat) => {
    p.deck = shuffled(p.deck, rng, `fork/realm:${seat}`);
  });
  const common = shuffled([...s.common.deck, ...s.players.flatMap((p) => p.hand)], rng, "fork/common");
  for (const p of s.players) p.hand = common.splice(0, p.hand.length);
  s.common.deck = common;
  // A battle plan in names cards of the old hand: both sides plan again.
  if (s.phase === "plans") s.plans = [null, null];
  return s;
}
