/** Box Cars (`box-cars-d10`): ten d10 train cars, five turns each, everyone at once. */
import type { GameDefinition } from "../../engine/types";
import { boxCarsBot } from "./bot";
import { fuzz, legalMoves, moveSchema } from "./moves";
import { boxCarsOptions } from "./options";
import { activeSeats, apply, result, setup } from "./rules";
import type { BoxCarsMove, BoxCarsOptions, BoxCarsState, BoxCarsView } from "./types";
import { headline, standings, stats, view } from "./view";

export const boxCarsD10: GameDefinition<BoxCarsState, BoxCarsMove, BoxCarsOptions, BoxCarsView> = {
  id: "box-cars-d10",
  title: "Box Cars",
  summary: "Roll ten d10 train cars, re-roll 8, 6, 4, then 2 of them, and score the train; five turns, everyone plays at once.",
  players: { min: 1, max: 8 },
  options: boxCarsOptions,
  move: moveSchema,
  setup,
  // Every seat plays its own turns at once: there is no turn order. Each turn starts with the
  // player's own "roll" (finished games' records hold it), so there is no `auto` step.
  activeSeats,
  legalMoves,
  moveList: "complete",
  apply,
  view,
  standings,
  fuzz,
  result,
  bot: boxCarsBot,
  headline,
  stats,
  // Ruling 5: a solo total is compared on the finished-games board, higher first.
  soloBoard: { better: "higher", unit: "points" },
};
