/** Table talk: the chat's rows, each seat's last few messages held in memory (the rate limit and notices read those). */
import type { Seat } from "../../engine/types";
import { CHAT_KEPT, type ChatRow } from "../rows";
import type { RoomStore } from "./room-store";
import type { Row } from "./sql";

/** The messages numbered after `after`, oldest first (a read: the chat's own page and the record). */
export function chat(sql: SqlStorage, after = 0, limit = 200): ChatRow[] {
  return sql
    .exec<Row<ChatRow>>("SELECT n, seat, at, text FROM chat WHERE n > ? ORDER BY n LIMIT ?", after, limit)
    .toArray();
}

export function addChat(store: RoomStore, seat: Seat, at: string, text: string): number {
  const n = store.room!.chatCount + 1;
  store.sql.exec("INSERT INTO chat (n, seat, at, text) VALUES (?, ?, ?, ?)", n, seat, at, text);
  store.set((room) => {
    const talk = new Map(room.talk);
    talk.set(seat, [...(room.talk.get(seat) ?? []), { n, seat, at, text }].slice(-CHAT_KEPT));
    return { talk, chatCount: n };
  });
  return n;
}
