/** What the pages may use of Box Cars (docs/adding-a-game.md, "The boundary"): `loadRules` for replay, the types, and the turn and scoring rules the sheet shows. */
export { currentTurn, isFinished, isLocked, PHASE_NAMES, REROLL_LIMITS, TURNS } from "./rules";
export { FACE_NAMES, scoreDice } from "./scoring";
export type { BoxCarsMove, BoxCarsTurn, BoxCarsView, Face } from "./types";

/**
 * The rules, for replay and verification in the page: loaded on demand (a dynamic import), so a
 * sheet that imports this module does not carry them.
 */
export const loadRules = () => import("./definition").then((module) => module.definition);
