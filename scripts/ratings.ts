/**
 * Recomputes a game's ratings from public records, as anyone can (docs/players.md):
 *   npm run ratings -- https://host <game>          (the service's list of counted games, each record fetched)
 *   npm run ratings -- records-folder/ [<game>]      (record files, *.json)
 * Every record is verified (every roll and state, and every seat's key signature) before it counts;
 * prints each pool's ratings, the same numbers the service shows at /api/ratings/<game>/all.
 */
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { computeRatings } from "../worker/ratings/compute";
import { countedGames } from "../worker/ratings/records";

async function recordsFrom(source: string, game: string | undefined): Promise<unknown[]> {
  if (/^https?:\/\//.test(source)) {
    if (!game) throw new Error("name the game: npm run ratings -- <url> <game>");
    const origin = new URL(source).origin;
    const list = await getJson<{ games: string[] }>(`${origin}/api/ratings/${game}/games`);
    const out: unknown[] = [];
    for (const id of list.games) out.push(await getJson(`${origin}/api/games/${id}/record`));
    return out;
  }
  const files = (await readdir(source)).filter((f) => f.endsWith(".json")).sort();
  return Promise.all(files.map(async (f) => JSON.parse(await readFile(join(source, f), "utf8"))));
}

async function getJson<T = unknown>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${response.status} from ${url}`);
  return (await response.json()) as T;
}

const [source, game] = process.argv.slice(2);
if (!source) {
  console.error("usage: npm run ratings -- <https://host game | records-folder [game]>");
  process.exit(2);
}
const pools = computeRatings(
  await countedGames(await recordsFrom(source, game), game, (why) => console.error(`skipped ${why}`)),
);
console.log(JSON.stringify({ pools: Object.fromEntries(pools) }, null, 2));
