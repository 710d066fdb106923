/**
 * Prints the luck report of a finished game (docs/luck.md), computed from its record alone with the
 * same engine code the pages run, so anyone gets the same numbers:
 *   npm run luck -- record.json
 *   npm run luck -- https://host/play/<id>      (any game page URL, or the record URL itself)
 *   npm run luck -- record.json --json           (the report as JSON)
 *   npm run luck -- fork.json --parent parent.json   (a fork plays from its parent's position; from a URL
 *                                                    the parents are fetched from the same server)
 * Exits 0 with the report, 2 when the record cannot be read or is not of a finished game.
 */
import { luckReport } from "../worker/engine/luck/report";
import { reportText } from "../worker/engine/luck/words";
import type { ShownRecord } from "../worker/engine/record";
import { games } from "../worker/games";
import { recordedPosition } from "../worker/engine/recorded";
import { load, loadParents } from "./record-source";

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

const args = process.argv.slice(2);
const given = args.flatMap((a, i) => (args[i - 1] === "--parent" ? [a] : []));
const source = args.find((a, i) => !a.startsWith("--") && args[i - 1] !== "--parent");
if (!source)
  fail("usage: npm run luck -- <record.json | game URL> [--parent <record.json | URL>]... [--json]");
let record: ShownRecord;
let parents: ShownRecord[];
try {
  record = await load(source);
  parents = await loadParents(record, source, given);
} catch (error) {
  fail(`cannot read the record: ${(error as Error).message}`);
}
const game = games[record.game];
if (!game) fail(`cannot report on the record: unknown game ${record.game}`);
const from = recordedPosition(game, record, parents);
if (from === null)
  fail(
    `cannot report on the record: its parent ${record.forkedFrom?.id} does not replay to move ${record.forkedFrom?.move}`,
  );
try {
  const report = luckReport(game, record, undefined, from);
  console.log(args.includes("--json") ? JSON.stringify(report, null, 2) : reportText(report).join("\n"));
} catch (error) {
  fail(`cannot report on the record: ${(error as Error).message}`);
}
