/**
 * The D1 databases that hold the archive's index, newest first. New games go to the first; a
 * database that nears its 10 GB is kept for reading and a new one put before it
 * (`ARCHIVE_INDEXES`, docs/operations.md, "An index over several databases").
 */
import type { Env } from "../env";

/** What the archive needs of the Worker's bindings. */
export type ArchiveEnv = Pick<Env, "ARCHIVE" | "DB" | "ARCHIVE_INDEXES">;

/** The binding names, newest first: `ARCHIVE_INDEXES` ("DB_2027, DB"), else `DB` alone. */
export function indexNames(env: ArchiveEnv): string[] {
  const names = (env.ARCHIVE_INDEXES ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  return names.length ? names : ["DB"];
}

/** Every index database, newest first (a name without a binding is a configuration error, said at once). */
export function indexes(env: ArchiveEnv): D1Database[] {
  return indexNames(env).map((name) => {
    const db = (env as unknown as Record<string, D1Database | undefined>)[name];
    if (!db?.prepare) throw new Error(`ARCHIVE_INDEXES names '${name}', which is not a D1 binding`);
    return db;
  });
}

/** Where new games are indexed. */
export function currentIndex(env: ArchiveEnv): D1Database {
  return indexes(env)[0]!;
}
