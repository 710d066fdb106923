/**
 * A tiny hidden-information game for the platform's secrets tests: each seat is dealt three cards
 * (1–9) it alone sees; each round both play a card face down (sealed); when both are in, the round
 * opens, the higher card scores a point, and each is dealt a new card. Three rounds.
 */
import * as z from "zod/mini";
import { randomBot } from "../../worker/engine/bot";
import type { Random } from "../../worker/engine/dice";
import { moveError, type GameDefinition, type Seat } from "../../worker/engine/types";

export interface DuelState {
  round: number;
  hands: number[][];
  /** This round's cards face down (null: not played yet). */
  played: (number | null)[];
  /** The last round's cards, face up. */
  shown: number[] | null;
  points: number[];
}
export type DuelMove = { type: "play"; card: number };
export type DuelView = Omit<DuelState, "hands" | "played"> & {
  hand: number[] | null;
  handSizes: number[];
  played: boolean[];
};

const ROUNDS = 3;
const deal = (rng: Random, seat: Seat, n: number) => rng.deal(`hand:${seat}/deal:${n}`, 9, seat);

const legalMoves = (s: DuelState, seat: Seat): DuelMove[] =>
  s.round > ROUNDS || s.played[seat] !== null
    ? []
    : [...new Set(s.hands[seat])].map((card) => ({ type: "play", card }));

export const duel: GameDefinition<DuelState, DuelMove, Record<string, never>, DuelView> = {
  id: "duel",
  title: "Duel",
  summary: "Two hidden hands, one card each round, face down.",
  players: { min: 2, max: 2 },
  options: {},
  move: z.strictObject({ type: z.literal("play"), card: z.int() }) as unknown as z.ZodMiniType<DuelMove>,
  setup: (_ctx, rng) => ({
    round: 1,
    hands: [0, 1].map((seat) => [0, 1, 2].map((n) => deal(rng, seat, n))),
    played: [null, null],
    shown: null,
    points: [0, 0],
  }),
  activeSeats: (s) => (s.round > ROUNDS ? [] : [0, 1].filter((seat) => s.played[seat] === null)),
  legalMoves,
  moveList: "complete",
  apply(s, seat, move, rng) {
    const at = s.hands[seat].indexOf(move.card);
    if (at < 0) return moveError("not_in_hand", `You hold no ${move.card}.`);
    const hands = s.hands.map((h, i) => (i === seat ? h.filter((_, k) => k !== at) : h));
    const played = s.played.map((c, i) => (i === seat ? move.card : c));
    if (played.some((c) => c === null)) return { ...s, hands, played };
    const [a, b] = played as number[];
    const points = [s.points[0] + (a > b ? 1 : 0), s.points[1] + (b > a ? 1 : 0)];
    const dealt = hands.map((h, i) => (s.round < ROUNDS ? [...h, deal(rng, i, s.round + 2)] : h));
    return { round: s.round + 1, hands: dealt, played: [null, null], shown: [a, b], points };
  },
  view: (s, seat) => ({
    round: s.round,
    shown: s.shown,
    points: s.points,
    hand: seat === null ? null : s.hands[seat],
    handSizes: s.hands.map((h) => h.length),
    played: s.played.map((c) => c !== null),
  }),
  standings: (v) => ({ unit: "points", scores: v.points }),
  headline: (v, names) =>
    `Round ${Math.min(v.round, ROUNDS)}: ${names[0]} ${v.points[0]} · ${names[1]} ${v.points[1]}`,
  result: (s) =>
    s.round <= ROUNDS
      ? null
      : {
          ranking:
            s.points[0] === s.points[1] ? [[0, 1]] : s.points[0] > s.points[1] ? [[0], [1]] : [[1], [0]],
          scores: s.points,
        },
  fuzz: (s, seat) => [
    { type: "play", card: 10 },
    { type: "play", card: s.hands[seat]?.[0] ?? 1, extra: 1 },
  ],
  bot: randomBot(legalMoves),
  secrets: {
    seal: () => ({ shown: { type: "play" }, until: "round" }),
    opens: (before, after) => (after.round > before.round ? ["round"] : []),
    vary(s, seat, rng) {
      if (s.round > ROUNDS) return null;
      const other = (c: number) => ((c + rng.pick("vary", 8)) % 9) + 1; // any other card
      return {
        ...s,
        hands: s.hands.map((h, i) => (i === seat ? h.map(other) : h)),
        played: s.played.map((c, i) => (i === seat && c !== null ? other(c) : c)),
      };
    },
  },
};
