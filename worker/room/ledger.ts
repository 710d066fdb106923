/**
 * A room's ledger: the one way in to its storage (seats, move log, snapshot, orders, contacts and
 * outbox) and to the room's value in memory (rows.ts), and the steps that change a game: create,
 * start, and `play`, the one way a move (a player's, a bot's, an order's, the clock's or the host's)
 * is played and stored. Handlers call the ledger, never the store, the outbox or the notices. No
 * Durable Object and no HTTP. What leaves the room is made by disclose.ts, for the viewer asking.
 */
import type { AnyGame, GameState } from "../engine/define";
import type { ClockOptions } from "../clock/options";
import { afterChange, newTimers, reminded, type Timers } from "../clock/timers";
import { checkedOptions } from "../engine/options";
import { replayMove, startFork, startGame, type Played, type Snapshot } from "../engine/play";
import { commitmentOf } from "../engine/random";
import { endScopes } from "../engine/scopes";
import type { ForkedFrom, GameRecord, MoveBy, ShownRecord } from "../engine/record";
import { isMoveError, type Move, type MoveError, type Seat } from "../engine/types";
import type { Env } from "../env";
import type { Contact } from "../notify/contacts";
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
import { hasherOf, type KeyedMove, type LoggedMove, type RematchRow, type RoomRows } from "./rows";
import type { MoveRow } from "./sql";
import { RoomStore, type ChatRow, type ForkRow, type SeatNote } from "./store";
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
  readonly #store: RoomStore;
  readonly #outbox: Outbox;
  readonly #notices: Notices;

  constructor(private readonly storage: DurableObjectStorage) {
    this.#store = new RoomStore(storage);
    this.#outbox = new Outbox(this.#store);
    this.#notices = new Notices(this.#store, this.#outbox);
    if (this.#store.upgraded.includes("moves.sealed")) this.#sealOldLog();
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
      this.transaction(() => {
        this.#replay(rows, Infinity, (m, move, before, after) => {
          this.#store.setSealed(m.n, secrets.seal(move, m.seat, before));
          for (const scope of secrets.opens?.(before, after) ?? []) this.#store.openSeals(scope);
        });
        this.#store.reload();
      });
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
    for (const m of this.#store.moves().filter((m) => m.n <= last)) {
      const move: Move = JSON.parse(m.move);
      const played = replayMove(game, snapshot, entropy, m.seat, move, m.by);
      if (isMoveError(played)) throw new Error(`move ${m.n} does not replay: ${played.error.message}`);
      each?.(m, move, snapshot.state, played.state);
      snapshot = played;
    }
    return snapshot;
  }

  /**
   * Runs `fn` in one storage transaction. Memory changes with storage (each write makes a new
   * value); when `fn` throws, storage rolls back and the value from before is put back.
   */
  transaction<T>(fn: () => T): T {
    const before = this.#store.room;
    try {
      return this.storage.transactionSync(fn);
    } catch (error) {
      this.#store.restore(before);
      throw error;
    }
  }

  /** The room's value in memory (no read: it was read when the room woke); null: no game here. */
  rows(): RoomRows | null {
    return this.#store.room;
  }

  game(rows: RoomRows): AnyGame {
    return games[rows.meta.game];
  }

  state(rows: RoomRows): GameState | null {
    return rows.played?.state ?? null;
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
      this.#store.create(
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
      if (input.fork) this.#store.setFork(forkRow(input.fork));
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
    this.#store.start(
      new Date(now).toISOString(),
      { state: played.state, counters: endScopes(played.counters, played.draws) },
      { draws: played.draws, stateHash: hasherOf(rows, game)(played.state) },
      change.timers,
    );
    const started = this.rows()!;
    this.#notices.turn(game, started, played.state, change.woken, started.snapshot.version, now);
  }

  /**
   * The one way a move is played and stored: `actor`'s move (a game move, or the clock's or host's
   * `$skip`/`$drop`) is checked and played by the engine, and when accepted it is stored with the new
   * snapshot and timers, its seal and the scopes it opens, and the notices it causes, in one
   * transaction before anything answers. Returns the refusal, or what was played.
   */
  play(rows: RoomRows, actor: Actor, move: Move): Played | MoveError {
    const game = this.game(rows);
    const snapshot = rows.played!;
    const played = replayMove(game, snapshot, entropyOf(rows), actor.seat, move, actor.by);
    if (isMoveError(played)) return played;
    this.transaction(() => this.#commit(rows, actor, move, snapshot.state, played));
    return played;
  }

  #commit(rows: RoomRows, { seat, by, request }: Actor, move: Move, before: GameState, played: Played): void {
    const game = this.game(rows);
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
    this.#store.recordMove(
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
    const next = this.rows()!;
    this.#notices.turn(game, next, played.state, change.woken, next.snapshot.version, now);
  }

  /** The accepted move this seat-scoped idempotency key names, or null. */
  moveByKey(rows: RoomRows, key: string): KeyedMove | null {
    return rows.keys.get(key) ?? null;
  }

  /** The game as `you` see it now: bounded (the last few moves, never the whole log). */
  response(rows: RoomRows, you: Caller | null): GameResponse {
    const game = this.game(rows);
    const response = gameResponse(game, rows, this.state(rows), you, rows.recent);
    if (rows.rematch) response.rematch = rematchLink(rows, rows.rematch, you);
    const forkedFrom = this.forkedFrom();
    if (forkedFrom) response.forkedFrom = forkedFrom;
    // A seat's page shows its standing order's state without asking for the order's form.
    if (game.orders && you?.role === "player" && you.claimed && you.seat !== null)
      response.order = this.standingOrder(rows, you.seat).description;
    return response;
  }

  /** A seat's standing order (every field filled; null without one) and the order in words. */
  standingOrder(
    rows: RoomRows,
    seat: Seat,
  ): { order: Record<string, unknown> | null; description: string | null } {
    const order = rows.orders.get(seat) ?? null;
    return { order, description: order === null ? null : this.game(rows).orders!.describe(order) };
  }

  /**
   * The first answer to a move, for a retry: the game as it was right after that move (replayed from
   * the log when others have moved since; retries are rare, so that cost is paid only then).
   */
  answerAfter(rows: RoomRows, you: Caller | null, move: KeyedMove): GameResponse {
    if (move.version === rows.snapshot.version) return this.response(rows, you);
    const game = this.game(rows);
    const snapshot = this.#replay(rows, move.n);
    const ended = game.result(snapshot.state) !== null;
    const then = {
      ...rows,
      meta: { ...rows.meta, ended_at: ended ? rows.meta.ended_at : null },
      snapshot: { ...rows.snapshot, version: move.version },
    };
    return gameResponse(game, then, snapshot.state, you, this.#store.movesBefore(RECENT_MOVES, move.n + 1));
  }

  /** The record as `viewer` may see it (everything, with the seed, once the game has ended). */
  record(rows: RoomRows, viewer: Viewer): ShownRecord {
    return this.#withFork(
      gameRecord(
        this.game(rows),
        rows,
        this.#store.moves(),
        this.state(rows),
        this.#store.chat(0, 10_000),
        viewer,
      ),
    );
  }

  /** A finished game's whole record, for the archive. */
  finishedRecord(rows: RoomRows): GameRecord {
    return this.#withFork(
      finishedRecord(
        this.game(rows),
        rows,
        this.#store.moves(),
        this.state(rows),
        this.#store.chat(0, 10_000),
      ),
    );
  }

  /** A page of the move log as `viewer` may see it: the last `limit` moves numbered below `before`. */
  history(rows: RoomRows, viewer: Viewer, before: number | undefined, limit: number): MovesPage {
    const moves = historyOf(rows, this.#store.movesBefore(limit, before), viewer);
    const first = moves[0]?.n ?? null;
    return { moves, total: rows.moveCount, next: first !== null && first > 1 ? first : null };
  }

  // --- Takeback (issue #37, takeback.ts): the only change that shortens the log. ---

  /**
   * Takes back move `n`, the log's last, which drew nothing (takeback-rule.ts): the move row goes and
   * the snapshot is the state before it (the log played again up to `n - 1`), so the record is as if
   * it was never played and verifies as such. The dice counters stay (the move drew nothing); the
   * seats the takeback makes able to act again start their clock afresh. `also` runs in the same
   * transaction (the takeback's own row).
   */
  takeBack(rows: RoomRows, n: number, also: () => void): void {
    const game = this.game(rows);
    const current = rows.played!;
    const before = this.#replay(rows, n - 1).state;
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
    this.transaction(() => {
      this.#store.takeBack(n, before, current.counters, change.timers);
      also();
      // Rare enough to read the room again rather than edit each part of the value by hand.
      this.#store.reload();
    });
  }

  /** Move `n` of the log as stored (a read: takebacks and answers from notifications only). */
  loggedMove(n: number): LoggedMove | undefined {
    return this.#store.movesBefore(1, n + 1)[0];
  }

  /** After the storage was deleted (purge). */
  forget(): void {
    this.#store.forget();
    this.#fork = undefined;
  }

  // Seats (seats.ts): each write inside the caller's transaction.

  /** `player`: JSON of the seat's player key and claim signature (null: claimed without a key). */
  claim(seat: Seat, name: string, clientSeed: string, at: string, player: string | null): void {
    this.#store.claim(seat, name, clientSeed, at, player);
  }

  setTimeZone(seat: Seat, zone: string): void {
    this.#store.setTimeZone(seat, zone);
  }

  rename(seat: Seat, name: string): void {
    this.#store.rename(seat, name);
  }

  dropUnclaimedSeats(): void {
    this.#store.dropUnclaimedSeats();
  }

  /** A fork started early keeps every seat of its position: the open ones go to the bot. */
  botUnclaimedSeats(at: string): void {
    this.#store.botUnclaimedSeats(at);
  }

  /** A change the sheets must see that is not a move (a claim, a name, a vacation…): a new version. */
  bumpVersion(): void {
    this.#store.bumpVersion();
  }

  // The host's controls (host.ts).

  handToBot(seat: Seat): void {
    this.#store.handToBot(seat);
  }

  setClock(clock: ClockOptions): void {
    this.#store.setClock(clock);
  }

  setTimers(timers: Timers): void {
    this.#store.setTimers(timers);
  }

  abort(at: string): void {
    this.#store.abort(at);
  }

  /** The game ends at its inactivity deadline (reclaim.ts). */
  abandon(at: string): void {
    this.#store.abandon(at);
  }

  setStandingOrder(seat: Seat, order: Record<string, unknown> | null): void {
    this.#store.setStandingOrder(seat, order);
  }

  setRematch(row: RematchRow): void {
    this.#store.setRematch(row);
  }

  // A seat's private notes (notes.ts): never in any answer but its own.

  note(seat: Seat): SeatNote {
    return this.#store.note(seat);
  }

  setNote(seat: Seat, text: string, at: string): void {
    this.#store.setNote(seat, text, at);
  }

  // Table talk (chat.ts).

  chat(after = 0, limit = 200): ChatRow[] {
    return this.#store.chat(after, limit);
  }

  chatCountSince(seat: Seat, since: string): number {
    return this.#store.chatCountSince(seat, since);
  }

  addChat(seat: Seat, at: string, text: string): number {
    return this.#store.addChat(seat, at, text);
  }

  // Notifications: contacts, deliveries and the notices the room sends (settings.ts, host.ts, autoplay.ts, timeouts.ts, alarm.ts).

  contact(seat: Seat): Contact | null {
    return this.#outbox.contact(seat)?.contact ?? null;
  }

  setContact(seat: Seat, contact: Contact | null): void {
    this.#outbox.setContact(seat, contact);
  }

  deliveries(seat: Seat) {
    return this.#outbox.recent(seat);
  }

  /** What the host did that concerns `seat` (`event` makes it queue once). */
  tellHost(seat: Seat, did: string, event: string): void {
    const rows = this.rows()!;
    this.#notices.host(this.game(rows), rows, this.state(rows), rows.timers, seat, did, event, Date.now());
  }

  /** What the seat's standing order did, told once per version. */
  tellOrder(seat: Seat, did: string, now: number): void {
    const rows = this.rows()!;
    this.#notices.order(
      this.game(rows),
      rows,
      this.state(rows),
      rows.timers,
      seat,
      did,
      rows.snapshot.version,
      now,
    );
  }

  /** The seat's time ran out: what the clock did (`timers`: the seat's timers when it ran out). */
  tellTimeout(seat: Seat, timers: Timers, action: string, now: number): void {
    const rows = this.rows()!;
    this.#notices.timeout(this.game(rows), rows, this.state(rows), timers, seat, action, now);
  }

  /** A reminder before the seat's deadline, marked sent in its timers. */
  remind(seat: Seat, now: number): void {
    const rows = this.rows()!;
    const timers = rows.timers;
    this.#notices.reminder(this.game(rows), rows, this.state(rows), timers, seat, now);
    this.#store.setTimers(timers.map((t, i) => (i === seat ? reminded(t) : t)));
  }

  /** `seat` conceded and the game ended: every other person at the table is told (host.ts). */
  tellConceded(seat: Seat, now: number): void {
    const rows = this.rows()!;
    this.#notices.conceded(this.game(rows), rows, this.state(rows), seat, now);
  }

  /** The seat went away (a vacation): the others are told (seat-clock.ts). */
  tellAway(seat: Seat, now: number): void {
    const rows = this.rows()!;
    this.#notices.away(this.game(rows), rows, this.state(rows), seat, now);
  }

  /** `by` nudges the seats the game waits on, and its timer keeps when (once a day: seat-clock.ts). */
  nudge(by: Seat, seats: Seat[], now: number): void {
    const rows = this.rows()!;
    this.#store.setTimers(rows.timers.map((t, i) => (i === by ? { ...t, nudgedAt: now } : t)));
    for (const seat of seats) this.#notices.nudge(this.game(rows), rows, this.state(rows), seat, by, now);
  }

  /** `asker` asks to take back its last move: the seats whose consent it waits on are told (takeback.ts). */
  tellTakebackAsked(asker: Seat, seats: Seat[], now: number): void {
    const rows = this.rows()!;
    const version = rows.snapshot.version;
    this.#notices.takebackAsked(this.game(rows), rows, this.state(rows), asker, seats, version, now);
  }

  /** At its deadline the seat took a vacation day instead of timing out (timeouts.ts). */
  tellVacationInstead(seat: Seat, now: number): void {
    const rows = this.rows()!;
    this.#notices.vacationInstead(this.game(rows), rows, this.state(rows), seat, now);
  }

  /** The one notice before the room's inactivity deadline, to every seat a person holds (reclaim.ts). */
  tellReclaim(deadline: number, now: number): void {
    const rows = this.rows()!;
    for (const seat of rows.seats)
      if (seat.claimed_at && !seat.bot && !seat.has_left)
        this.#notices.reclaim(this.game(rows), rows, this.state(rows), seat.seat, deadline, now);
  }

  testNotice(seat: Seat, now: number): void {
    const rows = this.rows()!;
    this.#notices.test(this.game(rows), rows, this.state(rows), rows.timers, seat, now);
  }

  /** When the outbox's first message is due (from memory). */
  nextDue(): number | null {
    return this.#outbox.nextDue();
  }

  /** Sends what is due (the alarm); `waiting` says whether a seat still waits for its turn message. */
  deliverDue(env: Env, waiting: (seat: Seat) => boolean): Promise<void> {
    return this.#outbox.deliverDue(env, this.rows()!.meta.game_id, waiting);
  }

  /** An attempt to archive: done at `succeededAt` (contacts then dropped, nothing more sent), or failed (null). */
  archiveAttempted(succeededAt: string | null): void {
    this.transaction(() => {
      this.#store.archiveAttempted(succeededAt);
      if (succeededAt) this.#outbox.forgetAll(Date.now());
    });
  }

  // ---- Forks (#38): a game started from a position of a finished game (worker/api/fork.ts). ----

  /** The room's fork row, read once (it never changes); null: a game from its own setup. */
  #fork: ForkRow | null | undefined;

  fork(): ForkRow | null {
    if (this.#fork === undefined && this.rows()) this.#fork = this.#store.fork();
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
