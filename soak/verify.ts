/**
 * After play: every game's record, fetched over HTTP, must hold exactly the acknowledged moves in
 * order, pass the schema, the commitment check and the full replay; and every finished game must be
 * in D1 (read both through the public list and straight from the local D1 database).
 */
import { canonical } from "../worker/engine/canonical";
import { verifyRecord, type ShownRecord } from "../worker/engine/record";
import { parseRecord } from "../worker/engine/record-schema";
import { games } from "../worker/games";
import type { Client, GameRun } from "./player";
import { compareMoves } from "./player";
import { pool, sleep, type Failure } from "./common";
import { queryD1 } from "./server";

export interface Checked {
  records: Map<string, ShownRecord>;
  inOrder: number;
  verified: number;
  inD1: number;
  listed: number;
  listExpected: number;
}

interface D1Row {
  id: string;
  game: string;
  players: number;
  commitment: string;
  moves: number;
  seed: string | null;
  last: string | null;
  results: number;
}

/** Fetches and checks every finished game's record; returns them for the D1 comparison. */
export async function checkRecords(
  client: Client,
  runs: GameRun[],
  failures: Failure[],
): Promise<Pick<Checked, "records" | "inOrder" | "verified">> {
  const records = new Map<string, ShownRecord>();
  let inOrder = 0,
    verified = 0;
  const fail = (run: GameRun, what: string): void => {
    failures.push({ game: run.plan.game, id: run.id, what });
  };
  // Fetch with some concurrency; the replay is CPU work in this process.
  await pool(
    runs.filter((r) => r.id && r.finished),
    8,
    async (run) => {
      const path = `/api/games/${run.id}/record`;
      const answer = await client.call("GET", path);
      if (answer.status !== 200)
        return fail(run, `GET ${path} -> ${answer.status} ${JSON.stringify(answer.json).slice(0, 300)}`);
      const parsed = parseRecord(answer.json);
      if ("problem" in parsed) return fail(run, `GET ${path}: not a valid record: ${parsed.problem}`);
      const record = parsed.record;
      records.set(run.id!, record);
      const header = [
        record.id !== run.id && `id ${record.id}`,
        record.game !== run.plan.game && `game ${record.game}`,
        record.seats.length !== run.plan.seats && `${record.seats.length} seats`,
        record.commitment !== run.commitment &&
          `commitment ${record.commitment} (creation said ${run.commitment})`,
        !record.serverSeed && "no server seed",
        !record.endedAt && "no endedAt",
      ].filter(Boolean);
      if (header.length) fail(run, `record of ${run.id}: ${header.join(", ")}`);
      const order = compareMoves(record, run.acks);
      if (order) fail(run, `record of ${run.id}: ${order}`);
      else inOrder++;
      const verdict = verifyRecord(games, record);
      if (!verdict.ok) fail(run, `record of ${run.id} does not verify at ${verdict.at}: ${verdict.message}`);
      else if (canonical(verdict.result) !== canonical(run.result))
        fail(
          run,
          `record of ${run.id}: replayed result ${canonical(verdict.result)}, the game said ${canonical(run.result)}`,
        );
      else verified++;
    },
  );
  return { records, inOrder, verified };
}

function readD1(app: string, persist: string): D1Row[] {
  return queryD1<D1Row>(
    app,
    persist,
    [
      "SELECT f.id, f.game, f.players, f.commitment,",
      "json_array_length(f.record, '$.moves') AS moves, json_extract(f.record, '$.serverSeed') AS seed,",
      "json_extract(f.record, '$.moves[#-1].stateHash') AS last,",
      "(SELECT COUNT(*) FROM game_results r WHERE r.game_id = f.id) AS results",
      "FROM finished_games f",
    ].join(" "),
  );
}

/**
 * Waits (bounded) until every finished game is archived in D1, then compares each row with the
 * record the room served. Also reads the public finished list (newest 100 per game).
 */
export async function checkD1(
  client: Client,
  app: string,
  persist: string,
  runs: GameRun[],
  records: Map<string, ShownRecord>,
  failures: Failure[],
  waitMs = 90_000,
): Promise<Pick<Checked, "inD1" | "listed" | "listExpected">> {
  const finished = runs.filter((r) => r.id && r.finished);
  const deadline = Date.now() + waitMs;
  let rows = new Map<string, D1Row>();
  for (;;) {
    rows = new Map(readD1(app, persist).map((row) => [row.id, row]));
    if (finished.every((r) => rows.has(r.id!)) || Date.now() > deadline) break;
    await sleep(3000);
  }
  let inD1 = 0;
  for (const run of finished) {
    const row = rows.get(run.id!);
    if (!row) {
      failures.push({
        game: run.plan.game,
        id: run.id,
        what: `finished game ${run.id} is not in D1 ${Math.round(waitMs / 1000)} s after the run (finished_games has no row)`,
      });
      continue;
    }
    const record = records.get(run.id!);
    const problems = [
      row.game !== run.plan.game && `game ${row.game}`,
      row.players !== run.plan.seats && `players ${row.players}`,
      row.commitment !== run.commitment && `commitment ${row.commitment}`,
      row.moves !== run.acks.length && `${row.moves} moves (acknowledged ${run.acks.length})`,
      record && row.seed !== record.serverSeed && "server seed differs from the room's record",
      record &&
        row.last !== (record.moves.at(-1)?.stateHash ?? null) &&
        "last state hash differs from the room's record",
      row.results !== run.plan.seats && `${row.results} game_results rows`,
    ].filter(Boolean);
    if (problems.length)
      failures.push({ game: run.plan.game, id: run.id, what: `D1 row of ${run.id}: ${problems.join(", ")}` });
    else inD1++;
  }

  // The public list: the newest (up to) 100 finished games of each game must be ours, all of them.
  let listed = 0,
    listExpected = 0;
  for (const game of new Set(finished.map((r) => r.plan.game))) {
    const path = `/api/games?status=finished&game=${encodeURIComponent(game)}&limit=100`;
    const answer = await client.call("GET", path);
    if (answer.status !== 200) {
      failures.push({
        game,
        id: null,
        what: `GET ${path} -> ${answer.status} ${JSON.stringify(answer.json).slice(0, 300)}`,
      });
      continue;
    }
    const ours = finished
      .filter((r) => r.plan.game === game)
      .sort((a, b) => (records.get(b.id!)?.endedAt ?? "").localeCompare(records.get(a.id!)?.endedAt ?? ""));
    // Games that ended in the same millisecond as the 101st may or may not make the cut.
    const cut = ours.length > 100 ? (records.get(ours[100].id!)?.endedAt ?? "") : "";
    const newest = ours.slice(0, 100).filter((r) => (records.get(r.id!)?.endedAt ?? "") > cut);
    const ids = new Set((answer.json.games as { id: string }[]).map((g) => g.id));
    listExpected += newest.length;
    for (const run of newest) {
      if (ids.has(run.id!)) listed++;
      else failures.push({ game, id: run.id, what: `GET ${path} does not list finished game ${run.id}` });
    }
  }
  return { inD1, listed, listExpected };
}
