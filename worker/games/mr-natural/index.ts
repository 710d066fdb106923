/** BOXCAR (Mr. Natural): the rules (definition.ts) with the move schema, the hints, the bot and the hooks only the server uses. */
import type { GameDefinition } from "../../engine/types";
import { mrNaturalBot } from "./bot";
import { mrNaturalRules } from "./definition";
import { fuzz, legalMoves, moveSchema } from "./moves";
import { mrNaturalOrders } from "./orders";
import type { MrNaturalMove, MrNaturalOptions, MrNaturalState, MrNaturalView } from "./types";
import { headline } from "./view";

export const mrNatural: GameDefinition<MrNaturalState, MrNaturalMove, MrNaturalOptions, MrNaturalView> = {
  ...mrNaturalRules,
  move: moveSchema,
  legalMoves,
  moveList: "complete",
  fuzz,
  bot: mrNaturalBot,
  headline,
  orders: mrNaturalOrders,
};
