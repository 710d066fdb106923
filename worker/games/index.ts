/** Every registered game, by id. Adding a game is one folder under worker/games and one line here. */
import type { GameDefinition } from "../engine/types";
import { mrNatural } from "./mr-natural";

export const games: Record<string, GameDefinition> = {
  [mrNatural.id]: mrNatural,
};
