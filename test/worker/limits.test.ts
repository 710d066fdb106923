/** Rate limits per client (per game for changes), and an archive that keeps retrying through a D1 outage. */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import record from "../fixtures/records/mr-natural-2p.json";
import {
  api,
  callWorker,
  claimAll,
  createGame,
  playToEnd,
  roomDump,
  roomGone,
  roomStub,
  waitForArchive,
} from "./support";

describe("rate limit", () => {
  const from = (ip: string) => ({ "CF-Connecting-IP": ip });

  it("answers 429 past 120 changes a minute from one client to one game, storing nothing, and other games are unaffected", async () => {
    const g = await createGame("mr-natural", 2);
    const tries = await Promise.all(
      Array.from({ length: 130 }, () =>
        api("POST", `/api/games/${g.id}/name`, {
          token: g.tokens[0],
          body: { name: "Spam" },
          headers: from("203.0.113.7"),
        }),
      ),
    );
    const limited = tries.filter((t) => t.status === 429);
    expect(limited.length).toBeGreaterThanOrEqual(10);
    expect(limited[0].body.error.code).toBe("rate_limited");
    const before = await roomDump(g.id);
    expect(
      (
        await api("POST", `/api/games/${g.id}/claim`, {
          token: g.tokens[0],
          body: { name: "Ann" },
          headers: from("203.0.113.7"),
        })
      ).status,
    ).toBe(429);
    expect(await roomDump(g.id)).toBe(before);
    expect(
      (
        await api("POST", `/api/games/${g.id}/claim`, {
          token: g.tokens[0],
          body: { name: "Ann" },
          headers: from("203.0.113.8"),
        })
      ).status,
    ).toBe(200);
    const other = await createGame("mr-natural", 1);
    expect(
      (
        await api("POST", `/api/games/${other.id}/claim`, {
          token: other.tokens[0],
          body: { name: "Bo" },
          headers: from("203.0.113.7"),
        })
      ).status,
    ).toBe(200);
  });
});

describe("rate limits on expensive work", () => {
  const post = (path: string, body: unknown, ip: string) =>
    callWorker(
      new Request(`https://boxcars.test${path}`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "CF-Connecting-IP": ip },
        body: JSON.stringify(body),
      }),
    );
  const burst = async (n: number, path: string, body: unknown, ip: string) => {
    const answers = await Promise.all(Array.from({ length: n }, () => post(path, body, ip)));
    return Promise.all(
      answers.map(async (r) => ({
        status: r.status,
        retryAfter: r.headers.get("Retry-After"),
        body: await r.json<any>(),
      })),
    );
  };
  const create = { game: "mr-natural", seats: 2 };
  /** The limiter counts in fixed one-minute windows: start a burst well inside one, so counts are exact. */
  const insideOneWindow = async () => {
    const into = Date.now() % 60_000;
    if (into > 45_000) await new Promise((resolve) => setTimeout(resolve, 60_100 - into));
  };

  it("answers 429 past 30 new games a minute from one client; other clients still create", async () => {
    await insideOneWindow();
    const answers = await burst(40, "/api/games", create, "203.0.113.20");
    const limited = answers.filter((a) => a.status === 429);
    expect(answers.filter((a) => a.status === 201)).toHaveLength(30);
    expect(limited).toHaveLength(10);
    expect(limited[0]).toMatchObject({ retryAfter: "60", body: { error: { code: "rate_limited" } } });
    expect(limited[0].body.error.message).toMatch(/new games/);
    expect("id" in limited[0].body).toBe(false);
    // Counted before the body is read: a bad body from a limited client is a 429 too.
    expect((await post("/api/games", { game: "chess" }, "203.0.113.20")).status).toBe(429);
    expect((await post("/api/games", create, "203.0.113.21")).status).toBe(201);
  }, 30_000);

  it("answers 429 past 10 record checks a minute from one client; other clients still check", async () => {
    await insideOneWindow();
    const answers = await burst(15, "/api/records/verify", record, "203.0.113.30");
    expect(answers.filter((a) => a.status === 200 && a.body.verdict.ok)).toHaveLength(10);
    const limited = answers.filter((a) => a.status === 429);
    expect(limited).toHaveLength(5);
    expect(limited[0]).toMatchObject({ retryAfter: "60", body: { error: { code: "rate_limited" } } });
    expect(limited[0].body.error.message).toMatch(/record checks/);
    const other = await post("/api/records/verify", record, "2001:db8::30");
    expect(other.status).toBe(200);
  }, 30_000);

  it("does not limit this machine's own tools in development", async () => {
    // One at a time, past each limit by one: record checks from both loopback addresses, new games from one.
    for (const ip of ["127.0.0.1", "::1"]) {
      for (let i = 0; i < 11; i++)
        expect((await post("/api/records/verify", record, ip)).status, `${ip} #${i}`).toBe(200);
    }
    for (let i = 0; i < 31; i++)
      expect((await post("/api/games", create, "127.0.0.1")).status, `#${i}`).toBe(201);
  }, 60_000);
});

describe("archive outage", () => {
  it("keeps retrying while D1 fails and archives exactly once after it recovers", async () => {
    const g = await createGame("mr-natural", 2, { target: 2000 });
    await claimAll(g);
    await env.DB.exec("ALTER TABLE game_results RENAME TO game_results_away");
    try {
      await playToEnd(g);
      for (let i = 0; i < 3; i++) expect(await roomStub(g.id).archiveNow()).toBe(false);
      const meta = JSON.parse(await roomDump(g.id))[0][0];
      expect(meta.archived_at).toBeNull();
      expect(meta.archive_attempts).toBe(3);
      // The R2 step was done (each attempt wrote the same bytes again); the D1 batch is atomic: no half-written game.
      expect(await env.ARCHIVE.head(`records/${g.id}.json.gz`)).not.toBeNull();
      const missing = await env.DB.prepare("SELECT COUNT(*) AS c FROM archived_games WHERE id = ?")
        .bind(g.id)
        .first<{ c: number }>();
      expect(missing!.c).toBe(0);
    } finally {
      await env.DB.exec("ALTER TABLE game_results_away RENAME TO game_results");
    }
    await waitForArchive(g.id);
    expect(await roomGone(g.id)).toBe(true);
    const rows = await env.DB.prepare(
      "SELECT (SELECT COUNT(*) FROM archived_games WHERE id = ?1) AS games, (SELECT COUNT(*) FROM game_results WHERE game_id = ?1) AS results",
    )
      .bind(g.id)
      .first();
    expect(rows).toEqual({ games: 1, results: 2 });
  }, 20_000);
});
