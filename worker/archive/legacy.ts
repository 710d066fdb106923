/**
 * Games archived before the archive moved to R2: whole records and final states in D1's
 * `finished_games`. They are read from there until the migration (migrate.ts) has moved them; the
 * spectator answer is rebuilt from the final state, as the room would have answered.
 */
import { clockOptions, type ClockOptions } from "../clock/options";
import type { GameState } from "../engine/define";
import { defaultOptions } from "../engine/options";
import type { Viewed } from "../engine/types";
import type { GameRecord } from "../engine/record";
import { games } from "../games";
import { RECENT_MOVES, type GameResponse } from "../wire";
import { indexes, type ArchiveEnv } from "./indexes";

export interface LegacyRow {
  id: string;
  listed: number;
  record: string;
  final_state: string;
}

/** A not yet moved row (a moved one is deleted; before migration 0008 its columns were cleared to ""), from whichever index holds it. */
export async function legacyRow(env: ArchiveEnv, id: string): Promise<LegacyRow | null> {
  for (const d1 of indexes(env)) {
    const row = await d1
      .prepare("SELECT id, listed, record, final_state FROM finished_games WHERE id = ?1 AND record != ''")
      .bind(id)
      .first<LegacyRow>();
    if (row) return row;
  }
  return null;
}

/** The spectator's answer to an old row's game, from its record and final state. */
export function legacyView(record: GameRecord, finalState: GameState): GameResponse | null {
  const game = games[record.game];
  if (!game) return null;
  const view = game.view(finalState, null) as Viewed<unknown>;
  const names = record.seats.map((s) => s.name);
  return {
    id: record.id,
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
    standings: game.standings(view),
    headline: game.headline?.(view, names) ?? "",
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
  };
}
