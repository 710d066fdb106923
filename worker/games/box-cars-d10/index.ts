/** Box Cars (`box-cars-d10`): the rules (definition.ts) with the move schema, the hints, the bot and the hooks only the server uses. */
import { defineGame } from "../../engine/define";
import { bot } from "./bot";
import { definition } from "./definition";
import { fuzz } from "./fuzz";
import { legalMoves } from "./legal";
import { moveSchema } from "./moves";
import { oneTap } from "./one-tap";
import { headline, stats } from "./view";
import { luck } from "./luck";

export const game = defineGame({
  ...definition,
  move: moveSchema,
  legalMoves,
  moveList: "complete",
  fuzz,
  bot,
  headline,
  stats,
  luck,
  oneTap,
});
