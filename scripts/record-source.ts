/**
 * Reads a game record for the command-line tools (verify, luck): a record file, or a game page URL
 * (any of /play, /watch, /host, /verify, /embed, /replay) or the record URL itself, fetched from its server.
 */
import { readFile } from "node:fs/promises";
import { jsonTextProblem, MAX_JSON_DEPTH, protoMember } from "../worker/input/json";
import type { ShownRecord } from "../worker/engine/record";
import { parseRecord } from "../worker/engine/record-schema";

export async function load(source: string): Promise<ShownRecord> {
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
    /\/(?:play|watch|host|verify|embed|replay)\/([^/#?]+)/.exec(url.pathname)?.[1] ??
    /\/api\/games\/([^/]+)/.exec(url.pathname)?.[1];
  if (!id) throw new Error(`not a game URL: ${source}`);
  const response = await fetch(new URL(`/api/games/${id}/record`, url.origin));
  if (!response.ok) throw new Error(`${response.status} from ${response.url}: ${await response.text()}`);
  return response.text();
}

/**
 * The parents a fork verifies with (its parent, the parent's parent, ...): each from `given` (files
 * or URLs named with `--parent`) when there, else fetched from the origin of `source` when it is a
 * URL. Stops at a record that is no fork.
 */
export async function loadParents(
  record: ShownRecord,
  source: string,
  given: readonly string[],
): Promise<ShownRecord[]> {
  const known = await Promise.all(given.map(load));
  const parents: ShownRecord[] = [];
  for (let at = record; at.forkedFrom; ) {
    const id = at.forkedFrom.id;
    let parent = known.find((p) => p.id === id);
    if (!parent && /^https?:\/\//.test(source))
      parent = await load(new URL(`/api/games/${encodeURIComponent(id)}/record`, source).href);
    if (!parent) throw new Error(`a fork of ${id}: name its record with --parent <file | URL>`);
    if (parents.some((p) => p.id === parent!.id)) throw new Error(`the forks' parents loop at ${id}`);
    parents.push(parent);
    at = parent;
  }
  return parents;
}
