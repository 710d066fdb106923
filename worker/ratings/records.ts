/** A finished record as a rated game, for recomputing ratings from public records (`npm run ratings`). */
import { verifyRecord, type ShownRecord } from "../engine/record";
import { parseRecord } from "../engine/record-schema";
import { seatKeyProblems } from "../engine/seat-keys";
import { games } from "../games";
import { variantOf, type RatedGame } from "./compute";
import { placesOf } from "./pairs";

/** The rated game a record holds, or why it does not count: not rated, aborted, forked, no result, a person's seat without a key. */
export function ratedGameOf(record: ShownRecord & { forkedFrom?: unknown }): RatedGame | string {
  if (record.rated !== true) return "not a rated game";
  if (record.aborted) return "aborted";
  if (record.forkedFrom != null) return "a fork of another game";
  if (!record.result || !record.endedAt) return "no result";
  if (record.seats.some((s) => !s.bot && !s.player)) return "a person's seat has no player key";
  const places = placesOf(record.result.ranking);
  return {
    id: record.id,
    game: record.game,
    variant: variantOf(record.options),
    endedAt: record.endedAt,
    seats: record.seats.map((s) => ({
      seat: s.seat,
      player: s.player?.fingerprint ?? null,
      place: places.get(s.seat) ?? record.seats.length,
    })),
  };
}

/** The records that count: verified, rated, of the game; each skipped one said why on stderr. */
export async function countedGames(
  values: unknown[],
  game?: string,
  skipped: (why: string) => void = () => {},
): Promise<RatedGame[]> {
  const counted: RatedGame[] = [];
  for (const value of values) {
    const parsed = parseRecord(value);
    if ("problem" in parsed) {
      skipped(`a file that is not a record (${parsed.problem})`);
      continue;
    }
    const record: ShownRecord = parsed.record;
    if (game && record.game !== game) continue;
    const verdict = verifyRecord(games, record);
    const keys = await seatKeyProblems(record);
    const rated = ratedGameOf(record);
    const why = !verdict.ok
      ? `not verified (${verdict.message})`
      : (keys.problems[0] ?? (typeof rated === "string" ? rated : null));
    if (why || typeof rated === "string") skipped(`${record.id}: ${why}`);
    else counted.push(rated);
  }
  return counted;
}
