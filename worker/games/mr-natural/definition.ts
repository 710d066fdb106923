/**
 * BOXCAR (Mr. Natural): push-your-luck with six dice, first to bank the target wins. The rules,
 * all that replay and verification need: the pages load this module (index.ts adds the move schema,
 * the hints, the bot and the hooks only the server uses, so pages stay small).
 */
import type { GameRules } from "../../engine/types";
import { drop, skip } from "./clock";
import { legacy } from "./legacy";
import { options } from "./options";
import { result } from "./result";
import { activeSeats, apply, canRename, setup } from "./rules";
import type { MrNaturalMove, MrNaturalOptions, MrNaturalState, MrNaturalView } from "./types";
import { standings, view } from "./view";

export const definition: GameRules<MrNaturalState, MrNaturalMove, MrNaturalOptions, MrNaturalView> = {
  id: "mr-natural",
  title: "BOXCAR (Mr. Natural)",
  summary:
    "Roll six dice, set the scorers aside and push your luck: first to bank the target (10,000, or 5,000 or 2,000) wins. 1 to 8 players.",
  players: { min: 1, max: 8 },
  options,
  setup,
  activeSeats,
  // Every roll is the player's own move (even the first of a turn, before which they may rename):
  // finished games' records hold them as moves, so there is no `auto` step.
  apply,
  view,
  standings,
  result,
  canRename,
  // Solo: the score is the number of turns it took to reach the target.
  soloBoard: { better: "lower", unit: "turns" },
  skip,
  drop,
  rulesVersion: 2,
  legacy,
};
