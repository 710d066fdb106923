/**
 * Boxcars roll & write (`boxcars-rw`): the rules, all that replay and verification need. The pages
 * load this module; index.ts adds the move schema, the hints, the bot and the server's hooks.
 * Its rulings, in our words: docs/rulings.md.
 */
import type { GameRules } from "../../engine/types";
import { skip } from "./clock";
import { options } from "./options";
import { result } from "./result";
import { activeSeats, apply, setup } from "./rules";
import type { BoxcarsMove, BoxcarsOptions, BoxcarsState, BoxcarsView } from "./types";
import { standings, view } from "./view";

export const definition: GameRules<BoxcarsState, BoxcarsMove, BoxcarsOptions, BoxcarsView> = {
  id: "boxcars-rw",
  title: "Boxcars roll & write",
  summary:
    "Load six trains with shared dice: pick a number, take all its dice; everyone else writes one. 1 to 5 players, solo lock-and-bust.",
  players: { min: 1, max: 5 },
  options,
  setup,
  activeSeats,
  // Every roll is the active player's own move (which dice stay lying is a choice, and finished
  // games' records hold even the rolls of all seven): there is no `auto` step.
  apply,
  view: (state) => view(state),
  standings,
  result,
  skip,
  soloBoard: { better: "higher", unit: "points" },
};
