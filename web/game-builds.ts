/**
 * The build steps games need beyond their modules, by game id: a game with such steps has a `build.ts`
 * in its page folder exporting `build: GameBuild`, and one line here. The web build (vite.config.ts) and
 * the preview-card maker (scripts/make-cards.ts) read only this registry, never a game by name.
 */
import type { Plugin } from "vite";
import { build as boxcarsRails } from "./src/games/boxcars-rails/build";

export interface GameBuild {
  /** Vite plugins the game's modules need in the page build (e.g. tables served as asset files). */
  plugins?: () => Plugin[];
  /** The picture on the game's link-preview card (HTML), instead of the dice every other card shows. */
  cardPicture?: () => Promise<string>;
}

export const gameBuilds: Record<string, GameBuild> = {
  "boxcars-rails": boxcarsRails,
};
