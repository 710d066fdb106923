/** BOXCAR (Mr. Natural): push-your-luck with six dice, first to bank the target wins. */
import * as z from "zod/mini";
import type { GameDefinition } from "../../engine/types";
import { mrNaturalBot } from "./bot";
import { mrNaturalOptions } from "./options";
import { activeSeats, apply, canRename, drop, legalMoves, result, setup, skip } from "./rules";
import { headline } from "./headline";
import type { MrNaturalMove, MrNaturalOptions, MrNaturalState, MrNaturalView } from "./types";

const move = z.discriminatedUnion("type", [
  z.strictObject({ type: z.literal("roll") }),
  z.strictObject({ type: z.literal("bank") }),
  z.strictObject({ type: z.literal("pick"), die: z.int().check(z.minimum(0), z.maximum(5)) }),
]);

export const mrNatural: GameDefinition<MrNaturalState, MrNaturalMove, MrNaturalOptions, MrNaturalView> = {
  id: "mr-natural",
  title: "BOXCAR (Mr. Natural)",
  summary: "Roll six dice, set the scorers aside and push your luck: first to bank the target (10,000, or 5,000 or 2,000) wins. 1 to 8 players.",
  players: { min: 1, max: 8 },
  options: mrNaturalOptions,
  move,
  setup,
  activeSeats,
  legalMoves,
  moveList: "complete",
  apply,
  // Nothing is hidden in Mr. Natural: every seat and spectator sees the whole state.
  view: (state) => state,
  standings: (view) => ({ unit: "points", scores: view.scores }),
  fuzz: (state, seat) => [{ type: "pick", die: state.turn.phase === "nothing" ? 5 - seat % 6 : 0 }, { type: seat === state.turn.seat ? "bank" : "roll" }],
  result,
  canRename,
  // Solo: the score is the number of turns it took to reach the target.
  soloBoard: { better: "lower", unit: "turns" },
  skip,
  drop,
  headline,
  bot: mrNaturalBot,
};
