/** Rate limits per client per game, and an archive that keeps retrying through a D1 outage. */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { api, claimAll, createGame, playToEnd, roomDump, runAlarm, waitForArchive } from "./support";

describe("rate limit", () => {
  const from = (ip: string) => ({ "CF-Connecting-IP": ip });

  it("answers 429 past 120 changes a minute from one client to one game, storing nothing, and other games are unaffected", async () => {
    const g = await createGame("mr-natural", 2);
    const tries = await Promise.all(Array.from({ length: 130 }, () =>
      api("POST", `/api/games/${g.id}/name`, { token: g.tokens[0], body: { name: "Spam" }, headers: from("203.0.113.7") })));
    const limited = tries.filter((t) => t.status === 429);
    expect(limited.length).toBeGreaterThanOrEqual(10);
    expect(limited[0].body.error.code).toBe("rate_limited");
    const before = await roomDump(g.id);
    expect((await api("POST", `/api/games/${g.id}/claim`, { token: g.tokens[0], body: { name: "Ann" }, headers: from("203.0.113.7") })).status).toBe(429);
    expect(await roomDump(g.id)).toBe(before);
    expect((await api("POST", `/api/games/${g.id}/claim`, { token: g.tokens[0], body: { name: "Ann" }, headers: from("203.0.113.8") })).status).toBe(200);
    const other = await createGame("mr-natural", 1);
    expect((await api("POST", `/api/games/${other.id}/claim`, { token: other.tokens[0], body: { name: "Bo" }, headers: from("203.0.113.7") })).status).toBe(200);
  });
});

describe("archive outage", () => {
  it("keeps retrying while D1 fails and archives exactly once after it recovers", async () => {
    const g = await createGame("mr-natural", 2, { target: 2000 });
    await claimAll(g);
    await env.DB.exec("ALTER TABLE game_results RENAME TO game_results_away");
    try {
      await playToEnd(g);
      for (let i = 0; i < 3; i++) await runAlarm(g.id).catch(() => undefined);
      const meta = JSON.parse(await roomDump(g.id))[0][0];
      expect(meta.archived_at).toBeNull();
      expect(meta.archive_attempts).toBeGreaterThanOrEqual(1);
      const missing = await env.DB.prepare("SELECT COUNT(*) AS c FROM finished_games WHERE id = ?").bind(g.id).first<{ c: number }>();
      expect(missing!.c).toBe(0); // the batch is atomic: no half-written game
    } finally {
      await env.DB.exec("ALTER TABLE game_results_away RENAME TO game_results");
    }
    await waitForArchive(g.id);
    for (let i = 0; i < 3; i++) await runAlarm(g.id);
    const rows = await env.DB.prepare("SELECT (SELECT COUNT(*) FROM finished_games WHERE id = ?1) AS games, (SELECT COUNT(*) FROM game_results WHERE game_id = ?1) AS results").bind(g.id).first();
    expect(rows).toEqual({ games: 1, results: 2 });
  });
});
