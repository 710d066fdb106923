/**
 * Keeps a spectator's copy of one game current, from any origin: GET /api/games/:id (readable
 * cross-origin), refetched whenever the game's WebSocket says the version moved on; polling every
 * few seconds while the socket is down, reconnecting with backoff. Stops once the game is over.
 */
import type { ReactiveController, ReactiveControllerHost } from "lit";
import type { GameResponse } from "#wire";

export type FeedState = "connecting" | "live" | "polling" | "done";

const POLL_MS = 5000;

export class GameFeed implements ReactiveController {
  game: GameResponse | null = null;
  error: string | null = null;
  state: FeedState = "connecting";

  #host: ReactiveControllerHost;
  #origin = "";
  #id = "";
  #socket: WebSocket | null = null;
  #poll?: ReturnType<typeof setInterval>;
  #retry?: ReturnType<typeof setTimeout>;
  #backoff = 1000;
  #run = 0;

  constructor(host: ReactiveControllerHost) {
    this.#host = host;
    host.addController(this);
  }

  /** Follows game `id` on the server at `origin` (restarts when either changes). */
  follow(origin: string, id: string): void {
    if (origin === this.#origin && id === this.#id) return;
    this.#origin = origin;
    this.#id = id;
    this.hostDisconnected();
    this.game = null;
    this.error = null;
    this.hostConnected();
  }

  hostConnected(): void {
    if (!this.#id) return;
    this.#run++;
    this.#backoff = 1000;
    this.state = "connecting";
    void this.refresh();
    this.#connect();
  }

  hostDisconnected(): void {
    this.#run++;
    this.#stop();
  }

  get url(): string {
    return `${this.#origin}/api/games/${encodeURIComponent(this.#id)}`;
  }

  async refresh(): Promise<void> {
    const run = this.#run;
    try {
      const response = await fetch(this.url, { headers: { Accept: "application/json" }, cache: "no-store" });
      if (run !== this.#run) return;
      if (!response.ok) {
        this.error =
          response.status === 404 ? "No such game." : `The game could not be loaded (${response.status}).`;
        if (response.status === 404) this.#stop();
      } else {
        const game = (await response.json()) as GameResponse;
        if (run !== this.#run) return;
        if (!this.game || game.version >= this.game.version) this.game = game;
        this.error = null;
        if (game.status === "finished") this.#stop();
      }
    } catch {
      if (run === this.#run) this.error = "Cannot reach Boxcars right now.";
    }
    this.#host.requestUpdate();
  }

  #connect(): void {
    if (this.state === "done" || this.#socket) return;
    let socket: WebSocket;
    try {
      socket = new WebSocket(`${this.url.replace(/^http/, "ws")}/live`);
    } catch {
      this.#lost();
      return;
    }
    this.#socket = socket;
    socket.onopen = () => {
      this.#backoff = 1000;
      clearInterval(this.#poll);
      this.#poll = undefined;
      this.#set("live");
    };
    socket.onmessage = (event) => {
      try {
        const message = JSON.parse(String(event.data)) as { type?: string; version?: number };
        if (message.type === "version" && (!this.game || (message.version ?? 0) > this.game.version))
          void this.refresh();
      } catch {
        /* not ours */
      }
    };
    socket.onclose = socket.onerror = () => {
      if (this.#socket !== socket) return;
      this.#socket = null;
      this.#lost();
    };
  }

  #lost(): void {
    if (this.state === "done") return;
    this.#set("polling");
    this.#poll ??= setInterval(() => {
      if (document.visibilityState === "visible") void this.refresh();
    }, POLL_MS);
    clearTimeout(this.#retry);
    this.#retry = setTimeout(() => this.#connect(), this.#backoff);
    this.#backoff = Math.min(this.#backoff * 2, 30_000);
  }

  #stop(): void {
    clearInterval(this.#poll);
    clearTimeout(this.#retry);
    this.#poll = this.#retry = undefined;
    const socket = this.#socket;
    this.#socket = null;
    socket?.close();
    this.#set(this.game?.status === "finished" ? "done" : "connecting");
  }

  #set(state: FeedState): void {
    if (this.state === state) return;
    this.state = state;
    this.#host.requestUpdate();
  }
}
