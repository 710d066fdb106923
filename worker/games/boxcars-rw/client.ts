/**
 * What the pages may use of roll & write (docs/adding-a-game.md, "The boundary"): the rules for
 * replay, the types, and the sheet's rules for a draft (which boxes a value may go in).
 */
export { breaks, CARS, LOADERS, loaderReady, openBoxes, parseBox, writeBox, writeError } from "./board";
export type { LoaderId } from "./data";
export { rules } from "./definition";
export type { Answer, BoxcarsMove, BoxcarsState, BoxcarsView, ScoreLine, Sheet, WriteStep } from "./types";
