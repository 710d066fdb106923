/** Every registered game, end to end through the HTTP API, the rooms and D1. */
import { runDurableObjectAlarm } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { GameResponse } from "../../worker/wire";
import { commitmentOf } from "../../worker/engine/random";
import { verifyRecord, type GameRecord } from "../../worker/engine/record";
import { games } from "../../worker/games";
import {
  api,
  changeStorage,
  claimAll,
  createGame,
  playToEnd,
  roomDump,
  roomStub,
  waitForArchive,
} from "./support";

/** Options that make a game short enough for a test; games not listed play with defaults. */
const quick: Record<string, Record<string, unknown>> = {
  "mr-natural": { target: 2000 },
  "boxcars-rails": { startingCash: 50000, winningCash: 150000 },
};

describe.each(Object.values(games))("$id over HTTP", (game) => {
  it("plays a whole game by bearer tokens, archives it, verifies it, and serves it from D1 once the room is gone", async () => {
    const seats = Math.max(game.players.min, Math.min(3, game.players.max));
    const g = await createGame(game.id, seats, quick[game.id], { listed: true });
    expect(g.created.commitment).toMatch(/^[0-9a-f]{64}$/);
    expect(g.created.seats).toHaveLength(seats);

    const started = await claimAll(g);
    expect(started.status).toBe("playing");
    const early = await api<GameRecord>("GET", `/api/games/${g.id}/record`);
    expect(early.body.serverSeed).toBeNull();

    const ended = await playToEnd(g, 7, 5000, game);
    expect(ended.status).toBe("finished");
    expect(ended.result).not.toBeNull();
    expect(commitmentOf(ended.serverSeed!)).toBe(g.created.commitment);

    const record = (await api<GameRecord>("GET", `/api/games/${g.id}/record`)).body;
    expect(record.moves.length).toBeGreaterThan(0);
    expect(verifyRecord(games, record)).toMatchObject({ ok: true, moves: record.moves.length });

    await waitForArchive(g.id);
    const listed = await api("GET", `/api/games?status=finished&game=${game.id}`);
    expect(listed.body.games.map((x: { id: string }) => x.id)).toContain(g.id);
    const before = new Date(Date.parse(ended.endedAt!) + 1).toISOString();
    const page = await api("GET", `/api/games?status=finished&game=${game.id}&before=${before}&limit=1`);
    expect(page.body.games.map((x: { id: string }) => x.id)).toEqual([g.id]);
    const older = await api("GET", `/api/games?status=finished&game=${game.id}&before=${ended.endedAt}`);
    expect(older.body.games.map((x: { id: string }) => x.id)).not.toContain(g.id);

    // The room's storage is gone: the same URLs answer from D1.
    // Thirty days after the archive, the alarm purges the room.
    await changeStorage(g.id, (storage) =>
      storage.sql.exec("UPDATE meta SET archived_at = '2000-01-01T00:00:00.000Z'"),
    );
    expect(await runDurableObjectAlarm(roomStub(g.id))).toBe(true);
    expect(await roomDump(g.id).catch(() => "gone")).toBe("gone");
    const fromD1 = await api<GameResponse>("GET", `/api/games/${g.id}`);
    expect(fromD1.status).toBe(200);
    expect(fromD1.body).toMatchObject({
      status: "finished",
      result: ended.result,
      serverSeed: ended.serverSeed,
    });
    const recordFromD1 = await api<GameRecord>("GET", `/api/games/${g.id}/record`);
    expect(recordFromD1.body).toEqual(record);
  }, 180_000);
});
