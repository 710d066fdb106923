/**
 * The game played again from its log: a takeback's position before the last move, a retry's answer
 * as it was then, and the one-off sealing of a room made before moves were sealed in storage.
 */
import type { AnyGame, GameState } from "../engine/define";
import { replayMove, startFork, startGame, type Played, type Snapshot } from "../engine/play";
import { isMoveError, type Move } from "../engine/types";
import type { RoomRows } from "./rows";
import { allMoves } from "./storage/log";
import { openSeals, setSealed } from "./storage/moves";
import type { RoomStore } from "./storage/room-store";
import type { MoveRow } from "./storage/sql";
import { entropyOf } from "./tokens";

/** The game's first snapshot: its setup, or a fork's parent position with its secrets dealt again (the fork's dice). */
export function begin(game: AnyGame, rows: RoomRows): Played {
  return rows.fork
    ? startFork(game, JSON.parse(rows.fork.position), entropyOf(rows))
    : startGame(game, rows.seats.length, rows.options, entropyOf(rows));
}

/** Plays `log` again from the start up to move `last`, telling `each` every step; the snapshot after it. */
export function replay(
  game: AnyGame,
  rows: RoomRows,
  log: MoveRow[],
  last: number,
  each?: (m: MoveRow, move: Move, before: GameState, after: GameState) => void,
): Snapshot {
  const entropy = entropyOf(rows);
  let snapshot: Snapshot = begin(game, rows);
  for (const m of log) {
    if (m.n > last) break;
    const move: Move = JSON.parse(m.move);
    const played = replayMove(game, snapshot, entropy, m.seat, move, m.by);
    if (isMoveError(played)) throw new Error(`move ${m.n} does not replay: ${played.error.message}`);
    each?.(m, move, snapshot.state, played.state);
    snapshot = played;
  }
  return snapshot;
}

/**
 * A room made before moves were sealed in storage: its running game's log is played again once and
 * each move sealed as the game's secrets say, so nothing that was hidden before shows now.
 */
export function sealOldLog(store: RoomStore, game: AnyGame, transaction: (fn: () => void) => void): void {
  const rows = store.room;
  if (!rows || !game.secrets || rows.meta.ended_at || !rows.meta.started_at) return;
  const secrets = game.secrets;
  try {
    transaction(() => {
      replay(game, rows, allMoves(store.sql), Infinity, (m, move, before, after) => {
        setSealed(store, m.n, secrets.seal(move, m.seat, before));
        for (const scope of secrets.opens?.(before, after) ?? []) openSeals(store, scope);
      });
      store.reload();
    });
  } catch (error) {
    console.error(`${rows.meta.game_id}: its log could not be sealed again:`, error);
  }
}
