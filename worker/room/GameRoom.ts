/**
 * One Durable Object per game. It owns the seats, the move log and the snapshot, runs the engine,
 * and answers only after what it accepted is stored (each change is one SQLite transaction).
 * One alarm serves every timer: notification deliveries, reminders, deadlines, the archive to D1
 * (retried until it succeeds) and the purge of an archived room.
 */
import { DurableObject } from "cloudflare:workers";
import { fail, ok, type Reply } from "../api/reply";
import type { Caller, LiveMessage } from "../api/types";
import { archiveGame } from "../archive/d1";
import { canonical } from "../engine/canonical";
import { optionsSchema } from "../engine/options";
import { playClockMove, playMove, startGame, type Played, type Snapshot } from "../engine/play";
import { commitmentOf, sha256Hex } from "../engine/random";
import { stateHash } from "../engine/record";
import { isMoveError, type Move, type Seat } from "../engine/types";
import { games } from "../games";
import type { Env } from "../env";
import type { ContactInput } from "../notify/contacts";
import { contactView } from "../notify/contacts";
import { afterChange, newTimers, nextTimerAt, takeVacation, type ClockOptions, type Timers } from "./clock";
import { Notices } from "./notices";
import { Outbox } from "./outbox";
import { gameRecord, gameResponse, statusOf, type RoomRows } from "./response";
import type { MoveRow } from "./sql";
import { RoomStore } from "./store";
import { runTimers } from "./timeouts";
import { entropyOf, hashToken, newServerSeed, newToken, sameDigest } from "./tokens";

/** How long a finished, archived game keeps its room before D1 alone serves it. */
export const PURGE_AFTER_MS = 30 * 24 * 3600 * 1000;

export interface CreateInput { id: string; game: string; seats: number; options: Record<string, unknown>; clock: ClockOptions; origin: string }
export interface ClaimInput { name: string; clientSeed: string }
export interface MoveInput { move: unknown; version: number; key: string }

type Auth = { caller: Caller | null } | { denied: Reply };
type Player = Caller & { role: "player"; seat: Seat };

const statusOfMoveError: Record<string, 400 | 409 | 422> = { bad_move: 400, game_over: 409, not_your_turn: 409 };

export class GameRoom extends DurableObject<Env> {
  readonly #store: RoomStore;
  readonly #outbox: Outbox;
  readonly #notices: Notices;
  #cache: { version: number; snapshot: Snapshot } | null = null;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.#store = new RoomStore(ctx.storage.sql);
    this.#outbox = new Outbox(ctx.storage.sql);
    this.#notices = new Notices(this.#store, this.#outbox);
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair("ping", "pong"));
  }

  async create(input: CreateInput): Promise<Reply> {
    if (this.#store.meta()) return fail(409, "exists", "A game with this id exists.");
    const game = games[input.game];
    const serverSeed = newServerSeed();
    const hostToken = newToken();
    const seatTokens = Array.from({ length: input.seats }, newToken);
    const commitment = commitmentOf(serverSeed);
    const options = optionsSchema(game.options).parse(input.options);
    this.ctx.storage.transactionSync(() => this.#store.create({
      game_id: input.id, game: input.game, options: JSON.stringify(options), clock: JSON.stringify(input.clock), origin: input.origin,
      server_seed: serverSeed, commitment, host_hash: hashToken(hostToken), created_at: new Date().toISOString(),
    }, seatTokens.map(hashToken)));
    return ok({ id: input.id, commitment, hostToken, seatTokens }, 201);
  }

  async read(token: string | null): Promise<Reply> {
    return this.#as(token, (rows, you) => ok(this.#response(rows, you)));
  }

  async claim(token: string | null, input: ClaimInput): Promise<Reply> {
    return this.#as(token, async (rows, you) => {
      if (!you || you.role !== "player" || you.seat === null) return fail(403, "not_a_seat", "Only a seat's invite link can claim that seat.");
      const seat = rows.seats[you.seat];
      if (seat.claimed_at) {
        // A retried claim with the same details is answered again; anything else is a second claim.
        if (seat.name === input.name && seat.client_seed === input.clientSeed) return ok(this.#response(rows, you));
        return fail(409, "seat_taken", "This seat has already been claimed.");
      }
      if (statusOf(rows.meta) !== "open") return fail(409, "game_started", "The game has already started.");
      const now = new Date().toISOString();
      this.ctx.storage.transactionSync(() => {
        this.#store.claim(you.seat!, input.name, input.clientSeed, now);
        this.#store.bumpVersion();
        if (this.#store.seats().every((s) => s.claimed_at)) this.#start(you.seat);
      });
      await this.#scheduleAlarm();
      return this.#changed({ ...you, claimed: true });
    });
  }

  async start(token: string | null): Promise<Reply> {
    return this.#as(token, async (rows, you) => {
      if (you?.role !== "host") return fail(403, "not_host", "Only the host link can start the game early.");
      if (statusOf(rows.meta) !== "open") return fail(409, "game_started", "The game has already started.");
      const game = games[rows.meta.game];
      const claimed = rows.seats.filter((s) => s.claimed_at).length;
      if (claimed < game.players.min) {
        return fail(409, "not_enough_players", `${game.title} needs at least ${game.players.min} claimed seat(s); ${claimed} claimed.`);
      }
      this.ctx.storage.transactionSync(() => {
        this.#store.dropUnclaimedSeats();
        this.#start(null);
      });
      await this.#scheduleAlarm();
      return this.#changed(you);
    });
  }

  async move(token: string | null, input: MoveInput): Promise<Reply> {
    return this.#as(token, async (rows, you) => {
      if (!you) return fail(401, "unauthorized", "Moves need your seat link's token as a Bearer token.");
      if (!isPlayer(you)) return fail(403, "not_a_player", "Only a claimed seat can move; the host link cannot play.");
      const requestHash = sha256Hex(canonical({ seat: you.seat, move: input.move, version: input.version }));
      // Keys are scoped per seat: another seat's key is another request, and learns nothing of ours.
      const key = seatKey(you.seat, input.key);
      const earlier = this.#store.moveByKey(key);
      if (earlier) {
        if (earlier.request_hash !== requestHash) return fail(422, "key_reused", "This idempotency key was used for a different request.");
        return ok(this.#answerAfter(rows, you, earlier)); // a retry: applied once, answered again
      }
      const status = statusOf(rows.meta);
      if (status === "open") return fail(409, "not_started", "The game has not started yet.");
      if (status === "finished") return fail(409, "game_over", "The game has ended.");
      if (input.version !== rows.snapshot.version) {
        return fail(409, "stale_version", `You saw version ${input.version}; the game is at version ${rows.snapshot.version}.`, { game: this.#response(rows, you) });
      }
      const played = playMove(games[rows.meta.game], this.#snapshot(rows)!, entropyOf(rows), you.seat, input.move);
      if (isMoveError(played)) return ok(played, statusOfMoveError[played.error.code] ?? 422);
      this.ctx.storage.transactionSync(() => this.commitMove(rows, you.seat, input.move as Move, played, "player", { key, requestHash }));
      const after = this.#rows()!;
      await this.#scheduleAlarm(after);
      return this.#changed(you, after);
    });
  }

  async rename(token: string | null, name: string): Promise<Reply> {
    return this.#as(token, (rows, you) => {
      if (!isPlayer(you)) return fail(403, "not_a_player", "Only a claimed seat can change its name.");
      const game = games[rows.meta.game];
      const state = this.#snapshot(rows)?.state ?? null;
      if (statusOf(rows.meta) !== "playing" || !game.canRename?.(state, you.seat)) {
        return fail(409, "cannot_rename", `You may not change your name now${game.canRename ? " (only at the start of your own turn)" : ""}.`);
      }
      if (rows.seats[you.seat].name === name) return ok(this.#response(rows, you));
      this.ctx.storage.transactionSync(() => {
        this.#store.rename(you.seat, name);
        this.#store.bumpVersion();
      });
      return this.#changed(you);
    });
  }

  async record(): Promise<Reply> {
    const rows = this.#rows();
    if (!rows) return notFound();
    return ok(gameRecord(games[rows.meta.game], rows, this.#store.moves(), this.#snapshot(rows)?.state ?? null));
  }

  /** The caller's own notification settings and latest deliveries (never anyone else's). */
  async contact(token: string | null, input?: ContactInput): Promise<Reply> {
    return this.#as(token, async (rows, you) => {
      if (!isPlayer(you)) return fail(403, "not_a_player", "Only a claimed seat has notification settings.");
      if (rows.meta.archived_at) return fail(409, "archived", "This game is archived; its contact data was dropped.");
      if (input) {
        const old = this.#outbox.contact(you.seat)?.contact;
        const webhook = input.webhook && {
          ...input.webhook,
          // A new URL gets a new signing secret; the same URL keeps its secret.
          secret: old?.webhook?.url === input.webhook.url ? old.webhook.secret : newToken(),
        };
        const empty = !input.email && !webhook;
        this.#outbox.setContact(you.seat, empty ? null : { email: input.email, webhook, digestHours: input.digestHours, enabled: input.enabled });
      }
      return ok({ contact: contactView(this.#outbox.contact(you.seat)?.contact ?? null), deliveries: this.#outbox.recent(you.seat) });
    });
  }

  async testContact(token: string | null): Promise<Reply> {
    return this.#as(token, async (rows, you) => {
      if (!isPlayer(you)) return fail(403, "not_a_player", "Only a claimed seat has notification settings.");
      if (!this.#outbox.contact(you.seat)) return fail(409, "no_contact", "Set an email address or a webhook first.");
      this.#notices.test(games[rows.meta.game], rows, this.#snapshot(rows)?.state ?? null, this.#timers(rows), you.seat, Date.now());
      await this.#scheduleAlarm();
      return ok({ queued: true }, 202);
    });
  }

  async vacation(token: string | null, days: number): Promise<Reply> {
    return this.#as(token, (rows, you) => {
      if (!isPlayer(you)) return fail(403, "not_a_player", "Only a claimed seat can take a vacation.");
      if (statusOf(rows.meta) !== "playing") return fail(409, "not_playing", "Vacations are for games in play.");
      const clock = clockOf(rows);
      if (!clock.perMoveDays) return fail(409, "no_clock", "This game has no time limit, so no vacation is needed.");
      const timers = takeVacation(clock, this.#timers(rows), you.seat, days, Date.now());
      if (typeof timers === "string") return fail(409, "no_vacation_left", timers);
      this.ctx.storage.transactionSync(() => {
        this.#store.setTimers(timers);
        this.#store.bumpVersion();
      });
      return this.#changed(you);
    });
  }

  /** Live updates: a hibernatable WebSocket that receives `{type:"version"}` on every change. */
  async fetch(): Promise<Response> {
    const rows = this.#rows();
    if (!rows) return new Response(notFound().json, { status: 404, headers: { "Content-Type": "application/json" } });
    const { 0: client, 1: server } = new WebSocketPair();
    this.ctx.acceptWebSocket(server);
    server.send(JSON.stringify({ type: "version", version: rows.snapshot.version } satisfies LiveMessage));
    return new Response(null, { status: 101, webSocket: client });
  }

  async webSocketClose(ws: WebSocket): Promise<void> {
    ws.close(1000, "closing");
  }

  /** Every timer's work, then the next alarm. Each step marks what it did, so a repeat does nothing twice. */
  async alarm(): Promise<void> {
    let rows = this.#rows();
    if (!rows) return;
    const timers = this.#timers(rows);
    await this.#outbox.deliverDue(this.env, rows.meta.game_id, (seat) => timers[seat]?.since !== null);
    if (statusOf(rows.meta) === "playing" && runTimers(this, rows, Date.now())) this.#changed(null);
    rows = this.#rows()!;
    if (rows.meta.ended_at && !rows.meta.archived_at) await this.#archive(rows);
    else if (rows.meta.archived_at && Date.parse(rows.meta.archived_at) + PURGE_AFTER_MS <= Date.now()) return this.purge();
    await this.#scheduleAlarm();
  }

  /** Deletes the room's storage; the archived game is then served from D1 alone. */
  async purge(): Promise<void> {
    for (const ws of this.ctx.getWebSockets()) ws.close(1001, "archived");
    await this.ctx.storage.deleteAlarm();
    await this.ctx.storage.deleteAll();
    this.#store.forget();
    this.#cache = null;
  }

  /**
   * Stores one accepted move (by a player, the bot or the clock) with the new snapshot and timers,
   * and queues the notices it causes. Call inside a transaction.
   */
  commitMove(rows: RoomRows, seat: Seat, move: Move, played: Played, by: "player" | "bot" | "clock", request?: { key: string; requestHash: string }): void {
    const game = games[rows.meta.game];
    const before = this.#snapshot(rows)!.state;
    const now = Date.now();
    const ended = game.result(played.state) !== null;
    const moveNumber = this.#store.moveCount() + 1;
    const after = ended ? [] : game.activeSeats(played.state);
    const change = afterChange(clockOf(rows), this.#timers(rows), game.activeSeats(before), after, seat, moveNumber, now);
    this.#store.recordMove({
      seat, move, by, at: new Date(now).toISOString(), draws: played.draws, stateHash: stateHash(played.state),
      key: request?.key ?? null, requestHash: request?.requestHash ?? null,
    }, played.state, played.counters, change.timers, ended ? new Date(now).toISOString() : null);
    const version = rows.snapshot.version + 1;
    this.#cache = { version, snapshot: played };
    const next = { ...rows, snapshot: { ...rows.snapshot, version, timers: JSON.stringify(change.timers) } };
    this.#notices.turn(game, next, played.state, change.timers, change.woken, version, now);
  }

  /** What the clock's work needs from the room (see timeouts.ts). */
  get internals() {
    return {
      store: this.#store, notices: this.#notices, transaction: <T>(fn: () => T) => this.ctx.storage.transactionSync(fn),
      rows: () => this.#rows()!, snapshot: (rows: RoomRows) => this.#snapshot(rows)!, timers: (rows: RoomRows) => this.#timers(rows),
    };
  }

  async #archive(rows: RoomRows): Promise<void> {
    const game = games[rows.meta.game];
    const state = this.#snapshot(rows)!.state;
    let archivedAt: string | null = null;
    try {
      await archiveGame(this.env.DB, game, gameRecord(game, rows, this.#store.moves(), state), state);
      archivedAt = new Date().toISOString();
    } catch (error) {
      console.warn(`archive of ${rows.meta.game_id} failed (attempt ${rows.meta.archive_attempts + 1}):`, error);
    }
    this.ctx.storage.transactionSync(() => {
      this.#store.archiveAttempted(archivedAt);
      if (archivedAt) this.#outbox.forgetAll(Date.now());
    });
  }

  async #scheduleAlarm(rows = this.#rows()): Promise<void> {
    if (!rows) return;
    const { meta } = rows;
    const times: (number | null)[] = [this.#outbox.nextDue()];
    if (statusOf(meta) === "playing") times.push(nextTimerAt(clockOf(rows), this.#timers(rows)));
    // Not archived yet: try now, then back off 2 s, 4 s, ... up to 10 minutes between attempts.
    if (meta.ended_at && !meta.archived_at) times.push(Date.now() + (meta.archive_attempts ? Math.min(1000 * 2 ** meta.archive_attempts, 600_000) : 0));
    if (meta.archived_at) times.push(Date.parse(meta.archived_at) + PURGE_AFTER_MS);
    const next = times.filter((t): t is number => t !== null);
    if (next.length === 0) return;
    const at = Math.min(...next);
    const current = await this.ctx.storage.getAlarm();
    if (current === null || current > at || current < Date.now()) await this.ctx.storage.setAlarm(at);
  }

  /** Starts the game (inside the claim's or the host's transaction). */
  #start(actor: Seat | null): void {
    const rows = this.#rows()!;
    const game = games[rows.meta.game];
    const played = startGame(game, rows.seats.length, JSON.parse(rows.meta.options), entropyOf(rows));
    const now = Date.now();
    const change = afterChange(clockOf(rows), newTimers(rows.seats.length), [], game.activeSeats(played.state), actor, 0, now);
    this.#store.start(new Date(now).toISOString(), played.state, played.counters, { draws: played.draws, stateHash: stateHash(played.state) }, change.timers);
    const started = this.#rows()!;
    this.#notices.turn(game, started, played.state, change.timers, change.woken, started.snapshot.version, now);
  }

  #rows(): RoomRows | null {
    const meta = this.#store.meta();
    return meta ? { meta, seats: this.#store.seats(), snapshot: this.#store.snapshot() } : null;
  }

  /** The parsed snapshot, cached per version (the room is single-threaded). */
  #snapshot(rows: RoomRows): Snapshot | null {
    const { version, state, counters } = rows.snapshot;
    if (state === null) return null;
    if (this.#cache?.version !== version) this.#cache = { version, snapshot: { state: JSON.parse(state), counters: JSON.parse(counters!) } };
    return this.#cache.snapshot;
  }

  #timers(rows: RoomRows): Timers {
    return rows.snapshot.timers ? JSON.parse(rows.snapshot.timers) : newTimers(rows.seats.length);
  }

  /**
   * The first answer to a move, for a retry: the game as it was right after that move (replayed from
   * the log when others have moved since; retries are rare, so that cost is paid only then).
   */
  #answerAfter(rows: RoomRows, you: Caller | null, move: MoveRow) {
    if (move.version === rows.snapshot.version) return this.#response(rows, you);
    const game = games[rows.meta.game];
    const entropy = entropyOf(rows);
    let snapshot: Snapshot = startGame(game, rows.seats.length, JSON.parse(rows.meta.options), entropy);
    for (const m of this.#store.moves().filter((m) => m.n <= move.n)) {
      const played = m.by === "clock"
        ? playClockMove(game, snapshot, entropy, m.seat, JSON.parse(m.move).type)
        : playMove(game, snapshot, entropy, m.seat, JSON.parse(m.move));
      if (isMoveError(played)) throw new Error(`move ${m.n} does not replay: ${played.error.message}`);
      snapshot = played;
    }
    const ended = game.result(snapshot.state) !== null;
    const then = { ...rows, meta: { ...rows.meta, ended_at: ended ? rows.meta.ended_at : null }, snapshot: { ...rows.snapshot, version: move.version } };
    return gameResponse(game, then, snapshot.state, you, this.#store.recentMoves(20, move.n));
  }

  #response(rows: RoomRows, you: Caller | null) {
    return gameResponse(games[rows.meta.game], rows, this.#snapshot(rows)?.state ?? null, you, this.#store.recentMoves(20));
  }

  /** Runs `act` for the caller the token names: 404 for no game, 403 for a token not of this game. */
  async #as(token: string | null, act: (rows: RoomRows, you: Caller | null) => Reply | Promise<Reply>): Promise<Reply> {
    const rows = this.#rows();
    if (!rows) return notFound();
    const auth = this.#authenticate(rows, token);
    return "denied" in auth ? auth.denied : act(rows, auth.caller);
  }

  #authenticate(rows: RoomRows, token: string | null): Auth {
    if (token === null) return { caller: null };
    const hash = hashToken(token);
    if (sameDigest(hash, rows.meta.host_hash)) return { caller: { role: "host", seat: null, claimed: false } };
    for (const seat of rows.seats) {
      if (sameDigest(hash, seat.token_hash)) return { caller: { role: "player", seat: seat.seat, claimed: seat.claimed_at !== null } };
    }
    return { denied: fail(403, "bad_token", "This link's token does not belong to this game.") };
  }

  /** After a stored change: tell the live sockets and answer with the new state. */
  #changed(you: Caller | null, rows = this.#rows()!): Reply {
    const message = JSON.stringify({ type: "version", version: rows.snapshot.version } satisfies LiveMessage);
    for (const ws of this.ctx.getWebSockets()) {
      try { ws.send(message); } catch { /* a closing socket */ }
    }
    return ok(this.#response(rows, you));
  }
}

/** The stored form of an idempotency key: the seat and the client's key (one UNIQUE column, old rooms included). */
function seatKey(seat: Seat, key: string): string {
  return `${seat}:${key}`;
}

function isPlayer(you: Caller | null): you is Player {
  return you?.role === "player" && you.seat !== null && you.claimed;
}

export function clockOf(rows: RoomRows): ClockOptions {
  return JSON.parse(rows.meta.clock);
}

function notFound(): Reply {
  return fail(404, "not_found", "No game with this id.");
}
