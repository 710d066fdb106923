/** The v1 API's behaviour: links, views per caller, early start, rename, live updates, races, a fixed seed, forks. */
import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { app } from "../../worker/app";
import { commitmentOf } from "../../worker/engine/random";
import { verifyRecord, type GameRecord } from "../../worker/engine/record";
import { forkGameId, seededGameId } from "../../worker/game-id";
import { games } from "../../worker/games";
import type { CreatedGame, GameResponse } from "../../worker/wire";
import {
  api,
  claimAll,
  createGame,
  expectSameRoom,
  memoryAndStorage,
  playToEnd,
  roomDump,
  roomGone,
  tokenOf,
  waitForArchive,
} from "./support";

describe("creating and reading", () => {
  it("returns a host link, one invite per seat and a spectator link, tokens only in fragments", async () => {
    const g = await createGame("mr-natural", 3);
    expect(g.created.hostUrl).toMatch(new RegExp(`^https://boxcars.test/host/${g.id}#[A-Za-z0-9_-]{22}$`));
    expect(g.created.spectatorUrl).toBe(`https://boxcars.test/watch/${g.id}`);
    for (const seat of g.created.seats)
      expect(seat.url).toMatch(new RegExp(`^https://boxcars.test/play/${g.id}#[A-Za-z0-9_-]{22}$`));
    expect(new Set([g.host, ...g.tokens]).size).toBe(4);
  });

  it("stores only hashes of the tokens", async () => {
    const g = await createGame("mr-natural", 2);
    const dump = await roomDump(g.id);
    for (const token of [g.host, ...g.tokens]) expect(dump).not.toContain(token);
  });

  it("shows each caller its own seat and legal moves only to the seat that may act", async () => {
    const g = await createGame("mr-natural", 2);
    const started = await claimAll(g);
    const [active] = started.activeSeats;
    const spectator = (await api<GameResponse>("GET", `/api/games/${g.id}`)).body;
    expect(spectator.you).toBeNull();
    expect(spectator.legalMoves).toBeUndefined();
    expect(spectator.serverSeed).toBeNull();
    const mine = (await api<GameResponse>("GET", `/api/games/${g.id}`, { token: g.tokens[active] })).body;
    expect(mine.you).toEqual({ role: "player", seat: active, claimed: true });
    expect(mine.legalMoves).toEqual([{ type: "roll" }]);
    const theirs = (await api<GameResponse>("GET", `/api/games/${g.id}`, { token: g.tokens[1 - active] }))
      .body;
    expect(theirs.legalMoves).toBeUndefined();
    expect(JSON.stringify([spectator, mine, theirs])).not.toMatch(/server_seed|"serverSeed":"[0-9a-f]/);
  });
});

describe("starting early", () => {
  it("lets only the host start, once enough seats are claimed, dropping the open seats", async () => {
    const g = await createGame("mr-natural", 3);
    const path = `/api/games/${g.id}/start`;
    expect((await api("POST", path, { token: g.host })).body.error.code).toBe("not_enough_players");
    await api("POST", `/api/games/${g.id}/claim`, { token: g.tokens[2], body: { name: "Cleo" } });
    expect((await api("POST", path, { token: g.tokens[2] })).body.error.code).toBe("not_host");
    const started = await api<GameResponse>("POST", path, { token: g.host });
    expect(started.status).toBe(200);
    expect(started.body.status).toBe("playing");
    expect(started.body.seats).toEqual([{ seat: 0, name: "Cleo", claimed: true }]);
    const cleo = (await api<GameResponse>("GET", `/api/games/${g.id}`, { token: g.tokens[2] })).body;
    expect(cleo.you?.seat).toBe(0);
    expect((await api("GET", `/api/games/${g.id}`, { token: g.tokens[0] })).body.error.code).toBe(
      "seat_dropped",
    );
    expect((await api("POST", path, { token: g.host })).body.error.code).toBe("game_started");
  });
});

describe("renaming (Mr. Natural ruling 10)", () => {
  it("allows a new name at the start of one's own turn only", async () => {
    const g = await createGame("mr-natural", 2);
    const started = await claimAll(g);
    const token = g.tokens[started.activeSeats[0]];
    const renamed = await api<GameResponse>("POST", `/api/games/${g.id}/name`, {
      token,
      body: { name: "Mr. Natural" },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.seats[started.activeSeats[0]].name).toBe("Mr. Natural");
    const other = await api("POST", `/api/games/${g.id}/name`, {
      token: g.tokens[1 - started.activeSeats[0]],
      body: { name: "Nope" },
    });
    expect([other.status, other.body.error.code]).toEqual([409, "cannot_rename"]);
    await api("POST", `/api/games/${g.id}/moves`, {
      token,
      body: { move: { type: "roll" }, version: renamed.body.version, key: "rename-roll" },
    });
    const late = await api("POST", `/api/games/${g.id}/name`, { token, body: { name: "Too late" } });
    expect(late.body.error.code).toBe("cannot_rename");
  });
});

describe("live updates", () => {
  it("pushes the new version over the WebSocket after every change", async () => {
    const g = await createGame("mr-natural", 2);
    const res = await SELF.fetch(`https://boxcars.test/api/games/${g.id}/live`, {
      headers: { Upgrade: "websocket" },
    });
    expect(res.status).toBe(101);
    const ws = res.webSocket!;
    const versions: number[] = [];
    ws.addEventListener("message", (e) => versions.push(JSON.parse(e.data as string).version));
    ws.accept();
    await claimAll(g);
    for (let i = 0; i < 50 && versions.length < 3; i++) await new Promise((r) => setTimeout(r, 10));
    // 0 on connect; the first claim makes 1; the last claim makes 2 and starts the game, 3.
    expect(versions).toEqual([0, 1, 3]);
    ws.close();
  });

  it("refuses a plain GET on the live URL and a socket for an unknown game", async () => {
    const g = await createGame("mr-natural", 1);
    expect((await api("GET", `/api/games/${g.id}/live`)).status).toBe(426);
    const res = await SELF.fetch("https://boxcars.test/api/games/abcdefghijkm/live", {
      headers: { Upgrade: "websocket" },
    });
    expect(res.status).toBe(404);
  });
});

describe("races", () => {
  it("applies exactly one of many concurrent moves made with the same version", async () => {
    const g = await createGame("mr-natural", 2);
    const started = await claimAll(g);
    const token = g.tokens[started.activeSeats[0]];
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        api("POST", `/api/games/${g.id}/moves`, {
          token,
          body: { move: { type: "roll" }, version: started.version, key: `race-${i}-xxxx` },
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409 && a.body.error.code === "stale_version")).toHaveLength(49);
  });

  it("applies once, and answers every caller alike, when concurrent requests share one key", async () => {
    const g = await createGame("mr-natural", 2);
    const started = await claimAll(g);
    const token = g.tokens[started.activeSeats[0]];
    const body = { move: { type: "roll" }, version: started.version, key: "same-key-for-all" };
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => api("POST", `/api/games/${g.id}/moves`, { token, body })),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    expect((await api("GET", `/api/games/${g.id}/record`)).body.moves).toHaveLength(1);
  });
});

describe("a fixed server seed (development and test servers only)", () => {
  const seed = "5eed".repeat(16);

  it("makes a known game: the seed fixes the id and the commitment, and the record reveals it", async () => {
    const g = await createGame("mr-natural", 2, { target: 2000 }, { serverSeed: seed });
    expect(g.id).toBe(seededGameId(seed));
    expect(g.created.commitment).toBe(commitmentOf(seed));
    await claimAll(g);
    expect((await playToEnd(g)).serverSeed).toBe(seed);
    // One seed names one game: asking again finds it, and stores nothing new.
    const again = await api("POST", "/api/games", {
      body: { game: "mr-natural", seats: 2, serverSeed: seed },
    });
    expect([again.status, again.body.error.code]).toEqual([409, "exists"]);
  });

  it("refuses a seed that is not 64 lower-case hex digits, creating nothing", async () => {
    for (const serverSeed of ["5eed", "5EED".repeat(16), 42]) {
      const res = await api("POST", "/api/games", { body: { game: "mr-natural", seats: 2, serverSeed } });
      expect([res.status, res.body.error.code], String(serverSeed)).toEqual([400, "bad_request"]);
    }
  });

  it("is refused in production with 400 fixed_seed_unavailable, and no room is made", async () => {
    const other = "0123456789abcdef".repeat(4);
    const res = await app.request(
      "https://boxcars.test/api/games",
      {
        method: "POST",
        headers: { "Content-Type": "application/json", "CF-Connecting-IP": "198.51.100.7" },
        body: JSON.stringify({ game: "mr-natural", seats: 2, serverSeed: other }),
      },
      { ...env, BOXCARS_ENV: "production" },
    );
    const body = await res.json<{ error: { code: string; message: string } }>();
    expect([res.status, body.error.code]).toEqual([400, "fixed_seed_unavailable"]);
    expect(body.error.message).toMatch(/development or test server/);
    expect((await api("GET", `/api/games/${seededGameId(other)}`)).status).toBe(404);
  });
});

describe("forks (POST /api/games/:id/fork)", () => {
  const key = (name: string) => `fork-key-${name}-0123456789`;
  const fork = (id: string, body: Record<string, unknown>) => api("POST", `/api/games/${id}/fork`, { body });
  /** A finished two-seat game and its record. */
  async function parentGame() {
    const g = await createGame("mr-natural", 2, { target: 2000 }, { bots: [1] });
    await claimAll(g);
    await playToEnd(g, 5);
    return { g, record: (await api<GameRecord>("GET", `/api/games/${g.id}/record`)).body };
  }

  it("starts a new game from any move, answering like a create; it verifies with its parent, and a retry answers the same fork", async () => {
    const { g, record } = await parentGame();
    const move = Math.floor(record.moves.length / 2);
    const res = await fork(g.id, { move, key: key("a") });
    expect(res.status).toBe(201);
    const created = res.body as CreatedGame;
    expect(created).toMatchObject({
      id: forkGameId(g.id, key("a")),
      hostUrl: expect.stringMatching(/\/host\/[a-z2-9]{12}#[\w-]{22}$/),
      spectatorUrl: `https://boxcars.test/watch/${created.id}`,
      forkedFrom: { id: g.id, move, stateHash: record.moves[move - 1].stateHash },
    });
    // The parent's bot seat stays the bot's; a new seed, committed.
    expect(created.seats.map((s) => s.bot ?? false)).toEqual([false, true]);
    expect(created.commitment).not.toBe(record.commitment);
    // The same request again: the same game and links, nothing made twice; another request with the key is refused.
    const dump = await roomDump(created.id);
    expect(await fork(g.id, { move, key: key("a") })).toEqual(res);
    const other = await fork(g.id, { move: move - 1, key: key("a") });
    expect([other.status, other.body.error.code]).toEqual([422, "key_reused"]);
    expect(await roomDump(created.id)).toBe(dump);

    // Its first position is the parent's at that move; it is marked, never rated.
    const f = {
      id: created.id,
      created,
      host: tokenOf(created.hostUrl),
      tokens: [tokenOf(created.seats[0].url!), ""],
    };
    const started = await claimAll(f);
    expect(started).toMatchObject({ status: "playing", forkedFrom: created.forkedFrom });
    expect(started.rated).toBeUndefined();
    await playToEnd(f, 9);
    const forked = (await api<GameRecord>("GET", `/api/games/${f.id}/record`)).body;
    expect(forked.forkedFrom).toEqual(created.forkedFrom);
    expect(verifyRecord(games, forked, [record])).toMatchObject({ ok: true });
    expect(verifyRecord(games, forked, [])).toMatchObject({ ok: false, at: "parent" });

    // Archived: the index marks it forked; a fork of the (archived) fork verifies with both parents.
    await waitForArchive(f.id);
    const row = await env.DB.prepare("SELECT forked, rated FROM archived_games WHERE id = ?")
      .bind(f.id)
      .first();
    expect(row).toEqual({ forked: 1, rated: 0 });
    // From its move 0 (the position it took): a later move may already have ended the fork, at the dice's whim.
    const again = await fork(f.id, { move: 0, key: key("b"), bots: [] });
    expect([again.status, again.body.error]).toEqual([201, undefined]);
    expect(again.body.seats.map((s: { url: string | null }) => s.url !== null)).toEqual([true, true]);
    const late = await fork(f.id, { move: 0, key: key("a") }); // another parent: another room
    expect(late.status).toBe(201);
  }, 60_000);

  it("starts a fork early with its open seats played by the bot (the position has every seat)", async () => {
    const { g } = await parentGame();
    const res = await fork(g.id, { move: 2, key: key("c"), bots: [] });
    const host = tokenOf(res.body.hostUrl);
    await api("POST", `/api/games/${res.body.id}/claim`, {
      token: tokenOf(res.body.seats[1].url),
      body: { name: "Kim", clientSeed: "k" },
    });
    const started = await api<GameResponse>("POST", `/api/games/${res.body.id}/start`, { token: host });
    expect(started.status).toBe(200);
    expect(started.body.seats.map((s) => [s.name, s.bot ?? false])).toEqual([
      ["Bot 1", true],
      ["Kim", false],
    ]);
    // The fork row and the botted seats are in the room's value, as a room waking now would read them.
    const [memory, stored] = await memoryAndStorage(res.body.id);
    expectSameRoom([memory, stored]);
    expect(memory?.fork).toMatchObject({ parent_id: g.id, move: 2 });
  });

  let shared: ReturnType<typeof parentGame> | undefined;
  it.each([
    [{ move: -1 }, 400, "bad_request"],
    [{ move: 1.5 }, 400, "bad_request"],
    [{ move: "1" }, 400, "bad_request"],
    [{ move: 1, key: "short" }, 400, "bad_request"],
    [{ move: 1, key: undefined }, 400, "bad_request"],
    [{ move: 1, rated: true }, 400, "bad_request"],
    [{ move: 1, options: { target: 5000 } }, 400, "bad_request"],
    [{ move: 1, seats: 3 }, 400, "bad_request"],
    [{ move: 1, bots: [0, 1] }, 400, "bad_bots"],
    [{ move: 1, bots: [2] }, 400, "bad_bots"],
    [{ move: 1, clock: { perMoveDays: -1 } }, 400, "bad_clock"],
    [{ move: 99_999 }, 400, "bad_fork_move"],
    [{ move: "end" }, 400, "bad_fork_move"],
  ])("refuses %j with a clear %i, storing nothing", async (input, status, code) => {
    shared ??= parentGame();
    const { g, record } = await shared;
    const body = {
      key: key("bad"),
      ...input,
      ...(input.move === "end" ? { move: record.moves.length } : {}),
    };
    const before = await roomDump(g.id);
    const res = await fork(g.id, body);
    expect([res.status, res.body.error.code]).toEqual([status, code]);
    expect(res.body.error.message).toEqual(expect.any(String));
    expect(await roomDump(g.id)).toBe(before);
    expect(await roomGone(forkGameId(g.id, key("bad")))).toBe(true);
  });

  it("refuses a running game (its secrets are not out), an unknown one, and a bad id", async () => {
    const g = await createGame("mr-natural", 2);
    await claimAll(g);
    const running = await fork(g.id, { move: 0, key: key("d") });
    expect([running.status, running.body.error.code]).toEqual([409, "not_finished"]);
    expect(await roomGone(forkGameId(g.id, key("d")))).toBe(true);
    expect((await fork("abcdefghjkmn", { move: 0, key: key("d") })).status).toBe(404);
    expect((await fork("nope", { move: 0, key: key("d") })).status).toBe(404);
  });

  it("Birthright Conquest: a fork of an ended game deals the hands again, and keeps the fork's own secrets", async () => {
    const g = await createGame("birthright-conquest", 2);
    await claimAll(g);
    // A few moves, then the host ends it: its record (and so every hand) is revealed.
    for (let i = 0; i < 4; i++) {
      const state = (await api<GameResponse>("GET", `/api/games/${g.id}`)).body;
      const seat = state.activeSeats[0];
      const mine = (await api<GameResponse>("GET", `/api/games/${g.id}`, { token: g.tokens[seat] })).body;
      await api("POST", `/api/games/${g.id}/moves`, {
        token: g.tokens[seat],
        body: { move: mine.legalMoves![0], version: mine.version, key: `bc-${i}-move-key` },
      });
    }
    await api("POST", `/api/games/${g.id}/host`, { token: g.host, body: { action: "abort" } });
    const parent = (await api<GameRecord>("GET", `/api/games/${g.id}/record`)).body;
    const res = await fork(g.id, { move: parent.moves.length, key: key("e") });
    expect(res.status).toBe(201);
    const f = {
      id: res.body.id,
      created: res.body,
      host: tokenOf(res.body.hostUrl),
      tokens: res.body.seats.map((s: { url: string }) => tokenOf(s.url)),
    };
    await claimAll(f);
    // While the fork runs: no seed, its reshuffles dealt to nobody hide their values, and a seat sees its own hand only.
    const watching = (await api<GameRecord>("GET", `/api/games/${f.id}/record`)).body;
    expect(watching.serverSeed).toBeNull();
    expect(watching.setup!.draws.length).toBeGreaterThan(0);
    expect(watching.setup!.draws.every((d) => d.to === null && !("value" in d))).toBe(true);
    const seen = (await api<GameResponse>("GET", `/api/games/${f.id}`, { token: f.tokens[0] })).body.view as {
      players: { hand: unknown }[];
    };
    expect(seen.players[0].hand).toEqual(expect.any(Array));
    expect(seen.players[1].hand).toBeNull();
    // Ended, it verifies with its parent.
    await api("POST", `/api/games/${f.id}/host`, { token: f.host, body: { action: "abort" } });
    const done = (await api<GameRecord>("GET", `/api/games/${f.id}/record`)).body;
    expect(verifyRecord(games, done, [parent])).toMatchObject({ ok: true });
  }, 60_000);
});
