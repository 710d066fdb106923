/** Rematch: once a game has ended, the same game again; each old seat gets its own new link through its old sheet. */
import { describe, expect, it } from "vitest";
import type { GameResponse } from "../../worker/wire";
import { api, claimAll, createGame, playToEnd, roomDump, tokenOf, waitForArchive } from "./support";

describe("rematch", () => {
  it("creates one new game like the old, and hands each seat, the host and spectators their own link", async () => {
    const g = await createGame("mr-natural", 2, { target: 2000 }, { bots: [1], clock: { perMoveDays: 3 } });
    await claimAll(g);
    const running = await api("POST", `/api/games/${g.id}/rematch`, { token: g.tokens[0] });
    expect([running.status, running.body.error.code]).toEqual([409, "not_finished"]);
    await playToEnd(g, 3);
    const ended = (await api<GameResponse>("GET", `/api/games/${g.id}`)).body.version;

    const asked = await api<{ id: string; url: string }>("POST", `/api/games/${g.id}/rematch`, {
      token: g.tokens[0],
    });
    expect(asked.status).toBe(201);
    expect(asked.body.url).toMatch(new RegExp(`/play/${asked.body.id}#`));
    const again = await api<{ id: string; url: string }>("POST", `/api/games/${g.id}/rematch`, {
      token: g.host,
    });
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(asked.body.id);
    expect(again.body.url).toMatch(new RegExp(`/host/${asked.body.id}#`));

    // The old sheet shows each viewer their own way in.
    const mine = (await api<GameResponse>("GET", `/api/games/${g.id}`, { token: g.tokens[0] })).body;
    expect(mine.rematch).toEqual(asked.body);
    // ... at a new version (once), so pages open on the old game re-read it when the live socket says so.
    expect(mine.version).toBe(ended + 1);
    const spectator = (await api<GameResponse>("GET", `/api/games/${g.id}`)).body;
    expect(spectator.rematch!.url).toMatch(new RegExp(`/watch/${asked.body.id}$`));

    // The new game: same game, options, clock and bot seat; the seat's new link claims it and starts it.
    const fresh = await api<GameResponse>("POST", `/api/games/${asked.body.id}/claim`, {
      token: tokenOf(asked.body.url),
      body: { name: "Ann again" },
    });
    expect(fresh.status).toBe(200);
    expect(fresh.body).toMatchObject({
      game: "mr-natural",
      status: "playing",
      options: { target: 2000 },
      clock: { perMoveDays: 3 },
    });
    expect(fresh.body.seats[1]).toMatchObject({ bot: true });
    expect(fresh.body.commitment).not.toBe(mine.commitment);
  }, 60_000);

  it("refuses a rematch from a spectator, of an unknown game, and of an archived one", async () => {
    const g = await createGame("mr-natural", 1, { target: 2000 });
    await claimAll(g);
    await playToEnd(g, 2);
    const before = await roomDump(g.id);
    const spectator = await api("POST", `/api/games/${g.id}/rematch`);
    expect([spectator.status, spectator.body.error.code]).toEqual([403, "not_a_player"]);
    expect(await roomDump(g.id)).toBe(before);
    expect((await api("POST", "/api/games/abcdefghjkmn/rematch")).status).toBe(404);
    // Once archived (an hour after the end), the room is gone: a rematch is no longer offered.
    await waitForArchive(g.id);
    const late = await api("POST", `/api/games/${g.id}/rematch`, { token: g.tokens[0] });
    expect([late.status, late.body.error.code]).toEqual([409, "archived"]);
  }, 60_000);
});
