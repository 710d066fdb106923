/**
 * The archive (issue #32): a finished game's record and final view in R2, its index row and results
 * in D1, the room's storage deleted; every read (answer, record, history, talk, board, previews, the
 * widget's page) served from there; a step that fails part way loses and duplicates nothing.
 */
import { env, runDurableObjectAlarm, runInDurableObject, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { archiveFinished, storeObjects } from "../../worker/archive/writer";
import { verifyRecord, type GameRecord } from "../../worker/engine/record";
import { games } from "../../worker/games";
import { ARCHIVE_AFTER_MS, archiveAfterMs } from "../../worker/room/alarm";
import type { FinishedGame, GameResponse, MovesPage } from "../../worker/wire";
import {
  api,
  bodyText,
  callWorker,
  claimAll,
  createGame,
  flakyBucket,
  playToEnd,
  roomGone,
  roomStub,
  waitForArchive,
} from "./support";

/** A finished two-seat game, listed, with talk; its room's last answer and record (not yet archived). */
async function finished() {
  const g = await createGame("mr-natural", 2, { target: 2000 }, { listed: true });
  await claimAll(g);
  await api("POST", `/api/games/${g.id}/chat`, { token: g.tokens[0], body: { text: "good luck" } });
  await playToEnd(g, 11);
  const view = (await api<GameResponse>("GET", `/api/games/${g.id}`)).body;
  const record = (await api<GameRecord>("GET", `/api/games/${g.id}/record`)).body;
  return { g, view, record };
}

async function counts(id: string) {
  return env.DB.prepare(
    "SELECT (SELECT COUNT(*) FROM archived_games WHERE id = ?1) AS games, (SELECT COUNT(*) FROM game_results WHERE game_id = ?1) AS results",
  )
    .bind(id)
    .first<{ games: number; results: number }>();
}

const get = (path: string, headers: Record<string, string> = {}) =>
  callWorker(new Request(`https://boxcars.test${path}`, { headers }));

describe("the archive", () => {
  it("serves a game whose room is gone from R2 and the index: answer, record bytes, history, talk, board, previews, embed", async () => {
    const { g, view, record } = await finished();
    // Until the archive, the room answers (an hour after the end; tests archive at once).
    expect(await roomGone(g.id)).toBe(false);
    await waitForArchive(g.id);
    expect(await roomGone(g.id)).toBe(true);

    expect((await api<GameResponse>("GET", `/api/games/${g.id}`)).body).toEqual(view);

    // The record: the stored gzip bytes as they are, immutable, with an ETag; they verify.
    const res = await get(`/api/games/${g.id}/record`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Encoding")).toBe("gzip");
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    const etag = res.headers.get("ETag")!;
    expect(etag).toMatch(/^".+"$/);
    const stored = await env.ARCHIVE.get(`records/${g.id}.json.gz`);
    const bytes = new Uint8Array(await res.clone().arrayBuffer());
    expect(bytes).toEqual(new Uint8Array(await stored!.arrayBuffer()));
    const parsed = JSON.parse(await bodyText(res)) as GameRecord;
    expect(parsed).toEqual(record);
    expect(verifyRecord(games, parsed)).toMatchObject({ ok: true, moves: record.moves.length });
    // Through the runtime's HTTP path too: a client that accepts gzip gets the JSON.
    const viaHttp = await SELF.fetch(`https://boxcars.test/api/games/${g.id}/record`);
    expect(await viaHttp.json()).toEqual(record);

    // Conditional and range requests: a 304 without a body, or the whole record; never a 5xx.
    const again = await get(`/api/games/${g.id}/record`, { "If-None-Match": etag });
    expect([again.status, await again.text()]).toEqual([304, ""]);
    expect(again.headers.get("ETag")).toBe(etag);
    const other = await get(`/api/games/${g.id}/record`, { "If-None-Match": '"not-it"' });
    expect(other.status).toBe(200);
    const ranged = await get(`/api/games/${g.id}/record`, { Range: "bytes=0-9" });
    expect(ranged.status).toBe(200);
    expect(JSON.parse(await bodyText(ranged))).toEqual(record);
    for (const range of ["bytes=999999999-", "nonsense", "bytes=5-2"])
      expect((await get(`/api/games/${g.id}/record`, { Range: range })).status).toBe(200);

    // History pages and the talk, from the record.
    const page = (await api<MovesPage>("GET", `/api/games/${g.id}/moves?limit=3`)).body;
    expect(page.total).toBe(record.moves.length);
    expect(page.moves.map((m) => m.n)).toEqual(record.moves.slice(-3).map((m) => m.n));
    const talk = (await api("GET", `/api/games/${g.id}/chat?after=0`)).body.messages;
    expect(talk).toMatchObject([{ seat: 0, name: "Player 1", text: "good luck" }]);

    // The board, from the index.
    const board = (await api<{ games: FinishedGame[] }>("GET", "/api/games?status=finished&game=mr-natural"))
      .body.games;
    expect(board.find((x) => x.id === g.id)).toMatchObject({
      seats: ["Player 1", "Player 2"],
      bots: 0,
      result: view.result,
      endedAt: view.endedAt,
    });

    // Link previews, oEmbed and the embed page.
    const watch = await (await get(`/watch/${g.id}`)).text();
    expect(watch).toMatch(/<meta property="og:title" content="BOXCAR[^"]* won"/);
    const oembed = await api(
      "GET",
      `/oembed?url=${encodeURIComponent(`https://boxcars.test/watch/${g.id}`)}`,
    );
    expect(oembed.status).toBe(200);
    expect(oembed.body.html).toContain(`/embed/${g.id}`);
    expect((await get(`/embed/${g.id}`)).status).toBe(200);

    // A change to an archived game is refused as such, and stores nothing.
    const late = await api("POST", `/api/games/${g.id}/chat`, { token: g.tokens[0], body: { text: "gg" } });
    expect([late.status, late.body.error.code]).toEqual([409, "archived"]);
    expect(await roomGone(g.id)).toBe(true);
  }, 60_000);

  it("refuses bad ids clearly and stores nothing for a read", async () => {
    const before = await env.ARCHIVE.list();
    for (const id of ["nope", "abcdefghjkmn", "ABCDEFGHJKMN", "abcdefghjkm%2F"]) {
      const res = await api("GET", `/api/games/${id}/record`, {
        headers: { "If-None-Match": '"x"', Range: "bytes=0-1" },
      });
      expect([res.status, res.body.error.code], id).toEqual([404, "not_found"]);
    }
    expect((await api("GET", "/api/games/abcdefghjkmn")).status).toBe(404);
    expect(await roomGone("abcdefghjkmn")).toBe(true);
    expect((await env.ARCHIVE.list()).objects).toEqual(before.objects);
  });

  it("loses and duplicates nothing when the Worker dies between R2 and D1, or between D1 and the delete", async () => {
    // R2 fails part way (the record stored, the view not): nothing in D1; the room's retry completes.
    const a = await finished();
    let failed = 0;
    const flaky = flakyBucket(env.ARCHIVE, (key) => key.startsWith("views/") && failed++ === 0);
    const input = { record: a.record, view: a.view, listed: true };
    await expect(archiveFinished({ ...env, ARCHIVE: flaky }, input)).rejects.toThrow("R2 is away");
    expect(await env.ARCHIVE.head(`records/${a.g.id}.json.gz`)).not.toBeNull();
    expect(await counts(a.g.id)).toEqual({ games: 0, results: 0 });
    await waitForArchive(a.g.id);
    expect(await counts(a.g.id)).toEqual({ games: 1, results: 2 });
    expect((await api("GET", `/api/games/${a.g.id}`)).body).toEqual(a.view);

    // R2 written, then the Worker died before D1: the room's step writes D1 once.
    const b = await finished();
    await storeObjects(env.ARCHIVE, { record: b.record, view: b.view, listed: true });
    await waitForArchive(b.g.id);
    expect(await counts(b.g.id)).toEqual({ games: 1, results: 2 });

    // Both written, then the Worker died before the room's delete: the retry deletes, adds nothing.
    const c = await finished();
    await archiveFinished(env, { record: c.record, view: c.view, listed: true });
    expect(await roomGone(c.g.id)).toBe(false);
    await waitForArchive(c.g.id);
    expect(await roomGone(c.g.id)).toBe(true);
    expect(await counts(c.g.id)).toEqual({ games: 1, results: 2 });
    const listed = (await api<{ games: FinishedGame[] }>("GET", "/api/games?status=finished&limit=100")).body
      .games;
    expect(listed.filter((x) => [a.g.id, b.g.id, c.g.id].includes(x.id))).toHaveLength(3);
    // An archived room asked again does nothing more.
    expect(await roomStub(c.g.id).archiveNow()).toBe(false);
    expect(await counts(c.g.id)).toEqual({ games: 1, results: 2 });
  }, 60_000);

  it("waits for the grace after the end: the room keeps answering, its alarm set for the archive", async () => {
    const { g, view } = await finished();
    const alarm = await runInDurableObject(roomStub(g.id), (_room, state) => state.storage.getAlarm());
    expect(alarm).toBe(Date.parse(view.endedAt!) + ARCHIVE_AFTER_MS);
    await runDurableObjectAlarm(roomStub(g.id)); // run early: nothing is due yet
    expect(await roomGone(g.id)).toBe(false);
    const rematch = await api("POST", `/api/games/${g.id}/rematch`, { token: g.tokens[1] });
    expect(rematch.status).toBe(201);
    expect(await counts(g.id)).toEqual({ games: 0, results: 0 });
    // The grace is a setting (minutes); anything but a number from 0 keeps the hour.
    expect(archiveAfterMs({ ARCHIVE_AFTER_MINUTES: "0" })).toBe(0);
    expect(archiveAfterMs({ ARCHIVE_AFTER_MINUTES: "1440" })).toBe(86_400_000);
    for (const bad of [undefined, "", "soon", "-5"])
      expect(archiveAfterMs({ ARCHIVE_AFTER_MINUTES: bad })).toBe(ARCHIVE_AFTER_MS);
  }, 30_000);
});
