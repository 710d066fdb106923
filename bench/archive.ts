/**
 * The archive at scale (issue #32): synthetic finished games of realistic sizes (each one of the real
 * fixture records of all six games, under a new id, names and end time) archived into local R2 and
 * D1 (Miniflare, persisted on disk) by the archive's own code (`worker/archive/writer.ts`), then the
 * board, a filtered board page and record fetches timed with the archive's reader. D1's bytes are the
 * database file's size on disk; R2's are the stored objects' sizes. `--games N` (default 200,000;
 * `--quick` 5,000) sets the count. Calls cross Miniflare's Node binding proxy (a local socket hop),
 * which the Worker would not pay: the times are upper bounds of the storage work.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Miniflare } from "miniflare";
import { legacyView } from "../worker/archive/legacy";
import { archivedRecordBytes, listArchived } from "../worker/archive/reader";
import { gzip, recordKey, viewKey } from "../worker/archive/objects";
import { archiveFinished, indexStatements, type ArchiveInput } from "../worker/archive/writer";
import type { ArchiveEnv } from "../worker/archive/indexes";
import type { GameState } from "../worker/engine/define";
import { replay, type GameRecord } from "../worker/engine/record";
import { games } from "../worker/games";
import { ROOT } from "./dev-server";
import { kb, num, percentile, quick, type SectionResult } from "./report";

const ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
const idOf = (n: number) => {
  let s = "";
  for (let i = 0, x = n * 2654435761 + 12345; i < 12; i++, x = Math.floor(x / 31) + i * 7919)
    s += ALPHABET[x % 31];
  return s;
};

function fixtures(): { record: GameRecord; state: GameState }[] {
  const dir = path.join(ROOT, "test/fixtures/records");
  return readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .map((f) => {
      const record = JSON.parse(readFileSync(path.join(dir, f), "utf8")) as GameRecord;
      let state = null as unknown as GameState;
      const steps = replay(games[record.game]!, record, record.serverSeed!);
      for (let step = steps.next(); !step.done; step = steps.next()) state = step.value.state;
      return { record, state };
    });
}

function dirBytes(dir: string): number {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true }))
    if (entry.isFile()) total += statSync(path.join(entry.parentPath, entry.name)).size;
  return total;
}

const ms = (sorted: number[], p: number) => num(percentile(sorted, p), 1);

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
  const mf = new Miniflare({
    modules: true,
    script: "export default { fetch() { return new Response(null, { status: 204 }); } }",
    d1Databases: ["DB"],
    r2Buckets: ["ARCHIVE"],
    d1Persist: path.join(tmp, "d1"),
    r2Persist: path.join(tmp, "r2"),
  });
  try {
    const d1 = (await mf.getD1Database("DB")) as unknown as D1Database;
    const bucket = (await mf.getR2Bucket("ARCHIVE")) as unknown as R2Bucket;
    const env = { DB: d1, ARCHIVE: bucket } as ArchiveEnv;
    for (const sql of readdirSync(path.join(ROOT, "schema/migrations"))
      .filter((f) => f.endsWith(".sql"))
      .sort()
      .flatMap((f) =>
        readFileSync(path.join(ROOT, "schema/migrations", f), "utf8").split("--> statement-breakpoint"),
      )
      .map((s) => s.replace(/^--.*$/gm, "").trim())
      .filter(Boolean))
      await d1.prepare(sql).run();
    const d1Empty = dirBytes(path.join(tmp, "d1"));

    const sources = fixtures().map(({ record, state }) => ({ record, view: legacyView(record, state)! }));
    const synthetic = (n: number): ArchiveInput => {
      const { record, view } = sources[n % sources.length]!;
      const id = idOf(n);
      const endedAt = new Date(Date.UTC(2026, 0, 1) + n * 60_000).toISOString();
      const names = record.seats.map((s, i) => `${s.name.slice(0, 8)} ${n % 997}-${i}`);
      return {
        record: { ...record, id, endedAt, seats: record.seats.map((s, i) => ({ ...s, name: names[i]! })) },
        view: { ...view, id, endedAt },
        listed: n % 4 !== 0,
      };
    };

    // The archive step, one game at a time as a room runs it (R2 then D1), on a sample.
    const sample = Math.min(200, count);
    const steps = await timed(sample, (i) => archiveFinished(env, synthetic(i)));
    // The rest: each source's objects gzipped once and stored under each new game's keys (the same
    // sizes), and the real index statements, 50 games to a D1 batch (the fill, not timed per game).
    const packed = await Promise.all(
      sources.map(async ({ record, view }) => ({
        record: await gzip(JSON.stringify(record)),
        view: await gzip(JSON.stringify(view)),
        json: JSON.stringify(record).length,
      })),
    );
    let r2Bytes = 0;
    const started = performance.now();
    for (let i = sample; i < count; i += 50) {
      const games = Array.from({ length: Math.min(50, count - i) }, (_, k) => synthetic(i + k));
      await Promise.all(
        games.map(async (game, k) => {
          const bytes = packed[(i + k) % packed.length]!;
          await bucket.put(recordKey(game.record.id), bytes.record);
          await bucket.put(viewKey(game.record.id), bytes.view);
        }),
      );
      // Statements are made one at a time: Miniflare's Node proxy prepares synchronously.
      const batch = games.flatMap((game, k) => {
        const bytes = packed[(i + k) % packed.length]!;
        return indexStatements(d1, game, { recordBytes: bytes.json, gzipBytes: bytes.record.length });
      });
      await d1.batch(batch);
      if (i % 5000 < 50) process.stdout.write(`archive: ${i} of ${count} games\n`);
    }
    const fillSeconds = (performance.now() - started) / 1000;
    r2Bytes = dirBytes(path.join(tmp, "r2"));
    const d1Bytes = dirBytes(path.join(tmp, "d1")) - d1Empty;

    const board = await timed(100, () => listArchived(env, { limit: 50 }));
    const filtered = await timed(100, (i) =>
      listArchived(env, {
        game: "boxcars-rails",
        players: 3,
        bots: "none",
        before: new Date(Date.UTC(2026, 0, 1) + ((i * 7919) % count) * 60_000).toISOString(),
        limit: 50,
      }),
    );
    const fetches = await timed(200, async (i) => {
      const stored = await archivedRecordBytes(env, idOf((i * 104729) % count));
      await new Response(stored!.body).arrayBuffer();
    });

    const perGameD1 = d1Bytes / count;
    return {
      title: `Archive: ${num(count)} finished games in local R2 and D1`,
      tables: [
        {
          header: ["figure", "value"],
          rows: [
            ["games archived", num(count)],
            ["D1 bytes / game (index row, results, indexes)", num(perGameD1)],
            ["R2 bytes / game (record + view, gzipped)", num(r2Bytes / count)],
            ["board, first page of 50: p50 / p95 ms", `${ms(board, 50)} / ${ms(board, 95)}`],
            [
              "board, filtered page (rail, 3 players, no bots, before t): p50 / p95 ms",
              `${ms(filtered, 50)} / ${ms(filtered, 95)}`,
            ],
            ["record fetch (stored gzip bytes): p50 / p95 ms", `${ms(fetches, 50)} / ${ms(fetches, 95)}`],
            [
              "archive step (R2 record + view, D1 batch): p50 / p95 ms",
              `${ms(steps, 50)} / ${ms(steps, 95)}`,
            ],
            ["fill rate (50 games a D1 batch)", `${num((count - sample) / fillSeconds)} games/s`],
          ],
        },
      ],
      notes: [
        `${sources.length} fixture records of all six games (test/fixtures/records), each archived under many ids; D1 size ${kb(d1Bytes)}, R2 ${kb(r2Bytes)}.`,
        "Times are through Miniflare's Node binding proxy (one local socket hop a call) on this machine: upper bounds of what the Worker pays.",
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
