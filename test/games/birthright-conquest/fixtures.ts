/** Test helpers for Birthright Conquest: hand-made tables, and moves that must pass or be refused. */
import { expect } from "vitest";
import { checkShape } from "../../../worker/engine/play";
import { SeededRandom } from "../../../worker/engine/random";
import type { Random } from "../../../worker/engine/dice";
import { advance } from "../../../worker/engine/step";
import { isMoveError, type MoveError, type Seat } from "../../../worker/engine/types";
import { game } from "../../../worker/games/birthright-conquest";
import { DECKS } from "../../../worker/games/birthright-conquest/data/cards";
import type {
  BcMove,
  BcState,
  LordInPlay,
  PlayerState,
} from "../../../worker/games/birthright-conquest/types";

export { game };

export const rng = (tag = "t"): Random =>
  new SeededRandom({ serverSeed: "ab".repeat(32), gameId: tag, clientSeeds: ["evil", "good"] });

/** A Lord in play since an earlier turn, with these Allies. */
export const lord = (card: string, allies: string[] = [], extra: Partial<LordInPlay> = {}): LordInPlay => ({
  card,
  allies,
  arrived: 1,
  attacked: 0,
  ...extra,
});

type Seating = Partial<Omit<PlayerState, "side" | "deck">> & { deck?: string[] | number };

/**
 * A table on turn 5 (Evil, seat 0, to play its orders) with the given cards; every card not placed
 * is in its deck (the data's order), a number keeps only that many of the deck's cards.
 */
export function table(evil: Seating = {}, good: Seating = {}, edit: Partial<BcState> = {}): BcState {
  const placed = new Set<string>();
  const place = (p: Seating) => {
    for (const c of [
      ...(p.realmHand ?? []),
      ...(p.hand ?? []),
      ...(p.realms ?? []),
      ...(p.discard ?? []),
      ...(p.lords ?? []).flatMap((l) => [l.card, ...l.allies]),
    ])
      placed.add(c);
    if (Array.isArray(p.deck)) for (const c of p.deck) placed.add(c);
  };
  place(evil), place(good);
  const player = (side: "evil" | "good", p: Seating): PlayerState => {
    const rest = DECKS[side].filter((c) => !placed.has(c));
    const deck = Array.isArray(p.deck) ? p.deck : typeof p.deck === "number" ? rest.slice(0, p.deck) : rest;
    return {
      side,
      gold: 0,
      realmHand: [],
      hand: [],
      realms: [],
      lords: [],
      discard: [],
      ...p,
      deck,
    } as PlayerState;
  };
  const common = DECKS.common.filter((c) => !placed.has(c));
  return {
    turn: 5,
    active: 0,
    phase: "orders",
    choice: null,
    players: [player("evil", evil), player("good", good)],
    common: { deck: common, discard: [], shuffles: 0 },
    attacks: [],
    plans: [null, null],
    victors: [],
    last: null,
    outcome: null,
    ...edit,
  };
}

/** Plays `move` as the room would (shape, seat, rules, automatic steps). */
export function play(s: BcState, seat: Seat, move: unknown, r: Random = rng()): BcState | MoveError {
  const shaped = checkShape(game, move);
  if (isMoveError(shaped)) return shaped;
  return advance(game, s, r, seat, shaped.move) as BcState | MoveError;
}

export function ok(s: BcState, seat: Seat, move: BcMove, r?: Random): BcState {
  const out = play(s, seat, move, r);
  if (isMoveError(out)) throw new Error(`refused: ${out.error.message}`);
  return out;
}

/** Expects a refusal whose message starts with the bad part's name (`recruit[1]: ...`), and that nothing changed. */
export function refused(s: BcState, seat: Seat, move: unknown, part: string | RegExp): string {
  const before = JSON.stringify(s);
  const out = play(s, seat, move);
  expect(isMoveError(out), `${JSON.stringify(move)} should be refused`).toBe(true);
  const message = (out as MoveError).error.message;
  if (typeof part === "string") expect(message.startsWith(part), message).toBe(true);
  else expect(message).toMatch(part);
  expect(JSON.stringify(s)).toBe(before);
  return message;
}
