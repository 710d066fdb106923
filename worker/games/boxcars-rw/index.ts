/** Boxcars roll & write (`boxcars-rw`): the game definition. Rules: shared/rules/boxcars-roll-and-write.txt. */
import type { GameDefinition } from "../../engine/types";
import { apply } from "./apply";
import { bot } from "./bot";
import { headline, skip } from "./clock";
import { activeSeats, setupState } from "./flow";
import { legalMoves } from "./moves";
import { moveSchema, options } from "./options";
import { result, stats, view } from "./score";
import type { BoxcarsMove, BoxcarsOptions, BoxcarsState, BoxcarsView } from "./types";

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
  apply,
  view: (state) => view(state),
  standings: (view) => ({ unit: "points", scores: view.scores.map((line) => line.total) }),
  fuzz: () => [{ type: "pick", value: 9 }],
  result,
  bot,
  skip,
  headline,
  stats,
  soloBoard: { better: "higher", unit: "points" },
};
