/** BOXCARS options (ruling 13, the text's optional rules), as data for the validator and the create form. */
import { choice, flag, type OptionsSpec } from "../../engine/options";

export const railsOptions: OptionsSpec = {
  startingCash: choice("Starting cash", [20000, 30000, 40000, 50000], 20000),
  winningCash: choice("Cash needed to win at home", [200000, 150000, 250000], 200000),
  noSpecialTrains: flag("No Express and no Super Chief"),
  noRover: flag("No rover play: a declared train cannot be caught"),
  loans: flag("Family-friendly loans: a player who would be out borrows from the bank and repays it plus 10%"),
};
