/** Every bad input: a clear 4xx JSON error, nothing stored, and the game goes on. */
import { describe, expect, it } from "vitest";
import type { GameResponse } from "../../worker/wire";
import { api, claimAll, createGame, playToEnd, roomDump, type TestGame } from "./support";

async function startedGame(): Promise<{ g: TestGame; state: GameResponse }> {
  const g = await createGame("mr-natural", 3, { target: 2000 });
  const state = await claimAll(g);
  return { g, state };
}

/** Asserts the answer is a JSON error with this status and code, and that the room is unchanged. */
async function refused(
  g: TestGame,
  request: () => Promise<{ status: number; body: any }>,
  status: number,
  code: string,
) {
  const before = await roomDump(g.id);
  const res = await request();
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body.error.code).toBe(code);
  expect(res.body.error.message).toEqual(expect.any(String));
  expect(await roomDump(g.id)).toBe(before);
  return res;
}

describe("creating a game", () => {
  it.each([
    ["malformed JSON", { raw: "{not json" }, 400, "bad_json"],
    ["a body that is not an object", { raw: "[1,2]" }, 400, "bad_request"],
    ["an unknown game type", { body: { game: "chess", seats: 2 } }, 400, "unknown_game"],
    ["too few seats", { body: { game: "mr-natural", seats: 0 } }, 400, "bad_request"],
    ["too many seats", { body: { game: "mr-natural", seats: 9 } }, 400, "bad_seats"],
    ["a fractional seat count", { body: { game: "mr-natural", seats: 2.5 } }, 400, "bad_request"],
    [
      "an option out of range",
      { body: { game: "mr-natural", seats: 2, options: { target: 3000 } } },
      400,
      "bad_options",
    ],
    [
      "an unknown option",
      { body: { game: "mr-natural", seats: 2, options: { turbo: true } } },
      400,
      "bad_options",
    ],
    ["an unknown field", { body: { game: "mr-natural", seats: 2, colour: "red" } }, 400, "bad_request"],
  ])("refuses %s", async (_name, init, status, code) => {
    const before = await api("GET", "/api/games?status=finished");
    const res = await api("POST", "/api/games", init);
    expect(res.status).toBe(status);
    expect(res.body.error.code).toBe(code);
    expect((await api("GET", "/api/games?status=finished")).body).toEqual(before.body);
  });

  it("refuses an oversized body with 413", async () => {
    const res = await api("POST", "/api/games", {
      raw: JSON.stringify({ game: "mr-natural", seats: 2, pad: "x".repeat(20_000) }),
    });
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe("too_large");
  });
});

describe("reading", () => {
  it("answers 404 JSON for an unknown or malformed game id", async () => {
    for (const id of ["abcdefghijkm", "nope", "ABCDEFGHIJKL"]) {
      const res = await api("GET", `/api/games/${id}`);
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe("not_found");
    }
  });

  it("refuses a malformed Authorization header and an unknown token", async () => {
    const { g } = await startedGame();
    const bad = await api("GET", `/api/games/${g.id}`, { token: "short" });
    expect([bad.status, bad.body.error.code]).toEqual([403, "bad_token"]);
    const wrong = await api("GET", `/api/games/${g.id}`, { token: "A".repeat(22) });
    expect([wrong.status, wrong.body.error.code]).toEqual([403, "bad_token"]);
  });

  it("refuses a bad finished-list query, naming the problem", async () => {
    for (const q of [
      "",
      "?status=open",
      "?status=finished&limit=abc",
      "?status=finished&players=12",
      "?status=finished&before=yesterday",
    ]) {
      expect((await api("GET", `/api/games${q}`)).status).toBe(400);
    }
    const unknown = await api("GET", "/api/games?status=finished&offset=100");
    expect(unknown.body.error.message).toMatch(/offset/);
  });
});

describe("claiming", () => {
  it("refuses a claimed seat, a bad name, a bad client seed, the host link and no token", async () => {
    const g = await createGame("mr-natural", 2);
    const path = `/api/games/${g.id}/claim`;
    expect(
      (await api("POST", path, { token: g.tokens[0], body: { name: "Ann", clientSeed: "abc" } })).status,
    ).toBe(200);
    // The same claim again (a retry) is answered; a different one is a second claim.
    expect(
      (await api("POST", path, { token: g.tokens[0], body: { name: "Ann", clientSeed: "abc" } })).status,
    ).toBe(200);
    await refused(
      g,
      () => api("POST", path, { token: g.tokens[0], body: { name: "Mallory" } }),
      409,
      "seat_taken",
    );
    await refused(
      g,
      () => api("POST", path, { token: g.tokens[1], body: { name: "   " } }),
      400,
      "bad_request",
    );
    await refused(
      g,
      () => api("POST", path, { token: g.tokens[1], body: { name: "x".repeat(41) } }),
      400,
      "bad_request",
    );
    await refused(
      g,
      () => api("POST", path, { token: g.tokens[1], body: { name: "Bob\u202e" } }),
      400,
      "bad_request",
    );
    await refused(
      g,
      () => api("POST", path, { token: g.tokens[1], body: { name: "Bob", clientSeed: "é".repeat(3) } }),
      400,
      "bad_request",
    );
    await refused(
      g,
      () => api("POST", path, { token: g.tokens[1], body: { name: "Bob", clientSeed: "x".repeat(65) } }),
      400,
      "bad_request",
    );
    await refused(g, () => api("POST", path, { token: g.host, body: { name: "Host" } }), 403, "not_a_seat");
    await refused(g, () => api("POST", path, { body: { name: "Nobody" } }), 403, "not_a_seat");
    await refused(g, () => api("POST", path, { token: g.tokens[1], raw: "{" }), 400, "bad_json");
  });
});

describe("moving", () => {
  const move = (g: TestGame, token: string | undefined, body: unknown) => () =>
    api("POST", `/api/games/${g.id}/moves`, { token, body });

  it("refuses every kind of bad move and stores nothing, and the game goes on", async () => {
    const { g, state } = await startedGame();
    const [active] = state.activeSeats;
    const other = (active + 1) % 3;
    const v = state.version;
    await refused(
      g,
      move(g, undefined, { move: { type: "roll" }, version: v, key: "key-00001" }),
      401,
      "unauthorized",
    );
    await refused(
      g,
      move(g, "B".repeat(22), { move: { type: "roll" }, version: v, key: "key-00002" }),
      403,
      "bad_token",
    );
    await refused(
      g,
      move(g, g.host, { move: { type: "roll" }, version: v, key: "key-00003" }),
      403,
      "not_a_player",
    );
    await refused(
      g,
      move(g, g.tokens[other], { move: { type: "roll" }, version: v, key: "key-00004" }),
      409,
      "not_your_turn",
    );
    await refused(
      g,
      move(g, g.tokens[active], { move: { type: "bank" }, version: v, key: "key-00005" }),
      422,
      "illegal_move",
    );
    await refused(
      g,
      move(g, g.tokens[active], { move: { type: "fly" }, version: v, key: "key-00006" }),
      400,
      "bad_move",
    );
    await refused(
      g,
      move(g, g.tokens[active], { move: "roll", version: v, key: "key-00007" }),
      400,
      "bad_request",
    );
    await refused(
      g,
      move(g, g.tokens[active], { move: { type: "roll" }, version: "1", key: "key-00008" }),
      400,
      "bad_request",
    );
    await refused(
      g,
      move(g, g.tokens[active], { move: { type: "roll" }, version: v, key: "k" }),
      400,
      "bad_request",
    );
    await refused(g, move(g, g.tokens[active], { move: { type: "roll" }, version: v }), 400, "bad_request");
    const stale = await refused(
      g,
      move(g, g.tokens[active], { move: { type: "roll" }, version: v - 1, key: "key-00009" }),
      409,
      "stale_version",
    );
    expect(stale.body.game).toMatchObject({ id: g.id, version: v });

    const good = await move(g, g.tokens[active], { move: { type: "roll" }, version: v, key: "key-00010" })();
    expect(good.status).toBe(200);
    expect(good.body.version).toBe(v + 1);
  });

  it("applies a retried request once and answers it again; a reused key with another body is refused", async () => {
    const { g, state } = await startedGame();
    const token = g.tokens[state.activeSeats[0]];
    const body = { move: { type: "roll" }, version: state.version, key: "retry-key-1" };
    const first = await move(g, token, body)();
    const again = await move(g, token, body)();
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    const record = (await api("GET", `/api/games/${g.id}/record`)).body;
    expect(record.moves).toHaveLength(1);
    await refused(g, move(g, token, { ...body, version: state.version + 1 }), 422, "key_reused");
  });

  it("answers a retry with the first answer even after others have moved", async () => {
    const g = await createGame("box-cars-d10", 2);
    const started = await claimAll(g);
    const body = { move: { type: "roll" }, version: started.version, key: "first-answer-0" };
    const first = await move(g, g.tokens[0], body)();
    expect(first.status).toBe(200);
    const other = await move(g, g.tokens[1], {
      move: { type: "roll" },
      version: first.body.version,
      key: "first-answer-1",
    })();
    expect(other.body.version).toBe(first.body.version + 1);
    const again = await move(g, g.tokens[0], body)();
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect((await api("GET", `/api/games/${g.id}/record`)).body.moves).toHaveLength(2);
  });

  it("refuses moves before the start and after the end", async () => {
    const open = await createGame("mr-natural", 2);
    await api("POST", `/api/games/${open.id}/claim`, { token: open.tokens[0], body: { name: "Ann" } });
    await refused(
      open,
      move(open, open.tokens[0], { move: { type: "roll" }, version: 1, key: "key-early" }),
      409,
      "not_started",
    );

    const { g } = await startedGame();
    const ended = await playToEnd(g, 3);
    await refused(
      g,
      move(g, g.tokens[0], { move: { type: "roll" }, version: ended.version, key: "key-late" }),
      409,
      "game_over",
    );
  });
});

describe("renaming and test messages", () => {
  it("refuses a bad new name, a spectator, the host, and a test message without a contact, storing nothing", async () => {
    const { g, state } = await startedGame();
    const token = g.tokens[state.activeSeats[0]];
    const path = `/api/games/${g.id}/name`;
    await refused(g, () => api("POST", path, { token, body: { name: "" } }), 400, "bad_request");
    await refused(g, () => api("POST", path, { token, body: { name: "x".repeat(41) } }), 400, "bad_request");
    await refused(g, () => api("POST", path, { token, body: { name: "Ann", extra: 1 } }), 400, "bad_request");
    await refused(g, () => api("POST", path, { body: { name: "Ghost" } }), 403, "not_a_player");
    await refused(g, () => api("POST", path, { token: g.host, body: { name: "Host" } }), 403, "not_a_player");
    await refused(
      g,
      () => api("POST", `/api/games/${g.id}/notifications/test`, { token }),
      409,
      "no_contact",
    );
    await refused(
      g,
      () => api("POST", `/api/games/${g.id}/notifications/test`, { token: g.host }),
      403,
      "not_a_player",
    );
  });
});
