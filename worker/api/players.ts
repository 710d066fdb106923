/** Players' pages, their signed settings, and the ratings (docs/players.md). */
import { Hono } from "hono";
import * as z from "zod/mini";
import { fingerprintOf, FINGERPRINT, profileText, signatureProblem } from "../engine/seat-keys";
import { games } from "../games";
import type { Env } from "../env";
import { closePeriods, countedIn, countedWithPeriods, currentRatings } from "../players/ratings";
import { gamesOf, listedNames, profileOf, statsOf } from "../players/reads";
import { botRating } from "../ratings/bots";
import { poolOf, PROVISIONAL_RD } from "../ratings/compute";
import type { Leaderboard, PlayerPage, PlayerRatingInfo } from "../wire";
import { ApiError, body, query } from "./http";
import { claimKey, displayName } from "./schemas";

export const playersApi = new Hono<{ Bindings: Env }>();

const PAGE = 20;

function fingerprintParam(value: string | undefined): string {
  if (!value || !FINGERPRINT.test(value))
    throw new ApiError(404, "not_found", "A player is named by a key fingerprint: 32 hex characters.");
  return value;
}

const pageQuery = z.strictObject({
  before: z.optional(z.iso.datetime()),
  limit: z._default(
    z.pipe(z.string().check(z.regex(/^([1-9]|[1-4]\d|50)$/, "limit is 1 to 50.")), z.transform(Number)),
    PAGE,
  ),
});

/** A key's ratings in every pool it played rated games in. */
async function ratingsOf(db: D1Database, fingerprint: string, pools: string[]): Promise<PlayerRatingInfo[]> {
  const out: PlayerRatingInfo[] = [];
  for (const game of new Set(pools.map((p) => p.split("/")[0]))) {
    for (const [pool, list] of await currentRatings(db, game, { player: fingerprint })) {
      const mine = list.find((r) => r.player === fingerprint);
      if (mine)
        out.push({
          pool,
          title: `${games[game]?.title ?? game}${pool.includes("/") ? ` (${pool.split("/")[1]})` : ""}`,
          rating: mine.rating,
          rd: mine.rd,
          vol: mine.vol,
          games: mine.games,
          provisional: mine.provisional,
          asOf: mine.asOf,
        });
    }
  }
  return out;
}

playersApi.get("/players/:fingerprint", async (c) => {
  const fingerprint = fingerprintParam(c.req.param("fingerprint"));
  const q = query(c, pageQuery);
  const [profile, stats, played] = await Promise.all([
    profileOf(c.env.DB, fingerprint),
    statsOf(c.env.DB, fingerprint),
    gamesOf(c.env.DB, fingerprint, q.before ?? null, q.limit + 1),
  ]);
  if (!profile && played.length === 0)
    throw new ApiError(404, "not_found", "No player with this key has claimed a seat here.");
  const title = (game: string) => games[game]?.title ?? game;
  const page = played.slice(0, q.limit);
  return c.json({
    fingerprint,
    name: profile?.name ?? null,
    listed: profile?.listed ?? false,
    stats: stats.map((s) => ({ ...s, title: title(s.game) })),
    ratings: await ratingsOf(
      c.env.DB,
      fingerprint,
      stats.map((s) => poolOf(s.game, s.variant)),
    ),
    games: page.map((g) => ({ ...g, title: title(g.game) })),
    next: played.length > q.limit ? page[page.length - 1].endedAt : null,
  } satisfies PlayerPage);
});

/** How long a signed change stays good (clocks differ a little). */
const SIGNED_WINDOW_MS = 10 * 60_000;

const profileBody = z.strictObject({
  ...claimKey.shape,
  name: z.nullable(displayName),
  listed: z.boolean(),
  at: z.iso.datetime(),
});

/** The key's holder sets the page's name and listing, signed with the key (no account: the signature is the proof). */
playersApi.put("/players/:fingerprint", async (c) => {
  const fingerprint = fingerprintParam(c.req.param("fingerprint"));
  const input = await body(c, profileBody);
  if (fingerprintOf(input.publicKey) !== fingerprint)
    throw new ApiError(400, "wrong_key", "This public key's fingerprint is not the page's.");
  if (Math.abs(Date.parse(input.at) - Date.now()) > SIGNED_WINDOW_MS)
    throw new ApiError(
      400,
      "stale_signature",
      "The signed time is more than ten minutes from now; sign again.",
    );
  const problem = await signatureProblem(input, profileText(fingerprint, input.name, input.listed, input.at));
  if (problem) throw new ApiError(400, "bad_signature", problem);
  const saved = await c.env.DB.prepare(
    `INSERT INTO players (fingerprint, public_key, alg, name, listed, first_seen, signed_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?6)
     ON CONFLICT DO UPDATE SET name = excluded.name, listed = excluded.listed, signed_at = excluded.signed_at
     WHERE players.signed_at IS NULL OR players.signed_at < excluded.signed_at`,
  )
    .bind(fingerprint, input.publicKey, input.alg, input.name, input.listed ? 1 : 0, input.at)
    .run();
  if (saved.meta.changes === 0)
    throw new ApiError(
      409,
      "replayed",
      "A change signed at this time or later was already saved; sign again.",
    );
  return c.json({ fingerprint, name: input.name, listed: input.listed });
});

const boardQuery = z.strictObject({ board: z.optional(z.string().check(z.regex(/^[a-z]{2,8}$/))) });

function gameParam(value: string | undefined): string {
  if (!value || !games[value]) throw new ApiError(404, "unknown_game", `Unknown game '${value}'.`);
  return value;
}

/** Players a leaderboard shows, settled and provisional together. */
const BOARD_SIZE = 100;

/** The leaderboard: listed players with settled ratings, best first. */
playersApi.get("/ratings/:game", async (c) => {
  const game = gameParam(c.req.param("game"));
  const pool = poolOf(game, query(c, boardQuery).board ?? null);
  const list = (await currentRatings(c.env.DB, game, { listed: true, limit: BOARD_SIZE })).get(pool) ?? [];
  const names = await listedNames(
    c.env.DB,
    list.map((r) => r.player),
  );
  const listed = (provisional: boolean) =>
    list
      .filter((r) => r.provisional === provisional && names.has(r.player))
      .slice(0, BOARD_SIZE)
      .map((r) => ({
        fingerprint: r.player,
        name: names.get(r.player) ?? null,
        rating: r.rating,
        rd: r.rd,
        games: r.games,
      }));
  const bot = botRating(game);

  return c.json({
    pool,
    game,
    title: games[game].title,
    players: listed(false),
    provisional: listed(true),
    bot: { rating: bot.rating, rd: bot.rd },
    provisionalRd: PROVISIONAL_RD,
    counted: await countedIn(c.env.DB, game, pool),
  } satisfies Leaderboard);
});

/**
 * Every rated game the ratings count, in the order they are rated, each with its rating period, so
 * anyone can fetch their records and recompute (`npm run ratings`).
 */
playersApi.get("/ratings/:game/games", async (c) => {
  const game = gameParam(c.req.param("game"));
  await closePeriods(c.env.DB, game);
  return c.json({ games: await countedWithPeriods(c.env.DB, game) });
});

/** Every player's rating in every pool of a game, provisional ones included (what `npm run ratings` prints). */
playersApi.get("/ratings/:game/all", async (c) => {
  const game = gameParam(c.req.param("game"));
  return c.json({ pools: Object.fromEntries(await currentRatings(c.env.DB, game, { all: true })) });
});
