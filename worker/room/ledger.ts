/**
 * A room's ledger: its storage (seats, move log, snapshot, contacts and outbox), the parsed snapshot
 * cached per version, and the steps that change a game: create, start, and `play`, the one way a
 * move (a player's, a bot's, an order's, the clock's or the host's) is played and stored. No Durable
 * Object and no HTTP. What leaves the room is made by disclose.ts, for the viewer asking.
 */
import type { AnyGame, GameState } from "../engine/define";
import { afterChange, newTimers } from "../clock/timers";
import { checkedOptions } from "../engine/options";
import { replayMove, startFork, startGame, type Played, type Snapshot } from "../engine/play";
import { commitmentOf } from "../engine/random";
import { endScopes } from "../engine/scopes";
import type { ForkedFrom, GameRecord, MoveBy, ShownRecord } from "../engine/record";
import { isMoveError, type Move, type MoveError, type Seat } from "../engine/types";
import { games } from "../games";
import {
  RECENT_MOVES,
  type Caller,
  type CreateInput,
  type ForkInput,
  type GameResponse,
  type MovesPage,
  type Reply,
} from "../wire";
import { finishedRecord, gameRecord, gameResponse, historyOf, rematchLink, type Viewer } from "./disclose";
import { Notices } from "./notices";
import { Outbox } from "./outbox";

import { hasherOf, parseRows, type RoomRows } from "./rows";
import type { MoveRow } from "./sql";
import { RoomStore, type ForkRow } from "./store";
import { entropyOf, hashToken, newServerSeed, newToken } from "./tokens";

/** What a handler did: a reply to send as it is, or a stored change, answered with the game as the caller now sees it. */
export type Outcome = Reply | Changed;
export interface Changed {
  changed: true;
  you: Caller | null;
}

export function changed(you: Caller | null): Changed {
  return { changed: true, you };
}

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

export class Ledger {
  readonly store: RoomStore;
  readonly outbox: Outbox;
  readonly notices: Notices;
  #cache: { version: number; snapshot: Snapshot } | null = null;

  constructor(private readonly storage: DurableObjectStorage) {
    this.store = new RoomStore(storage.sql);
    this.outbox = new Outbox(storage.sql);
    this.notices = new Notices(this.store, this.outbox);
    if (this.store.upgraded.includes("moves.sealed")) this.#sealOldLog();
  }

  /**
   * A room made before moves were sealed in storage: its running game's log is played again once and
   * each move sealed as the game's secrets say, so nothing that was hidden before shows now.
   */
  #sealOldLog(): void {
    const rows = this.rows();
    const game = rows && this.game(rows);
    if (!rows || !game?.secrets || rows.meta.ended_at || !rows.meta.started_at) return;
    const secrets = game.secrets;
    try {
      this.transaction(() =>
        this.#replay(rows, Infinity, (m, move, before, after) => {
          this.store.setSealed(m.n, secrets.seal(move, m.seat, before));
          for (const scope of secrets.opens?.(before, after) ?? []) this.store.openSeals(scope);
        }),
      );
    } catch (error) {
      console.error(`${rows.meta.game_id}: its log could not be sealed again:`, error);
    }
  }

  /** Plays the log again from the start up to move `last`, telling `each` every step; the snapshot after it. */
  #replay(
    rows: RoomRows,
    last: number,
    each?: (m: MoveRow, move: Move, before: GameState, after: GameState) => void,
  ): Snapshot {
    const game = this.game(rows);
    const entropy = entropyOf(rows);
    let snapshot: Snapshot = this.begin(rows);
    for (const m of this.store.moves().filter((m) => m.n <= last)) {
      const move: Move = JSON.parse(m.move);
      const played = replayMove(game, snapshot, entropy, m.seat, move, m.by);
      if (isMoveError(played)) throw new Error(`move ${m.n} does not replay: ${played.error.message}`);
      each?.(m, move, snapshot.state, played.state);
      snapshot = played;
    }
    return snapshot;
  }

  transaction<T>(fn: () => T): T {
    return this.storage.transactionSync(fn);
  }

  rows(): RoomRows | null {
    const meta = this.store.meta();
    return meta ? parseRows(meta, this.store.seats(), this.store.snapshot()) : null;
  }

  game(rows: RoomRows): AnyGame {
    return games[rows.meta.game];
  }

  /** The parsed snapshot, cached per version (the room is single-threaded); null before the start. */
  snapshot(rows: RoomRows): Snapshot | null {
    const { version, state, counters } = rows.snapshot;
    if (state === null) return null;
    if (this.#cache?.version !== version)
      this.#cache = { version, snapshot: { state: JSON.parse(state), counters: JSON.parse(counters!) } };
    return this.#cache.snapshot;
  }

  state(rows: RoomRows): GameState | null {
    return this.snapshot(rows)?.state ?? null;
  }

  /** The state of a game that has started (a bug otherwise: callers check the room's status first). */
  started(rows: RoomRows): GameState {
    const state = this.state(rows);
    if (state === null) throw new Error(`${rows.meta.game_id} has not started`);
    return state;
  }

  /** A new game: its seed and commitment, a token per seat (bot seats' are never handed out) and the host's. */
  create(input: CreateInput): { commitment: string; hostToken: string; seatTokens: (string | null)[] } {
    const game = games[input.game];
    const serverSeed = input.serverSeed ?? newServerSeed();
    const hostToken = input.league?.hostToken ?? input.fork?.hostToken ?? newToken();
    const tokens =
      input.league?.seatTokens ?? input.fork?.seatTokens ?? Array.from({ length: input.seats }, newToken);
    const commitment = commitmentOf(serverSeed);
    const options = checkedOptions(game.options, input.options);
    this.transaction(() => {
      this.store.create(
        {
          game_id: input.id,
          game: input.game,
          options: JSON.stringify(options),
          clock: JSON.stringify(input.clock),
          origin: input.origin,
          server_seed: serverSeed,
          commitment,
          host_hash: hashToken(hostToken),
          created_at: new Date().toISOString(),
          listed: input.listed ? 1 : 0,
          record_format: 2,
          rated: input.rated ? 1 : 0,
        },
        tokens.map((token, seat) => ({ tokenHash: hashToken(token), bot: input.bots.includes(seat) })),
      );
      if (input.fork) this.store.setFork(forkRow(input.fork));
      // Only a league seats bots alone (its players handed to the bot): nobody will claim, so it starts now.
      if (input.league && input.bots.length === input.seats) this.start(null);
    });
    return {
      commitment,
      hostToken,
      seatTokens: tokens.map((token, seat) => (input.bots.includes(seat) ? null : token)),
    };
  }

  /** Starts the game; `actor` is the seat whose claim started it (null: the host). Call inside a transaction. */
  start(actor: Seat | null): void {
    const rows = this.rows()!;
    const game = this.game(rows);
    const played = this.begin(rows);
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
    this.store.start(
      new Date(now).toISOString(),
      played.state,
      endScopes(played.counters, played.draws),
      { draws: played.draws, stateHash: hasherOf(rows)(played.state) },
      change.timers,
    );
    const started = this.rows()!;
    this.notices.turn(game, started, played.state, change.woken, started.snapshot.version, now);
  }

  /**
   * The one way a move is played and stored: `actor`'s move (a game move, or the clock's or host's
   * `$skip`/`$drop`) is checked and played by the engine, and when accepted it is stored with the new
   * snapshot and timers, its seal and the seals it opens, and the notices it causes, in one
   * transaction before anything answers. Returns the refusal, or what was played.
   */
  play(rows: RoomRows, actor: Actor, move: Move): Played | MoveError {
    const game = this.game(rows);
    const before = this.snapshot(rows)!.state;
    const played = replayMove(game, this.snapshot(rows)!, entropyOf(rows), actor.seat, move, actor.by);
    if (isMoveError(played)) return played;
    this.transaction(() => this.#commit(rows, actor, move, before, played));
    return played;
  }

  #commit(rows: RoomRows, { seat, by, request }: Actor, move: Move, before: GameState, played: Played): void {
    const game = this.game(rows);
    const now = Date.now();
    const ended = game.result(played.state) !== null;
    const moveNumber = this.store.moveCount() + 1;
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
    const counters = endScopes(played.counters, played.draws);
    const sealed = game.secrets?.seal(move, seat, before) ?? null;
    this.store.recordMove(
      {
        seat,
        move,
        by,
        at: new Date(now).toISOString(),
        draws: played.draws,
        stateHash: hasherOf(rows)(played.state),
        key: request?.key ?? null,
        requestHash: request?.requestHash ?? null,
        sealed,
      },
      played.state,
      counters,
      change.timers,
      ended ? new Date(now).toISOString() : null,
    );
    for (const scope of game.secrets?.opens?.(before, played.state) ?? []) this.store.openSeals(scope);
    const version = rows.snapshot.version + 1;
    this.#cache = { version, snapshot: { state: played.state, counters } };
    const next = { ...rows, snapshot: { ...rows.snapshot, version }, timers: change.timers };
    this.notices.turn(game, next, played.state, change.woken, version, now);
  }

  /** The game as `you` see it now: bounded (the last few moves, never the whole log). */
  response(rows: RoomRows, you: Caller | null): GameResponse {
    const response = gameResponse(
      this.game(rows),
      rows,
      this.state(rows),
      you,
      this.store.movesBefore(RECENT_MOVES),
    );
    const rematch = this.store.rematch();
    if (rematch) response.rematch = rematchLink(rows, rematch, you);
    const forkedFrom = this.forkedFrom();
    if (forkedFrom) response.forkedFrom = forkedFrom;
    // A seat's page shows its standing order's state without asking for the order's form.
    if (this.game(rows).orders && you?.role === "player" && you.claimed && you.seat !== null)
      response.order = this.standingOrder(rows, you.seat).description;
    return response;
  }

  /** A seat's standing order (every field filled; null without one) and the order in words. */
  standingOrder(
    rows: RoomRows,
    seat: Seat,
  ): { order: Record<string, unknown> | null; description: string | null } {
    const saved = this.store.standingOrder(seat);
    const order = saved === null ? null : JSON.parse(saved);
    return { order, description: order === null ? null : this.game(rows).orders!.describe(order) };
  }

  /**
   * The first answer to a move, for a retry: the game as it was right after that move (replayed from
   * the log when others have moved since; retries are rare, so that cost is paid only then).
   */
  answerAfter(rows: RoomRows, you: Caller | null, move: MoveRow): GameResponse {
    if (move.version === rows.snapshot.version) return this.response(rows, you);
    const game = this.game(rows);
    const snapshot = this.#replay(rows, move.n);
    const ended = game.result(snapshot.state) !== null;
    const then = {
      ...rows,
      meta: { ...rows.meta, ended_at: ended ? rows.meta.ended_at : null },
      snapshot: { ...rows.snapshot, version: move.version },
    };
    return gameResponse(game, then, snapshot.state, you, this.store.movesBefore(RECENT_MOVES, move.n + 1));
  }

  /** The record as `viewer` may see it (everything, with the seed, once the game has ended). */
  record(rows: RoomRows, viewer: Viewer): ShownRecord {
    return this.#withFork(
      gameRecord(
        this.game(rows),
        rows,
        this.store.moves(),
        this.state(rows),
        this.store.chat(0, 10_000),
        viewer,
      ),
    );
  }

  /** A finished game's whole record, for the archive. */
  finishedRecord(rows: RoomRows): GameRecord {
    return this.#withFork(
      finishedRecord(this.game(rows), rows, this.store.moves(), this.state(rows), this.store.chat(0, 10_000)),
    );
  }

  /** A page of the move log as `viewer` may see it: the last `limit` moves numbered below `before`. */
  history(rows: RoomRows, viewer: Viewer, before: number | undefined, limit: number): MovesPage {
    const moves = historyOf(rows, this.store.movesBefore(limit, before), viewer);
    const first = moves[0]?.n ?? null;
    return { moves, total: this.store.moveCount(), next: first !== null && first > 1 ? first : null };
  }

  // ---- Forks (#38): a game started from a position of a finished game (worker/api/fork.ts). ----

  /** The room's fork row, read once (it never changes); null: a game from its own setup. */
  #fork: ForkRow | null | undefined;

  fork(): ForkRow | null {
    if (this.#fork === undefined && this.store.meta()) this.#fork = this.store.fork();
    return this.#fork ?? null;
  }

  forkedFrom(): ForkedFrom | undefined {
    const fork = this.fork();
    return fork ? { id: fork.parent_id, move: fork.move, stateHash: fork.state_hash } : undefined;
  }

  /** The game's first snapshot: its setup, or a fork's parent position with its secrets dealt again (the fork's dice). */
  begin(rows: RoomRows): Played {
    const fork = this.fork();
    return fork
      ? startFork(this.game(rows), JSON.parse(fork.position), entropyOf(rows))
      : startGame(this.game(rows), rows.seats.length, rows.options, entropyOf(rows));
  }

  #withFork<R extends ShownRecord>(record: R): R {
    const forkedFrom = this.forkedFrom();
    return forkedFrom ? { ...record, forkedFrom } : record;
  }

  // ---- end of forks ----

  /** After the storage was deleted (purge). */
  forget(): void {
    this.store.forget();
    this.#cache = null;
    this.#fork = undefined;
  }
}

function forkRow(fork: ForkInput): ForkRow {
  return {
    parent_id: fork.from.id,
    move: fork.from.move,
    state_hash: fork.from.stateHash,
    position: JSON.stringify(fork.position),
    request_hash: fork.requestHash,
  };
}
