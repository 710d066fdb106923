/**
 * Verifies a finished game's record with the same engine code the service runs:
 *   npm run verify -- record.json
 *   npm run verify -- https://host/play/<id>      (any game page URL, or the record URL itself)
 * Exits 0 when verified, 1 with the first difference, 2 when the record cannot be read or checked
 * (not JSON, not a record, an unknown game, options the game does not have, a newer rules version).
 */
import { readFile } from "node:fs/promises";
import { jsonTextProblem, MAX_JSON_DEPTH, protoMember } from "../worker/api/http";
import { verifyRecord, type ShownRecord, type Verdict } from "../worker/engine/record";
import { parseRecord } from "../worker/engine/record-schema";
import { seatKeyProblems } from "../worker/engine/seat-keys";
import { games } from "../worker/games";

/** Verdicts that say the record cannot be checked here at all, rather than where it differs. */
const UNCHECKABLE = new Set(["format", "game", "rules", "options"]);

async function load(source: string): Promise<ShownRecord> {
  const text = await fetchText(source);
  const problem = jsonTextProblem(text, MAX_JSON_DEPTH, Infinity);
  if (problem) throw new Error(problem.message);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new Error("the file is not JSON");
  }
  const proto = protoMember(value);
  if (proto)
    throw new Error(`not a boxcars-record/1 file: ${proto}: a member named __proto__ is not allowed`);
  const parsed = parseRecord(value);
  if ("problem" in parsed) throw new Error(`not a boxcars-record/1 file: ${parsed.problem}`);
  return parsed.record;
}

async function fetchText(source: string): Promise<string> {
  if (!/^https?:\/\//.test(source)) return readFile(source, "utf8");
  const url = new URL(source);
  const id =
    /\/(?:play|watch|host|verify|embed)\/([^/#?]+)/.exec(url.pathname)?.[1] ??
    /\/api\/games\/([^/]+)/.exec(url.pathname)?.[1];
  if (!id) throw new Error(`not a game URL: ${source}`);
  const response = await fetch(new URL(`/api/games/${id}/record`, url.origin));
  if (!response.ok) throw new Error(`${response.status} from ${response.url}: ${await response.text()}`);
  return response.text();
}

function fail(message: string, code: number): never {
  console.error(message);
  process.exit(code);
}

const source = process.argv[2];
if (!source) fail("usage: npm run verify -- <record.json | game URL>", 2);
let record: ShownRecord;
try {
  record = await load(source);
} catch (error) {
  fail(`cannot read the record: ${(error as Error).message}`, 2);
}
let verdict: Verdict;
try {
  verdict = verifyRecord(games, record);
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
    `verified: ${record.game} ${record.id}, commitment ${record.commitment.slice(0, 16)}… matches, ${verdict.moves} moves replayed, every roll and state identical${keyed}`,
  );
} else if (UNCHECKABLE.has(verdict.at)) {
  fail(`cannot verify the record: ${verdict.message}`, 2);
} else {
  fail(`NOT verified at ${verdict.at}: ${verdict.message}`, 1);
}
