/** What the pages may use of Box Cars (docs/adding-a-game.md, "The boundary"): the rules for replay, the types, the scoring the sheet shows. */
export { rules } from "./definition";
export { TURNS } from "./rules";
export { FACE_NAMES, scoreDice } from "./scoring";
export type { BoxCarsMove, BoxCarsTurn, BoxCarsView, Face } from "./types";
