/** A seat's private notes: never in any answer but its own, never archived, so read only when asked. */
import type { Seat } from "../../engine/types";
import type { RoomStore } from "./room-store";
import type { Row } from "./sql";

export interface SeatNote {
  text: string;
  /** When it was last saved (ISO); null before the first save. */
  at: string | null;
}

export function note(sql: SqlStorage, seat: Seat): SeatNote {
  const row = sql
    .exec<Row<{ text: string; at: string }>>("SELECT text, at FROM notes WHERE seat = ?", seat)
    .toArray()[0];
  return row ? { text: row.text, at: row.at } : { text: "", at: null };
}

/** "" deletes them. */
export function setNote(store: RoomStore, seat: Seat, text: string, at: string): void {
  if (text === "") store.sql.exec("DELETE FROM notes WHERE seat = ?", seat);
  else
    store.sql.exec(
      "INSERT INTO notes (seat, text, at) VALUES (?, ?, ?) ON CONFLICT (seat) DO UPDATE SET text = excluded.text, at = excluded.at",
      seat,
      text,
      at,
    );
}
