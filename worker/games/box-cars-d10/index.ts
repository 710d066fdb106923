/** Box Cars (`box-cars-d10`): the rules (definition.ts) with the move schema, the hints, the bot and the hooks only the server uses. */
import type { GameDefinition } from "../../engine/types";
import { boxCarsBot } from "./bot";
import { boxCarsRules } from "./definition";
import { fuzz, legalMoves, moveSchema } from "./moves";
import type { BoxCarsMove, BoxCarsOptions, BoxCarsState, BoxCarsView } from "./types";
import { headline, stats } from "./view";

export const boxCarsD10: GameDefinition<BoxCarsState, BoxCarsMove, BoxCarsOptions, BoxCarsView> = {
  ...boxCarsRules,
  move: moveSchema,
  legalMoves,
  moveList: "complete",
  fuzz,
  bot: boxCarsBot,
  headline,
  stats,
};
