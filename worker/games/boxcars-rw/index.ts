/** Boxcars roll & write (`boxcars-rw`): the game definition. Rules: shared/rules/boxcars-roll-and-write.txt. */
import type { GameDefinition } from "../../engine/types";
import { bot } from "./bot";
import { skip } from "./clock";
import { activeSeats, setupState } from "./flow";
import { fuzz, legalMoves, moveSchema } from "./moves";
import { options } from "./options";
import { apply } from "./rules";
import { result } from "./score";
import type { BoxcarsMove, BoxcarsOptions, BoxcarsState, BoxcarsView } from "./types";
import { headline, standings, stats, view } from "./view";

export const boxcarsRw: GameDefinition<BoxcarsState, BoxcarsMove, BoxcarsOptions, BoxcarsView> = {
  id: "boxcars-rw",
  title: "Boxcars roll & write",
  summary: "Load six trains with shared dice: pick a number, take all its dice; everyone else writes one. 1 to 5 players, solo lock-and-bust.",
  players: { min: 1, max: 5 },
  options,
  move: moveSchema,
  setup: (ctx) => setupState(ctx.seats),
  activeSeats,
  legalMoves,
  moveList: "complete",
  // Every roll is the active player's own move (which dice stay lying is a choice, and finished
  // games' records hold even the rolls of all seven): there is no `auto` step.
  apply,
  view: (state) => view(state),
  standings,
  fuzz,
  result,
  bot,
  skip,
  headline,
  stats,
  soloBoard: { better: "higher", unit: "points" },
};
