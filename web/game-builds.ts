/**
 * The build steps games need beyond their modules, by game id: a game with such steps has a `build.ts`
 * in its page folder exporting `build: GameBuild`, and one line here. The web build (vite.config.ts) and
 * the preview-card maker (scripts/make-cards.ts) read only this registry, never a game by name.
 */
import type { GameBuild } from "./game-build";
import { build as boxcarsRails } from "./src/games/boxcars-rails/build";

export const gameBuilds: Record<string, GameBuild> = {
  "boxcars-rails": boxcarsRails,
};
