/** A player leaves a game of their own accord: the seat's `$drop`, recorded as the player's move; and every refusal. */
import { describe, expect, it } from "vitest";
import type { GameRecord } from "../../worker/engine/record";
import { verifyRecord } from "../../worker/engine/record";
import { games } from "../../worker/games";
import type { GameResponse } from "../../worker/wire";
import { api, claimAll, createGame, playToEnd, roomDump } from "./support";

const leave = (id: string, token?: string, body?: unknown) =>
  api<any>("POST", `/api/games/${id}/leave`, { token, body });

describe("leaving a game", () => {
  it("drops the player's own seat as their move; the others play on and the record verifies", async () => {
    const g = await createGame("mr-natural", 3, { target: 10000 });
    await claimAll(g);
    const res = await leave(g.id, g.tokens[0]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.recentMoves.at(-1)).toMatchObject({ seat: 0, by: "player", move: { type: "$drop" } });
    expect(res.body.activeSeats).toEqual([1]);
    // Everyone sees who left (the page stops offering "Leave" to that seat and "Drop" to the host).
    const seen = await api<GameResponse>("GET", `/api/games/${g.id}`);
    expect(seen.body.seats.map((s) => Boolean(s.left))).toEqual([true, false, false]);
    // Gone is gone: leaving again changes nothing.
    const before = await roomDump(g.id);
    const again = await leave(g.id, g.tokens[0]);
    expect([again.status, again.body.error.code]).toEqual([409, "seat_left"]);
    // The last person cannot leave: a table of bots alone is not played.
    expect((await leave(g.id, g.tokens[1])).status).toBe(200);
    const last = await leave(g.id, g.tokens[2]);
    expect([last.status, last.body.error.code]).toEqual([409, "last_person"]);
    expect(await roomDump(g.id)).not.toBe(before);
    const kept = await roomDump(g.id);
    expect((await leave(g.id, g.tokens[2])).status).toBe(409);
    expect(await roomDump(g.id)).toBe(kept);
    await api("POST", `/api/games/${g.id}/host`, { token: g.host, body: { action: "abort" } });
    const record = (await api<GameRecord>("GET", `/api/games/${g.id}/record`)).body;
    expect(record.moves.filter((m) => m.move.type === "$drop").map((m) => [m.seat, m.by])).toEqual([
      [0, "player"],
      [1, "player"],
    ]);
    expect(verifyRecord(games, record)).toMatchObject({ ok: true });
  });

  it("refuses with a clear 4xx and stores nothing: no key, a wrong key, the host, before the start, after the end, a game without drops", async () => {
    const g = await createGame("mr-natural", 2, { target: 10000 });
    const open = await leave(g.id, g.tokens[0]);
    expect([open.status, open.body.error.code]).toEqual([403, "not_a_player"]);
    await claimAll(g);
    const before = await roomDump(g.id);
    const cases: [string | undefined, number, string][] = [
      [undefined, 401, "unauthorized"],
      ["not-a-token-at-all-000", 403, "bad_token"],
      [g.host, 403, "not_a_player"],
    ];
    for (const [token, status, code] of cases) {
      const res = await leave(g.id, token);
      expect(res.status, JSON.stringify(res.body)).toBe(status);
      expect(typeof res.body.error.message).toBe("string");
      if (code) expect(res.body.error.code).toBe(code);
    }
    // A leave is not a move: the move route refuses `$drop`.
    const seen = (await api("GET", `/api/games/${g.id}`, { token: g.tokens[0] })).body;
    const sneak = await api<any>("POST", `/api/games/${g.id}/moves`, {
      token: g.tokens[0],
      body: { move: { type: "$drop" }, version: seen.version, key: crypto.randomUUID() },
    });
    expect([sneak.status, sneak.body.error.code]).toEqual([400, "bad_move"]);
    expect(await roomDump(g.id)).toBe(before);
    expect((await leave("nosuchgame00", g.tokens[0])).status).toBe(404);

    const noDrops = await createGame("box-cars-d10", 2);
    await claimAll(noDrops);
    const d10 = await roomDump(noDrops.id);
    const refused = await leave(noDrops.id, noDrops.tokens[0]);
    expect([refused.status, refused.body.error.code]).toEqual([409, "cannot_drop"]);
    expect(await roomDump(noDrops.id)).toBe(d10);

    await playToEnd(noDrops, 5);
    const over = await leave(noDrops.id, noDrops.tokens[0]);
    expect([over.status, over.body.error.code]).toEqual([409, "game_over"]);
  }, 60_000);
});
