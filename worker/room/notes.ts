/**
 * A seat's private notes on its game (the room's RPC `notes`): read and written by that seat's own
 * token only, never part of any answer, log, record, preview or notification for anyone else, and
 * deleted with the room's storage (they are not archived).
 */
import { fail, ok, type Caller } from "../wire";
import { isPlayer } from "./auth";
import type { Ledger, Outcome } from "./ledger";
import type { RoomRows } from "./rows";

/** The caller's own notes; with `text`, new ones ("" deletes them). */
export function notes(ledger: Ledger, _rows: RoomRows, you: Caller | null, text?: string): Outcome {
  if (!isPlayer(you)) return fail(403, "not_a_player", "Only a claimed seat keeps notes, with its own link.");
  if (text !== undefined) ledger.transaction(() => ledger.setNote(you.seat, text, new Date().toISOString()));
  return ok(ledger.note(you.seat));
}
