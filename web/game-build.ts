/** What a game's `build.ts` may give the build (listed in web/game-builds.ts). */
import type { Plugin, Rolldown } from "vite";

export interface GameBuild {
  /** Vite plugins the game's modules need in the page build (e.g. tables served as asset files). */
  plugins?: () => Plugin[];
  /** Chunk groups of the game's own modules (before the shared ones in vite.config.ts). */
  chunks?: Rolldown.CodeSplittingGroup[];
  /** The picture on the game's link-preview card (HTML), instead of the dice every other card shows. */
  cardPicture?: () => Promise<string>;
}
