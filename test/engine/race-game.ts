/** A tiny game for engine tests: on your turn roll a d6 and add it, or pass; first to 20 wins. */
import * as z from "zod/mini";
import { randomBot } from "../../worker/engine/bot";
import { choice } from "../../worker/engine/options";
import { moveError, type GameDefinition } from "../../worker/engine/types";

export interface RaceState {
  target: number;
  totals: number[];
  turn: number;
  current: number;
  winner: number | null;
}
export type RaceMove = { type: "roll" } | { type: "pass" };

const legalMoves = (s: RaceState, seat: number): RaceMove[] =>
  s.winner === null && seat === s.current ? [{ type: "roll" }, { type: "pass" }] : [];

export const race: GameDefinition<RaceState, RaceMove, { target: number }, RaceState> = {
  id: "race",
  title: "Race",
  summary: "Roll a die each turn; first to the target wins.",
  players: { min: 1, max: 4 },
  options: { target: choice("Target", [20, 40], 20) },
  move: z.discriminatedUnion("type", [
    z.strictObject({ type: z.literal("roll") }),
    z.strictObject({ type: z.literal("pass") }),
  ]),
  setup: ({ seats, options }) => ({
    target: options.target,
    totals: new Array(seats).fill(0),
    turn: 1,
    current: 0,
    winner: null,
  }),
  activeSeats: (s) => (s.winner === null ? [s.current] : []),
  legalMoves,
  moveList: "complete",
  apply(s, seat, move, rng) {
    if (seat !== s.current) return moveError("not_your_turn", "Not your turn.");
    const totals = [...s.totals];
    if (move.type === "roll") totals[seat] += rng.die(`seat:${seat}/turn:${s.turn}`, 6);
    const winner = totals[seat] >= s.target ? seat : null;
    return { ...s, totals, winner, turn: s.turn + 1, current: (s.current + 1) % totals.length };
  },
  view: (s) => s,
  standings: (s: RaceState) => ({ unit: "points", scores: s.totals }),
  fuzz: (s, seat) => (seat === s.current ? [] : [{ type: "roll" }]),
  result: (s) =>
    s.winner === null
      ? null
      : {
          ranking: [[s.winner], s.totals.map((_, i) => i).filter((i) => i !== s.winner)].filter(
            (g) => g.length,
          ),
          scores: s.totals,
        },
  bot: randomBot(legalMoves),
};
