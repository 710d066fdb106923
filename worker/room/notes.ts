/**
 * A seat's private notes on its game (the room's RPC `notes`): read and written by that seat's own
 * token only, never part of any answer, log, record, preview or notification for anyone else, and
 * deleted with the room's storage (they are not archived).
 */
import { fail, ok, type Caller } from "../wire";
import { isPlayer } from "./auth";
import type { Ledger, Outcome } from "./ledger";
import type { RoomRows } from "./rows";

export interface SeatNote {
  text: string;
  /** When it was last saved (ISO); null before the first save. */
  at: string | null;
}

type Row = { text: string; at: string } & Record<string, SqlStorageValue>;

/** The notes table (made with the room's schema, sql.ts). */
export class SeatNotes {
  constructor(private readonly sql: SqlStorage) {}

  read(seat: number): SeatNote {
    const row = this.sql.exec<Row>("SELECT text, at FROM notes WHERE seat = ?", seat).toArray()[0];
    return row ? { text: row.text, at: row.at } : { text: "", at: null };
  }

  write(seat: number, text: string, at: string): void {
    if (text === "") this.sql.exec("DELETE FROM notes WHERE seat = ?", seat);
    else
      this.sql.exec(
        "INSERT INTO notes (seat, text, at) VALUES (?, ?, ?) ON CONFLICT (seat) DO UPDATE SET text = excluded.text, at = excluded.at",
        seat,
        text,
        at,
      );
  }
}

/** The caller's own notes; with `text`, new ones ("" deletes them). */
export function notes(
  ledger: Ledger,
  store: SeatNotes,
  _rows: RoomRows,
  you: Caller | null,
  text?: string,
): Outcome {
  if (!isPlayer(you)) return fail(403, "not_a_player", "Only a claimed seat keeps notes, with its own link.");
  if (text !== undefined) ledger.transaction(() => store.write(you.seat, text, new Date().toISOString()));
  return ok(store.read(you.seat));
}
