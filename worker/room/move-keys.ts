/**
 * Accepted moves by their seat-scoped idempotency key, as the room's value holds them: immutable, like
 * the rest of the value, yet cheap to add to. Full chunks are shared between values; a move copies
 * only the small last chunk (copying one Map of every key cost a long game's move more than its
 * write: 100 µs at 1,000 keys).
 */

/** An accepted move's idempotency key, what the request was and the version right after it. */
export interface KeyedMove {
  n: number;
  requestHash: string | null;
  version: number;
}

const CHUNK = 32;

export interface MoveKeys {
  readonly full: readonly ReadonlyMap<string, KeyedMove>[];
  readonly last: ReadonlyMap<string, KeyedMove>;
}

/** The keys in the order given (the log's): the same chunks whichever way they were added. */
export function keysOf(entries: Iterable<readonly [string, KeyedMove]>): MoveKeys {
  let keys: MoveKeys = { full: [], last: new Map() };
  for (const [key, move] of entries) keys = withKey(keys, key, move);
  return keys;
}

/** With one more key (a new one: the move was checked against the keys first). */
export function withKey(keys: MoveKeys, key: string, move: KeyedMove): MoveKeys {
  const last = new Map(keys.last).set(key, move);
  return last.size < CHUNK ? { full: keys.full, last } : { full: [...keys.full, last], last: new Map() };
}

export function keyedMove(keys: MoveKeys, key: string): KeyedMove | undefined {
  const found = keys.last.get(key);
  if (found) return found;
  for (const chunk of keys.full) {
    const move = chunk.get(key);
    if (move) return move;
  }
  return undefined;
}

/** Without one key (a move taken back: rare, so made again). */
export function withoutKey(keys: MoveKeys, key: string): MoveKeys {
  return keysOf([...keys.full, keys.last].flatMap((chunk) => [...chunk].filter(([k]) => k !== key)));
}
