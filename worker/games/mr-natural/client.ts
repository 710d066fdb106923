/** What the pages may use of Mr. Natural (docs/adding-a-game.md, "The boundary"): the rules for replay, the types. */
export { rules } from "./definition";
export type { MrNaturalMove, MrNaturalOptions, MrNaturalState, MrNaturalView } from "./types";
