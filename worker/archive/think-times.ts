/**
 * Time per move, from a finished record: for each move a seat's player made, the wall-clock time from
 * when the seat was asked to move (it became one of the game's active seats, or made its previous step
 * of the same turn) to the move. The record's moves carry their times; who was asked when needs the
 * states, so the record is replayed (without the verifier's hashing). Moves made by the bot, the clock
 * or a standing order are not the player's thinking and are left out. Vacations and weekend pauses are
 * not taken off: this is how long the table waited (docs/players.md, "Your page").
 */
import type { RulesOf } from "../engine/define";
import { replayMove, startGame, type Snapshot } from "../engine/play";
import type { GameRecord } from "../engine/record";
import { isMoveError, type Seat } from "../engine/types";

export interface SeatThinking {
  /** Moves the seat's player made. */
  moves: number;
  /** Their waits summed, in milliseconds. */
  ms: number;
}

/** Each seat's moves and summed thinking time; null when it cannot be told (a fork, a game never started, a record that does not replay). */
export function thinkTimes<S>(game: RulesOf<S> | undefined, record: GameRecord): SeatThinking[] | null {
  if (!game || !record.startedAt || !record.serverSeed || record.forkedFrom) return null;
  const entropy = {
    serverSeed: record.serverSeed,
    gameId: record.id,
    clientSeeds: record.seats.map((s) => s.clientSeed),
  };
  const out = record.seats.map(() => ({ moves: 0, ms: 0 }));
  try {
    let snapshot: Snapshot<S> = startGame(game, record.seats.length, record.options, entropy);
    const since = new Map<Seat, number>();
    const start = Date.parse(record.startedAt);
    for (const seat of game.activeSeats(snapshot.state)) since.set(seat, start);
    for (const entry of record.moves) {
      const at = Date.parse(entry.at);
      const asked = since.get(entry.seat);
      if (entry.by === "player" && asked !== undefined && out[entry.seat]) {
        out[entry.seat].moves++;
        out[entry.seat].ms += Math.max(0, at - asked);
      }
      const next = replayMove(game, snapshot, entropy, entry.seat, entry.move, entry.by);
      if (isMoveError(next)) return null;
      const active = new Set(game.activeSeats(next.state));
      for (const seat of [...since.keys()]) if (!active.has(seat)) since.delete(seat);
      // The mover, if still to act, is asked again now; a seat newly asked starts waiting now.
      for (const seat of active) if (seat === entry.seat || !since.has(seat)) since.set(seat, at);
      snapshot = next;
    }
  } catch {
    return null;
  }
  return out;
}
