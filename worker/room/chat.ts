/**
 * Table talk (the room's RPC `chat`): claimed players write short messages while the game is on;
 * everyone who can see the game reads them, during the game and after it (the talk closes at the end
 * and is kept).
 * Messages are plain text (pages escape them), rate limited per seat, and go into the turn messages
 * and digests of the others and the game's record (for the replay). A message after the end is refused
 * (409 talk_closed), so the archived record holds the whole talk.
 */
import type { ChatMessage, Caller } from "../wire";
import { fail, ok, type Reply } from "../wire";
import { isPlayer } from "./auth";
import type { Ledger } from "./ledger";
import { statusOf, type ChatRow, type RoomRows } from "./rows";

/** At most this many messages per seat in CHAT_WINDOW_MS (the room keeps each seat's last CHAT_KEPT, at least as many). */
export const CHAT_BURST = 5;
const CHAT_WINDOW_MS = 30_000;

export function chatView(rows: RoomRows, messages: ChatRow[]): ChatMessage[] {
  return messages.map((m) => ({ ...m, name: rows.seats[m.seat]?.name ?? `Seat ${m.seat + 1}` }));
}

/** The messages numbered after `after`, oldest first. */
export function readChat(ledger: Ledger, rows: RoomRows, after: number): Reply {
  return ok({ messages: chatView(rows, ledger.chat(after)) });
}

/** Adds the caller's message; answers 201 with it (its `n` is what the live socket announces). */
export function writeChat(ledger: Ledger, rows: RoomRows, you: Caller | null, text: string): Reply {
  if (!isPlayer(you))
    return fail(403, "not_a_player", "Only a claimed seat can write at this table; spectators read.");
  if (statusOf(rows.meta) === "finished")
    return fail(409, "talk_closed", "The game has ended; its table talk is closed and kept.");
  const now = Date.now();
  const since = new Date(now - CHAT_WINDOW_MS).toISOString();
  if ((rows.talk.get(you.seat) ?? []).filter((m) => m.at > since).length >= CHAT_BURST) {
    return fail(
      429,
      "chat_rate_limited",
      `At most ${CHAT_BURST} messages in ${CHAT_WINDOW_MS / 1000} seconds; wait a moment.`,
    );
  }
  const at = new Date(now).toISOString();
  const n = ledger.transaction(() => ledger.addChat(you.seat, at, text));
  return ok({ message: chatView(rows, [{ n, seat: you.seat, at, text }])[0] }, 201);
}
