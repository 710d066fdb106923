/** Coal N' Write (`coal-n-write`): the rules (definition.ts) with the hooks only the server and tools use. Rules: shared/rules/coal-n-write.txt and RULINGS.md. */
import type { GameDefinition } from "../../engine/types";
import { bot } from "./bot";
import { coalNWriteRules } from "./definition";
import { fuzz } from "./fuzz";
import { moveSchema } from "./moves";
import { legalMoves } from "./rules/legal";
import type { CoalMove, CoalOptions, CoalState, CoalView } from "./types";
import { headline, stats } from "./view";

export const coalNWrite: GameDefinition<CoalState, CoalMove, CoalOptions, CoalView> = {
  ...coalNWriteRules,
  move: moveSchema,
  legalMoves,
  moveList: "complete",
  bot,
  fuzz,
  headline,
  stats,
};
