/** Rooms made before a column or an index changed are brought up to date when they wake. */
import { MOVES_COLUMNS } from "./sql";

/**
 * Columns added to tables of rooms made before them (CREATE TABLE IF NOT EXISTS leaves those tables as
 * they were). Returns the columns it added, as `table.column`.
 */
export function upgradeRoom(storage: DurableObjectStorage): string[] {
  const sql = storage.sql;
  const added: [table: string, column: string, definition: string][] = [
    ["seats", "bot", "INTEGER NOT NULL DEFAULT 0"],
    ["meta", "listed", "INTEGER NOT NULL DEFAULT 1"],
    ["meta", "aborted_at", "TEXT"],
    ["meta", "record_format", "INTEGER NOT NULL DEFAULT 1"],
    ["moves", "sealed", "TEXT"],
    ["meta", "abandoned", "INTEGER NOT NULL DEFAULT 0"],
    ["seats", "time_zone", "TEXT"],
    ["meta", "rated", "INTEGER NOT NULL DEFAULT 0"],
    ["seats", "player", "TEXT"],
    ["snapshot", "opened", "TEXT"],
  ];
  const done: string[] = [];
  for (const [table, column, definition] of added) {
    if (sql.exec(`SELECT * FROM ${table} LIMIT 0`).columnNames.includes(column)) continue;
    sql.exec(`ALTER TABLE ${table} ADD COLUMN ${column} ${definition}`);
    done.push(`${table}.${column}`);
  }
  if (storage.transactionSync(() => unindexMoves(sql))) done.push("moves.key");
  return done;
}

/**
 * Rooms made before the room kept its keys in memory have a UNIQUE index on `moves.key` and a
 * partial index of drops, each one more row written by a move: the table is made again without
 * them, once (the caller runs this in one transaction).
 */
function unindexMoves(sql: SqlStorage): boolean {
  sql.exec("DROP INDEX IF EXISTS moves_left");
  const unique = sql
    .exec(
      "SELECT 1 FROM sqlite_master WHERE type = 'index' AND tbl_name = 'moves' AND name LIKE 'sqlite_autoindex_%'",
    )
    .toArray().length;
  if (!unique) return false;
  const columns = sql.exec("SELECT * FROM moves LIMIT 0").columnNames.join(", ");
  sql.exec(`CREATE TABLE moves_unindexed (${MOVES_COLUMNS})`);
  sql.exec(`INSERT INTO moves_unindexed (${columns}) SELECT ${columns} FROM moves`);
  sql.exec("DROP TABLE moves");
  sql.exec("ALTER TABLE moves_unindexed RENAME TO moves");
  return true;
}
