/**
 * The small client for the v1 HTTP API: JSON in and out, an optional bearer token, and
 * `{error: {code, message}}` answers turned into a thrown `ApiError`.
 */
import type { ClaimKey } from "#engine/seat-keys";
import type { CatalogGame, CreatedGame, FinishedGame, GameResponse, MovesPage } from "#wire";
import type { OptionsSpec } from "#engine/options";
import type { ShownRecord } from "#engine/record";
import type { Move } from "#engine/types";
import type { ClockOptions } from "#clock/options";

export class ApiError extends Error {
  /** HTTP status; 0 when the request never got an answer (offline, DNS, aborted). */
  readonly status: number;
  readonly code: string;
  /** The current game, sent along with a 409 when the version we acted on was stale. */
  readonly game?: GameResponse;

  constructor(status: number, code: string, message: string, game?: GameResponse) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    this.game = game;
  }

  /** Worth retrying with the same idempotency key: no answer, or the server failed. */
  get transient(): boolean {
    return this.status === 0 || this.status >= 500;
  }
}

interface RequestOptions {
  token?: string | null;
  body?: unknown;
  signal?: AbortSignal;
}

/**
 * A read of a game's log with the reader's seat link, so a player sees their own sealed moves and
 * dealt cards there (others see them only when the game ends); a link the room no longer knows reads
 * as everyone does.
 */
async function asReader<T>(path: string, token: string | null | undefined): Promise<T> {
  try {
    return await request<T>("GET", path, { token });
  } catch (error) {
    if (token && error instanceof ApiError && error.status === 403) return request<T>("GET", path);
    throw error;
  }
}

/** The browser's time zone, for a clock's weekend pause in the player's own week (none when it has no usable name). */
function browserZone(): { timeZone?: string } {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && zone !== "Etc/Unknown" && zone.length <= 64 ? { timeZone: zone } : {};
}

export async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: "application/json" };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers["Content-Type"] = "application/json";
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
      cache: "no-store",
    });
  } catch (cause) {
    if ((cause as Error)?.name === "AbortError") throw cause;
    throw new ApiError(0, "network", "Could not reach the Boxcars server. Check your connection.");
  }
  let data: unknown = null;
  const text = await response.text();
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = null;
    }
  }
  return answered<T>(response.status, data);
}

/** An answer's body, or its `{error}` thrown as an `ApiError` (an HTTP answer's, or a live socket's reply). */
export function answered<T>(status: number, data: unknown): T {
  if (status < 400) return data as T;
  const error = (data as { error?: { code?: string; message?: string } } | null)?.error;
  const game = (data as { game?: GameResponse } | null)?.game;
  throw new ApiError(
    status,
    error?.code ?? `http_${status}`,
    error?.message ?? `The server answered ${status}.`,
    game,
  );
}

/** A random idempotency key; `randomUUID` needs a secure context, so fall back on plain random bytes. */
export function newKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  return randomHex(16);
}

export function randomHex(bytes: number): string {
  const buffer = crypto.getRandomValues(new Uint8Array(bytes));
  return Array.from(buffer, (b) => b.toString(16).padStart(2, "0")).join("");
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sends a request again when it got no answer (or a 5xx): a read, or a keyed write (its key makes it apply at most once). */
export async function retried<T>(send: () => Promise<T>, attempts: number): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await send();
    } catch (error) {
      if (!(error instanceof ApiError) || !error.transient || attempt >= attempts) throw error;
      await sleep(400 * 2 ** (attempt - 1));
    }
  }
}

export const api = {
  catalog: () => request<{ games: CatalogGame[]; clock: OptionsSpec }>("GET", "/api/catalog"),

  /** A new game; `more` says which seats the bot plays and whether to list the game once finished. */
  create: (
    game: string,
    seats: number,
    options: Record<string, unknown>,
    clock?: ClockOptions,
    more: { bots?: number[]; listed?: boolean; rated?: boolean } = {},
  ) =>
    request<CreatedGame>("POST", "/api/games", {
      body: { game, seats, options, ...(clock ? { clock } : {}), ...more },
    }),

  game: (id: string, token?: string | null, signal?: AbortSignal) =>
    request<GameResponse>("GET", `/api/games/${encodeURIComponent(id)}`, { token, signal }),

  claim: (id: string, token: string, name: string, clientSeed?: string, player?: ClaimKey | null) =>
    request<GameResponse>("POST", `/api/games/${encodeURIComponent(id)}/claim`, {
      token,
      body: { name, ...(clientSeed ? { clientSeed } : {}), ...browserZone(), ...(player ? { player } : {}) },
    }),

  start: (id: string, token: string) =>
    request<GameResponse>("POST", `/api/games/${encodeURIComponent(id)}/start`, { token, body: {} }),

  rename: (id: string, token: string, name: string) =>
    request<GameResponse>("POST", `/api/games/${encodeURIComponent(id)}/name`, { token, body: { name } }),

  /**
   * Submits a move made on `version`. The idempotency key is drawn once (or given: a move first sent
   * on the live socket): when the request gets no answer (or a 5xx), it is sent again with the same
   * key, so the move is applied at most once.
   * A stale version throws an `ApiError` with status 409 carrying the current `game`.
   */
  async move(
    id: string,
    token: string,
    move: Move,
    version: number,
    key = newKey(),
    attempts = 4,
  ): Promise<GameResponse> {
    return retried(
      () =>
        request<GameResponse>("POST", `/api/games/${encodeURIComponent(id)}/moves`, {
          token,
          body: { move, version, key },
        }),
      attempts,
    );
  },

  vacation: (id: string, token: string, days: number) =>
    request<GameResponse>("POST", `/api/games/${encodeURIComponent(id)}/vacation`, { token, body: { days } }),

  /** A page of the move log: the last `limit` moves numbered below `before` (default: the newest). */
  moves: (id: string, before?: number, limit = 50, token?: string | null) =>
    asReader<MovesPage>(
      `/api/games/${encodeURIComponent(id)}/moves?limit=${limit}${before ? `&before=${before}` : ""}`,
      token,
    ),

  /** The record as anyone sees it (the verify page reads a finished game's: everything). */
  record: (id: string) => request<ShownRecord>("GET", `/api/games/${encodeURIComponent(id)}/record`),

  finished: () => request<{ games: FinishedGame[] }>("GET", "/api/games?status=finished"),
};
