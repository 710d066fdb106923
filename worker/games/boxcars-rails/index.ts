/** BOXCARS (`boxcars-rails`): the rules (definition.ts) with the move schema, the bots, the hints and the hooks only the server uses. */
import { defineGame } from "../../engine/define";
import { bot, simpleBot } from "./bot";
import { timedOut } from "./clock";
import { definition } from "./definition";
import { fuzz } from "./fuzz";
import { legalMoves } from "./legal";
import { moveSchema } from "./moves";
import { oneTap } from "./one-tap";
import { orders } from "./orders";
import { headline, stats } from "./view";
import { luck } from "./luck";
import { secrets } from "./secrets";

export const game = defineGame({
  ...definition,
  move: moveSchema,
  legalMoves,
  moveList: "sample",
  bot,
  fuzz,
  timedOut,
  headline,
  stats,
  orders,
  luck,
  oneTap,
  // An auction's answers are sealed (ruling 10): their authors see them, everyone else at the game's end.
  secrets,
});

/** Other bots to play against (`npm run simulate -- boxcars-rails --seats bot,simple`). */
export const bots = { simple: simpleBot };
