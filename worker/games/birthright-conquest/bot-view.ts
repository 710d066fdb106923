/**
 * What the bots know, read from a seat's view only (ruling 13), and a world built from it: the unseen
 * cards (the opponent's hand and every deck's order) sampled consistently with everything the seat
 * has seen, so a search can play on without peeking.
 */
import type { Random } from "../../engine/dice";
import type { Seat } from "../../engine/types";
import { actionOf, DECKS, lordOf } from "./data/cards";
import type { BcState, BcView, PlayerView } from "./types";

/** Whether an Action card lacks what it needs, given the Lords its owner will have in play. */
export function missingCaster(card: string, lords: string[]): boolean {
  const a = actionOf(card)!;
  if (a.kind === "spell") return !lords.some((c) => (lordOf(c)?.roles.length ?? 0) > 0);
  if (a.kind === "blood") return lords.length === 0;
  return false;
}

function shuffle<T>(list: T[], rng: Random, stream: string): T[] {
  for (let i = list.length - 1; i > 0; i--) {
    const j = rng.pick(stream, i + 1);
    [list[i], list[j]] = [list[j], list[i]];
  }
  return list;
}

/** Realm cards of `p` that the seat cannot see: the deck's cards, in a sampled order. */
function realmDeck(p: PlayerView, rng: Random): string[] {
  const seen = new Set([
    ...p.realmHand,
    ...p.realms,
    ...p.discard,
    ...p.lords.flatMap((l) => [l.card, ...l.allies]),
  ]);
  const deck = DECKS[p.side].filter((c) => !seen.has(c));
  return shuffle(deck, rng, "bot/world").slice(0, p.deckSize);
}

/**
 * A full state consistent with `v` (seat `me`'s view): the opponent's hand and the Common deck drawn
 * from the Common cards `me` has not seen; the Realm decks from the cards out of sight. The
 * opponent's sealed plan, if in, is forgotten (the search lets him choose again).
 */
export function determinize(v: BcView, me: Seat, rng: Random): BcState {
  const them = 1 - me;
  const mine = v.players[me].hand ?? [];
  const seen = new Set([...mine, ...v.common.discard]);
  const unseen = shuffle(
    DECKS.common.filter((c) => !seen.has(c)),
    rng,
    "bot/world",
  );
  const theirHand = unseen.slice(0, v.players[them].handSize);
  const player = (seat: Seat) => {
    const p = v.players[seat];
    return {
      side: p.side,
      gold: p.gold,
      deck: realmDeck(p, rng),
      realmHand: [...p.realmHand],
      hand: seat === me ? [...mine] : theirHand,
      realms: [...p.realms],
      lords: p.lords.map((l) => ({ ...l, allies: [...l.allies] })),
      discard: [...p.discard],
    };
  };
  const plans: BcState["plans"] = [null, null];
  plans[me] = v.plan;
  return {
    turn: v.turn,
    active: v.active,
    phase: v.phase,
    choice: null,
    players: [player(0), player(1)],
    common: {
      deck: unseen.slice(v.players[them].handSize, v.players[them].handSize + v.common.deckSize),
      discard: [...v.common.discard],
      shuffles: 0,
    },
    attacks: v.attacks.map((a) => ({ ...a })),
    plans,
    victors: [...v.victors],
    last: v.last,
    ...(v.earlier ? { earlier: v.earlier } : {}),
    outcome: v.outcome,
  };
}
