/**
 * Coal N' Write: the rules, all that replay and verification need. The pages load this module;
 * index.ts adds what only the server and the tools use (the move schema, the hints, the bot, the
 * fuzzer, the notification headline, the simulation figures), so a replay page carries none of it.
 */
import type { GameRules } from "../../engine/types";
import { options } from "./options";
import { result } from "./result";
import { activeSeats, apply, auto, setup } from "./rules";
import type { CoalMove, CoalOptions, CoalState, CoalView } from "./types";
import { standings, view } from "./view";

export const definition: GameRules<CoalState, CoalMove, CoalOptions, CoalView> = {
  id: "coal-n-write",
  title: "Coal N' Write",
  summary:
    "Dig a mine with shared dice, spend in Boom Town, fend off bandits and load six burros for cash. 1 to 6 players, everyone at once.",
  players: { min: 1, max: 6 },
  options,
  setup,
  activeSeats,
  apply,
  auto,
  view: (s) => view(s),
  standings,
  result,
  // Ruling 7: a solo game is ranked by its cash, higher first (the sheet shows the text's band too).
  soloBoard: { better: "higher", unit: "dollars" },
};
