/** Coal N' Write (`coal-n-write`): the definition. Rules: shared/rules/coal-n-write.txt and RULINGS.md. */
import type { GameDefinition } from "../../engine/types";
import { bot } from "./bot";
import { fuzz } from "./fuzz";
import { moveSchema } from "./moves";
import { options } from "./options";
import { apply } from "./rules/apply";
import { result } from "./rules/end";
import { legalMoves } from "./rules/legal";
import { auto, setup } from "./rules/round";
import type { CoalMove, CoalOptions, CoalState, CoalView } from "./types";
import { headline, standings, stats, view } from "./view";

export const coalNWrite: GameDefinition<CoalState, CoalMove, CoalOptions, CoalView> = {
  id: "coal-n-write",
  title: "Coal N' Write",
  summary: "Dig a mine with shared dice, spend in Boom Town, fend off bandits and load six burros for cash. 1 to 6 players, everyone at once.",
  players: { min: 1, max: 6 },
  options,
  move: moveSchema,
  setup: (ctx) => setup(ctx.seats),
  activeSeats: (s) => (s.phase === "over" ? [] : s.stage.waiting),
  apply,
  legalMoves,
  moveList: "complete",
  auto,
  view: (s) => view(s),
  standings,
  result,
  bot,
  fuzz,
  headline,
  stats,
  // Ruling 7: a solo game is ranked by its cash, higher first (the sheet shows the text's band too).
  soloBoard: { better: "higher", unit: "dollars" },
};
