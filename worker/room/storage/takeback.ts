/** The takeback asked last (../takeback.ts): one row, replaced by the next ask. */
import type { TakebackRow } from "../rows";
import type { RoomStore } from "./room-store";

export function setTakeback(store: RoomStore, row: TakebackRow): void {
  store.sql.exec(
    "INSERT OR REPLACE INTO takeback (id, seat, n, status, agreed, refused_by, keys, version) VALUES (1, ?, ?, ?, ?, ?, ?, ?)",
    row.seat,
    row.n,
    row.status,
    JSON.stringify(row.agreed),
    row.refusedBy,
    JSON.stringify(row.keys),
    row.version,
  );
  store.set(() => ({ takeback: row }));
}
