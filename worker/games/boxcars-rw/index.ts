/** Boxcars roll & write (`boxcars-rw`): the rules (definition.ts) with the move schema, the hints, the bot and the hooks only the server uses. */
import type { GameDefinition } from "../../engine/types";
import { bot } from "./bot";
import { boxcarsRwRules } from "./definition";
import { fuzz, legalMoves, moveSchema } from "./moves";
import type { BoxcarsMove, BoxcarsOptions, BoxcarsState, BoxcarsView } from "./types";
import { headline, stats } from "./view";

export const boxcarsRw: GameDefinition<BoxcarsState, BoxcarsMove, BoxcarsOptions, BoxcarsView> = {
  ...boxcarsRwRules,
  move: moveSchema,
  legalMoves,
  moveList: "complete",
  fuzz,
  bot,
  headline,
  stats,
};
