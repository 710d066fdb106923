/** The host's controls during a game: hand a seat to the bot, drop a player, set the clock, abort; and dropped seats' links. */
import { runDurableObjectAlarm } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { GameRecord } from "../../worker/engine/record";
import { verifyRecord } from "../../worker/engine/record";
import { games } from "../../worker/games";
import { api, claimAll, createGame, roomDump, roomStub, waitForArchive } from "./support";

const host = (id: string, token: string, body: unknown) =>
  api<any>("POST", `/api/games/${id}/host`, { token, body });

describe("host controls", () => {
  it("hands a vanished player's seat to the bot: the bot plays it and the old link can no longer act", async () => {
    const g = await createGame("mr-natural", 2, { target: 10000 });
    await claimAll(g);
    const res = await host(g.id, g.host, { action: "bot", seat: 0 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.seats[0]).toMatchObject({ bot: true });
    await runDurableObjectAlarm(roomStub(g.id));
    const record = (await api<GameRecord>("GET", `/api/games/${g.id}/record`)).body;
    expect(record.moves.length).toBeGreaterThan(0);
    expect(record.moves.filter((m) => m.seat === 0).every((m) => m.by === "bot")).toBe(true);
    const old = await api("GET", `/api/games/${g.id}`, { token: g.tokens[0] });
    expect([old.status, old.body.error.code]).toEqual([403, "seat_is_bot"]);
    // The last person's seat stays a person's.
    const last = await host(g.id, g.host, { action: "bot", seat: 1 });
    expect([last.status, last.body.error.code]).toEqual([409, "last_person"]);
  });

  it("drops a player where the game allows it, recorded as the host's move, and the record still verifies", async () => {
    const g = await createGame("mr-natural", 3, { target: 10000 });
    await claimAll(g);
    const res = await host(g.id, g.host, { action: "drop", seat: 0 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.activeSeats).toEqual([1]);
    expect(res.body.recentMoves.at(-1)).toMatchObject({ seat: 0, by: "host", move: { type: "$drop" } });
    // A seat that left cannot be handed to the bot or dropped again; nothing changes.
    const before = await roomDump(g.id);
    for (const action of ["bot", "drop"]) {
      const again = await host(g.id, g.host, { action, seat: 0 });
      expect([again.status, again.body.error.code]).toEqual([409, "seat_left"]);
    }
    expect(await roomDump(g.id)).toBe(before);
    // Seat 0 is out, so seat 2 is the last person once seat 1 is the bot's.
    expect((await host(g.id, g.host, { action: "bot", seat: 1 })).status).toBe(200);
    const last = await host(g.id, g.host, { action: "bot", seat: 2 });
    expect([last.status, last.body.error.code]).toEqual([409, "last_person"]);
    // Nor can the last person be dropped: the bots would play the game out alone.
    const stays = await roomDump(g.id);
    const dropLast = await host(g.id, g.host, { action: "drop", seat: 2 });
    expect([dropLast.status, dropLast.body.error.code]).toEqual([409, "last_person"]);
    expect(await roomDump(g.id)).toBe(stays);
    // Abort to end it, then the whole record replays.
    await host(g.id, g.host, { action: "abort" });
    const record = (await api<GameRecord>("GET", `/api/games/${g.id}/record`)).body;
    expect(verifyRecord(games, record)).toMatchObject({ ok: true });
  });

  it("sets or extends the clock: every waiting seat's time starts again", async () => {
    const g = await createGame("mr-natural", 2);
    await claimAll(g);
    const before = Date.now();
    const res = await host(g.id, g.host, { action: "clock", perMoveDays: 3 });
    expect(res.status).toBe(200);
    expect(res.body.clock.perMoveDays).toBe(3);
    const deadline = Date.parse(res.body.timers[0].deadline!);
    expect(deadline - before).toBeGreaterThanOrEqual(3 * 86_400_000 - 1000);
    expect(res.body.timers[1].deadline).toBeNull();
  });

  it("aborts a game: it ends without a result, the seed is revealed, the archive keeps it unlisted", async () => {
    const g = await createGame("mr-natural", 2, {}, { listed: true });
    await claimAll(g);
    const res = await host(g.id, g.host, { action: "abort" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: "finished", result: null, aborted: expect.any(String) });
    expect(res.body.serverSeed).toMatch(/^[0-9a-f]{64}$/);
    const move = await api("POST", `/api/games/${g.id}/moves`, {
      token: g.tokens[0],
      body: { move: { type: "roll" }, version: res.body.version, key: "after-abort" },
    });
    expect([move.status, move.body.error.code]).toEqual([409, "game_over"]);
    await waitForArchive(g.id);
    const listed = (
      await api<{ games: { id: string }[] }>("GET", "/api/games?status=finished&game=mr-natural&limit=100")
    ).body.games;
    expect(listed.map((x) => x.id)).not.toContain(g.id);
  });

  it.each([
    ["without a token", null, { action: "abort" }, 403, "not_host"],
    ["with a player's token", "player", { action: "abort" }, 403, "not_host"],
    ["an unknown action", "host", { action: "explode" }, 400, "bad_request"],
    ["a seat out of range", "host", { action: "bot", seat: 5 }, 400, "bad_seat"],
    ["a seat that is not a number", "host", { action: "drop", seat: "1" }, 400, "bad_request"],
    ["a clock not offered", "host", { action: "clock", perMoveDays: 2 }, 400, "bad_request"],
    ["an extra member", "host", { action: "abort", now: true }, 400, "bad_request"],
  ])("refuses %s: a clear 4xx, nothing stored", async (_name, who, body, status, code) => {
    const g = await createGame("mr-natural", 2);
    await claimAll(g);
    const before = await roomDump(g.id);
    const token = who === "host" ? g.host : who === "player" ? g.tokens[0] : null;
    const res = await api("POST", `/api/games/${g.id}/host`, { token: token ?? undefined, body });
    expect(res.status).toBe(status);
    expect(res.body.error.code).toBe(code);
    expect(await roomDump(g.id)).toBe(before);
  });

  it("refuses host controls before the start and after the end", async () => {
    const g = await createGame("mr-natural", 2);
    const open = await host(g.id, g.host, { action: "abort" });
    expect([open.status, open.body.error.code]).toEqual([409, "not_started"]);
  });

  it("tells a seat dropped at the early start what happened to its link", async () => {
    const g = await createGame("mr-natural", 3);
    await api("POST", `/api/games/${g.id}/claim`, { token: g.tokens[0], body: { name: "Ann" } });
    await api("POST", `/api/games/${g.id}/start`, { token: g.host });
    const dropped = await api("GET", `/api/games/${g.id}`, { token: g.tokens[2] });
    expect([dropped.status, dropped.body.error.code]).toEqual([403, "seat_dropped"]);
    expect(dropped.body.error.message).toMatch(/not claimed when the host started the game early/);
  });
});
