/** What the pages may use of Mr. Natural (docs/adding-a-game.md, "The boundary"): `loadRules` for replay and the types the sheet reads. */
export type { Combo, MrNaturalMove, MrNaturalView, Roll, TurnOutcome } from "./types";

/**
 * The rules, for replay and verification in the page: loaded on demand (a dynamic import), so a
 * sheet that imports this module does not carry them.
 */
export const loadRules = () => import("./definition").then((module) => module.definition);
