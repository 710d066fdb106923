/**
 * The soak's client-side player: picks a move from the `legalMoves` the server sent, with a seeded
 * PRNG. Uniform, except that moves which end a turn or a part of one ("bank", "stop", "done") are
 * taken with some probability, writes are preferred to passing and picking a number to re-rolling
 * (random play of Boxcars roll & write otherwise drags on), so games end in reasonable time.
 */

/** sfc32 seeded from a string (FNV-1a): small, fast, good enough for choosing moves. */
export class Prng {
  #a: number;
  #b: number;
  #c: number;
  #d: number;

  constructor(seed: string) {
    let h = 0x811c9dc5;
    const next = () => {
      for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 0x01000193);
      h = Math.imul(h ^ (h >>> 15), 0x2c1b3c6d);
      return h >>> 0;
    };
    this.#a = next();
    this.#b = next();
    this.#c = next();
    this.#d = next();
    for (let i = 0; i < 12; i++) this.next();
  }

  /** A float in [0, 1). */
  next(): number {
    const t = (((this.#a + this.#b) | 0) + this.#d) | 0;
    this.#d = (this.#d + 1) | 0;
    this.#a = this.#b ^ (this.#b >>> 9);
    this.#b = (this.#c + (this.#c << 3)) | 0;
    this.#c = (this.#c << 21) | (this.#c >>> 11);
    this.#c = (this.#c + t) | 0;
    return (t >>> 0) / 4294967296;
  }

  int(n: number): number {
    return Math.floor(this.next() * n);
  }

  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)];
  }

  /** A string of hex digits, for client seeds and idempotency keys. */
  hex(length: number): string {
    let out = "";
    while (out.length < length) out += this.int(0x10000).toString(16).padStart(4, "0");
    return out.slice(0, length);
  }
}

export interface Move {
  type: string;
  [key: string]: unknown;
}

/** Move types that end a turn (or the active player's part of it): taken with probability `END`. */
const ENDING = new Set(["bank", "stop", "done"]);
const END = 0.45;
/** Preferred over the other moves in the list, with this probability, when present. */
const PREFERRED: [string, number][] = [
  ["pick", 0.8],
  ["write", 0.9],
  ["lock", 1],
];

export function chooseMove(legal: readonly Move[], rng: Prng): Move {
  if (legal.length === 0) throw new Error("no legal move to choose from");
  const ending = legal.filter((m) => ENDING.has(m.type));
  if (ending.length && rng.next() < END) return rng.pick(ending);
  for (const [type, p] of PREFERRED) {
    const some = legal.filter((m) => m.type === type);
    if (some.length && some.length < legal.length && rng.next() < p) return rng.pick(some);
  }
  return rng.pick(legal);
}
