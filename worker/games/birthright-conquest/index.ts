/** Birthright Conquest (`birthright-conquest`): the rules (definition.ts) with the move schema, the hints, the bots and the hooks only the server uses. */
import { defineGame } from "../../engine/define";
import { bot, simpleBot } from "./bot";
import { definition } from "./definition";
import { fuzz } from "./fuzz";
import { legalMoves } from "./legal";
import { moveSchema } from "./moves";
import { headline, stats } from "./view";

export const game = defineGame({
  ...definition,
  move: moveSchema,
  legalMoves,
  moveList: "sample",
  fuzz,
  bot,
  headline,
  stats,
});

/**
 * Other bots for `npm run simulate -- birthright-conquest --seats bot,simple` (it loads them by the game's id).
 * @public
 */
export const bots = { simple: simpleBot };
