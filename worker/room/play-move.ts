/**
 * The steps that play: the start (the setup's snapshot) and `playMove`, the one way a move (a
 * player's, a bot's, an order's, the clock's or the host's) is checked, played and stored. Each
 * queues the turn notices it causes in the same transaction.
 */
import { afterChange, newTimers } from "../clock/timers";
import type { AnyGame, GameState } from "../engine/define";
import { replayMove, type Played } from "../engine/play";
import type { MoveBy } from "../engine/record";
import { endScopes } from "../engine/scopes";
import type { Move, MoveError, Seat } from "../engine/types";
import type { Notices } from "./notices";
import { begin } from "./replay";
import type { RoomRows } from "./rows";
import { hasherOf } from "./state-hash";
import { start } from "./storage/game";
import { recordMove } from "./storage/moves";
import type { RoomStore } from "./storage/room-store";
import { entropyOf } from "./tokens";

/** An accepted move's idempotency: the seat-scoped key and the hash of the request. */
export interface MoveRequest {
  key: string;
  requestHash: string;
}

/** Who makes a move and how it is recorded; a player's move carries its idempotency key. */
export interface Actor {
  seat: Seat;
  by: MoveBy;
  request?: MoveRequest;
}

/** Starts the game; `actor` is the seat whose claim started it (null: the host). Call inside a transaction. */
export function startGame(store: RoomStore, notices: Notices, game: AnyGame, actor: Seat | null): void {
  const rows = store.room!;
  const played = begin(game, rows);
  const now = Date.now();
  const change = afterChange(
    rows.clock,
    newTimers(
      rows.seats.length,
      rows.seats.map((s) => s.time_zone),
    ),
    [],
    game.activeSeats(played.state),
    actor,
    0,
    now,
  );
  start(
    store,
    new Date(now).toISOString(),
    { state: played.state, counters: endScopes(played.counters, played.draws) },
    { draws: played.draws, stateHash: hasherOf(rows, game)(played.state) },
    change.timers,
  );
  const started = store.room!;
  notices.turn(game, started, played.state, change.woken, started.snapshot.version, now);
}

/**
 * `actor`'s move (a game move, or the clock's or host's `$skip`/`$drop`) checked and played by the
 * engine: the refusal, or what was played, to be stored by `commitMove` in one transaction.
 */
export function playMove(game: AnyGame, rows: RoomRows, actor: Actor, move: Move): Played | MoveError {
  return replayMove(game, rows.played!, entropyOf(rows), actor.seat, move, actor.by);
}

/**
 * An accepted move stored (call inside a transaction): the move, the new snapshot and timers, its
 * seal and the scopes it opens, and the notices it causes.
 */
export function commitMove(
  store: RoomStore,
  notices: Notices,
  game: AnyGame,
  { seat, by, request }: Actor,
  move: Move,
  played: Played,
): void {
  const rows = store.room!;
  const before: GameState = rows.played!.state;
  const now = Date.now();
  const ended = game.result(played.state) !== null;
  const moveNumber = rows.moveCount + 1;
  const after = ended ? [] : game.activeSeats(played.state);
  const change = afterChange(
    rows.clock,
    rows.timers,
    game.activeSeats(before),
    after,
    seat,
    moveNumber,
    now,
    by === "player" || by === "host",
  );
  const opened = { ...rows.opened };
  for (const scope of game.secrets?.opens?.(before, played.state) ?? []) opened[scope] = moveNumber;
  recordMove(
    store,
    {
      seat,
      move,
      by,
      at: new Date(now).toISOString(),
      draws: played.draws,
      stateHash: hasherOf(rows, game)(played.state),
      key: request?.key ?? null,
      requestHash: request?.requestHash ?? null,
      sealed: game.secrets?.seal(move, seat, before) ?? null,
    },
    { state: played.state, counters: endScopes(played.counters, played.draws) },
    change.timers,
    ended ? new Date(now).toISOString() : null,
    opened,
  );
  const next = store.room!;
  notices.turn(game, next, played.state, change.woken, next.snapshot.version, now);
}
