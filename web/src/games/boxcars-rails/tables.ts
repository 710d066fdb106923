/**
 * The rail game's loaders for the registry. Its board tables are asset files (data-plugin.ts): they
 * are fetched first, then the modules that read them. The sheet also waits for the map (an asset the
 * board draws anyway, fetched in parallel), so its words name every dot from the first render.
 */
import { ready } from "virtual:rail-tables";
import { loadRailMap } from "./map-data";

export const sheet = () => Promise.all([ready(), loadRailMap()]).then(() => import("./sheet"));
export const rules = () => ready().then(() => import("../../../../worker/games/boxcars-rails/definition"));
