/** Finished games in D1: written once per game (idempotent), read when the room is gone. */
import type { AnyGame, GameState } from "../engine/define";
import { and, desc, eq, gt, lt } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { finishedGames, gameResults } from "../../schema/tables";
import type { GameRecord } from "../engine/record";

/** Writes the game and its per-seat results in one batch; a repeat changes nothing. */
export async function archiveGame(
  d1: D1Database,
  game: AnyGame,
  record: GameRecord,
  /** Null for a game that ended before it started (abandoned unclaimed). */
  finalState: GameState | null,
  listed: boolean,
): Promise<void> {
  // An aborted game has no result: it is kept (its record still verifies) but never listed or ranked.
  const result =
    (finalState && game.result(finalState)) ?? (record.aborted ? { ranking: [], scores: [] } : null);
  if (!result || !record.endedAt || !record.serverSeed) throw new Error(`game ${record.id} has not ended`);
  const place = new Map<number, number>();
  let next = 1;
  for (const group of result.ranking) {
    for (const seat of group) place.set(seat, next);
    next += group.length;
  }
  const db = drizzle(d1);
  await db.batch([
    db
      .insert(finishedGames)
      .values({
        id: record.id,
        game: record.game,
        players: record.seats.length,
        bots: record.seats.filter((s) => s.bot).length,
        listed: listed && !record.aborted,
        createdAt: record.createdAt,
        endedAt: record.endedAt,
        commitment: record.commitment,
        record,
        // The column is required; a game that never started keeps an empty object (its record says so).
        finalState: finalState ?? {},
      })
      .onConflictDoNothing(),
    ...(result.ranking.length === 0
      ? []
      : [
          db
            .insert(gameResults)
            .values(
              record.seats.map((s) => ({
                gameId: record.id,
                seat: s.seat,
                name: s.name,
                score: result.scores[s.seat] ?? 0,
                place: place.get(s.seat) ?? record.seats.length,
              })),
            )
            .onConflictDoNothing(),
        ]),
  ]);
}

/** The table talk written after the archive (players may still talk until the room is purged), saved into the archived record. */
export async function saveChat(
  d1: D1Database,
  id: string,
  chat: NonNullable<GameRecord["chat"]>,
): Promise<void> {
  await d1
    .prepare("UPDATE finished_games SET record = json_set(record, '$.chat', json(?1)) WHERE id = ?2")
    .bind(JSON.stringify(chat), id)
    .run();
}

export async function findFinishedGame(d1: D1Database, id: string) {
  const [row] = await drizzle(d1).select().from(finishedGames).where(eq(finishedGames.id, id)).limit(1);
  return row ?? null;
}

export interface FinishedFilter {
  game?: string;
  players?: number;
  /** `none`: people only; `some`: at least one bot seat. */
  bots?: "none" | "some";
  before?: string;
  limit: number;
}

export async function listFinishedGames(d1: D1Database, filter: FinishedFilter) {
  const conditions = [
    filter.game ? eq(finishedGames.game, filter.game) : undefined,
    eq(finishedGames.listed, true),
    filter.players ? eq(finishedGames.players, filter.players) : undefined,
    filter.bots === "none"
      ? eq(finishedGames.bots, 0)
      : filter.bots === "some"
        ? gt(finishedGames.bots, 0)
        : undefined,
    filter.before ? lt(finishedGames.endedAt, filter.before) : undefined,
  ];
  return drizzle(d1)
    .select({
      id: finishedGames.id,
      game: finishedGames.game,
      endedAt: finishedGames.endedAt,
      bots: finishedGames.bots,
    })
    .from(finishedGames)
    .where(and(...conditions))
    .orderBy(desc(finishedGames.endedAt))
    .limit(filter.limit);
}
