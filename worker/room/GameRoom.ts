/**
 * One Durable Object per game. It owns the seats, the move log and the snapshot, runs the engine,
 * and answers only after what it accepted is stored (each change is one SQLite transaction).
 * Alarms archive the finished game to D1 (retried until it succeeds) and later purge the room.
 */
import { DurableObject } from "cloudflare:workers";
import { fail, ok, type Reply } from "../api/reply";
import type { Caller, LiveMessage } from "../api/types";
import { archiveGame } from "../archive/d1";
import { canonical } from "../engine/canonical";
import { optionsSchema } from "../engine/options";
import { playMove, startGame, type Snapshot } from "../engine/play";
import { commitmentOf, sha256Hex, type Entropy } from "../engine/random";
import { stateHash } from "../engine/record";
import { isMoveError, type Move } from "../engine/types";
import { games } from "../games";
import type { Env } from "../env";
import { gameRecord, gameResponse, statusOf, type RoomRows } from "./response";
import { RoomStore } from "./store";
import { hashToken, newServerSeed, newToken, sameDigest } from "./tokens";

/** How long a finished, archived game keeps its room before D1 alone serves it. */
export const PURGE_AFTER_MS = 30 * 24 * 3600 * 1000;

export interface CreateInput { id: string; game: string; seats: number; options: Record<string, unknown> }
export interface ClaimInput { name: string; clientSeed: string }
export interface MoveInput { move: unknown; version: number; key: string }

type Auth = { caller: Caller | null } | { denied: Reply };

const statusOfMoveError: Record<string, 400 | 409 | 422> = { bad_move: 400, game_over: 409, not_your_turn: 409 };

export class GameRoom extends DurableObject<Env> {
  readonly #store: RoomStore;
  #cache: { version: number; snapshot: Snapshot } | null = null;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.#store = new RoomStore(ctx.storage.sql);
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
      game_id: input.id, game: input.game, options: JSON.stringify(options), server_seed: serverSeed, commitment,
      host_hash: hashToken(hostToken), created_at: new Date().toISOString(),
    }, seatTokens.map(hashToken)));
    return ok({ id: input.id, commitment, hostToken, seatTokens }, 201);
  }

  async read(token: string | null): Promise<Reply> {
    const rows = this.#rows();
    if (!rows) return notFound();
    const auth = this.#authenticate(rows, token);
    if ("denied" in auth) return auth.denied;
    return ok(this.#response(rows, auth.caller));
  }

  async claim(token: string | null, input: ClaimInput): Promise<Reply> {
    const rows = this.#rows();
    if (!rows) return notFound();
    const auth = this.#authenticate(rows, token);
    if ("denied" in auth) return auth.denied;
    const you = auth.caller;
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
      if (this.#store.seats().every((s) => s.claimed_at)) this.#start(now);
    });
    return this.#changed({ ...you, claimed: true });
  }

  async start(token: string | null): Promise<Reply> {
    const rows = this.#rows();
    if (!rows) return notFound();
    const auth = this.#authenticate(rows, token);
    if ("denied" in auth) return auth.denied;
    if (auth.caller?.role !== "host") return fail(403, "not_host", "Only the host link can start the game early.");
    if (statusOf(rows.meta) !== "open") return fail(409, "game_started", "The game has already started.");
    const game = games[rows.meta.game];
    const claimed = rows.seats.filter((s) => s.claimed_at).length;
    if (claimed < game.players.min) {
      return fail(409, "not_enough_players", `${game.title} needs at least ${game.players.min} claimed seat(s); ${claimed} claimed.`);
    }
    this.ctx.storage.transactionSync(() => {
      this.#store.dropUnclaimedSeats();
      this.#start(new Date().toISOString());
    });
    return this.#changed(auth.caller);
  }

  async move(token: string | null, input: MoveInput): Promise<Reply> {
    const rows = this.#rows();
    if (!rows) return notFound();
    const auth = this.#authenticate(rows, token);
    if ("denied" in auth) return auth.denied;
    const you = auth.caller;
    if (!you) return fail(401, "unauthorized", "Moves need your seat link's token as a Bearer token.");
    if (you.role !== "player" || !you.claimed) return fail(403, "not_a_player", "Only a claimed seat can move; the host link cannot play.");
    const requestHash = sha256Hex(canonical({ seat: you.seat, move: input.move, version: input.version }));
    const earlier = this.#store.moveByKey(input.key);
    if (earlier) {
      if (earlier.request_hash !== requestHash) return fail(422, "key_reused", "This idempotency key was used for a different request.");
      return ok(this.#response(rows, you)); // a retry: applied once, answered again
    }
    const status = statusOf(rows.meta);
    if (status === "open") return fail(409, "not_started", "The game has not started yet.");
    if (status === "finished") return fail(409, "game_over", "The game has ended.");
    if (input.version !== rows.snapshot.version) {
      return fail(409, "stale_version", `You saw version ${input.version}; the game is at version ${rows.snapshot.version}.`, { game: this.#response(rows, you) });
    }
    const game = games[rows.meta.game];
    const snapshot = this.#snapshot(rows)!;
    const played = playMove(game, snapshot, entropyOf(rows), you.seat!, input.move);
    if (isMoveError(played)) return ok(played, statusOfMoveError[played.error.code] ?? 422);
    const now = new Date().toISOString();
    this.ctx.storage.transactionSync(() => {
      this.#store.recordMove({
        seat: you.seat!, move: input.move as Move, by: "player", at: now, draws: played.draws,
        stateHash: stateHash(played.state), key: input.key, requestHash,
      }, played.state, played.counters);
      if (game.result(played.state)) this.#store.end(now);
    });
    this.#cache = { version: rows.snapshot.version + 1, snapshot: played };
    if (game.result(played.state)) await this.#scheduleAlarm();
    return this.#changed(you);
  }

  async rename(token: string | null, name: string): Promise<Reply> {
    const rows = this.#rows();
    if (!rows) return notFound();
    const auth = this.#authenticate(rows, token);
    if ("denied" in auth) return auth.denied;
    const you = auth.caller;
    if (you?.role !== "player" || !you.claimed) return fail(403, "not_a_player", "Only a claimed seat can change its name.");
    const state = this.#snapshot(rows)?.state ?? null;
    const game = games[rows.meta.game];
    if (statusOf(rows.meta) !== "playing" || !game.canRename?.(state, you.seat!)) {
      return fail(409, "cannot_rename", `You may not change your name now${game.canRename ? " (only at the start of your own turn)" : ""}.`);
    }
    if (rows.seats[you.seat!].name === name) return ok(this.#response(rows, you));
    this.ctx.storage.transactionSync(() => {
      this.#store.rename(you.seat!, name);
      this.#store.bumpVersion();
    });
    return this.#changed(you);
  }

  async record(): Promise<Reply> {
    const rows = this.#rows();
    if (!rows) return notFound();
    return ok(gameRecord(games[rows.meta.game], rows, this.#store.moves(), this.#snapshot(rows)?.state ?? null));
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

  async webSocketClose(ws: WebSocket, code: number): Promise<void> {
    ws.close(code === 1005 ? 1000 : code, "closing");
  }

  /** Archive retry and purge. Safe to run any number of times. */
  async alarm(): Promise<void> {
    const rows = this.#rows();
    if (!rows || !rows.meta.ended_at) return;
    if (!rows.meta.archived_at) {
      const record = gameRecord(games[rows.meta.game], rows, this.#store.moves(), this.#snapshot(rows)!.state);
      let archivedAt: string | null = null;
      try {
        await archiveGame(this.env.DB, games[rows.meta.game], record, this.#snapshot(rows)!.state);
        archivedAt = new Date().toISOString();
      } catch (error) {
        console.warn(`archive of ${rows.meta.game_id} failed (attempt ${rows.meta.archive_attempts + 1}):`, error);
      }
      this.#store.archiveAttempted(archivedAt);
    } else if (Date.parse(rows.meta.archived_at) + PURGE_AFTER_MS <= Date.now()) {
      await this.purge();
      return;
    }
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

  async #scheduleAlarm(): Promise<void> {
    const meta = this.#store.meta();
    if (!meta?.ended_at) return;
    // Not archived yet: try now, then back off 2 s, 4 s, ... up to 10 minutes between attempts.
    const retryIn = meta.archive_attempts === 0 ? 0 : Math.min(1000 * 2 ** meta.archive_attempts, 10 * 60 * 1000);
    await this.ctx.storage.setAlarm(meta.archived_at ? Date.parse(meta.archived_at) + PURGE_AFTER_MS : Date.now() + retryIn);
  }

  #start(now: string): void {
    const rows = this.#rows()!;
    const game = games[rows.meta.game];
    const played = startGame(game, rows.seats.length, JSON.parse(rows.meta.options), entropyOf(rows));
    this.#store.start(now, played.state, played.counters, { draws: played.draws, stateHash: stateHash(played.state) });
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

  #response(rows: RoomRows, you: Caller | null) {
    return gameResponse(games[rows.meta.game], rows, this.#snapshot(rows)?.state ?? null, you);
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
  #changed(you: Caller | null): Reply {
    const rows = this.#rows()!;
    const message = JSON.stringify({ type: "version", version: rows.snapshot.version } satisfies LiveMessage);
    for (const ws of this.ctx.getWebSockets()) {
      try { ws.send(message); } catch { /* a closing socket */ }
    }
    return ok(this.#response(rows, you));
  }
}

function entropyOf(rows: RoomRows): Entropy {
  return { serverSeed: rows.meta.server_seed, gameId: rows.meta.game_id, clientSeeds: rows.seats.map((s) => s.client_seed ?? "") };
}

function notFound(): Reply {
  return fail(404, "not_found", "No game with this id.");
}

