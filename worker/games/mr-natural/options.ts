/** Mr. Natural's options (rulings 2 and 8), as data for the validator and the create form. */
import { choice, flag, type OptionsSpec } from "../../engine/options";

export const options: OptionsSpec = {
  target: choice("Target score (first to bank it wins)", [10000, 5000, 2000], 10000),
  getOnBoard: flag("Get on the board: a player's first counted turn must score at least 550"),
  minimum350: flag("350 minimum: a turn under 350 scores nothing; from 350 in a turn you may bank"),
};
