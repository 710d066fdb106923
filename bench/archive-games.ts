/**
 * The archive bench's synthetic finished games (bench/archive.ts fills, bench/archive-worker.ts
 * writes): game `n` is one of the real fixture records of all six games under a new id, end time,
 * seat names and player keys, so its record and view have real sizes and its index row real fields.
 */
import type { GameRecord } from "../worker/engine/record";
import type { GameResponse } from "../worker/wire";

export interface Source {
  record: GameRecord;
  view: GameResponse;
}

/**
 * One game in R2_SHARE has its record and view in R2: every source alike (whole rounds of the
 * sources), so R2's bytes a game are those of the mix. A local R2 put takes about 9 ms here, so
 * 400,000 of them would take an hour; R2's reads do not depend on how many objects it holds, the
 * index's do, and every game is in the index.
 */
export const R2_SHARE = 10;

/** Whether game `n` (of `sources` sources) has its objects in R2. */
export const inR2 = (n: number, sources: number) => Math.floor(n / sources) % R2_SHARE === 0;

/** Distinct players whose keys the synthetic games' people seats carry (about 30 games each at 200,000). */
export const PLAYERS = 15_000;

const ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

/** Game `n`'s id: 12 characters of the game-id alphabet, distinct for every n the bench uses. */
export function idOf(n: number): string {
  let s = "";
  for (let i = 0, x = n * 2654435761 + 12345; i < 12; i++, x = Math.floor(x / 31) + i * 7919)
    s += ALPHABET[x % 31];
  return s;
}

/** Player `k`'s key fingerprint (32 hex characters, as a real one). */
export const fingerprintOf = (k: number) => k.toString(16).padStart(32, "0");

/** Game `n`'s end: a minute after game n-1's, from 2026-01-01. */
export const endOf = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 60_000).toISOString();

/**
 * Game `n`: its source (`n` modulo the sources), a new id, end, names and a player key on each
 * people seat; a quarter are unlisted, two thirds rated (as hosts choose).
 */
export function synthetic(
  sources: Source[],
  n: number,
): { record: GameRecord; view: GameResponse; listed: boolean } {
  const { record, view } = sources[n % sources.length]!;
  const id = idOf(n);
  const endedAt = endOf(n);
  const seats = record.seats.map((s, i) => {
    const name = `${s.name.slice(0, 8)} ${n % 997}-${i}`;
    if (s.bot) return { ...s, name };
    const k = (n * 7 + i * 4099) % PLAYERS;
    return {
      ...s,
      name,
      player: { fingerprint: fingerprintOf(k), publicKey: "bench", alg: "Ed25519", signature: "bench" },
    };
  });
  return {
    record: { ...record, id, endedAt, seats, rated: n % 3 !== 0 } as GameRecord,
    view: { ...view, id, endedAt },
    listed: n % 4 !== 0,
  };
}
