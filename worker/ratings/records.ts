/** A finished record as a rated game, for recomputing ratings from public records (`npm run ratings`). */
import type { ShownRecord } from "../engine/record";
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
