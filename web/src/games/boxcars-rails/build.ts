/** The rail game's build steps (web/game-builds.ts): its tables as asset files, its board on the preview card. */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { GameBuild } from "../../../game-build";
import { railDataAssets } from "./data-plugin";

/** The card shows the board instead of dice: the land and every segment, from the /rail/ assets. */
async function cardPicture(): Promise<string> {
  const read = async (name: string) =>
    JSON.parse(await readFile(join(import.meta.dirname, "../../../public/rail", name), "utf8"));
  const map = await read("network.json");
  const outline = await read("outline.json");
  const [x0, y0, x1, y1] = map.bounds as number[];
  const lines = (map.segments as number[][])
    .map(([a, b]) => `M${map.dots[a].join(" ")}L${map.dots[b].join(" ")}`)
    .join("");
  return `<svg class="board" viewBox="${x0} ${y0} ${x1 - x0} ${y1 - y0}"><path d="${outline.land}" fill="#f3e6c8"/><path d="${outline.borders}" fill="none" stroke="#c9b48a" stroke-width="0.8"/><path d="${lines}" stroke="#a3302a" stroke-width="1.6" fill="none"/></svg>`;
}

/**
 * What the sheet reads of the game (client.ts: the boards, the fees, the trail) in one chunk with the
 * registry's loaders (tables.ts, map-data.ts and the tables' handle), which every rail page loads
 * first anyway: the trail would otherwise be a chunk of its own that the route tools and the rules
 * load beside it, and the loaders a chunk before it.
 */
const client = {
  name: "boxcars-rails-client",
  test: /worker[\\/]games[\\/]boxcars-rails[\\/](client|data|fees|trail)\.ts|web[\\/]src[\\/]games[\\/]boxcars-rails[\\/](tables|map-data)\.ts|rail-data[:-]|boxcars-rails[\\/]data[\\/].*\.json\?url/,
  includeDependenciesRecursively: false,
};

export const build: GameBuild = { plugins: () => [railDataAssets()], chunks: [client], cardPicture };
