/** Coal N' Write (`coal-n-write`): the rules (definition.ts) with the hooks only the server and tools use. Its rulings, in our words: docs/rulings.md. */
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
