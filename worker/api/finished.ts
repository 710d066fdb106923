/** Reading finished games back from D1: the list, and a game or record once its room is gone. */
import { inArray } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { gameResults } from "../../schema/tables";
import { findFinishedGame, listFinishedGames, type FinishedFilter } from "../archive/d1";
import { defaultOptions } from "../engine/options";
import type { GameRecord } from "../engine/record";
import { clockOptions, type ClockOptions } from "../clock/options";
import { games } from "../games";
import { viewFor } from "../room/disclose";
import { RECENT_MOVES, type FinishedGame, type GameResponse, type MovesPage } from "../wire";

export async function finishedList(d1: D1Database, filter: FinishedFilter): Promise<FinishedGame[]> {
  const rows = await listFinishedGames(d1, filter);
  if (rows.length === 0) return [];
  const results = await drizzle(d1)
    .select()
    .from(gameResults)
    .where(
      inArray(
        gameResults.gameId,
        rows.map((r) => r.id),
      ),
    );
  return rows.map((row) => {
    const seats = results.filter((r) => r.gameId === row.id).sort((a, b) => a.seat - b.seat);
    const places = [...new Set(seats.map((s) => s.place))].sort((a, b) => a - b);
    return {
      id: row.id,
      game: row.game,
      title: games[row.game]?.title ?? row.game,
      endedAt: row.endedAt,
      seats: seats.map((s) => s.name),
      bots: row.bots,
      result: {
        ranking: places.map((p) => seats.filter((s) => s.place === p).map((s) => s.seat)),
        scores: seats.map((s) => s.score),
      },
    };
  });
}

export async function finishedRecord(d1: D1Database, id: string): Promise<GameRecord | null> {
  return ((await findFinishedGame(d1, id))?.record as GameRecord | undefined) ?? null;
}

/** The spectator's view of an archived game whose room has been purged. */
export async function finishedGame(d1: D1Database, id: string): Promise<GameResponse | null> {
  const row = await findFinishedGame(d1, id);
  const game = row && games[row.game];
  if (!row || !game) return null;
  const record = row.record as GameRecord;
  // A game abandoned before it started has no state.
  const view = record.startedAt === null ? null : viewFor(game, row.finalState, null);
  const names = record.seats.map((s) => s.name);
  return {
    id,
    game: game.id,
    title: game.title,
    status: "finished",
    version: record.moves.length + record.seats.length + 1,
    commitment: record.commitment,
    options: record.options as Record<string, unknown>,
    seats: record.seats.map((s) => ({
      seat: s.seat,
      name: s.name,
      claimed: true,
      ...(s.bot ? { bot: true as const } : {}),
    })),
    you: null,
    activeSeats: [],
    view,
    standings: view === null ? null : game.standings(view),
    headline: view === null ? "" : (game.headline?.(view, names) ?? ""),
    result: record.result,
    serverSeed: record.serverSeed,
    createdAt: record.createdAt,
    endedAt: record.endedAt,
    clock: defaultOptions(clockOptions) as unknown as ClockOptions,
    timers: [],
    recentMoves: record.moves
      .slice(-RECENT_MOVES)
      .map(({ n, seat, by, at, move }) => ({ n, seat, by, at, move })),
    ...(record.aborted ? { aborted: record.aborted } : {}),
    ...(record.abandoned ? { abandoned: true as const } : {}),
  };
}

/** The paged history of an archived game, read from its record (the same page the room serves). */
export function pageOfRecord(record: GameRecord, before: number | undefined, limit: number): MovesPage {
  const below = record.moves.filter((m) => before === undefined || m.n < before);
  const moves = below
    .slice(-limit)
    .map(({ n, seat, by, at, move, draws }) => ({ n, seat, by, at, move, draws }));
  const first = moves[0]?.n ?? null;
  return { moves, total: record.moves.length, next: first !== null && first > 1 ? first : null };
}
