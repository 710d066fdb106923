/**
 * Stored ratings (docs/players.md, "Stored ratings"). Glicko-2 rates in periods (a UTC day here), so
 * the ratings are stored per pool as of the pool's last closed period: `ratings` (every player at full
 * precision), `rating_pools` (the last day stored) and `rating_counted` (each counted game and its
 * period). A reading first closes the days that are over (at most CLOSE_GAMES games a time, the rest
 * on the next reading), then adds the games still open (today's, and any not yet closed) to the stored
 * ratings of the players in them. So a reading costs the open games and the rows it shows, never the
 * pool's history. A rated game archived after its day was closed counts in the first open period.
 * Closing is deterministic and its rows are written in one batch whose counted-game inserts fail on a
 * game counted already, so two readings closing at once store it once.
 */
import {
  byPool,
  periodOf,
  poolOf,
  ratePool,
  shown,
  type Held,
  type PlayerRating,
  type RatedGame,
} from "../ratings/compute";
import { ratedGames } from "./reads";

/** The most games one reading closes into stored periods. */
export const CLOSE_GAMES = 2000;

interface StoredRow {
  pool: string;
  player: string;
  rating: number;
  rd: number;
  vol: number;
  games: number;
  as_of: string;
}

const today = (now: number) => new Date(now).toISOString().slice(0, 10);
const dayAfter = (day: string) => new Date(Date.parse(day) + 86_400_000).toISOString().slice(0, 10);

/** The pools of `game` and the day each is stored through. */
async function storedThrough(db: D1Database, game: string): Promise<Map<string, string>> {
  const { results } = await db
    .prepare("SELECT pool, through FROM rating_pools WHERE pool = ?1 OR pool LIKE ?1 || '/%'")
    .bind(game)
    .all<{ pool: string; through: string }>();
  return new Map(results.map((r) => [r.pool, r.through]));
}

/** How late a rated game may be archived after its end and still count (only games this recent are looked for). */
export const LATE_DAYS = 30;

/** The counted games of `game` no period has stored yet, each with the period it falls in. */
async function openGames(db: D1Database, game: string): Promise<RatedGame[]> {
  const through = await storedThrough(db, game);
  const earliest = [...through.values()].sort()[0];
  const since = earliest ? new Date(Date.parse(earliest) - LATE_DAYS * 86_400_000).toISOString() : null;
  const games = await ratedGames(db, game, { since });
  return games.map((g) => {
    const stored = through.get(poolOf(g.game, g.variant));
    const day = periodOf(g);
    return { ...g, period: stored && day <= stored ? dayAfter(stored) : day };
  });
}

async function storedOf(db: D1Database, pool: string, players: string[]): Promise<Map<string, Held>> {
  if (players.length === 0) return new Map();
  const { results } = await db
    .prepare("SELECT * FROM ratings WHERE pool = ?1 AND player IN (SELECT value FROM json_each(?2))")
    .bind(pool, JSON.stringify(players))
    .all<StoredRow>();
  return new Map(results.map((r) => [r.player, held(r)]));
}

const held = (r: StoredRow): Held => ({
  rating: r.rating,
  rd: r.rd,
  vol: r.vol,
  games: r.games,
  day: r.as_of,
});
const playersIn = (games: RatedGame[]) => [
  ...new Set(games.flatMap((g) => g.seats.flatMap((s) => (s.player === null ? [] : [s.player])))),
];

/** Stores every finished period of `game`'s pools (days before today), up to CLOSE_GAMES games. */
export async function closePeriods(db: D1Database, game: string, now = Date.now()): Promise<void> {
  const open = (await openGames(db, game)).filter((g) => periodOf(g) < today(now));
  for (const [pool, list] of byPool(open)) {
    // Whole periods only, so a period is never stored in part.
    let end = 0;
    while (end < list.length && (end < CLOSE_GAMES || periodOf(list[end]) === periodOf(list[end - 1]))) end++;
    const closing = list.slice(0, end);
    const start = await storedOf(db, pool, playersIn(closing));
    const after = ratePool(closing, start);
    const through = periodOf(closing[closing.length - 1]);
    // Three statements whatever the size (a Worker's D1 queries are counted), each row set as one JSON value.
    const counted = closing.map((g) => ({ id: g.id, period: periodOf(g) }));
    const rows = [...after].map(([player, h]) => ({ player, ...h }));
    const statements = [
      db
        .prepare(
          `INSERT INTO rating_counted (game_id, pool, period)
           SELECT value ->> '$.id', ?1, value ->> '$.period' FROM json_each(?2)`,
        )
        .bind(pool, JSON.stringify(counted)),
      db
        .prepare(
          `INSERT INTO ratings (pool, player, rating, rd, vol, games, as_of)
           SELECT ?1, value ->> '$.player', value ->> '$.rating', value ->> '$.rd', value ->> '$.vol',
                  value ->> '$.games', value ->> '$.day' FROM json_each(?2) WHERE true
           ON CONFLICT (pool, player) DO UPDATE SET rating = excluded.rating, rd = excluded.rd, vol = excluded.vol,
             games = excluded.games, as_of = excluded.as_of`,
        )
        .bind(pool, JSON.stringify(rows)),
      db
        .prepare(
          "INSERT INTO rating_pools (pool, through) VALUES (?1, ?2) ON CONFLICT (pool) DO UPDATE SET through = excluded.through",
        )
        .bind(pool, through),
    ];
    // A game counted already (another reading closed the same period first) fails the whole batch: nothing twice.
    await db.batch(statements).catch((error: Error) => {
      if (!/UNIQUE|constraint/i.test(error.message)) throw error;
    });
  }
}

/** Which stored players a reading wants: one key's, the listed ones', or every one. */
export type Wanted = { player: string } | { listed: true; limit: number } | { all: true };

/**
 * `game`'s ratings per pool, now: the stored ratings of the wanted players, with the open games
 * (and the stored ratings of everyone in them) rated on top. Closes the finished periods first.
 */
export async function currentRatings(
  db: D1Database,
  game: string,
  wanted: Wanted,
  now = Date.now(),
): Promise<Map<string, PlayerRating[]>> {
  await closePeriods(db, game, now);
  const [open, rows] = await Promise.all([openGames(db, game), storedRows(db, game, wanted)]);
  const pools = new Map<string, Map<string, Held>>();
  for (const r of rows) {
    if (!pools.has(r.pool)) pools.set(r.pool, new Map());
    pools.get(r.pool)!.set(r.player, held(r));
  }
  for (const [pool, list] of byPool(open)) {
    const live = ratePool(list, await storedOf(db, pool, playersIn(list)));
    const mine = pools.get(pool) ?? new Map<string, Held>();
    for (const [player, h] of live) if (isWanted(wanted, player) || mine.has(player)) mine.set(player, h);
    pools.set(pool, mine);
  }
  return new Map([...pools].sort(([a], [b]) => a.localeCompare(b)).map(([pool, h]) => [pool, shown(h)]));
}

/** A player of the open games joins the answer when the reading wants every player, or that one (listed ones are filtered by the caller). */
function isWanted(wanted: Wanted, player: string): boolean {
  return "all" in wanted || "listed" in wanted || wanted.player === player;
}

async function storedRows(db: D1Database, game: string, wanted: Wanted): Promise<StoredRow[]> {
  const pools = "(r.pool = ?1 OR r.pool LIKE ?1 || '/%')";
  const q =
    "player" in wanted
      ? db.prepare(`SELECT r.* FROM ratings r WHERE ${pools} AND r.player = ?2`).bind(game, wanted.player)
      : "listed" in wanted
        ? db
            .prepare(
              `SELECT r.* FROM ratings r JOIN players p ON p.fingerprint = r.player AND p.listed = 1
               WHERE ${pools} ORDER BY r.rating DESC LIMIT ?2`,
            )
            .bind(game, wanted.limit)
        : db.prepare(`SELECT r.* FROM ratings r WHERE ${pools}`).bind(game);
  return (await q.all<StoredRow>()).results;
}

/** Every counted game of `game` with its period (stored, or the open one it falls in), in rating order. */
export async function countedWithPeriods(
  db: D1Database,
  game: string,
): Promise<{ id: string; period: string }[]> {
  const [{ results }, open] = await Promise.all([
    db
      .prepare(
        `SELECT c.game_id AS id, c.period, a.ended_at FROM rating_counted c JOIN archived_games a ON a.id = c.game_id
         WHERE c.pool = ?1 OR c.pool LIKE ?1 || '/%'`,
      )
      .bind(game)
      .all<{ id: string; period: string; ended_at: string }>(),
    openGames(db, game),
  ]);
  const all = [
    ...results.map((r) => ({ id: r.id, period: r.period, endedAt: r.ended_at })),
    ...open.map((g) => ({ id: g.id, period: periodOf(g), endedAt: g.endedAt })),
  ];
  all.sort(
    (a, b) =>
      a.period.localeCompare(b.period) || a.endedAt.localeCompare(b.endedAt) || a.id.localeCompare(b.id),
  );
  return all.map(({ id, period }) => ({ id, period }));
}

/** How many games a pool's ratings count (stored periods and open games). */
export async function countedIn(db: D1Database, game: string, pool: string): Promise<number> {
  const [stored, open] = await Promise.all([
    db.prepare("SELECT COUNT(*) AS n FROM rating_counted WHERE pool = ?1").bind(pool).first<{ n: number }>(),
    openGames(db, game),
  ]);
  return (stored?.n ?? 0) + open.filter((g) => poolOf(g.game, g.variant) === pool).length;
}

/**
 * A game marked unrated after its period was stored: its pool's stored ratings are dropped, and the next
 * reading rates the pool again from its first game (in steps of CLOSE_GAMES; the open part covers the rest meanwhile).
 */
export async function forgetCounted(db: D1Database, gameId: string): Promise<void> {
  const row = await db
    .prepare("SELECT pool FROM rating_counted WHERE game_id = ?1")
    .bind(gameId)
    .first<{ pool: string }>();
  if (!row) return;
  await db.batch([
    db.prepare("DELETE FROM ratings WHERE pool = ?1").bind(row.pool),
    db.prepare("DELETE FROM rating_counted WHERE pool = ?1").bind(row.pool),
    db.prepare("DELETE FROM rating_pools WHERE pool = ?1").bind(row.pool),
  ]);
}
