/**
 * The rail game's loaders for the registry. Its board tables are asset files (data-plugin.ts): they
 * are fetched first, then the modules that read them. The sheet also waits for the map (an asset the
 * board draws anyway, fetched in parallel), so its words name every dot from the first render.
 */
import { anyGame, anyRules } from "#engine/define";
import { ready } from "virtual:rail-tables";
import { loadRailMap } from "./map-data";

export const sheet = () => Promise.all([ready(), loadRailMap()]).then(() => import("./sheet"));
/** The rules, with the tables of the record's board (`options.board`: the British ones only for a British game). */
export const rules = (options?: unknown) => {
  const board = (options as { board?: unknown } | undefined)?.board;
  return ready(typeof board === "string" ? board : undefined).then(() =>
    import("#games/boxcars-rails/client").then((game) => game.loadRules()).then(anyRules),
  );
};
/** The whole game (its bot and luck hook), for the luck report, with the tables of the record's board. */
export const luckGame = (options?: unknown) => {
  const board = (options as { board?: unknown } | undefined)?.board;
  return ready(typeof board === "string" ? board : undefined).then(() =>
    import("#games/boxcars-rails/client-luck").then((game) => game.loadGame()).then(anyGame),
  );
};
