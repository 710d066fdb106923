/**
 * One room's storage and its value in memory (../rows.ts): read whole when the room wakes (wake.ts),
 * then each write (the other files here) states its SQL and makes the new value in the same call,
 * after the statement ran, so memory is always what storage holds. Callers wrap writes in
 * transactions (the ledger's, which puts the value from before back when one throws).
 */
import type { Seat } from "../../engine/types";
import type { RoomRows } from "../rows";
import type { SeatRow } from "./sql";
import { upgradeRoom } from "./upgrade";
import { readRoom } from "./wake";
import { ROOM_SCHEMA } from "./sql";

export class RoomStore {
  readonly sql: SqlStorage;
  readonly kv: SyncKvStorage;
  /** Columns and tables this room changed when it was opened (a room made before them). */
  readonly upgraded: string[] = [];
  #room: RoomRows | null = null;

  constructor(storage: DurableObjectStorage) {
    this.sql = storage.sql;
    this.kv = storage.kv;
    // Tables are made by `create`, so a look-up of an unknown game id stores nothing.
    const exists =
      this.sql.exec("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'meta'").toArray().length >
      0;
    if (!exists) return;
    this.sql.exec(ROOM_SCHEMA); // tables added since the room was made
    this.upgraded = upgradeRoom(storage);
    this.reload();
  }

  /** The room as storage holds it (null: no game here). */
  get room(): RoomRows | null {
    return this.#room;
  }

  /** Reads the whole value from storage: when the room wakes (and after the one-off sealing of an old log). */
  reload(): void {
    this.#room = readRoom(this.sql, this.kv);
  }

  /** A new room's first value (storage/game.ts's `create`). */
  init(room: RoomRows): void {
    this.#room = room;
  }

  /** Puts a value from before back: its transaction threw, so storage is as it was then. */
  restore(room: RoomRows | null): void {
    this.#room = room;
  }

  /** After the storage was deleted (purge). */
  forget(): void {
    this.#room = null;
  }

  /** The new value: the current one with `change` made (call after the change's statements ran). */
  set(change: (room: RoomRows) => Partial<RoomRows>): void {
    const room = this.#room!;
    this.#room = { ...room, ...change(room) };
  }

  /** The seats with one seat's row changed. */
  seat(seat: Seat, change: Partial<SeatRow>): Pick<RoomRows, "seats"> {
    return { seats: this.#room!.seats.map((s) => (s.seat === seat ? { ...s, ...change } : s)) };
  }
}
