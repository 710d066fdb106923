/**
 * What the pages may use of BOXCARS (docs/adding-a-game.md, "The boundary"): the rules for replay,
 * the types, the board, and the fees, trails and shares the sheet shows.
 */
export { railroadShares, railroadsAtCity } from "./analysis";
export { type Board, boardIfLoaded, boardOf } from "./data";
export { rules } from "./definition";
export { BANK_FEE, HIGH_PLAYER_FEE, netWorth, owe, PLAYER_FEE, stepRate } from "./fees";
export { longestTrail, usedKey } from "./trail";
export type { Fees, Player, RailsMove, RailsView, Roll, RouteStep } from "./types";
