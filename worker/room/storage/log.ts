/** Reads of the move log itself (the value holds its last few moves): records, pages, replays. */
import type { LoggedMove } from "../rows";
import type { MoveRow, Row } from "./sql";

const LOGGED = "n, seat, by, at, move, draws, sealed";

/** The last `limit` moves numbered below `before` (all by default), oldest first. */
export function movesBefore(sql: SqlStorage, limit: number, before = Number.MAX_SAFE_INTEGER): LoggedMove[] {
  return sql
    .exec<Row<LoggedMove>>(`SELECT ${LOGGED} FROM moves WHERE n < ? ORDER BY n DESC LIMIT ?`, before, limit)
    .toArray()
    .reverse();
}

/** The whole log (records, replays). */
export function allMoves(sql: SqlStorage): MoveRow[] {
  return sql.exec<Row<MoveRow>>("SELECT * FROM moves ORDER BY n").toArray();
}
