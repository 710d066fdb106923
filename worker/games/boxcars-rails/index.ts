/** BOXCARS (`boxcars-rails`): the rules (definition.ts) with the move schema, the bots, the hints and the hooks only the server uses. */
import type { GameDefinition } from "../../engine/types";
import { railsBot, simpleBot } from "./bot";
import { timedOut } from "./clock";
import { boxcarsRailsRules } from "./definition";
import { fuzz } from "./fuzz";
import { legalMoves } from "./hints";
import { moveSchema } from "./moves";
import { railsOrders } from "./orders";
import type { RailsMove, RailsOptions, RailsState, RailsView } from "./types";
import { headline, stats } from "./view";

export const boxcarsRails: GameDefinition<RailsState, RailsMove, RailsOptions, RailsView> = {
  ...boxcarsRailsRules,
  move: moveSchema,
  legalMoves,
  moveList: "sample",
  bot: railsBot,
  fuzz,
  timedOut,
  headline,
  stats,
  orders: railsOrders,
};

/** Other bots to play against (`npm run simulate -- boxcars-rails --seats bot,simple`). */
export const bots = { simple: simpleBot };
