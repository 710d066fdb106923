/**
 * What the pages may use of roll & write (docs/adding-a-game.md, "The boundary"): `loadRules` for
 * replay, the types, the printed sheet, and its rules for a draft (which boxes a value may go in).
 */
export {
  boxesOf,
  breaks,
  CARS,
  carStatus,
  completable,
  filled,
  loaderReady,
  LOADERS,
  openBoxes,
  parseBox,
  WAREHOUSE,
  writeBox,
  writeError,
} from "./board";
export { type CarData, type LoaderData, type LoaderId, SHEET, type TrainData } from "./data";
export type {
  Answer,
  AnswerPower,
  BoxcarsMove,
  BoxcarsState,
  BoxcarsView,
  ScoreLine,
  Sheet,
  WriteStep,
} from "./types";

/**
 * The rules, for replay and verification in the page: loaded on demand (a dynamic import), so a
 * sheet that imports this module does not carry them.
 */
export const loadRules = () => import("./definition").then((module) => module.definition);
