/**
 * Verifies a finished game's record with the same engine code the service runs:
 *   npm run verify -- record.json
 *   npm run verify -- https://host/play/<id>      (any game page URL, or the record URL itself)
 * Exits 0 when verified, 1 with the first difference, 2 when the record cannot be read.
 */
import { readFile } from "node:fs/promises";
import { verifyRecord, type GameRecord } from "../worker/engine/record";
import { parseRecord } from "../worker/engine/record-schema";
import { games } from "../worker/games";

async function load(source: string): Promise<GameRecord> {
  const parsed = parseRecord(await fetchJson(source));
  if ("problem" in parsed) throw new Error(`not a boxcars-record/1 file: ${parsed.problem}`);
  return parsed.record;
}

async function fetchJson(source: string): Promise<unknown> {
  if (!/^https?:\/\//.test(source)) return JSON.parse(await readFile(source, "utf8"));
  const url = new URL(source);
  const id = /\/(?:play|watch|host|verify|embed)\/([^/#?]+)/.exec(url.pathname)?.[1] ?? /\/api\/games\/([^/]+)/.exec(url.pathname)?.[1];
  if (!id) throw new Error(`not a game URL: ${source}`);
  const response = await fetch(new URL(`/api/games/${id}/record`, url.origin));
  if (!response.ok) throw new Error(`${response.status} from ${response.url}: ${await response.text()}`);
  return response.json();
}

const source = process.argv[2];
if (!source) {
  console.error("usage: npm run verify -- <record.json | game URL>");
  process.exit(2);
}
let record: GameRecord;
try {
  record = await load(source);
} catch (error) {
  console.error(`cannot read the record: ${(error as Error).message}`);
  process.exit(2);
}
const verdict = verifyRecord(games, record);
if (verdict.ok) {
  console.log(`verified: ${record.game} ${record.id}, commitment ${record.commitment.slice(0, 16)}… matches, ${verdict.moves} moves replayed, every roll and state identical`);
} else {
  console.error(`NOT verified at ${verdict.at}: ${verdict.message}`);
  process.exit(1);
}
