/** Small helpers the rules share: the limits, who is who, where a card is, and refusals. */
import type { Random } from "../../../engine/dice";
import { moveError, type MoveError, type Seat } from "../../../engine/types";
import { armyOf, lordOf } from "../data/cards";
import type { BcState, LordInPlay, PlayerState } from "../types";

/** The text's numbers. */
export const START_GOLD = 5;
export const START_ACTIONS = 5;
export const START_REALMS = 4;
export const REALM_HAND_MAX = 4;
export const ACTION_HAND_MAX = 7;
export const REALM_BUY = 3;
export const ACTION_BUY = 2;
export const PLANNING_DRAWS = 2;
export const HIT_MILL = 3;
/** Ruling 9's safety limit: 60 turns each. */
export const SAFETY_TURNS = 120;

export const other = (seat: Seat): Seat => 1 - seat;
export const defender = (s: BcState): Seat => other(s.active);

export const refuse = (code: string, message: string): MoveError => moveError(code, message);

/** A Lord of `p`'s in play, by card. */
export const lordIn = (p: PlayerState, card: string): LordInPlay | undefined =>
  p.lords.find((l) => l.card === card);

/** Whether `p` has a Priest, Wizard or Beast in play (Spells need one). */
export const hasCaster = (p: PlayerState): boolean =>
  p.lords.some((l) => (lordOf(l.card)?.roles.length ?? 0) > 0);

/** A Lord's Force with his Allies. */
export function lordForce(l: LordInPlay): number {
  return (lordOf(l.card)?.force ?? 0) + l.allies.reduce((sum, a) => sum + armyForce(a), 0);
}
export const armyForce = (card: string): number => armyOf(card)?.force ?? 0;

/** Cards of `deck` shuffled by Fisher–Yates, each swap a draw nobody sees (ruling 3). */
export function shuffled(deck: readonly string[], rng: Random, stream: string): string[] {
  const out = [...deck];
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.deal(stream, i + 1, null) - 1;
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/**
 * Draws `count` Common cards into `seat`'s hand (mutates `s`). When the deck runs out, its discard is
 * shuffled into a new deck (a new stream each time, ruling 5); with both empty, the draw stops.
 */
export function drawCommon(s: BcState, seat: Seat, count: number, rng: Random): void {
  for (let k = 0; k < count; k++) {
    if (s.common.deck.length === 0) {
      if (s.common.discard.length === 0) return;
      s.common.shuffles += 1;
      s.common.deck = shuffled(s.common.discard, rng, `common/shuffle:${s.common.shuffles}`);
      s.common.discard = [];
    }
    s.players[seat].hand.push(s.common.deck.shift()!);
  }
}

/** Draws `count` cards from the top of `p`'s Realm deck into the (public) Realm hand (mutates `p`). */
export function drawRealm(p: PlayerState, count: number): void {
  p.realmHand.push(...p.deck.splice(0, count));
}

/** Realm cards a seat still has: deck and Realms in play (the standings, and ruling 9's tiebreak). */
export const realmCount = (p: { deck: unknown[] | number; realms: string[] }): number =>
  (typeof p.deck === "number" ? p.deck : p.deck.length) + p.realms.length;

/** Ruling 9: an empty Realm deck and no Realm in play destroys a player; the other wins at once (mutates `s`). */
export function checkDestroyed(s: BcState): void {
  const destroyed = s.players.map((p) => p.deck.length === 0 && p.realms.length === 0);
  if (!destroyed[0] && !destroyed[1]) return;
  s.outcome = destroyed[0] && destroyed[1] ? "draw" : destroyed[0] ? 1 : 0;
  s.phase = "ended";
}

/** A deep copy of a state, for a move that changes many parts (faster than structuredClone: the bot's rollouts copy thousands). */
export function cloneState(s: BcState): BcState {
  const player = (p: PlayerState): PlayerState => ({
    ...p,
    deck: [...p.deck],
    realmHand: [...p.realmHand],
    hand: [...p.hand],
    realms: [...p.realms],
    discard: [...p.discard],
    lords: p.lords.map((l) => ({ ...l, allies: [...l.allies] })),
  });
  return {
    ...s,
    choice: s.choice && { ...s.choice },
    players: [player(s.players[0]), player(s.players[1])],
    common: { ...s.common, deck: [...s.common.deck], discard: [...s.common.discard] },
    attacks: s.attacks.map((a) => ({ ...a })),
    plans: [s.plans[0] && [...s.plans[0]], s.plans[1] && [...s.plans[1]]],
    victors: [...s.victors],
    last: s.last && {
      ...s.last,
      milled: [...s.last.milled],
      razed: [...s.last.razed],
      spent: [...s.last.spent],
      battles: [...s.last.battles],
    },
  };
}
