/**
 * Ratings from rated results, the same way for the service (from the D1 index) and for `npm run
 * ratings` (from public records): Glicko-2 per pool (a game, or a game on one rail board), one
 * rating period per UTC day, multi-player games as pairs by place, bots at their fixed ratings, and
 * the rule that keeps throwaway keys from farming (docs/players.md). Deterministic: the same games
 * in any order give the same numbers.
 */
import { botRating } from "./bots";
import { NEW_PLAYER, SCALE, update, type Outcome, type Rating } from "./glicko2";
import { pairsByPlace } from "./pairs";

/** A rating is provisional while its deviation is at or above this (lichess uses the same 110). */
export const PROVISIONAL_RD = 110;

/** One rated, finished game: each seat's player-key fingerprint (null: a bot) and place. */
export interface RatedGame {
  id: string;
  game: string;
  /** The rail board (`us`, `gb`), or null for games without boards. */
  variant: string | null;
  endedAt: string;
  seats: { seat: number; player: string | null; place: number }[];
  /**
   * The rating period (UTC day) the game counts in: its end's day, unless it was archived after that
   * day's period was stored, when it counts in the next one still open (docs/players.md, "Stored ratings").
   */
  period?: string;
}

export interface PlayerRating {
  player: string;
  rating: number;
  rd: number;
  vol: number;
  /** Rated games counted. */
  games: number;
  provisional: boolean;
  /** The UTC day of the last rating period the player played in. */
  asOf: string;
}

/** A pool's key: the game, with its board for games played on more than one. */
export function poolOf(game: string, variant: string | null): string {
  return variant ? `${game}/${variant}` : game;
}

const DAY = 86_400_000;
/** The game's rating period: a UTC day. */
export const periodOf = (g: RatedGame) => g.period ?? g.endedAt.slice(0, 10);

/** A player's rating at full precision, as stored between periods (`day`: their last period). */
export interface Held extends Rating {
  games: number;
  day: string;
}

/** Games by pool, each pool's in the order they are rated: by period, then end, then id. */
export function byPool(games: RatedGame[]): Map<string, RatedGame[]> {
  const sorted = [...games].sort(
    (a, b) =>
      periodOf(a).localeCompare(periodOf(b)) ||
      a.endedAt.localeCompare(b.endedAt) ||
      a.id.localeCompare(b.id),
  );
  const pools = new Map<string, RatedGame[]>();
  for (const g of sorted) {
    const pool = poolOf(g.game, g.variant);
    pools.set(pool, [...(pools.get(pool) ?? []), g]);
  }
  return new Map([...pools].sort(([a], [b]) => a.localeCompare(b)));
}

/** Every pool's ratings, each pool's players best first (ties by fingerprint). */
export function computeRatings(games: RatedGame[]): Map<string, PlayerRating[]> {
  const out = new Map<string, PlayerRating[]>();
  for (const [pool, list] of byPool(games)) out.set(pool, shown(ratePool(list)));
  return out;
}

/** The pool's ratings as shown: rounded, best first (ties by fingerprint). */
export function shown(held: Map<string, Held>): PlayerRating[] {
  return [...held]
    .map(([player, h]) => ({
      player,
      rating: round(h.rating, 2),
      rd: round(h.rd, 2),
      vol: round(h.vol, 6),
      games: h.games,
      provisional: !settled(h),
      asOf: h.day,
    }))
    .sort((a, b) => b.rating - a.rating || a.player.localeCompare(b.player));
}

/**
 * Rates one pool's games (in `byPool` order), period by period, from `from` (players as stored
 * after earlier periods; absent: new). Answers every player's rating, `from`'s untouched ones included.
 */
export function ratePool(games: RatedGame[], from: Map<string, Held> = new Map()): Map<string, Held> {
  const held = new Map(from);
  let i = 0;
  while (i < games.length) {
    const day = periodOf(games[i]);
    const period: RatedGame[] = [];
    while (i < games.length && periodOf(games[i]) === day) period.push(games[i++]);
    // Everyone as they stood when the period began, idle days widening their deviation.
    const before = new Map<string, Held>();
    for (const g of period)
      for (const s of g.seats)
        if (s.player !== null && !before.has(s.player))
          before.set(s.player, startOf(held.get(s.player), day));
    const outcomes = new Map<string, Outcome[]>();
    const played = new Map<string, number>();
    for (const g of period) {
      const seats = new Map(g.seats.map((s) => [s.seat, s]));
      for (const s of g.seats) if (s.player !== null) played.set(s.player, (played.get(s.player) ?? 0) + 1);
      for (const pair of pairsByPlace(g.seats)) {
        const me = seats.get(pair.seat)!.player;
        if (me === null) continue; // a bot's rating is fixed
        const them = seats.get(pair.against)!.player;
        const opponent = them === null ? botRating(g.game) : before.get(them)!;
        // Anti-farming: a settled rating is not moved by a provisional person (docs/players.md).
        if (them !== null && settled(before.get(me)!) && !settled(opponent)) continue;
        outcomes.set(me, [...(outcomes.get(me) ?? []), { opponent, score: pair.score }]);
      }
    }
    for (const [player, start] of before) {
      const next = update(start, outcomes.get(player) ?? []);
      // A period whose every pair was set aside changes nothing but the count.
      const rated = outcomes.has(player) ? next : start;
      held.set(player, { ...rated, games: start.games + (played.get(player) ?? 0), day });
    }
  }
  return held;
}

const settled = (r: Rating) => r.rd < PROVISIONAL_RD;

/** A player at the start of a period on `day`: new, or as last rated with each idle day's widening (step 6), capped at a new player's. */
function startOf(last: Held | undefined, day: string): Held {
  if (!last) return { ...NEW_PLAYER, games: 0, day };
  const idle = Math.round((Date.parse(day) - Date.parse(last.day)) / DAY) - 1;
  const rd = Math.min(NEW_PLAYER.rd, Math.sqrt(last.rd ** 2 + idle * (last.vol * SCALE) ** 2));
  return { ...last, rd };
}

function round(x: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
}

/** A game's board, for games played on more than one (the rail game's `board` option); null otherwise. */
export function variantOf(options: unknown): string | null {
  const board = (options as { board?: unknown } | null)?.board;
  return typeof board === "string" ? board : null;
}
