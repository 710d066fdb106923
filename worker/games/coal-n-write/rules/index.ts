/** Coal N' Write's rules as the game contract names them: a new game, who acts, a move, the automatic steps. */
import type { Seat, SetupContext } from "../../../engine/types";
import type { CoalOptions, CoalState } from "../types";
import { setup as newGame } from "./round";

export { apply } from "./apply";
export { auto } from "./round";

export const setup = (ctx: SetupContext<CoalOptions>): CoalState => newGame(ctx.seats);

/** Everyone the current stage still waits for; nobody once the game is over. */
export const activeSeats = (s: CoalState): Seat[] => (s.phase === "over" ? [] : s.stage.waiting);
