/**
 * BOXCARS options (ruling 13, the text's optional rules; ruling 16, the board), as data for the validator
 * and the create form. The cash choices depend on the board: the British board starts at 10,000 and wins
 * at 100,000 (the text), so its choices are the US ones halved; a US-only amount is refused on it.
 */
import { choice, flag, type OptionsSpec } from "../../engine/options";

const STARTING = { us: [20000, 30000, 40000, 50000], gb: [10000, 15000, 20000, 25000] };
const WINNING = { us: [200000, 150000, 250000], gb: [100000, 75000, 125000] };
const UNIT = { us: "$", gb: "£" };
const union = (lists: Record<string, number[]>) => [...new Set(Object.values(lists).flat())];

export const options: OptionsSpec = {
  board: choice("Board", ["us", "gb"], "us", {
    names: { us: "The United States", gb: "Great Britain (a reconstruction)" },
  }),
  startingCash: choice("Starting cash", union(STARTING), 20000, {
    dependsOn: { on: "board", choices: STARTING, unit: UNIT },
  }),
  winningCash: choice("Cash needed to win at home", union(WINNING), 200000, {
    dependsOn: { on: "board", choices: WINNING, unit: UNIT },
  }),
  noSpecialTrains: flag("No Express and no Super Chief"),
  noRover: flag("No rover play: a declared train cannot be caught"),
  loans: flag(
    "Family-friendly loans: a player who would be out borrows from the bank and repays it plus 10%",
  ),
};
