/**
 * Box Cars (`box-cars-d10`): ten d10 train cars, five turns each, everyone at once. The rules, all
 * that replay and verification need: the pages load this module; index.ts adds the move schema, the
 * hints, the bot and the server's hooks.
 */
import type { GameRules } from "../../engine/types";
import { options } from "./options";
import { result } from "./result";
import { activeSeats, apply, setup } from "./rules";
import type { BoxCarsMove, BoxCarsOptions, BoxCarsState, BoxCarsView } from "./types";
import { standings, view } from "./view";

export const definition: GameRules<BoxCarsState, BoxCarsMove, BoxCarsOptions, BoxCarsView> = {
  id: "box-cars-d10",
  title: "Box Cars",
  summary:
    "Roll ten d10 train cars, re-roll 8, 6, 4, then 2 of them, and score the train; five turns, everyone plays at once.",
  players: { min: 1, max: 8 },
  options,
  setup,
  // Every seat plays its own turns at once: there is no turn order. Each turn starts with the
  // player's own "roll" (finished games' records hold it), so there is no `auto` step.
  activeSeats,
  apply,
  view,
  standings,
  result,
  // Ruling 5: a solo total is compared on the finished-games board, higher first.
  soloBoard: { better: "higher", unit: "points" },
};
