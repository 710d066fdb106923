/**
 * What the pages may use of Coal N' Write (docs/adding-a-game.md, "The boundary"): `loadRules` for
 * replay, the types, the printed tables the sheet draws, and the bandits' reach it warns of.
 */
export { CARD, type CardId } from "./data/cards";
export { BONE_COUNT, CHAMBER_INDEX, CHAMBERS, MAP } from "./data/mine";
export { type Mineral, MINERAL_NAMES, MINERALS, type Stash, stashLetters, VALUE } from "./data/minerals";
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
export { banditsFor, banditTake } from "./rules/bandits";
export { CLAIMED, type CoalMove, type CoalView, type Letter, LETTERS, type Sheet } from "./types";

/**
 * The rules, for replay and verification in the page: loaded on demand (a dynamic import), so a
 * sheet that imports this module does not carry them.
 */
export const loadRules = () => import("./definition").then((module) => module.definition);
