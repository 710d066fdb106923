/**
 * Ratings from the archive index equal ratings recomputed from the public records (what `npm run
 * ratings` does), and a game its host marked unrated leaves both (docs/players.md); a fork never counts.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { GameRecord } from "../../worker/engine/record";
import { claimText, fingerprintOf, toBase64Url } from "../../worker/engine/seat-keys";
import { computeRatings } from "../../worker/ratings/compute";
import { countedGames } from "../../worker/ratings/records";
import type { GameResponse } from "../../worker/wire";
import { api, createGame, playToEnd, tokenOf, waitForArchive, type TestGame } from "./support";

type Signer = { publicKey: string; fingerprint: string; sign(text: string): Promise<string> };

async function newKey(): Promise<Signer> {
  const pair = (await crypto.subtle.generateKey({ name: "Ed25519" }, true, [
    "sign",
    "verify",
  ])) as CryptoKeyPair;
  const publicKey = toBase64Url(
    new Uint8Array((await crypto.subtle.exportKey("raw", pair.publicKey)) as ArrayBuffer),
  );
  return {
    publicKey,
    fingerprint: fingerprintOf(publicKey)!,
    sign: async (text) =>
      toBase64Url(
        new Uint8Array(
          await crypto.subtle.sign({ name: "Ed25519" }, pair.privateKey, new TextEncoder().encode(text)),
        ),
      ),
  };
}

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
      const ids: string[] = (await api("GET", "/api/ratings/mr-natural/games")).body.games;
      expect(ids.sort()).toEqual([games[0].id, games[1].id].sort());
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
      expect((await api("GET", "/api/ratings/mr-natural/games")).body.games.sort()).toEqual(ids);
      const after = (await api("GET", "/api/ratings/mr-natural/all")).body.pools["mr-natural"];
      expect(after.map((r: { player: string }) => r.player)).not.toContain(d.fingerprint);
      expect((await api("GET", `/api/players/${d.fingerprint}`)).body.games).toMatchObject([
        { id: fork.id, rated: false },
      ]);
    },
    120_000,
  );
});
