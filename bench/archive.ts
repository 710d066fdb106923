/**
 * The archive at scale (issue #32): synthetic finished games of realistic sizes (each one of the real
 * fixture records of all six games, under a new id, end time, names and player keys:
 * bench/archive-games.ts) archived into local R2 and D1 (Miniflare, persisted on disk), then the
 * real Worker's read routes timed at that size: the board's first and a filtered page, a record, an
 * archived game's answer (a solo one with its rank), a player's page and a game's leaderboard.
 *
 * The Worker is bench/archive-worker.ts (the real one plus `/bench/*`), built as `wrangler deploy`
 * builds, with wrangler.toml's bindings. It fills the archive from inside workerd, a batch of games
 * a call, with the archive's own index statements (`indexStatements`) for every game and, for one
 * game in R2_SHARE, its source's gzipped record and view under the new game's keys; a sample of
 * games goes through the room's whole step (`archiveFinished`) and is timed. D1's bytes are the database file's size on disk, R2's the
 * bucket's folder (objects and their metadata). `--games N` (default 200,000; `--quick` 5,000).
 * Times are from this process over a local socket: upper bounds of what the Worker pays.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { legacyView } from "../worker/archive/legacy";
import type { GameState } from "../worker/engine/define";
import { replay, type GameRecord } from "../worker/engine/record";
import { games } from "../worker/games";
import { endOf, fingerprintOf, idOf, inR2, PLAYERS, R2_SHARE, type Source } from "./archive-games";
import { ROOT } from "./dev-server";
import { startLocalWorker } from "./miniflare-server";
import { kb, num, percentile, quick, type SectionResult } from "./report";

/** Games a fill call writes (its R2 puts at once, its index rows in one D1 batch). */
const BATCH = 100;

function fixtures(): Source[] {
  const dir = path.join(ROOT, "test/fixtures/records");
  return readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort()
    .map((f) => {
      const record = JSON.parse(readFileSync(path.join(dir, f), "utf8")) as GameRecord;
      let state = null as unknown as GameState;
      const steps = replay(games[record.game]!, record, record.serverSeed!);
      for (let step = steps.next(); !step.done; step = steps.next()) state = step.value.state;
      return { record, view: legacyView(record, state)! };
    });
}

function dirBytes(dir: string): number {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true }))
    if (entry.isFile()) total += statSync(path.join(entry.parentPath, entry.name)).size;
  return total;
}

const ms = (sorted: number[], p: number) => num(percentile(sorted, p), 1);
const p50p95 = (sorted: number[]) => `${ms(sorted, 50)} / ${ms(sorted, 95)}`;

async function timed(n: number, call: (i: number) => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await call(i);
    times.push(performance.now() - t);
  }
  return times.sort((a, b) => a - b);
}

export async function archiveSection(): Promise<SectionResult> {
  const count = Number(process.env.BOXCARS_BENCH_ARCHIVE_GAMES ?? (quick() ? 5_000 : 200_000));
  const tmp = mkdtempSync(path.join(tmpdir(), "boxcars-archive-bench-"));
  const mf = await startLocalWorker(ROOT, tmp, "bench/archive-worker.ts");
  try {
    const origin = (await mf.ready).origin;
    const sources = fixtures();
    const call = async (route: string, init?: RequestInit): Promise<Response> => {
      for (let attempt = 0; ; attempt++) {
        // A dropped local connection is tried again (every bench route may run twice: the same
        // bytes under the same keys, inserts that skip rows that exist).
        const res = await fetch(`${origin}${route}`, init).catch((error) => {
          if (attempt > 5) throw error;
          console.warn(`${route}: ${error} (${error.cause ?? ""}); again`);
          return null;
        });
        if (!res) continue;
        if (res.status !== 409 || attempt > 5) {
          if (!res.ok) throw new Error(`${route}: ${res.status} ${await res.text()}`);
          return res;
        }
        console.warn(`${route}: the Worker had no sources (a new isolate); sent again`);
        await fetch(`${origin}/bench/sources`, { method: "POST", body: JSON.stringify(sources) });
      }
    };
    await call("/bench/sources", { method: "POST", body: JSON.stringify(sources) });
    await call("/bench/players", { method: "POST" });
    // The index's own bytes: after the schema and the players' rows (a per-player, not per-game, cost).
    const d1Empty = dirBytes(path.join(tmp, "d1"));

    // The room's own step, one game at a time (R2 record, R2 view, one D1 batch), on a sample.
    const sample = Math.min(200, count);
    const steps = await timed(sample, (i) => call(`/bench/archive?n=${i}`, { method: "POST" }));
    const started = performance.now();
    for (let from = sample; from < count; from += BATCH) {
      await call(`/bench/fill?from=${from}&count=${Math.min(BATCH, count - from)}`, { method: "POST" });
      if (from % 10_000 < BATCH || process.env.BENCH_VERBOSE)
        process.stdout.write(
          `archive: ${num(from)} of ${num(count)} games, ${num((performance.now() - started) / 1000, 1)} s\n`,
        );
    }
    const fillSeconds = (performance.now() - started) / 1000;
    const r2Bytes = dirBytes(path.join(tmp, "r2"));
    const d1Bytes = dirBytes(path.join(tmp, "d1")) - d1Empty;

    const read = async (route: string) => (await call(route)).arrayBuffer();
    // Games read: spread over the whole archive, among those whose objects are in R2 (inR2).
    const round = sources.length * R2_SHARE;
    const rounds = Math.ceil(count / round);
    const stored = (i: number, source: number) => Math.min(((i * 7919) % rounds) * round + source, count - 1);
    const someGame = (i: number) => idOf(stored(i, i % sources.length));
    // A game made from a one-seat source: its answer carries its rank among every archived solo game.
    const soloSource = sources.findIndex((s) => s.record.seats.length === 1);
    const soloGame = (i: number) => idOf(stored(i, soloSource));
    const board = await timed(100, () => read("/api/games?status=finished&limit=50"));
    const filtered = await timed(100, (i) =>
      read(
        `/api/games?status=finished&game=boxcars-rails&players=3&bots=none&limit=50&before=${endOf((i * 7919) % count)}`,
      ),
    );
    const records = await timed(200, (i) => read(`/api/games/${someGame(i)}/record`));
    const answers = await timed(200, (i) => read(`/api/games/${someGame(i)}`));
    const solo = await timed(100, (i) => read(`/api/games/${soloGame(i)}`));
    const playerPages = await timed(20, (i) => read(`/api/players/${fingerprintOf((i * 997) % PLAYERS)}`));
    const rated = (game: string) =>
      Math.round(((count / 3) * 2 * sources.filter((s) => s.record.game === game).length) / sources.length);
    const leaderboard = await timed(3, () => read("/api/ratings/boxcars-rw"));

    const perGameD1 = d1Bytes / count;
    let inBucket = sample;
    for (let n = sample; n < count; n++) if (inR2(n, sources.length)) inBucket++;
    const perGameR2 = r2Bytes / inBucket;
    return {
      title: `Archive: ${num(count)} finished games in local R2 and D1`,
      tables: [
        {
          header: ["figure", "value"],
          rows: [
            ["games archived (in the D1 index)", num(count)],
            ["of which with their record and view in R2 (every source alike)", num(inBucket)],
            ["D1 bytes / game (index row, results, indexes)", num(perGameD1)],
            ["R2 bytes / game (record + view, gzipped, with metadata)", num(perGameR2)],
            ["board, first page of 50 (GET /api/games?status=finished): p50 / p95 ms", p50p95(board)],
            ["board, filtered page (rail, 3 players, no bots, before t): p50 / p95 ms", p50p95(filtered)],
            ["record (GET /api/games/:id/record, stored gzip bytes): p50 / p95 ms", p50p95(records)],
            ["archived game's answer (GET /api/games/:id): p50 / p95 ms", p50p95(answers)],
            ["archived solo game's answer, with its rank: p50 / p95 ms", p50p95(solo)],
            [
              `player's page (GET /api/players/:key, ~${num((count * 2.4) / PLAYERS)} games each): p50 / p95 ms`,
              p50p95(playerPages),
            ],
            [
              `leaderboard (GET /api/ratings/boxcars-rw, ~${num(rated("boxcars-rw"))} rated games): p50 / max ms`,
              `${ms(leaderboard, 50)} / ${ms(leaderboard, 100)}`,
            ],
            ["archive step (R2 record + view, D1 batch): p50 / p95 ms", p50p95(steps)],
            [
              `fill rate (${BATCH} games a call, inside workerd)`,
              `${num((count - sample) / fillSeconds)} games/s`,
            ],
          ],
        },
      ],
      notes: [
        `${sources.length} fixture records of all six games (test/fixtures/records), each archived under many ids, people's seats keyed by ${num(PLAYERS)} players; D1 file ${kb(d1Bytes)}, R2 folder ${kb(r2Bytes)}.`,
        `Every game is in the index; one in ${R2_SHARE} (whole rounds of the sources, so the same mix) has its objects in R2, and the record and answer reads pick among those: a local R2 put takes about 9 ms here, and R2's reads do not depend on how many objects it holds.`,
        "Reads are the real Worker's routes on workerd (Miniflare), timed from Node over a local socket; a leaderboard is computed from every rated game of its game at each request.",
      ],
      targets: [
        { name: "archive: D1 bytes a game", value: num(perGameD1), goal: "<= 2,048", met: perGameD1 <= 2048 },
      ],
    };
  } finally {
    await mf.dispose();
    rmSync(tmp, { recursive: true, force: true });
  }
}
