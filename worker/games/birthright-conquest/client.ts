/** What the pages may use of Birthright Conquest (docs/adding-a-game.md, "The boundary"): the rules for replay, the types, the card data the sheet reads. */
export { actionOf, armyOf, cardOf, designId, lordOf } from "./data/cards";
export { rules } from "./definition";
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
