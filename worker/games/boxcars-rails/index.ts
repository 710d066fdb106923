/**
 * BOXCARS (`boxcars-rails`), the rail game on the US board: the game definition. Rules:
 * shared/rules/boxcars-rail-baron.txt with the rulings in shared/rules/RULINGS.md; board data in ./data.
 */
import type { GameDefinition } from "../../engine/types";
import { railsBot, simpleBot } from "./bot";
import { drop, timedOut } from "./clock";
import { auto, setup } from "./flow";
import { fuzz } from "./fuzz";
import { moveSchema } from "./moves";
import { railsOptions } from "./options";
import { railsOrders } from "./orders";
import { activeSeats, apply, legalMoves } from "./rules";
import type { RailsMove, RailsOptions, RailsState, RailsView } from "./types";
import { headline, result, standings, stats, view } from "./view";

export const boxcarsRails: GameDefinition<RailsState, RailsMove, RailsOptions, RailsView> = {
  id: "boxcars-rails",
  title: "BOXCARS",
  summary: "The rail baron game on the US board: roll for destinations, ride the railroads, buy them, and be first home with $200,000. 1 to 6 players.",
  players: { min: 1, max: 6 },
  options: railsOptions,
  move: moveSchema,
  setup: (ctx) => setup(ctx),
  auto,
  activeSeats,
  apply,
  legalMoves,
  moveList: "sample",
  view,
  standings,
  result,
  bot: railsBot,
  fuzz,
  drop,
  timedOut,
  headline,
  stats,
  orders: railsOrders,
  // A bid's maximum stays secret (ruling 10's sealed bids) until the game ends.
  sealed: (move) => move.type === "bid",
  soloBoard: { better: "lower", unit: "turns" },
};

/** Other bots to play against (`npm run simulate -- boxcars-rails --seats bot,simple`). */
export const bots = { simple: simpleBot };
