/** Bots in seats: chosen at creation, no link and no claim, moving from the room's alarm, recorded `by: "bot"`. */
import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { GameRecord } from "../../worker/engine/record";
import type { CreatedGame, FinishedGame, GameResponse } from "../../worker/wire";
import { api, createGame, roomStub, waitForArchive } from "./support";

async function claim(id: string, token: string, name = "Ann") {
  const res = await api<GameResponse>("POST", `/api/games/${id}/claim`, { token, body: { name } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

async function record(id: string): Promise<GameRecord> {
  return (await api<GameRecord>("GET", `/api/games/${id}/record`)).body;
}

describe("bots in seats", () => {
  it("a bot seat has no link, is claimed at once, and moves only from the alarm, never inside a player's request", async () => {
    // A fixed seed, so every run plays the same game (a lucky first turn could otherwise bank 2,000, six 1s
    // in one roll, and end it before the bot plays); to 10,000 as well.
    const g = await createGame(
      "mr-natural",
      2,
      { target: 10000 },
      { bots: [1], serverSeed: "b0751eed".repeat(8) },
    );
    expect(g.created.seats).toEqual([
      { seat: 0, url: expect.stringContaining(`/play/${g.id}#`) },
      { seat: 1, url: null, bot: true },
    ]);
    // The one person's claim starts the game: the bot seat needs none.
    const started = await claim(g.id, g.tokens[0]);
    expect(started.status).toBe("playing");
    expect(started.seats[1]).toMatchObject({ claimed: true, bot: true, name: "Bot 2" });

    // Seat 0 plays its turn to a bank or a lost turn; the answer that hands the turn over has no bot move in it.
    let state = started;
    for (let i = 0; state.activeSeats[0] === 0; i++) {
      const mine = (await api<GameResponse>("GET", `/api/games/${g.id}`, { token: g.tokens[0] })).body;
      const move = mine.legalMoves!.find((m) => m.type === "bank") ?? mine.legalMoves![0];
      state = (
        await api<GameResponse>("POST", `/api/games/${g.id}/moves`, {
          token: g.tokens[0],
          body: { move, version: mine.version, key: `ann-move-${i}` },
        })
      ).body;
    }
    expect(state.activeSeats).toEqual([1]);
    expect(state.recentMoves.every((m) => m.seat === 0 && m.by === "player")).toBe(true);

    // The alarm (run now, or already fired by itself a second later) plays the bot's whole turn;
    // then it is the person's turn again (or the bot won).
    await runDurableObjectAlarm(roomStub(g.id));
    const after = await record(g.id);
    const botMoves = after.moves.filter((m) => m.seat === 1);
    expect(botMoves.length).toBeGreaterThan(0);
    expect(botMoves.every((m) => m.seat === 1 && m.by === "bot")).toBe(true);
    const now = (await api<GameResponse>("GET", `/api/games/${g.id}`)).body;
    expect(now.status === "finished" || now.activeSeats[0] === 0).toBe(true);
    expect(now.recentMoves.at(-1)).toMatchObject({ seat: 1, by: "bot" });
  });

  it("a game against bots plays to the end, archives with its bot count and is listed apart from people-only games", async () => {
    const g = await createGame("box-cars-d10", 3, {}, { bots: [0, 2] });
    await claim(g.id, g.tokens[1], "Kim");
    for (let i = 0; i < 200; i++) {
      await runDurableObjectAlarm(roomStub(g.id));
      const mine = (await api<GameResponse>("GET", `/api/games/${g.id}`, { token: g.tokens[1] })).body;
      if (mine.status === "finished") break;
      if (!mine.legalMoves) continue;
      const move = mine.legalMoves.find((m) => m.type === "keep") ?? mine.legalMoves[0];
      const res = await api("POST", `/api/games/${g.id}/moves`, {
        token: g.tokens[1],
        body: { move, version: mine.version, key: `kim-move-${i}` },
      });
      expect([200, 409], JSON.stringify([move, res.body])).toContain(res.status); // 409: a bot moved in between (stale version), read again
    }
    const done = (await api<GameResponse>("GET", `/api/games/${g.id}`)).body;
    expect(done.status).toBe("finished");
    const rec = await record(g.id);
    expect(rec.seats.map((s) => !!s.bot)).toEqual([true, false, true]);
    expect(new Set(rec.moves.filter((m) => m.seat !== 1).map((m) => m.by))).toEqual(new Set(["bot"]));
    await waitForArchive(g.id);
    const withBots = (
      await api<{ games: FinishedGame[] }>("GET", "/api/games?status=finished&game=box-cars-d10&bots=some")
    ).body.games;
    expect(withBots.find((x) => x.id === g.id)).toMatchObject({ bots: 2 });
    const peopleOnly = (
      await api<{ games: FinishedGame[] }>("GET", "/api/games?status=finished&game=box-cars-d10&bots=none")
    ).body.games;
    expect(peopleOnly.map((x) => x.id)).not.toContain(g.id);
  }, 120_000);

  it("the host's early start keeps the bot seats and drops unclaimed people's seats", async () => {
    const g = await createGame("mr-natural", 3, {}, { bots: [2] });
    await claim(g.id, g.tokens[0]);
    const res = await api<GameResponse>("POST", `/api/games/${g.id}/start`, { token: g.host });
    expect(res.status).toBe(200);
    expect(res.body.seats).toEqual([
      { seat: 0, name: "Ann", claimed: true },
      { seat: 1, name: "Bot 3", claimed: true, bot: true },
    ]);
  });

  it("a game's finished listing follows the host's choice; by default only a one-person game is listed", async () => {
    const made = async (extra: Record<string, unknown>) =>
      (await api<CreatedGame>("POST", "/api/games", { body: { game: "mr-natural", seats: 2, ...extra } }))
        .body.id;
    const unlisted = await made({});
    const listed = await made({ listed: true });
    const solo = (
      await api<CreatedGame>("POST", "/api/games", { body: { game: "mr-natural", seats: 2, bots: [1] } })
    ).body.id;
    const listedOf = (id: string) =>
      runInDurableObject(
        roomStub(id),
        (_room, state) => state.storage.sql.exec<{ listed: number }>("SELECT listed FROM meta").one().listed,
      );
    // The choice is stored with the room and reaches D1 on archive (a listed game end to end: games-http).
    expect([await listedOf(unlisted), await listedOf(listed), await listedOf(solo)]).toEqual([0, 1, 1]);
    const bad = await api("POST", "/api/games", { body: { game: "mr-natural", seats: 2, listed: "yes" } });
    expect(bad.status).toBe(400);
  });

  it.each([
    ["every seat a bot", { seats: 2, bots: [0, 1] }, "bad_bots"],
    ["a seat named twice", { seats: 3, bots: [1, 1] }, "bad_bots"],
    ["a seat out of range", { seats: 2, bots: [2] }, "bad_bots"],
    ["a negative seat", { seats: 2, bots: [-1] }, "bad_bots"],
    ["a seat that is not a number", { seats: 2, bots: ["1"] }, "bad_request"],
    ["bots that are not a list", { seats: 2, bots: 1 }, "bad_request"],
  ])("refuses %s: a clear 400 and no game", async (_name, extra, code) => {
    const res = await api("POST", "/api/games", { body: { game: "mr-natural", ...extra } });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe(code);
    expect(res.body.id).toBeUndefined();
  });
});
