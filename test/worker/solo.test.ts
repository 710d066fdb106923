/** Finished solo games rank against every archived solo game of the same game (the D1 index). */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { GameResponse } from "../../worker/wire";
import { api, claimAll, createGame, playToEnd, tokenOf, waitForArchive } from "./support";

async function soloGame(game: string, seed: number) {
  const g = await createGame(game, 1, game === "mr-natural" ? { target: 2000 } : {});
  await claimAll(g);
  const ended = await playToEnd(g, seed);
  await waitForArchive(g.id);
  return { g, ended };
}

describe("solo ranking", () => {
  it.each([
    ["box-cars-d10", "higher"],
    ["mr-natural", "lower"],
    ["coal-n-write", "higher"],
  ])(
    "ranks a finished %s solo game (%s is better)",
    async (game, better) => {
      const played = [];
      for (const seed of [3, 5, 9]) played.push(await soloGame(game, seed));
      const scores = played.map((p) => p.ended.result!.scores[0]);
      const places: number[] = [];
      for (const { g, ended } of played) {
        const read = (await api<GameResponse>("GET", `/api/games/${g.id}`)).body;
        const mine = ended.result!.scores[0];
        const ahead = scores.filter((s) => (better === "higher" ? s > mine : s < mine)).length;
        expect(read.soloRank).toMatchObject({ better });
        expect(read.soloRank!.place).toBeGreaterThanOrEqual(ahead + 1); // other test files add games too
        expect(read.soloRank!.of).toBeGreaterThanOrEqual(3);
        places.push(read.soloRank!.place);
      }
      // Among these three, a better score always has a better (smaller) place, an equal one the same.
      for (let i = 0; i < 3; i++) {
        for (let j = 0; j < 3; j++) {
          const iBetter = better === "higher" ? scores[i] > scores[j] : scores[i] < scores[j];
          if (iBetter) expect(places[i]).toBeLessThan(places[j]);
          if (scores[i] === scores[j]) expect(places[i]).toBe(places[j]);
        }
      }
    },
    60_000,
  );

  it("ranks a solo game in the answer to its last move", async () => {
    const g = await createGame("box-cars-d10", 1);
    await claimAll(g);
    const ended = await playToEnd(g, 4);
    expect(ended.status).toBe("finished");
    expect(ended.soloRank).toMatchObject({ better: "higher", unit: "points" });
  }, 60_000);

  it("neither ranks a fork of a solo game nor counts it against the others", async () => {
    const { g } = await soloGame("box-cars-d10", 6);
    const rank = async () => (await api<GameResponse>("GET", `/api/games/${g.id}`)).body.soloRank!;
    const before = await rank();
    const forked = await api("POST", `/api/games/${g.id}/fork`, {
      body: { move: 0, key: "solo-fork-key-0001" },
    });
    const f = {
      id: forked.body.id,
      created: forked.body,
      host: "",
      tokens: [tokenOf(forked.body.seats[0].url)],
    };
    await claimAll(f);
    const ended = await playToEnd(f, 6);
    expect(ended).toMatchObject({ status: "finished", forkedFrom: { id: g.id, move: 0 } });
    expect(ended.soloRank).toBeUndefined();
    await waitForArchive(f.id);
    // Other files add solo games too: the fork's own score, whatever it is, is not among the counted.
    const after = await rank();
    const counted = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM archived_games WHERE game = 'box-cars-d10' AND players = 1 AND listed = 1 AND forked = 0",
    ).first<{ n: number }>();
    expect(after.of).toBe(counted!.n);
    expect(after.of).toBeGreaterThanOrEqual(before.of);
  }, 60_000);

  it("gives no rank to games with more than one seat or still running", async () => {
    const g = await createGame("box-cars-d10", 2);
    await claimAll(g);
    expect((await api<GameResponse>("GET", `/api/games/${g.id}`)).body.soloRank).toBeUndefined();
  });
});

describe("the catalog's solo boards", () => {
  it("says how each game's solo score reads and ranks, and nothing for games without a solo board", async () => {
    const { games: listed } = (
      await api<{ games: { id: string; soloBoard?: { unit: string; better: string } }[] }>(
        "GET",
        "/api/catalog",
      )
    ).body;
    const byId = Object.fromEntries(listed.map((g) => [g.id, g.soloBoard]));
    expect(byId["mr-natural"]).toEqual({ better: "lower", unit: "turns" });
    expect(byId["box-cars-d10"]).toMatchObject({ better: "higher", unit: "points" });
    expect(byId["coal-n-write"]).toEqual({ better: "higher", unit: "dollars" });
    for (const g of listed)
      expect(g.soloBoard === undefined || ["higher", "lower"].includes(g.soloBoard.better)).toBe(true);
  });
});
