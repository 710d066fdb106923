/**
 * Keeps one game's `GameResponse` current for a component: fetches it with the caller's token,
 * listens on `/api/games/:id/live` for `{type:"version"}` and refetches when it moves on (and keeps
 * the last `{type:"chat"}` number in `chat` for the table talk). A seat's moves go on the same
 * socket while it is open (one round trip, no HTTP request), by HTTP otherwise. If the
 * socket fails or closes, polls every few seconds and reconnects with backoff; a finished game's
 * lost socket is not reopened (its room may be gone, the game served from the archive). A Lit reactive
 * controller: it starts when its host connects and stops when it disconnects.
 */
import type { ReactiveController, ReactiveControllerHost } from "lit";
import type { GameResponse, LiveMessage, SocketMove } from "#wire";
import type { Move } from "#engine/types";
import { answered, api, ApiError, newKey } from "./api";
import { storage } from "./storage";

export type LiveState = "connecting" | "live" | "polling" | "offline";

type Reply = Extract<LiveMessage, { type: "reply" }>;

const POLL_MS = 4000;
/** How long a move sent on the socket waits for its reply before it goes by HTTP (the same key: applied once). */
const SOCKET_REPLY_MS = 5000;
const MAX_BACKOFF_MS = 30_000;

export class GameController implements ReactiveController {
  game: GameResponse | null = null;
  error: ApiError | null = null;
  /** A short note for people: why the last action did not go through. */
  notice: string | null = null;
  live: LiveState = "connecting";
  busy = false;
  /** The last table-talk message number the socket announced (the chat panel reads what is newer). */
  chat = 0;
  /**
   * Why the key no longer plays (the host handed the seat to the bot): the server's words. From
   * then on the game is read as a spectator's, so the page keeps showing it.
   */
  revoked: string | null = null;

  readonly #host: ReactiveControllerHost;
  readonly #id: string;
  #token: string | null;
  #socket: WebSocket | null = null;
  #pollTimer: ReturnType<typeof setInterval> | null = null;
  #reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  #backoff = 1000;
  #fetching: Promise<void> | null = null;
  #again = false;
  #stopped = true;
  /** The move sent on the socket that waits for its reply (one at a time: `act` is busy meanwhile). */
  #replied?: (reply: Reply | null) => void;

  constructor(host: ReactiveControllerHost, id: string, token: string | null) {
    this.#host = host;
    this.#id = id;
    this.#token = token;
    host.addController(this);
  }

  get id(): string {
    return this.#id;
  }

  get token(): string | null {
    return this.#token;
  }

  hostConnected(): void {
    this.#stopped = false;
    // The socket opens once the game is known to exist (an unknown game opens none).
    void this.refresh().then(() => {
      if (this.game) this.#connect();
      else this.#lost(); // not an answer that ends it (404): poll and try again
    });
    document.addEventListener("visibilitychange", this.#onVisible);
    window.addEventListener("online", this.#onVisible);
  }

  hostDisconnected(): void {
    document.removeEventListener("visibilitychange", this.#onVisible);
    window.removeEventListener("online", this.#onVisible);
    this.#halt();
  }

  /** Fetches the game now; concurrent calls collapse into one more fetch after the running one. */
  refresh(): Promise<void> {
    if (this.#fetching) {
      this.#again = true;
      return this.#fetching;
    }
    this.#fetching = (async () => {
      do {
        this.#again = false;
        try {
          this.accept(await api.game(this.#id, this.#token));
          this.error = null;
        } catch (error) {
          if (error instanceof ApiError && error.code === "seat_is_bot" && this.#token) {
            this.revoked = error.message;
            storage.seatToBot(this.#id);
            this.#token = null;
            this.#again = true;
            continue;
          }
          this.error = error instanceof ApiError ? error : new ApiError(0, "unknown", String(error));
          // No such game, or a key it refuses: nothing will change by asking again.
          if (!this.game && [401, 403, 404, 410].includes(this.error.status)) this.#halt();
          this.#host.requestUpdate();
        }
      } while (this.#again && !this.#stopped);
    })().finally(() => {
      this.#fetching = null;
    });
    return this.#fetching;
  }

  /** Takes a newer game state (from a fetch or an action's answer); older versions are ignored. */
  accept(game: GameResponse): void {
    const last = this.game?.id === game.id ? this.game : null;
    if (last && game.version < last.version) return;
    // An archived game is answered as a spectator sees it (its room, which knew the keys, is gone):
    // the open page stays the seat's or the host's for the finished game.
    this.game = !game.you && game.status === "finished" && last?.you ? { ...game, you: last.you } : game;
    // A finished game keeps its socket while the page is open (the rematch link and after-game
    // talk arrive by it) but is never polled: nothing else can change.
    if (game.status === "finished") this.#stopPolling();
    this.#host.requestUpdate();
  }

  /** Runs an action that answers with the game; keeps `busy` and `notice` for the page. */
  async act(action: () => Promise<GameResponse>): Promise<boolean> {
    if (this.busy) return false;
    this.busy = true;
    this.notice = null;
    this.#host.requestUpdate();
    try {
      this.accept(await action());
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.status === 409 && error.game) {
        this.accept(error.game);
        this.notice = "The game moved on before your move arrived; this is the latest state.";
      } else {
        this.notice = error instanceof Error ? error.message : String(error);
        if (error instanceof ApiError && error.status === 409) void this.refresh();
      }
      return false;
    } finally {
      this.busy = false;
      this.#host.requestUpdate();
    }
  }

  /** Plays `move`: on the live socket when it is open, else (or when no reply comes) by HTTP with the same key. */
  move(move: Move): Promise<boolean> {
    const game = this.game,
      token = this.#token;
    if (!game || !token) return Promise.resolve(false);
    const key = newKey();
    return this.act(async () => {
      const reply = await this.#onSocket({ type: "move", token, move, version: game.version, key });
      return reply
        ? answered<GameResponse>(reply.status, reply.body)
        : api.move(this.#id, token, move, game.version, key);
    });
  }

  /** Sends `message` on the open socket and waits for its reply; null: no open socket, or no reply before it closed or timed out. */
  #onSocket(message: SocketMove): Promise<Reply | null> {
    const socket = this.#socket;
    if (socket?.readyState !== WebSocket.OPEN) return Promise.resolve(null);
    return new Promise((resolve) => {
      const timer = setTimeout(() => this.#replied?.(null), SOCKET_REPLY_MS);
      this.#replied = (reply) => {
        if (reply && reply.key !== message.key) return;
        clearTimeout(timer);
        this.#replied = undefined;
        resolve(reply);
      };
      socket.send(JSON.stringify(message));
    });
  }

  /** Stops for good: no socket, no polling, no reconnecting. */
  #halt(): void {
    this.#stopped = true;
    this.#closeSocket();
    this.#stopPolling();
    if (this.#reconnectTimer) clearTimeout(this.#reconnectTimer);
    this.#reconnectTimer = null;
    this.live = "offline";
  }

  #onVisible = () => {
    if (document.visibilityState !== "visible" || this.#stopped) return;
    void this.refresh();
    if (!this.#socket) {
      this.#backoff = 1000;
      this.#connect();
    }
  };

  #connect(): void {
    if (this.#stopped || this.#socket) return;
    if (this.#reconnectTimer) clearTimeout(this.#reconnectTimer);
    this.#reconnectTimer = null;
    const url = new URL(`/api/games/${encodeURIComponent(this.#id)}/live`, location.href);
    url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
    let socket: WebSocket;
    try {
      socket = new WebSocket(url);
    } catch {
      this.#lost();
      return;
    }
    this.#socket = socket;
    if (this.live !== "polling") this.#setLive("connecting");
    socket.addEventListener("open", () => {
      if (this.#socket !== socket) return;
      this.#backoff = 1000;
      this.#stopPolling();
      this.#setLive("live");
      // Anything that happened while we were connecting:
      void this.refresh();
    });
    socket.addEventListener("message", (event) => {
      let message: LiveMessage | null = null;
      try {
        message = JSON.parse(String(event.data)) as LiveMessage;
      } catch {
        return;
      }
      if (message?.type === "version" && (!this.game || message.version > this.game.version))
        void this.refresh();
      // (A reply without a key, refused before it was read, is left to time out and go by HTTP.)
      else if (message?.type === "reply") this.#replied?.(message);
      else if (message?.type === "chat" && message.n > this.chat) {
        this.chat = message.n;
        this.#host.requestUpdate();
      }
    });
    const onEnd = () => {
      if (this.#socket !== socket) return;
      this.#socket = null;
      this.#replied?.(null);
      this.#lost();
    };
    socket.addEventListener("close", onEnd);
    socket.addEventListener("error", onEnd);
  }

  #lost(): void {
    if (this.#stopped || this.game?.status === "finished") return;
    this.#setLive(navigator.onLine === false ? "offline" : "polling");
    this.#startPolling();
    const delay = this.#backoff;
    this.#backoff = Math.min(this.#backoff * 2, MAX_BACKOFF_MS);
    this.#reconnectTimer = setTimeout(
      () => {
        this.#reconnectTimer = null;
        this.#connect();
      },
      delay + Math.random() * 500,
    );
  }

  #startPolling(): void {
    if (this.#pollTimer) return;
    this.#pollTimer = setInterval(() => {
      if (document.visibilityState === "visible") void this.refresh();
    }, POLL_MS);
  }

  #stopPolling(): void {
    if (this.#pollTimer) clearInterval(this.#pollTimer);
    this.#pollTimer = null;
  }

  #closeSocket(): void {
    const socket = this.#socket;
    this.#socket = null;
    if (socket && socket.readyState <= WebSocket.OPEN) socket.close(1000, "done");
  }

  #setLive(state: LiveState): void {
    if (this.live === state) return;
    this.live = state;
    this.#host.requestUpdate();
  }
}
