/**
 * What the pages may use of Coal N' Write (docs/adding-a-game.md, "The boundary"): the rules for
 * replay, the types, the printed tables the sheet draws, and the bandits' reach it warns of.
 */
export { CARD, type CardId } from "./data/cards";
export { BONE_COUNT, CHAMBER_INDEX, CHAMBERS, MAP } from "./data/mine";
export { MINERAL_NAMES, MINERALS, type Stash, VALUE } from "./data/minerals";
export {
  AMMO_MAX,
  AMMO_PRICE,
  DRINK_PRIZES,
  LONE_THROWS,
  ROUNDS,
  SLOTS,
  TACK_SLOTS,
  TONIC_PRICES,
} from "./data/tables";
export { rules } from "./definition";
export { banditsFor, banditTake } from "./rules/bandits";
export { CLAIMED, type CoalMove, type CoalView, LETTERS, type Letter, type Sheet } from "./types";
