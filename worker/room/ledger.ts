/**
 * A room's ledger: the one way in to its storage (storage/*.ts) and to the room's value in memory
 * (rows.ts). Handlers call the ledger, never the storage, the outbox or the notices; each write runs
 * inside `transaction`, which keeps memory and storage the same. What changes a game is in
 * create-game.ts, play-move.ts and undo-move.ts; what the room answers in answers.ts; the notices in
 * tell.ts. No Durable Object and no HTTP.
 */
import type { ClockOptions } from "../clock/options";
import type { Timers } from "../clock/timers";
import type { AnyGame, GameState } from "../engine/define";
import type { Played } from "../engine/play";
import type { GameRecord, ShownRecord } from "../engine/record";
import { isMoveError, type Move, type MoveError, type Seat } from "../engine/types";
import type { Env } from "../env";
import { games } from "../games";
import type { Contact } from "../notify/contacts";
import type { Caller, CreateInput, GameResponse, MovesPage, Reply } from "../wire";
import { answerAfter, finishedRecordOf, historyPage, recordOf, responseOf, standingOrderOf } from "./answers";
import { createGame, type NewGame } from "./create-game";
import type { Viewer } from "./disclose";
import { keyedMove } from "./move-keys";
import { Notices } from "./notices";
import { Outbox } from "./outbox";
import { commitMove, playMove, startGame, type Actor } from "./play-move";
import { sealOldLog } from "./replay";
import type { ChatRow, KeyedMove, LoggedMove, RematchRow, RoomRows, TakebackRow } from "./rows";
import * as gameRows from "./storage/game";
import { setLeague, setRematch } from "./storage/links";
import { movesBefore } from "./storage/log";
import { note, setNote, type SeatNote } from "./storage/notes";
import { setStandingOrder } from "./storage/orders";
import { RoomStore } from "./storage/room-store";
import * as seats from "./storage/seats";
import { setTakeback } from "./storage/takeback";
import { addChat, chat } from "./storage/talk";
import { Tell } from "./tell";
import { undoMove } from "./undo-move";

export type { Actor } from "./play-move";

/** What a handler did: a reply to send as it is, or a stored change, answered with the game as the caller now sees it. */
export type Outcome = Reply | Changed;
export interface Changed {
  changed: true;
  you: Caller | null;
}

export function changed(you: Caller | null): Changed {
  return { changed: true, you };
}

export class Ledger {
  readonly #store: RoomStore;
  readonly #outbox: Outbox;
  readonly #notices: Notices;
  readonly #tell: Tell;

  constructor(private readonly storage: DurableObjectStorage) {
    this.#store = new RoomStore(storage);
    this.#outbox = new Outbox(this.#store);
    this.#notices = new Notices(this.#outbox);
    this.#tell = new Tell(this.#store, this.#notices);
    const rows = this.rows();
    if (rows && this.#store.upgraded.includes("moves.sealed"))
      sealOldLog(this.#store, this.game(rows), (fn) => this.transaction(fn));
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

  // ---- What changes a game ----

  /** A new game: its seed and commitment, a token per seat (bot seats' are never handed out) and the host's. */
  create(input: CreateInput): NewGame {
    return this.transaction(() => createGame(this.#store, input, () => this.start(null)));
  }

  /** Starts the game; `actor` is the seat whose claim started it (null: the host). Call inside a transaction. */
  start(actor: Seat | null): void {
    startGame(this.#store, this.#notices, this.game(this.rows()!), actor);
  }

  /**
   * The one way a move is played and stored (play-move.ts): checked and played by the engine, and
   * when accepted stored with all it causes in one transaction before anything answers.
   */
  play(rows: RoomRows, actor: Actor, move: Move): Played | MoveError {
    const game = this.game(rows);
    const played = playMove(game, rows, actor, move);
    if (!isMoveError(played))
      this.transaction(() => commitMove(this.#store, this.#notices, game, actor, move, played));
    return played;
  }

  /** Takes back move `n`, the log's last (undo-move.ts), and stores the takeback's row, in one transaction. */
  takeBack(rows: RoomRows, n: number, row: TakebackRow): void {
    this.transaction(() => {
      undoMove(this.#store, this.game(rows), rows, n);
      setTakeback(this.#store, row);
    });
  }

  /** A takeback asked, agreed or refused: its row (call inside a transaction). */
  setTakeback(row: TakebackRow): void {
    setTakeback(this.#store, row);
  }

  // ---- What the room answers (answers.ts) ----

  /** The accepted move this seat-scoped idempotency key names, or null. */
  moveByKey(rows: RoomRows, key: string): KeyedMove | null {
    return keyedMove(rows.keys, key) ?? null;
  }

  /** The game as `you` see it now: bounded (the last few moves, never the whole log). */
  response(rows: RoomRows, you: Caller | null): GameResponse {
    return responseOf(this.game(rows), rows, you);
  }

  standingOrder(rows: RoomRows, seat: Seat) {
    return standingOrderOf(this.game(rows), rows, seat);
  }

  /** The first answer to a move, for a retry: the game as it was right after that move. */
  answerAfter(rows: RoomRows, you: Caller | null, move: KeyedMove): GameResponse {
    return answerAfter(this.#store.sql, this.game(rows), rows, you, move);
  }

  /** The record as `viewer` may see it (everything, with the seed, once the game has ended). */
  record(rows: RoomRows, viewer: Viewer): ShownRecord {
    return recordOf(this.#store.sql, this.game(rows), rows, viewer);
  }

  /** A finished game's whole record, for the archive. */
  finishedRecord(rows: RoomRows): GameRecord {
    return finishedRecordOf(this.#store.sql, this.game(rows), rows);
  }

  /** A page of the move log as `viewer` may see it: the last `limit` moves numbered below `before`. */
  history(rows: RoomRows, viewer: Viewer, before: number | undefined, limit: number): MovesPage {
    return historyPage(this.#store.sql, rows, viewer, before, limit);
  }

  /** Move `n` of the log as stored (a read: answers from notifications only). */
  loggedMove(n: number): LoggedMove | undefined {
    return movesBefore(this.#store.sql, 1, n + 1)[0];
  }

  /** After the storage was deleted (purge). */
  forget(): void {
    this.#store.forget();
  }

  // ---- Seats (storage/seats.ts): each write inside the caller's transaction ----

  /** `player`: JSON of the seat's player key and claim signature (null: claimed without a key). */
  claim(seat: Seat, name: string, clientSeed: string, at: string, player: string | null): void {
    seats.claim(this.#store, seat, name, clientSeed, at, player);
  }

  setTimeZone(seat: Seat, zone: string): void {
    seats.setTimeZone(this.#store, seat, zone);
  }

  rename(seat: Seat, name: string): void {
    seats.rename(this.#store, seat, name);
  }

  dropUnclaimedSeats(): void {
    seats.dropUnclaimedSeats(this.#store);
  }

  /** A fork started early keeps every seat of its position: the open ones go to the bot. */
  botUnclaimedSeats(at: string): void {
    seats.botUnclaimedSeats(this.#store, at);
  }

  handToBot(seat: Seat): void {
    seats.handToBot(this.#store, seat);
  }

  // ---- The game's rows (storage/game.ts) and its links (storage/links.ts) ----

  /** A change the sheets must see that is not a move (a claim, a name, a vacation…): a new version. */
  bumpVersion(): void {
    gameRows.bumpVersion(this.#store);
  }

  setClock(clock: ClockOptions): void {
    gameRows.setClock(this.#store, clock);
  }

  setTimers(timers: Timers): void {
    gameRows.setTimers(this.#store, timers);
  }

  abort(at: string): void {
    gameRows.abort(this.#store, at);
  }

  /** The game ends at its inactivity deadline (reclaim.ts). */
  abandon(at: string): void {
    gameRows.abandon(this.#store, at);
  }

  /** An attempt to archive: done at `succeededAt` (contacts then dropped, nothing more sent), or failed (null). */
  archiveAttempted(succeededAt: string | null): void {
    this.transaction(() => {
      gameRows.archiveAttempted(this.#store, succeededAt);
      if (succeededAt) this.#outbox.forgetAll(Date.now());
    });
  }

  setStandingOrder(seat: Seat, order: Record<string, unknown> | null): void {
    setStandingOrder(this.#store, seat, order);
  }

  setRematch(row: RematchRow): void {
    setRematch(this.#store, row);
  }

  /** The league was told the game ended (league.ts). */
  leagueTold(): void {
    const league = this.rows()?.league;
    if (league) setLeague(this.#store, { ...league, told: true });
  }

  // ---- A seat's private notes (notes.ts) and table talk (chat.ts) ----

  note(seat: Seat): SeatNote {
    return note(this.#store.sql, seat);
  }

  setNote(seat: Seat, text: string, at: string): void {
    setNote(this.#store, seat, text, at);
  }

  chat(after = 0, limit = 200): ChatRow[] {
    return chat(this.#store.sql, after, limit);
  }

  addChat(seat: Seat, at: string, text: string): number {
    return addChat(this.#store, seat, at, text);
  }

  // ---- Notifications: contacts, deliveries (outbox.ts) and notices (tell.ts) ----

  contact(seat: Seat): Contact | null {
    return this.#outbox.contact(seat)?.contact ?? null;
  }

  setContact(seat: Seat, contact: Contact | null): void {
    this.#outbox.setContact(seat, contact);
  }

  deliveries(seat: Seat) {
    return this.#outbox.recent(seat);
  }

  /** When the outbox's first message is due (from memory). */
  nextDue(): number | null {
    return this.#outbox.nextDue();
  }

  /** Sends what is due (the alarm); `waiting` says whether a seat still waits for its turn message. */
  deliverDue(env: Env, waiting: (seat: Seat) => boolean): Promise<void> {
    return this.#outbox.deliverDue(env, this.rows()!.meta.game_id, waiting);
  }

  tellHost(seat: Seat, did: string, event: string): void {
    this.#tell.host(seat, did, event);
  }

  tellOrder(seat: Seat, did: string, now: number): void {
    this.#tell.order(seat, did, now);
  }

  tellTimeout(seat: Seat, timers: Timers, action: string, now: number): void {
    this.#tell.timeout(seat, timers, action, now);
  }

  remind(seat: Seat, now: number): void {
    this.#tell.remind(seat, now);
  }

  tellConceded(seat: Seat, now: number): void {
    this.#tell.conceded(seat, now);
  }

  tellAway(seat: Seat, now: number): void {
    this.#tell.away(seat, now);
  }

  nudge(by: Seat, seats: Seat[], now: number): void {
    this.#tell.nudge(by, seats, now);
  }

  /** `asker` asks to take back its last move: the seats whose consent it waits on are told (takeback.ts). */
  tellTakebackAsked(asker: Seat, seats: Seat[], now: number): void {
    this.#tell.takebackAsked(asker, seats, now);
  }

  tellVacationInstead(seat: Seat, now: number): void {
    this.#tell.vacationInstead(seat, now);
  }

  tellReclaim(deadline: number, now: number): void {
    this.#tell.reclaim(deadline, now);
  }

  testNotice(seat: Seat, now: number): void {
    this.#tell.test(seat, now);
  }
}
