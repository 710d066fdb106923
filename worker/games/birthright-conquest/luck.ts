/**
 * Birthright Conquest's luck (docs/luck.md): the cards each side draws from its own Realm deck
 * (shuffled by the seed, secret until drawn). Each card drawn counts its Force (a Lord's or an
 * Army's; a Realm card none), against the average Force of the deck it was drawn from.
 */
import { moments, Tally } from "../../engine/luck/measure";
import type { LuckHook } from "../../engine/luck/types";
import { armyOf, lordOf } from "./data/cards";
import type { BcState } from "./types";

const force = (card: string): number => lordOf(card)?.force ?? armyOf(card)?.force ?? 0;

/** The cards in `after` that `before` did not hold (a multiset difference). */
function added(before: readonly string[], after: readonly string[]): string[] {
  const left = new Map<string, number>();
  for (const c of before) left.set(c, (left.get(c) ?? 0) + 1);
  return after.filter((c) => {
    const n = left.get(c) ?? 0;
    if (n > 0) left.set(c, n - 1);
    return n === 0;
  });
}

export const luck: LuckHook<BcState> = {
  measures(steps, seats) {
    const drawn = Array.from({ length: seats }, () => new Tally());
    for (const step of steps) {
      if (!step.before) continue;
      step.after.players.forEach((p, seat) => {
        const was = step.before!.players[seat];
        const fresh = added(was.realmHand, p.realmHand).filter((c) => was.deck.includes(c));
        if (!fresh.length) return;
        const m = moments(was.deck.map(force));
        for (const card of fresh) drawn[seat].add(force(card), m.mean, m.variance);
      });
    }
    return drawn.map((t) => [t.measure("Force of the Realm cards drawn", { unit: "Force", of: "cards" })]);
  },
};
