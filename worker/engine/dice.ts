/**
 * What the rules see of randomness: named streams of dice, each drawn in order, every draw noted
 * for the record. Where the numbers come from is the subclass's business (random.ts: the committed
 * seed; recorded.ts: a record's own dice, for the replay page), so the rules never see a seed.
 */

export interface Draw {
  stream: string;
  sides: number;
  value: number;
}

export abstract class Random {
  /** Draws made through this object, in order: they go into the game record. */
  readonly draws: Draw[] = [];
  /** Words used per stream (see random.ts); carried from move to move in the snapshot. */
  readonly counters: Record<string, number>;

  constructor(counters: Record<string, number> = {}) {
    this.counters = { ...counters };
  }

  /** A uniform integer in 1..sides from the named stream. */
  abstract die(stream: string, sides?: number): number;

  /** `count` dice from one stream. */
  dice(stream: string, count: number, sides = 6): number[] {
    return Array.from({ length: count }, () => this.die(stream, sides));
  }

  /** A uniform index into a list of `length` items (for bots and shuffles). */
  pick(stream: string, length: number): number {
    return this.die(stream, length) - 1;
  }
}
