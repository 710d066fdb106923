/**
 * Every registered game, by id. Adding a game is one folder under worker/games and one line here.
 * Each folder's index.ts declares its game with `defineGame`; `anyGame` hides its types for the map.
 */
import { type AnyGame, anyGame } from "../engine/define";
import { game as birthrightConquest } from "./birthright-conquest";
import { game as boxCarsD10 } from "./box-cars-d10";
import { game as boxcarsRails } from "./boxcars-rails";
import { game as boxcarsRw } from "./boxcars-rw";
import { game as coalNWrite } from "./coal-n-write";
import { game as mrNatural } from "./mr-natural";

const list: AnyGame[] = [
  anyGame(mrNatural),
  anyGame(boxCarsD10),
  anyGame(boxcarsRw),
  anyGame(boxcarsRails),
  anyGame(coalNWrite),
  anyGame(birthrightConquest),
];

export const games: Record<string, AnyGame> = Object.fromEntries(list.map((game) => [game.id, game]));
