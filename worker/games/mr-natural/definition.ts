/**
 * BOXCAR (Mr. Natural): push-your-luck with six dice, first to bank the target wins. The rules
 * definition, all that replay and verification need: the pages load this module (index.ts adds the
 * hooks only the server uses, standing orders and notification lines, so pages stay small).
 */
import type { GameDefinition } from "../../engine/types";
import { mrNaturalBot } from "./bot";
import { stateV1 } from "./legacy";
import { fuzz, legalMoves, moveSchema } from "./moves";
import { mrNaturalOptions } from "./options";
import { activeSeats, apply, canRename, drop, result, setup, skip } from "./rules";
import type { MrNaturalMove, MrNaturalOptions, MrNaturalState, MrNaturalView } from "./types";
import { standings, view } from "./view";

export const mrNaturalRules: GameDefinition<MrNaturalState, MrNaturalMove, MrNaturalOptions, MrNaturalView> = {
  id: "mr-natural",
  title: "BOXCAR (Mr. Natural)",
  summary: "Roll six dice, set the scorers aside and push your luck: first to bank the target (10,000, or 5,000 or 2,000) wins. 1 to 8 players.",
  players: { min: 1, max: 8 },
  options: mrNaturalOptions,
  move: moveSchema,
  setup,
  activeSeats,
  legalMoves,
  moveList: "complete",
  // Every roll is the player's own move (even the first of a turn, before which they may rename):
  // finished games' records hold them as moves, so there is no `auto` step.
  apply,
  view,
  standings,
  fuzz,
  result,
  canRename,
  // Solo: the score is the number of turns it took to reach the target.
  soloBoard: { better: "lower", unit: "turns" },
  skip,
  drop,
  bot: mrNaturalBot,
  // Version 2 keeps only the last finished turn in the state (version 1 kept them all).
  rulesVersion: 2,
  legacy: { before: 2, hashState: stateV1 },
};
