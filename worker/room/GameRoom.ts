/**
 * One Durable Object per game: the RPC surface the Worker calls, the alarm and the live sockets.
 * What a call does is in the handlers (seats.ts, moves.ts, settings.ts) and the alarm's work
 * (alarm.ts); every write goes through the ledger (ledger.ts), which answers only after what it
 * accepted is stored. Nothing here writes without the caller's token being checked first.
 */
import { DurableObject } from "cloudflare:workers";
import type { Env, RoomRpc } from "../env";
import type { ContactInput } from "../notify/contacts";
import { soloRank } from "../archive/solo";
import {
  fail,
  ok,
  type Caller,
  type ClaimInput,
  type Created,
  type CreateInput,
  type GameResponse,
  type HostAction,
  type LiveMessage,
  type MoveInput,
  type Reply,
  type SeatClockInput,
  type TakebackInput,
  type AnswerInput,
  type VacationInput,
} from "../wire";
import { takeback, takebackShown } from "./takeback";
import { answer } from "./answer";
import { notes } from "./notes";
import { nudge, seatClock, vacation } from "./seat-clock";
import { alarmWork, archive, nextAlarmAt } from "./alarm";
import { authenticate, notFound } from "./auth";
import { readChat, writeChat } from "./chat";
import { concede, hostAction, leave } from "./host";
import { rematch } from "./rematch";
import { forkRetry } from "./fork";
import { viewerOf } from "./disclose";
import { changed, Ledger, type Outcome } from "./ledger";
import { move } from "./moves";
import type { RoomRows } from "./rows";
import { claim, rename, startEarly } from "./seats";
import { readSocketMove, replyMessage, type SocketTag, socketTag } from "./socket-move";
import { leagueSeatKey, leagueWaiting, tellLeague } from "./league";
import { contact, standingOrder, testContact } from "./settings";
import { checkClaimKey } from "./claim-key";
import type { ClaimKey, SeatPlayer } from "../engine/seat-keys";

export type { ClaimInput, CreateInput, MoveInput } from "../wire";

type Handler = (rows: RoomRows, you: Caller | null) => Outcome;

export class GameRoom extends DurableObject<Env> implements RoomRpc {
  /** Protected, not private: tests and the cost bench read the room's value in memory through it. */
  protected readonly ledger: Ledger;
  /** The alarm as this object last set or read it (undefined: not known since it woke or the alarm ran). */
  #alarmAt: number | null | undefined;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.ledger = new Ledger(ctx.storage);
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair("ping", "pong"));
  }

  async create(input: CreateInput): Promise<Created | Reply> {
    const rows = this.ledger.rows();
    if (rows && input.fork) return forkRetry(rows, input.fork);
    if (rows) return fail(409, "exists", "A game with this id exists.");
    const created = this.ledger.create(input);
    await this.#schedule();
    return { status: 201, created };
  }

  async read(token: string | null, seat?: number): Promise<Reply> {
    return this.#read(token, (_rows, you) => changed(you), seat);
  }

  /** The game as a spectator sees it, as an object (link previews and oEmbed read it); null for no game. */
  async summary(): Promise<GameResponse | null> {
    const rows = this.ledger.rows();
    return rows && this.ledger.response(rows, null);
  }

  async claim(token: string | null, input: ClaimInput): Promise<Reply> {
    const player = input.player
      ? await this.#claimKey(token, input.player)
      : input.leaguePlayer
        ? await leagueSeatKey(this.ledger.rows(), input.leaguePlayer)
        : null;
    if (player && "status" in player) return player;
    return this.#write(token, (rows, you) => claim(this.ledger, rows, you, input, player));
  }

  /** A claim's player key, its signature checked against the caller's seat (null: no seat to check it for; the claim then refuses). */
  async #claimKey(token: string | null, key: ClaimKey): Promise<SeatPlayer | Reply | null> {
    const rows = this.ledger.rows();
    const auth = rows && authenticate(rows, token);
    if (!rows || !auth || "denied" in auth || auth.caller?.role !== "player" || auth.caller.seat === null)
      return null;
    return checkClaimKey(rows, auth.caller.seat, key);
  }

  async start(token: string | null): Promise<Reply> {
    return this.#write(token, (rows, you) => startEarly(this.ledger, rows, you));
  }

  async move(token: string | null, input: MoveInput): Promise<Reply> {
    return this.#write(token, (rows, you) => move(this.ledger, rows, you, input));
  }

  async rename(token: string | null, name: string): Promise<Reply> {
    return this.#write(token, (rows, you) => rename(this.ledger, rows, you, name));
  }

  /** The record as the caller may see it: a seat sees its own sealed moves and private draws, others neither, until the end. */
  async record(token: string | null, seat?: number): Promise<Reply> {
    return this.#read(token, (rows, you) => ok(this.ledger.record(rows, viewerOf(you))), seat);
  }

  /** A page of the move log as the caller may see it: the last `limit` moves numbered below `before`. */
  async moves(
    token: string | null,
    seat: number | undefined,
    before: number | undefined,
    limit: number,
  ): Promise<Reply> {
    return this.#read(
      token,
      (rows, you) => ok(this.ledger.history(rows, viewerOf(you), before, limit)),
      seat,
    );
  }

  /** The caller's own notification settings and latest deliveries; with `input`, new settings. */
  async contact(token: string | null, input?: ContactInput): Promise<Reply> {
    return input
      ? this.#write(token, (rows, you) => contact(this.ledger, rows, you, input))
      : this.#read(token, (rows, you) => contact(this.ledger, rows, you));
  }

  async testContact(token: string | null): Promise<Reply> {
    return this.#write(token, (rows, you) => testContact(this.ledger, rows, you));
  }

  async vacation(token: string | null, input: VacationInput): Promise<Reply> {
    return this.#write(token, (rows, you) => vacation(this.ledger, rows, you, input));
  }

  async seatClock(token: string | null, input?: SeatClockInput): Promise<Reply> {
    return input
      ? this.#write(token, (rows, you) => seatClock(this.ledger, rows, you, input))
      : this.#read(token, (rows, you) => seatClock(this.ledger, rows, you));
  }

  /** The caller's private notes; with `text`, new ones. */
  async notes(token: string | null, text?: string): Promise<Reply> {
    return text === undefined
      ? this.#read(token, (rows, you) => notes(this.ledger, rows, you))
      : this.#read(token, (rows, you) => notes(this.ledger, rows, you, text));
  }

  /** Ask to take back the caller's last move, or agree to or refuse another seat's ask (takeback.ts). */
  async takeback(token: string | null, input: TakebackInput): Promise<Reply> {
    return this.#write(token, (rows, you) =>
      takeback(this.ledger, rows, you, input, (now) => this.ledger.response(now, you)),
    );
  }

  /** A one-tap answer from a notification: its capability, not a token, says who acts (one-tap.ts). */
  async answer(input: AnswerInput): Promise<Reply> {
    const reply = await this.#write(null, (rows) => answer(this.ledger, rows, input));
    if (reply.status === 200) this.#broadcast();
    return reply;
  }

  async nudge(token: string | null): Promise<Reply> {
    return this.#write(token, (rows, you) => nudge(this.ledger, rows, you));
  }

  /** The caller's standing order and the game's order fields; with `input`, a new order (or `{order: null}`). */
  async orders(token: string | null, input?: { order: Record<string, unknown> | null }): Promise<Reply> {
    return input
      ? this.#write(token, (rows, you) => standingOrder(this.ledger, rows, you, input))
      : this.#read(token, (rows, you) => standingOrder(this.ledger, rows, you));
  }

  /** The host's controls during a game: hand a seat to the bot, drop a player, set the clock, abort. */
  async host(token: string | null, input: HostAction): Promise<Reply> {
    return this.#write(token, (rows, you) => hostAction(this.ledger, rows, you, input));
  }

  /** The caller's seat leaves the game (a `$drop` by the player), where its rules allow it. */
  async leave(token: string | null): Promise<Reply> {
    return this.#write(token, (rows, you) => leave(this.ledger, rows, you));
  }

  /** The caller's seat concedes (a `$concede` by the player) and the game ends, where its rules have concessions. */
  async concede(token: string | null): Promise<Reply> {
    return this.#write(token, (rows, you) => concede(this.ledger, rows, you));
  }

  /** Table talk: with `text`, the caller's new message (announced on the live sockets); else the messages after `after`. */
  async chat(token: string | null, input: { text: string } | { after: number }): Promise<Reply> {
    if ("after" in input) return this.#read(token, (rows) => readChat(this.ledger, rows, input.after));
    const reply = await this.#read(token, (rows, you) => writeChat(this.ledger, rows, you, input.text));
    if (reply.status === 201) this.#tell({ type: "chat", n: JSON.parse(reply.json).message.n });
    return reply;
  }

  /** A new game like this finished one (created once); answers the caller's own link to it. */
  async rematch(token: string | null): Promise<Reply> {
    const rows = this.ledger.rows();
    if (!rows) return notFound();
    const auth = authenticate(rows, token);
    if ("denied" in auth) return auth.denied;
    const rooms = this.env.GAME_ROOM;
    const reply = await rematch(this.ledger, rows, auth.caller, (input) =>
      rooms.get(rooms.idFromName(input.id)).create(input),
    );
    if (reply.status === 201) this.#broadcast();
    return reply;
  }

  /**
   * Live updates: a hibernatable WebSocket that receives `{type:"version"}` on every change; a
   * seat's page sends its moves on it too (socket-move.ts).
   */
  async fetch(request: Request): Promise<Response> {
    const rows = this.ledger.rows();
    if (!rows)
      return new Response(notFound().json, { status: 404, headers: { "Content-Type": "application/json" } });
    const { 0: client, 1: server } = new WebSocketPair();
    this.ctx.acceptWebSocket(server);
    server.serializeAttachment(socketTag(request));
    server.send(JSON.stringify({ type: "version", version: rows.snapshot.version } satisfies LiveMessage));
    return new Response(null, { status: 101, webSocket: client });
  }

  /** A move on the live socket: answered on that socket once stored, as `POST /moves` answers. */
  async webSocketMessage(ws: WebSocket, message: string | ArrayBuffer): Promise<void> {
    const gameId = this.ledger.rows()?.meta.game_id ?? "";
    // A socket opened before sockets carried a tag (an older deploy's page) listens only.
    const tag = (ws.deserializeAttachment() as SocketTag | null) ?? { client: "", mayMove: false };
    const read = await readSocketMove(message, tag, this.env, gameId);
    const reply =
      "reply" in read
        ? read.reply
        : await this.#write(read.token, (rows, you) => move(this.ledger, rows, you, read.input), ws);
    try {
      ws.send(replyMessage(read.key, reply));
    } catch {
      /* closed meanwhile: the page sends the move again by HTTP with the same key */
    }
  }

  async webSocketClose(ws: WebSocket): Promise<void> {
    ws.close(1000, "closing");
  }

  async alarm(): Promise<void> {
    this.#alarmAt = undefined;
    const done = await alarmWork(this.ledger, this.env, Date.now());
    await tellLeague(this.ledger, this.env);
    if (done.purge) return this.#purge();
    if (done.changed) this.#broadcast();
    await this.#schedule();
  }

  /**
   * Archives a finished game now, without waiting for the alarm's grace after the end (operators
   * and tests; not reachable over HTTP), and deletes the room's storage once it is archived.
   * Answers whether the game is archived (false: not finished, or the archive failed and the alarm retries).
   */
  async archiveNow(): Promise<boolean> {
    const rows = this.ledger.rows();
    if (!rows?.meta.ended_at) return false;
    if (!(await archive(this.ledger, this.env, rows))) {
      await this.#schedule();
      return false;
    }
    await this.#purge();
    return true;
  }

  /** Deletes the room's storage; the archived game is then served from R2 and the D1 index alone. */
  async #purge(): Promise<void> {
    for (const ws of this.ctx.getWebSockets()) ws.close(1001, "archived");
    await this.ctx.storage.deleteAlarm();
    await this.ctx.storage.deleteAll();
    this.#alarmAt = null;
    this.ledger.forget();
  }

  /** Sets the alarm for the next thing due, unless it is already set earlier. */
  async #schedule(): Promise<void> {
    const rows = this.ledger.rows();
    let at = rows && nextAlarmAt(this.ledger, rows, this.env, Date.now());
    // A league's game tells its league at once when it ends, not after the archive's grace.
    if (rows?.meta.ended_at && leagueWaiting(rows)) at = Date.now();
    if (at === null) return;
    if (this.#alarmAt === undefined) this.#alarmAt = await this.ctx.storage.getAlarm();
    const current = this.#alarmAt;
    if (current === null || current > at || current < Date.now()) {
      await this.ctx.storage.setAlarm(at);
      this.#alarmAt = at;
    }
  }

  /**
   * Runs a read for the caller the token names: 404 for no game, 403 for a token not of this game,
   * or for a view asked for (`seat`) that is not the caller's own.
   */
  async #read(token: string | null, act: Handler, seat?: number): Promise<Reply> {
    const rows = this.ledger.rows();
    if (!rows) return notFound();
    const auth = authenticate(rows, token);
    if ("denied" in auth) return auth.denied;
    if (seat !== undefined && viewerOf(auth.caller) !== seat) {
      return fail(
        403,
        "not_your_seat",
        `Only seat ${seat + 1}'s own link may read what seat ${seat + 1} sees.`,
      );
    }
    const outcome = act(rows, auth.caller);
    return "changed" in outcome ? this.#answer(rows, auth.caller) : outcome;
  }

  /** Runs a write like a read, then sets the alarm for what it made due; a stored change is told to the sockets. */
  /** `act` as the caller (`token`); `mover`: the socket the change came by, which its answer tells instead. */
  async #write(token: string | null, act: Handler, mover?: WebSocket): Promise<Reply> {
    const rows = this.ledger.rows();
    if (!rows) return notFound();
    const auth = authenticate(rows, token);
    if ("denied" in auth) return auth.denied;
    const outcome = act(rows, auth.caller);
    await this.#schedule();
    if (!("changed" in outcome)) return outcome;
    this.#broadcast(mover);
    return this.#answer(this.ledger.rows()!, outcome.you);
  }

  /** The game as `you` see it; a finished solo game with its place among all archived solo games. */
  async #answer(rows: RoomRows, you: Caller | null): Promise<Reply> {
    const answer = this.ledger.response(rows, you);
    const takeback = takebackShown(rows);
    if (takeback) answer.takeback = takeback;
    if (takeback?.status === "asked") delete answer.canTakeBack;
    if (answer.status === "finished" && answer.seats.length === 1)
      answer.soloRank = await soloRank(this.env, answer);
    return ok(answer);
  }

  /** Tells the live sockets the game's new version (each page then re-reads with its own token). */
  #broadcast(except?: WebSocket): void {
    const version = this.ledger.rows()?.snapshot.version;
    if (version !== undefined) this.#tell({ type: "version", version }, except);
  }

  #tell(live: LiveMessage, except?: WebSocket): void {
    const message = JSON.stringify(live);
    for (const ws of this.ctx.getWebSockets()) {
      if (ws === except) continue;
      try {
        ws.send(message);
      } catch {
        /* a closing socket */
      }
    }
  }
}
