/**
 * Recomputes a game's ratings from public records, as anyone can (docs/players.md):
 *   npm run ratings -- https://host <game>          (the service's list of counted games, each record fetched)
 *   npm run ratings -- records-folder/ [<game>]      (record files, *.json)
 * Every record is verified (every roll and state, and every seat's key signature) before it counts;
 * prints each pool's ratings. From a server it then checks them against what the server shows
 * (/api/ratings/<game>/all) and exits 1, naming the first difference, when they differ.
 */
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { isDeepStrictEqual } from "node:util";
import { computeRatings } from "../worker/ratings/compute";
import { countedGames } from "../worker/ratings/records";

interface Source {
  records: unknown[];
  /** Each game's rating period, as the server stored it (a folder's records count on their end's day). */
  periods: Map<string, string>;
  /** What the server shows, to check against. */
  shown: Record<string, unknown> | null;
}

async function sourceOf(source: string, game: string | undefined): Promise<Source> {
  if (/^https?:\/\//.test(source)) {
    if (!game) throw new Error("name the game: npm run ratings -- <url> <game>");
    const origin = new URL(source).origin;
    const list = await getJson<{ games: { id: string; period: string }[] }>(
      `${origin}/api/ratings/${game}/games`,
    );
    const records: unknown[] = [];
    for (const { id } of list.games) records.push(await getJson(`${origin}/api/games/${id}/record`));
    const shown = await getJson<{ pools: Record<string, unknown> }>(`${origin}/api/ratings/${game}/all`);
    return { records, periods: new Map(list.games.map((g) => [g.id, g.period])), shown: shown.pools };
  }
  const files = (await readdir(source)).filter((f) => f.endsWith(".json")).sort();
  const records = await Promise.all(
    files.map(async (f) => JSON.parse(await readFile(join(source, f), "utf8"))),
  );
  return { records, periods: new Map(), shown: null };
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
const { records, periods, shown } = await sourceOf(source, game);
const counted = await countedGames(records, game, (why) => console.error(`skipped ${why}`));
const pools = Object.fromEntries(computeRatings(counted.map((g) => ({ ...g, period: periods.get(g.id) }))));
console.log(JSON.stringify({ pools }, null, 2));
if (shown) {
  const same = isDeepStrictEqual(JSON.parse(JSON.stringify(pools)), shown);
  console.error(same ? "the same numbers as the server shows" : "DIFFERENT from what the server shows");
  if (!same) process.exit(1);
}
