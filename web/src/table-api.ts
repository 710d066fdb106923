/**
 * What happens around the table over the API: table talk, the host's controls during a game, a
 * player leaving, and the rematch. Only some pages need them (lazily), so they stay out of api.ts and the pages' common chunk.
 */
import type { ChatMessage, GameResponse, HostAction } from "#wire";
import { newKey, request } from "./api";

const path = (id: string, rest: string) => `/api/games/${encodeURIComponent(id)}/${rest}`;

export const tableApi = {
  /** The messages numbered after `after`, oldest first; anyone who can see the game reads them. */
  chat: (id: string, after = 0, token?: string | null) =>
    request<{ messages: ChatMessage[] }>("GET", `${path(id, "chat")}?after=${after}`, { token }),

  /** A claimed seat's message (1 to 500 characters); a 429 `chat_rate_limited` when writing too fast. */
  say: (id: string, token: string, text: string) =>
    request<{ message: ChatMessage }>("POST", path(id, "chat"), { token, body: { text } }),

  /** The host's controls during a game; answers the game as the host sees it. */
  host: (id: string, token: string, action: HostAction) =>
    request<GameResponse>("POST", path(id, "host"), { token, body: action }),

  /** The caller's seat leaves the game (the others play on); answers the game as the seat now sees it. */
  leave: (id: string, token: string) => request<GameResponse>("POST", path(id, "leave"), { token, body: {} }),
  /** The caller's seat concedes and the game ends (where its rules say so); answers the game as it ended. */
  concede: (id: string, token: string) =>
    request<GameResponse>("POST", path(id, "concede"), { token, body: {} }),

  /** Takeback with consent: ask for the seat's last move, or agree to or refuse another seat's ask (made on `version`). */
  takeback: (id: string, token: string, action: "ask" | "agree" | "refuse", version: number) =>
    request<GameResponse>("POST", path(id, "takeback"), { token, body: { action, version, key: newKey() } }),

  /** The same game again (created once); answers the caller's own link into it. */
  rematch: (id: string, token: string) =>
    request<{ id: string; url: string }>("POST", path(id, "rematch"), { token, body: {} }),
};
