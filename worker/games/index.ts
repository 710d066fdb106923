/** Every registered game, by id. Adding a game is one folder under worker/games and one line here. */
import type { GameDefinition } from "../engine/types";
import { mrNatural } from "./mr-natural";
import { boxCarsD10 } from "./box-cars-d10";
import { boxcarsRw } from "./boxcars-rw";
import { boxcarsRails } from "./boxcars-rails";
import { coalNWrite } from "./coal-n-write";
import { birthrightConquest } from "./birthright-conquest";

export const games: Record<string, GameDefinition> = {
  [mrNatural.id]: mrNatural,
  [boxCarsD10.id]: boxCarsD10,
  [boxcarsRw.id]: boxcarsRw,
  [boxcarsRails.id]: boxcarsRails,
  [coalNWrite.id]: coalNWrite,
  [birthrightConquest.id]: birthrightConquest,
};
