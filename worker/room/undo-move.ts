/**
 * A takeback's storage side (issue #37, takeback.ts decides when): the only change that shortens the
 * log. Move `n`, the log's last, which drew nothing (takeback-rule.ts), goes; the snapshot is the
 * state before it (the log played again up to `n - 1`), so the record is as if it was never played
 * and verifies as such. The dice counters stay (the move drew nothing); the seats the takeback makes
 * able to act again start their clock afresh. Call inside a transaction.
 */
import { afterChange } from "../clock/timers";
import type { AnyGame } from "../engine/define";
import { replay } from "./replay";
import type { RoomRows } from "./rows";
import { allMoves } from "./storage/log";
import { takeBack } from "./storage/moves";
import type { RoomStore } from "./storage/room-store";

export function undoMove(store: RoomStore, game: AnyGame, rows: RoomRows, n: number): void {
  const current = rows.played!;
  const log = allMoves(store.sql);
  if (log.at(-1)?.n !== n) throw new Error(`move ${n} is not the log's last`);
  const before = replay(game, rows, log, n - 1).state;
  const change = afterChange(
    rows.clock,
    rows.timers,
    game.activeSeats(current.state),
    game.activeSeats(before),
    null,
    0,
    Date.now(),
    false,
  );
  takeBack(store, log, { state: before, counters: current.counters }, change.timers);
}
