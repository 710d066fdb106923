/** What the pages may use of Birthright Conquest (docs/adding-a-game.md, "The boundary"): `loadRules` for replay, the types, the card data the sheet reads. */
export { actionOf, armyOf, cardOf, designId, lordOf } from "./data/cards";
export type {
  Attack,
  BcMove,
  BcView,
  DrawChoice,
  EventItem,
  LordInPlay,
  Phase,
  PlanCard,
  PlayerView,
  RecruitItem,
  TurnReport,
} from "./types";

/**
 * The rules, for replay and verification in the page: loaded on demand (a dynamic import), so a
 * sheet that imports this module does not carry them.
 */
export const loadRules = () => import("./definition").then((module) => module.definition);
