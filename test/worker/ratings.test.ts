/**
 * Ratings from the archive index equal ratings recomputed from the public records (what `npm run
 * ratings` does), and a game its host marked unrated leaves both (docs/players.md); a fork never counts.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { GameRecord } from "../../worker/engine/record";
import { claimText } from "../../worker/engine/seat-keys";
import { markUnrated } from "../../worker/players/rated";
import { computeRatings, type RatedGame } from "../../worker/ratings/compute";
import { hashToken } from "../../worker/room/tokens";
import { countedGames } from "../../worker/ratings/records";
import type { GameResponse } from "../../worker/wire";
import {
  api,
  createGame,
  newKey,
  playToEnd,
  tokenOf,
  waitForArchive,
  type TestGame,
  type TestKey,
} from "./support";

type Signer = TestKey;

async function ratedGame(keys: Signer[], bots: number[] = []): Promise<TestGame> {
  const game = await createGame(
    "mr-natural",
    keys.length + bots.length,
    { target: 2000 },
    { rated: true, bots },
  );
  await claimWithKeys(game, keys);
  await playToEnd(game);
  await waitForArchive(game.id);
  return game;
}

/** Claims every person's seat of `game` with the next key of `keys`. */
async function claimWithKeys(game: TestGame, keys: Signer[]): Promise<void> {
  let k = 0;
  for (const [seat, token] of game.tokens.entries()) {
    if (token === "") continue;
    const read = await api<GameResponse>("GET", `/api/games/${game.id}`, { token });
    const key = keys[k++];
    const res = await api("POST", `/api/games/${game.id}/claim`, {
      token,
      body: {
        name: `P${seat + 1}`,
        player: {
          publicKey: key.publicKey,
          alg: "Ed25519",
          signature: await key.sign(claimText(game.id, read.body.claimNonce!)),
        },
      },
    });
    if (res.status !== 200) throw new Error(JSON.stringify(res.body));
  }
}

// Ratings read the archive's D1 index (branch `archive`, migration 0003): until it is merged, this test waits.
const archiveIndex = await env.DB.prepare(
  "SELECT 1 FROM sqlite_master WHERE name = 'archived_games'",
).first();

describe("ratings", () => {
  it.skipIf(!archiveIndex)(
    "shows the numbers a recomputation from the public records gives, without the games marked unrated",
    async () => {
      const [a, b, c] = [await newKey(), await newKey(), await newKey()];
      const games = [await ratedGame([a, b]), await ratedGame([b, c], [2]), await ratedGame([a, c])];
      await api("POST", `/api/games/${games[2].id}/unrated`, { token: games[2].host });

      const service = (await api("GET", "/api/ratings/mr-natural/all")).body.pools;
      const listed: { id: string; period: string }[] = (await api("GET", "/api/ratings/mr-natural/games"))
        .body.games;
      const ids = listed.map((g) => g.id);
      expect([...ids].sort()).toEqual([games[0].id, games[1].id].sort());
      const records: GameRecord[] = [];
      for (const id of ids) records.push((await api<GameRecord>("GET", `/api/games/${id}/record`)).body);
      const skipped: string[] = [];
      const recomputed = computeRatings(
        await countedGames(records, "mr-natural", (why) => skipped.push(why)),
      );
      expect(skipped).toEqual([]);
      expect(service).toEqual(JSON.parse(JSON.stringify(Object.fromEntries(recomputed))));
      const pool = service["mr-natural"] as { player: string; games: number; provisional: boolean }[];
      expect(pool.map((r) => r.player).sort()).toEqual([a, b, c].map((k) => k.fingerprint).sort());
      expect(pool.find((r) => r.player === b.fingerprint)!.games).toBe(2);
      expect(pool.every((r) => r.provisional)).toBe(true);

      // The player page shows the games and the rating.
      const page = (await api("GET", `/api/players/${b.fingerprint}`)).body;
      expect(page.games.map((g: { id: string }) => g.id).sort()).toEqual([games[0].id, games[1].id].sort());
      expect(page.ratings).toMatchObject([{ pool: "mr-natural", games: 2, provisional: true }]);
      expect(page.stats).toMatchObject([{ game: "mr-natural", played: 2 }]);
      // Time per move, from the records at archive time: every game's moves by b's seat, each timed.
      const movesOfB = (record: GameRecord) =>
        record.moves.filter(
          (m) => m.by === "player" && record.seats[m.seat].player?.fingerprint === b.fingerprint,
        ).length;
      const mine = page.games.map((g: { id: string; moves: number }) => g.moves);
      expect(mine.sort()).toEqual(records.map(movesOfB).sort());
      expect(typeof page.stats[0].msPerMove).toBe("number");

      // A fork of a rated game, its seats claimed with keys, is never rated: its players get no rating from it.
      const [d, e] = [await newKey(), await newKey()];
      const forked = await api("POST", `/api/games/${games[0].id}/fork`, {
        body: { move: 1, key: "ratings-fork-key-0001" },
      });
      const fork: TestGame = {
        id: forked.body.id,
        created: forked.body,
        host: tokenOf(forked.body.hostUrl),
        tokens: forked.body.seats.map((s: { url: string }) => tokenOf(s.url)),
      };
      await claimWithKeys(fork, [d, e]);
      await playToEnd(fork);
      await waitForArchive(fork.id);
      const counted = (await api("GET", "/api/ratings/mr-natural/games")).body.games as { id: string }[];
      expect(counted.map((g) => g.id).sort()).toEqual([...ids].sort());
      const after = (await api("GET", "/api/ratings/mr-natural/all")).body.pools["mr-natural"];
      expect(after.map((r: { player: string }) => r.player)).not.toContain(d.fingerprint);
      expect((await api("GET", `/api/players/${d.fingerprint}`)).body.games).toMatchObject([
        { id: fork.id, rated: false },
      ]);
    },
    120_000,
  );

  it.skipIf(!archiveIndex)(
    "stores each closed day's ratings, counts a late game in the next open day, and starts the pool again when a counted game is marked unrated",
    async () => {
      const [p, q, r] = ["a", "b", "c"].map((x) => x.repeat(32));
      const day = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
      const games: RatedGame[] = [];
      const index = async (id: string, endedAt: string, seats: [string | null, number][]) => {
        games.push({
          id,
          game: "box-cars-d10",
          variant: null,
          endedAt,
          seats: seats.map(([player, place], seat) => ({ seat, player, place })),
        });
        await env.DB.batch([
          env.DB.prepare(
            `INSERT INTO archived_games (id, game, options_digest, players, rated, created_at, ended_at, commitment, names, r2_key, record_bytes, gzip_bytes)
             VALUES (?1, 'box-cars-d10', '', ?2, 1, ?3, ?3, '', '[]', '', 0, 0)`,
          ).bind(id, seats.length, endedAt),
          env.DB.prepare("INSERT INTO rated_games (game_id, host_hash, created_at) VALUES (?1, ?2, ?3)").bind(
            id,
            "h".repeat(64),
            endedAt,
          ),
          ...seats.map(([player, place], seat) =>
            env.DB.prepare(
              "INSERT INTO game_results (game_id, seat, name, score, place, player) VALUES (?1, ?2, 'x', 0, ?3, ?4)",
            ).bind(id, seat, place, player),
          ),
        ]);
      };
      await index("st-1", `${day(3)}T10:00:00.000Z`, [
        [p, 1],
        [q, 2],
      ]);
      await index("st-2", `${day(3)}T11:00:00.000Z`, [
        [q, 1],
        [r, 2],
        [null, 3],
      ]);
      await index("st-3", `${day(2)}T09:00:00.000Z`, [
        [p, 1],
        [r, 2],
      ]);
      await index("st-4", `${new Date().toISOString().slice(0, 10)}T00:00:01.000Z`, [
        [q, 1],
        [p, 2],
      ]);
      const all = async () => (await api("GET", "/api/ratings/box-cars-d10/all")).body.pools;
      const listed = async () =>
        (await api("GET", "/api/ratings/box-cars-d10/games")).body.games as { id: string; period: string }[];
      const recomputed = async () => {
        const periods = new Map((await listed()).map((g) => [g.id, g.period]));
        const counted = games
          .filter((g) => periods.has(g.id))
          .map((g) => ({ ...g, period: periods.get(g.id) }));
        return JSON.parse(JSON.stringify(Object.fromEntries(computeRatings(counted))));
      };

      // Reading closes the two past days into stored rows; today's game is rated on top.
      expect(await all()).toEqual(await recomputed());
      const stored = await env.DB.prepare("SELECT * FROM rating_counted ORDER BY game_id").all();
      expect(stored.results.map((c) => [c.game_id, c.period])).toEqual([
        ["st-1", day(3)],
        ["st-2", day(3)],
        ["st-3", day(2)],
      ]);
      expect(
        (await env.DB.prepare("SELECT through FROM rating_pools WHERE pool = 'box-cars-d10'").first())!
          .through,
      ).toBe(day(2));
      const rows = await env.DB.prepare("SELECT player, games FROM ratings ORDER BY player").all();
      expect(rows.results).toEqual([
        { player: p, games: 2 },
        { player: q, games: 2 },
        { player: r, games: 2 },
      ]);
      // Stored at full precision: the page's numbers match a rating of all games at once.
      expect((await all())["box-cars-d10"].find((x: { player: string }) => x.player === q).games).toBe(3);

      // A game that ended three days ago, archived now: its day is stored, so it counts in the next open day.
      await index("st-late", `${day(3)}T12:00:00.000Z`, [
        [r, 1],
        [p, 2],
      ]);
      expect((await listed()).find((g) => g.id === "st-late")!.period).toBe(day(1));
      expect(await all()).toEqual(await recomputed());

      // Marked unrated after its day was stored: the pool is rated again without it.
      await env.DB.prepare("UPDATE rated_games SET host_hash = ?1 WHERE game_id = 'st-2'")
        .bind(hashToken("host-st-2"))
        .run();
      expect((await markUnrated(env.DB, "st-2", "host-st-2")).status).toBe(200);
      expect((await listed()).map((g) => g.id)).not.toContain("st-2");
      expect(await all()).toEqual(await recomputed());
      expect((await api("GET", `/api/players/${r}`)).body.ratings).toMatchObject([
        { pool: "box-cars-d10", games: 2 },
      ]);
    },
    60_000,
  );
});
