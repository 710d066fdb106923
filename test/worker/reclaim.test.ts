/**
 * Rooms are reclaimed (issue #32 item 4): with a fake time, a game nobody plays is told once, a week
 * before its inactivity deadline, then ends as abandoned at it, is archived, and its room is deleted.
 */
import { env, runDurableObjectAlarm } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { reclaimPolicy } from "../../worker/room/reclaim";
import type { GameResponse } from "../../worker/wire";
import {
  api,
  captureWebhooks,
  changeStorage,
  createGame,
  roomStub,
  runAlarm,
  throughSelf,
  waitForArchive,
  roomGone,
  bodyText,
  callWorker,
  type TestGame,
} from "./support";

throughSelf();

const DAY = 24 * 3600_000;
// In the future, so no alarm the rooms set fires by itself: the test runs each one.
const T0 = Date.parse("2031-03-01T12:00:00Z");
let hooks: ReturnType<typeof captureWebhooks>;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(T0);
});
afterEach(() => {
  hooks?.restore();
  vi.useRealTimers();
});

const at = (days: number) => vi.setSystemTime(T0 + days * DAY);
const noticesTo = (seat: number) =>
  hooks.calls.filter((c) => c.url === `https://hooks.test/seat-${seat}` && c.body.event === "reclaim");

async function claimWithHook(g: TestGame, seat: number) {
  const claimed = await api("POST", `/api/games/${g.id}/claim`, {
    token: g.tokens[seat],
    body: { name: ["Ann", "Bob"][seat] },
  });
  expect(claimed.status).toBe(200);
  const hooked = await api("PUT", `/api/games/${g.id}/notifications`, {
    token: g.tokens[seat],
    body: { email: null, webhook: { url: `https://hooks.test/seat-${seat}`, kind: "json" } },
  });
  expect(hooked.status, JSON.stringify(hooked.body)).toBe(200);
}

async function firstMove(g: TestGame, seat: number) {
  const me = (await api<GameResponse>("GET", `/api/games/${g.id}`, { token: g.tokens[seat] })).body;
  const res = await api("POST", `/api/games/${g.id}/moves`, {
    token: g.tokens[seat],
    body: { move: me.legalMoves![0], version: me.version, key: `first-move-${seat}` },
  });
  expect(res.status).toBe(200);
}

describe("abandoned rooms", () => {
  it("tells each seat once a week before the deadline, then ends the game as abandoned, archives it and deletes the room", async () => {
    hooks = captureWebhooks();
    const g = await createGame("mr-natural", 2, { target: 10000 });
    await claimWithHook(g, 0);
    await claimWithHook(g, 1);
    at(10);
    await firstMove(g, 0); // a person's move: the 30 days count from here
    at(32);
    await runAlarm(g.id);
    expect(noticesTo(0)).toEqual([]);

    at(33.5);
    await runAlarm(g.id);
    expect(noticesTo(0)).toHaveLength(1);
    expect(noticesTo(1)).toHaveLength(1);
    expect(noticesTo(1)[0].body.text).toMatch(/^Bob, nobody has played .* in the next 7 days, the game ends/);
    at(36);
    await runAlarm(g.id);
    await runDurableObjectAlarm(roomStub(g.id));
    expect(noticesTo(0)).toHaveLength(1); // once

    at(39.9);
    await runAlarm(g.id);
    expect((await api<GameResponse>("GET", `/api/games/${g.id}`)).body.status).toBe("playing");

    at(40.01);
    await runDurableObjectAlarm(roomStub(g.id));
    await waitForArchive(g.id);
    const ended = (await api<GameResponse>("GET", `/api/games/${g.id}`)).body;
    expect([ended.status, ended.abandoned, ended.result]).toEqual(["finished", true, null]);
    expect(Date.parse(ended.aborted!)).toBeGreaterThanOrEqual(T0 + 40 * DAY);
    // The record as stored in the archive (its gzip bytes, unpacked as a browser would).
    const record = JSON.parse(
      await bodyText(await callWorker(new Request(`https://boxcars.test/api/games/${g.id}/record`))),
    );
    expect([record.abandoned, typeof record.serverSeed]).toEqual([true, "string"]);
    const row = await env.DB.prepare("SELECT listed FROM archived_games WHERE id = ?").bind(g.id).first();
    expect(row).toEqual({ listed: 0 });
    expect(noticesTo(0)).toHaveLength(1); // no second notice at the end

    // Once archived, the room keeps nothing; the game is read from the archive.
    expect(await roomGone(g.id)).toBe(true);
    const archived = (await api<GameResponse>("GET", `/api/games/${g.id}`)).body;
    expect([archived.status, archived.abandoned]).toEqual(["finished", true]);
  });

  it("ends a game nobody claimed at its deadline, and archives it", async () => {
    const g = await createGame("mr-natural", 2, { target: 2000 });
    at(29.9);
    await runDurableObjectAlarm(roomStub(g.id));
    expect((await api<GameResponse>("GET", `/api/games/${g.id}`)).body.status).toBe("open");
    at(30.01);
    await runDurableObjectAlarm(roomStub(g.id));
    await waitForArchive(g.id);
    const ended = (await api<GameResponse>("GET", `/api/games/${g.id}`)).body;
    expect([ended.status, ended.abandoned, ended.view]).toEqual(["finished", true, null]);
    const claim = await api("POST", `/api/games/${g.id}/claim`, {
      token: g.tokens[0],
      body: { name: "Late" },
    });
    expect(claim.status).toBe(409);
  });

  it("counts a room started before persons' moves were kept from its seats' last turns, so it does not end at once", async () => {
    hooks = captureWebhooks();
    const g = await createGame("mr-natural", 2, { target: 2000 });
    await claimWithHook(g, 0);
    await claimWithHook(g, 1);
    at(35);
    await changeStorage(g.id, (storage) => {
      const sql = storage.sql;
      const timers = JSON.parse(sql.exec<{ timers: string }>("SELECT timers FROM snapshot").one().timers);
      const old = timers.map(({ movedAt: _, ...t }: { movedAt: number }) => ({ ...t, since: Date.now() }));
      sql.exec("UPDATE snapshot SET timers = ?", JSON.stringify(old));
    });
    await runDurableObjectAlarm(roomStub(g.id));
    expect((await api<GameResponse>("GET", `/api/games/${g.id}`)).body.status).toBe("playing");
  });

  it("reads the operator's settings, falling back to the defaults on a bad value", () => {
    expect(reclaimPolicy({})).toEqual({ afterMs: 30 * DAY, noticeMs: 7 * DAY });
    expect(reclaimPolicy({ RECLAIM_AFTER_DAYS: "90", RECLAIM_NOTICE_DAYS: "14" })).toEqual({
      afterMs: 90 * DAY,
      noticeMs: 14 * DAY,
    });
    expect(reclaimPolicy({ RECLAIM_AFTER_DAYS: "0" }).afterMs).toBe(0);
    expect(reclaimPolicy({ RECLAIM_AFTER_DAYS: "soon", RECLAIM_NOTICE_DAYS: "-1" })).toEqual({
      afterMs: 30 * DAY,
      noticeMs: 7 * DAY,
    });
  });
});
