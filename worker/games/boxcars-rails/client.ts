/**
 * What the pages may use of BOXCARS (docs/adding-a-game.md, "The boundary"): `loadRules` for replay,
 * the types, the board, the fees and the trail the sheet and its route tools read. The railroads'
 * shares, which only the purchase panel shows, are behind client-purchase.ts.
 */
export { type Board, boardIfLoaded, boardOf, EXPRESS_PRICE, perBoard, SUPER_CHIEF_PRICE } from "./data";
export { BANK_FEE, HIGH_PLAYER_FEE, netWorth, owe, PLAYER_FEE, stepRate } from "./fees";
export { longestTrail, usedKey } from "./trail";
export type { Fees, Player, RailsMove, RailsView, Roll, RouteStep } from "./types";

/**
 * The rules, for replay and verification in the page: loaded on demand (a dynamic import), so a
 * sheet that imports this module does not carry them.
 */
export const loadRules = () => import("./definition").then((module) => module.definition);
