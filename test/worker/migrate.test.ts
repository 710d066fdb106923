/// <reference types="vite/client" />
/**
 * Moving games archived before R2 (whole records in D1's `finished_games`) to R2 and the index:
 * real fixture records of both formats and every game, stopped part way and resumed, every moved
 * record read back equal and verifying, old links answering throughout; and an index over two D1
 * databases (DB and the older DB_PREVIOUS, vitest.config.ts) listed as one board.
 */
import {
  createExecutionContext,
  createScheduledController,
  env,
  runDurableObjectAlarm,
  runInDurableObject,
  waitOnExecutionContext,
} from "cloudflare:test";
import worker from "../../worker/index";
import { describe, expect, it, vi } from "vitest";
import { archivedGame, archivedRecord, listArchived } from "../../worker/archive/reader";
import { migrateBatch } from "../../worker/archive/migrate";
import { canonical } from "../../worker/engine/canonical";
import { replay, verifyRecord, type GameRecord } from "../../worker/engine/record";
import { games } from "../../worker/games";
import type { GameResponse } from "../../worker/wire";
import { api, claimAll, createGame, flakyBucket, playToEnd, roomGone, roomStub } from "./support";

const fixtures = import.meta.glob<GameRecord>("../fixtures/records/*.json", {
  eager: true,
  import: "default",
});
const all = Object.entries(fixtures).map(([file, record]) => ({ file, record: structuredClone(record) }));

/** The final state of a record, replayed (what the old archive stored beside it). */
function finalState(record: GameRecord): unknown {
  const steps = replay(games[record.game]!, record, record.serverSeed!);
  let state: unknown = null;
  for (let step = steps.next(); !step.done; step = steps.next()) state = step.value.state;
  return state;
}

/** A game as the old archive wrote it: the row with record and final state, and its results. */
async function oldRow(d1: D1Database, record: GameRecord): Promise<void> {
  const place = new Map<number, number>();
  let next = 1;
  for (const group of record.result!.ranking) {
    for (const seat of group) place.set(seat, next);
    next += group.length;
  }
  await d1.batch([
    d1
      .prepare(
        `INSERT INTO finished_games (id, game, players, bots, listed, created_at, ended_at, commitment, record, final_state)
         VALUES (?1, ?2, ?3, 0, 1, ?4, ?5, ?6, ?7, ?8)`,
      )
      .bind(
        record.id,
        record.game,
        record.seats.length,
        record.createdAt,
        record.endedAt,
        record.commitment,
        JSON.stringify(record),
        JSON.stringify(finalState(record)),
      ),
    ...record.seats.map((s) =>
      d1
        .prepare("INSERT INTO game_results (game_id, seat, name, score, place) VALUES (?1, ?2, ?3, ?4, ?5)")
        .bind(record.id, s.seat, s.name, record.result!.scores[s.seat] ?? 0, place.get(s.seat)!),
    ),
  ]);
}

const sameValue = (a: unknown, b: unknown) => canonical(a) === canonical(b);
const count = async (d1: D1Database, sql: string) => (await d1.prepare(sql).first<{ n: number }>())!.n;

describe("the archive migration", () => {
  it("moves fixture records of every format and game, stopped and resumed, old links answering throughout", async () => {
    // Two old fixtures share ids with others ("fixture1", "fixture2"): they go in a second round.
    const seen = new Set<string>();
    const first = all.filter(({ record }) => !seen.has(record.id) && seen.add(record.id));
    const second = all.filter((f) => !first.includes(f));
    expect(new Set(all.map((f) => f.record.game))).toEqual(new Set(Object.keys(games)));
    expect(new Set(all.map((f) => f.record.format))).toEqual(
      new Set(["boxcars-record/1", "boxcars-record/2"]),
    );

    for (const round of [first, second]) {
      // The older ones in the older index database: the migration walks both.
      for (const [i, { record }] of round.entries())
        await oldRow(i % 3 === 2 ? env.DB_PREVIOUS : env.DB, record);
      const before = new Map<string, GameResponse>();
      for (const { record } of round) before.set(record.id, (await archivedGame(env, record.id))!);

      // Stopped part way: R2 refuses the fourth game's view (of two: the second's record); those before are moved and kept.
      const failAt = round.length >= 4 ? 8 : 3;
      const flaky = flakyBucket(env.ARCHIVE, (_key, n) => n === failAt);
      await expect(migrateBatch({ ...env, ARCHIVE: flaky }, 50)).rejects.toThrow("R2 is away");
      // Old links answer, moved or not, the same.
      for (const { record } of round) {
        expect(await archivedGame(env, record.id)).toEqual(before.get(record.id));
        expect(await archivedRecord(env, record.id)).toEqual(record);
      }
      // Resumed in small batches until done.
      let step = await migrateBatch(env, 2);
      for (let i = 0; !step.done; i++) {
        if (i > 20) throw new Error("the migration did not finish");
        step = await migrateBatch(env, 2);
      }
      for (const { record } of round) {
        const id = record.id;
        const stored = await env.ARCHIVE.get(`records/${id}.json.gz`);
        expect(stored, id).not.toBeNull();
        const back = await archivedRecord(env, id);
        expect(sameValue(back, record), id).toBe(true);
        expect(verifyRecord(games, back!), id).toMatchObject({ ok: true });
        expect(await archivedGame(env, id)).toEqual(before.get(id));
      }
      for (const d1 of [env.DB, env.DB_PREVIOUS]) {
        // Each moved row is deleted: the old table empties itself (its results stay, the index's now).
        expect(await count(d1, "SELECT COUNT(*) AS n FROM finished_games")).toBe(0);
        expect(
          await count(
            d1,
            "SELECT COUNT(*) AS n FROM finished_games WHERE id NOT IN (SELECT id FROM archived_games)",
          ),
        ).toBe(0);
      }
      // Run again: nothing more to do, nothing duplicated.
      expect(await migrateBatch(env, 50)).toMatchObject({ moved: 0, done: true });
      const ids = round.map((f) => f.record.id);
      const indexed = await Promise.all(
        [env.DB, env.DB_PREVIOUS].map((d1) =>
          d1
            .prepare(`SELECT COUNT(*) AS n FROM archived_games WHERE id IN (${ids.map(() => "?").join(",")})`)
            .bind(...ids)
            .first<{ n: number }>(),
        ),
      );
      expect(indexed.reduce((n, r) => n + r!.n, 0)).toBe(round.length);
      // Clear the round (ids repeat in the next one).
      for (const d1 of [env.DB, env.DB_PREVIOUS])
        for (const [table, key] of [
          ["archived_games", "id"],
          ["finished_games", "id"],
          ["game_results", "game_id"],
        ])
          await d1
            .prepare(`DELETE FROM ${table} WHERE ${key} IN (${ids.map(() => "?").join(",")})`)
            .bind(...ids)
            .run();
      await env.ARCHIVE.delete(ids.flatMap((id) => [`records/${id}.json.gz`, `views/${id}.json.gz`]));
    }
  }, 60_000);

  it("lists one board across the index databases, newest first, with filters and paging", async () => {
    const game = "mr-natural";
    const ended = (i: number) => new Date(Date.UTC(2030, 0, 1, 0, i)).toISOString();
    const row = (d1: D1Database, i: number, players: number) =>
      d1
        .prepare(
          `INSERT INTO archived_games (id, game, options_digest, players, bots, listed, created_at, ended_at,
             commitment, names, r2_key, record_bytes, gzip_bytes)
           VALUES (?1, ?2, '', ?3, 0, 1, ?4, ?4, '', '[]', '', 0, 0)`,
        )
        .bind(`spanboard${String(i).padStart(3, "0")}`, game, players, ended(i));
    // Even minutes in DB, odd ones in the older DB_PREVIOUS; the newest games are in both.
    await env.DB.batch([0, 2, 4, 6, 8].map((i) => row(env.DB, i, i === 4 ? 2 : 1)));
    await env.DB_PREVIOUS.batch([1, 3, 5, 7, 9].map((i) => row(env.DB_PREVIOUS, i, i === 5 ? 2 : 1)));
    const ids = (list: { id: string }[]) =>
      list.filter((g) => g.id.startsWith("spanboard")).map((g) => g.id.slice(-2));
    const page1 = await listArchived(env, { game, limit: 4, before: ended(10) });
    expect(ids(page1)).toEqual(["09", "08", "07", "06"]);
    const page2 = await listArchived(env, { game, limit: 4, before: page1.at(-1)!.endedAt });
    expect(ids(page2)).toEqual(["05", "04", "03", "02"]);
    const twos = await listArchived(env, { game, players: 2, limit: 10, before: ended(10) });
    expect(ids(twos)).toEqual(["05", "04"]);
    // The same through the API.
    const res = await api("GET", `/api/games?status=finished&game=${game}&limit=3&before=${ended(10)}`);
    expect(ids(res.body.games)).toEqual(["09", "08", "07"]);
  });

  it("migration 0008: deletes the rows moved before it (columns cleared), never one still to move; indexes results by player", async () => {
    const [cleared, waiting] = all.slice(0, 2).map((f) => f.record);
    await oldRow(env.DB, cleared!);
    await oldRow(env.DB, waiting!);
    await env.DB.prepare("UPDATE finished_games SET record = '', final_state = '' WHERE id = ?1")
      .bind(cleared!.id)
      .run();
    const m0008 = env.TEST_MIGRATIONS.find((m) => m.name.startsWith("0008_"))!;
    for (const sql of m0008.queries) await env.DB.prepare(sql).run();
    const left = await env.DB.prepare("SELECT id FROM finished_games").all<{ id: string }>();
    expect(left.results.map((r) => r.id)).toEqual([waiting!.id]);
    expect(await count(env.DB, "SELECT COUNT(*) AS n FROM game_results")).toBe(
      cleared!.seats.length + waiting!.seats.length,
    );
    // A player's results are found by their key, not by reading every result (a player's page).
    const plan = await env.DB.prepare("EXPLAIN QUERY PLAN SELECT * FROM game_results WHERE player = ?1")
      .bind("0".repeat(32))
      .all<{ detail: string }>();
    expect(plan.results.map((r) => r.detail).join(" ")).toContain("USING INDEX game_results_player");
  });

  it("archives a room the code before R2 kept (record in finished_games, a 30-day delete alarm) to R2 with its later talk; the migration keeps that", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const DAY = 24 * 3600_000;
    vi.setSystemTime(Date.parse("2031-05-01T12:00:00Z"));
    try {
      const g = await createGame("mr-natural", 2, { target: 2000 }, { listed: true });
      await claimAll(g);
      await playToEnd(g, 5);
      const view = (await api<GameResponse>("GET", `/api/games/${g.id}`)).body;
      const record = (await api<GameRecord>("GET", `/api/games/${g.id}/record`)).body;
      // As that code left it: the whole record in D1, the room marked archived and kept, talk
      // written after that (it allowed talk after the end), and the alarm set to delete the room 30 days on.
      await oldRow(env.DB, record);
      const archivedAt = Date.parse(record.endedAt!) + 1000;
      await runInDurableObject(roomStub(g.id), async (_room, state) => {
        const at = (ms: number) => new Date(ms).toISOString();
        state.storage.sql.exec("UPDATE meta SET archived_at = ?", at(archivedAt));
        state.storage.sql.exec(
          "INSERT INTO chat (n, seat, at, text) VALUES (1, 1, ?, 'gg')",
          at(archivedAt + DAY),
        );
        await state.storage.setAlarm(archivedAt + 30 * DAY);
      });
      expect(await env.ARCHIVE.head(`views/${g.id}.json.gz`)).toBeNull();

      // The 30 days pass; the old alarm fires under this code: archived to R2 and the index, then deleted.
      vi.setSystemTime(archivedAt + 30 * DAY);
      expect(await runDurableObjectAlarm(roomStub(g.id))).toBe(true);
      expect(await roomGone(g.id)).toBe(true);
      const stored = (await archivedRecord(env, g.id))!;
      expect(stored.chat?.map((m) => m.text)).toEqual(["gg"]);
      expect(verifyRecord(games, stored)).toMatchObject({ ok: true });
      expect((await api<GameResponse>("GET", `/api/games/${g.id}`)).body.result).toEqual(view.result);

      // The migration then deletes the old row and keeps what the room wrote (its later talk).
      let step = await migrateBatch(env, 10);
      while (!step.done) step = await migrateBatch(env, 10);
      expect(await count(env.DB, "SELECT COUNT(*) AS n FROM finished_games")).toBe(0);
      expect((await archivedRecord(env, g.id))!.chat?.map((m) => m.text)).toEqual(["gg"]);
      expect(await count(env.DB, `SELECT COUNT(*) AS n FROM archived_games WHERE id = '${g.id}'`)).toBe(1);
      expect(await count(env.DB, `SELECT COUNT(*) AS n FROM game_results WHERE game_id = '${g.id}'`)).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  }, 60_000);

  it("runs from the Worker's cron until nothing is left", async () => {
    const record = all.find((f) => f.file.endsWith("mr-natural-format2.json"))!.record;
    await oldRow(env.DB, record);
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ cron: "*/10 * * * *" }), env, ctx);
    await waitOnExecutionContext(ctx);
    expect(await count(env.DB, `SELECT COUNT(*) AS n FROM finished_games WHERE record != ''`)).toBe(0);
    const res = await api("GET", `/api/games/${record.id}/record`);
    expect([res.status, sameValue(res.body, record)]).toEqual([200, true]);
  });
});
