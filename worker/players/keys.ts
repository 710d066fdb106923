/**
 * Player keys in D1: the first claim with a key makes its `players` row; a key's first rated claim
 * counts against its address's share of new keys for the day (docs/players.md, "Abuse").
 */
import { sha256Hex } from "../engine/random";
import { fingerprintOf, type ClaimKey } from "../engine/seat-keys";

/** New keys one address may bring to rated games in a UTC day. */
export const NEW_RATED_KEYS_PER_DAY = 3;

export interface Admission {
  fingerprint: string;
  /** The key has not been used for rated play before. */
  isNew: boolean;
  /** …and its address has brought its day's share of new keys already. */
  capped: boolean;
  address: string;
  day: string;
}

/** The address is kept only as a hash with the day, and only for that day's count. */
export async function admission(
  db: D1Database,
  key: ClaimKey,
  client: string,
  now: Date,
): Promise<Admission | null> {
  const fingerprint = fingerprintOf(key.publicKey);
  if (!fingerprint) return null; // the room refuses the malformed key
  const day = now.toISOString().slice(0, 10);
  const address = sha256Hex(`${client}|${day}`).slice(0, 16);
  const row = await db
    .prepare(
      `SELECT EXISTS (SELECT 1 FROM players WHERE fingerprint = ?1 AND first_rated IS NOT NULL) AS seen,
              (SELECT COUNT(*) FROM new_rated_keys WHERE address = ?2 AND day = ?3) AS today`,
    )
    .bind(fingerprint, address, day)
    .first<{ seen: number; today: number }>();
  const isNew = !row?.seen;
  return { fingerprint, isNew, capped: isNew && (row?.today ?? 0) >= NEW_RATED_KEYS_PER_DAY, address, day };
}

/** After an accepted keyed claim: the key's row, and for a rated game a new key's count for the day (past days' counts dropped). */
export async function rememberKey(
  db: D1Database,
  key: ClaimKey,
  seen: Admission,
  rated: boolean,
): Promise<void> {
  const now = new Date().toISOString();
  const statements = [
    db
      .prepare(
        `INSERT INTO players (fingerprint, public_key, alg, first_seen, first_rated) VALUES (?1, ?2, ?3, ?4, ?5)
         ON CONFLICT DO UPDATE SET first_rated = COALESCE(first_rated, excluded.first_rated)`,
      )
      .bind(seen.fingerprint, key.publicKey, key.alg, now, rated ? now : null),
  ];
  if (rated && seen.isNew)
    statements.push(
      db
        .prepare(
          "INSERT INTO new_rated_keys (address, day, fingerprint) VALUES (?1, ?2, ?3) ON CONFLICT DO NOTHING",
        )
        .bind(seen.address, seen.day, seen.fingerprint),
      db.prepare("DELETE FROM new_rated_keys WHERE day < ?1").bind(seen.day),
    );
  await db.batch(statements);
}
