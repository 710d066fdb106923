/** Every registered game, end to end through the HTTP API, the rooms and the archive (R2 and the D1 index). */
import { describe, expect, it } from "vitest";
import type { GameResponse } from "../../worker/wire";
import { commitmentOf } from "../../worker/engine/random";
import { verifyRecord, type GameRecord } from "../../worker/engine/record";
import { games } from "../../worker/games";
import { api, claimAll, createGame, playToEnd, roomGone, waitForArchive } from "./support";

/** Options that make a game short enough for a test; games not listed play with defaults. */
const quick: Record<string, Record<string, unknown>> = {
  "mr-natural": { target: 2000 },
  "boxcars-rails": { startingCash: 50000, winningCash: 150000 },
};

describe.each(Object.values(games))("$id over HTTP", (game) => {
  it("plays a whole game by bearer tokens, archives it, verifies it, and serves it from the archive once the room is gone", async () => {
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
    const last = (await api<GameResponse>("GET", `/api/games/${g.id}`)).body;

    // Archived (R2, then the D1 index), and the room's storage deleted at once.
    await waitForArchive(g.id);
    expect(await roomGone(g.id)).toBe(true);
    const listed = await api("GET", `/api/games?status=finished&game=${game.id}`);
    expect(listed.body.games.map((x: { id: string }) => x.id)).toContain(g.id);
    const before = new Date(Date.parse(ended.endedAt!) + 1).toISOString();
    const page = await api("GET", `/api/games?status=finished&game=${game.id}&before=${before}&limit=1`);
    expect(page.body.games.map((x: { id: string }) => x.id)).toEqual([g.id]);
    const older = await api("GET", `/api/games?status=finished&game=${game.id}&before=${ended.endedAt}`);
    expect(older.body.games.map((x: { id: string }) => x.id)).not.toContain(g.id);

    // The same URLs answer from the archive: the room's last answer and its record, which verifies.
    const archived = await api<GameResponse>("GET", `/api/games/${g.id}`);
    expect(archived.status).toBe(200);
    expect(archived.body).toEqual({
      ...last,
      ...(last.seats.length === 1 ? { soloRank: archived.body.soloRank } : {}),
    });
    const stored = await api<GameRecord>("GET", `/api/games/${g.id}/record`);
    expect(stored.body).toEqual(record);
    expect(verifyRecord(games, stored.body)).toMatchObject({ ok: true });
  }, 180_000);
});
