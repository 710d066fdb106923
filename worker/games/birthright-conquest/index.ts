/** Birthright Conquest (`birthright-conquest`): the rules (definition.ts) with the move schema, the hints, the bots and the hooks only the server uses. */
import type { GameDefinition } from "../../engine/types";
import { simpleBot, viewBot } from "./bot";
import { birthrightRules } from "./definition";
import { fuzz, legalMoves, moveSchema } from "./moves";
import type { BcMove, BcOptions, BcState, BcView } from "./types";
import { headline, stats } from "./view";

export const birthrightConquest: GameDefinition<BcState, BcMove, BcOptions, BcView> = {
  ...birthrightRules,
  move: moveSchema,
  legalMoves,
  moveList: "sample",
  fuzz,
  bot: viewBot,
  headline,
  stats,
};

/** Other bots for `npm run simulate -- birthright-conquest --seats bot,simple`. */
export const bots = { simple: simpleBot };
