/**
 * Verifies a finished game's record with the same engine code the service runs:
 *   npm run verify -- record.json
 *   npm run verify -- https://host/play/<id>      (any game page URL, or the record URL itself: record-source.ts)
 *   npm run verify -- fork.json --parent parent.json   (a fork verifies with its parents; from a URL
 *                                                       they are fetched from the same server)
 * Exits 0 when verified, 1 with the first difference, 2 when the record cannot be read or checked
 * (not JSON, not a record, an unknown game, options the game does not have, a newer rules version).
 */
import { verifyRecord, type ShownRecord, type Verdict } from "../worker/engine/record";
import { seatKeyProblems } from "../worker/engine/seat-keys";
import { games } from "../worker/games";
import { load, loadParents } from "./record-source";

/** Verdicts that say the record cannot be checked here at all, rather than where it differs. */
const UNCHECKABLE = new Set(["format", "game", "rules", "options"]);

function fail(message: string, code: number): never {
  console.error(message);
  process.exit(code);
}

const args = process.argv.slice(2);
const given = args.flatMap((a, i) => (args[i - 1] === "--parent" ? [a] : []));
const source = args.find((a, i) => !a.startsWith("--") && args[i - 1] !== "--parent");
if (!source) fail("usage: npm run verify -- <record.json | game URL> [--parent <record.json | URL>]...", 2);
let record: ShownRecord;
let parents: ShownRecord[];
try {
  record = await load(source);
  parents = await loadParents(record, source, given);
} catch (error) {
  fail(`cannot read the record: ${(error as Error).message}`, 2);
}
let verdict: Verdict;
try {
  verdict = verifyRecord(games, record, parents);
} catch (error) {
  // A record the engine cannot replay at all; a bug of ours, but the answer is still "no verdict".
  fail(`cannot verify the record: the replay failed (${(error as Error).message})`, 2);
}
const keys = await seatKeyProblems(record);
if (verdict.ok && keys.problems.length > 0) {
  fail(`NOT verified at player keys: ${keys.problems.join("; ")}`, 1);
} else if (verdict.ok) {
  const keyed = keys.keyed
    ? `, ${keys.keyed} seat${keys.keyed === 1 ? "'s" : "s'"} player key signatures good`
    : "";
  console.log(
    `verified: ${record.game} ${record.id}, commitment ${record.commitment.slice(0, 16)}… matches, ${verdict.moves} moves replayed, every roll and state identical${record.forkedFrom ? ` (a fork of ${record.forkedFrom.id} at move ${record.forkedFrom.move}, verified with it)` : ""}${keyed}`,
  );
} else if (UNCHECKABLE.has(verdict.at)) {
  fail(`cannot verify the record: ${verdict.message}`, 2);
} else {
  fail(`NOT verified at ${verdict.at}: ${verdict.message}`, 1);
}
