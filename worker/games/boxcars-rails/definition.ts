/**
 * BOXCARS (`boxcars-rails`), the rail game on the US board: its rules, all that replay and
 * verification need. The pages load this module; index.ts adds the move schema, the bots, the planner's hints,
 * standing orders and the server's hooks (the auction's seals among them: a record's moves are already open). Its rulings, in our words:
 * docs/rulings.md; board data in ./data.
 */
import type { GameRules } from "../../engine/types";
import { drop } from "./clock";
import { fork } from "./fork";
import { legacy } from "./legacy";
import { options } from "./options";
import { result } from "./result";
import { activeSeats, apply, auto, setup } from "./rules";
import type { RailsMove, RailsOptions, RailsState, RailsView } from "./types";
import { standings, view } from "./view";

export const definition: GameRules<RailsState, RailsMove, RailsOptions, RailsView> = {
  id: "boxcars-rails",
  title: "BOXCARS",
  summary:
    "The rail baron game on the US board or the British one: roll for destinations, ride the railroads, buy them, and be first home with $200,000 (£100,000 on the British board). 1 to 6 players.",
  players: { min: 1, max: 6 },
  options,
  setup,
  auto,
  activeSeats,
  apply,
  view,
  standings,
  result,
  drop,
  // A fork asks an open auction's bidders again: the parent's record revealed their answers.
  fork,
  soloBoard: { better: "lower", unit: "turns" },
  rulesVersion: 2,
  legacy,
};
