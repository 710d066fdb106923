/**
 * What the rules see of randomness: named streams of dice, each drawn in order, every draw noted
 * for the record. Where the numbers come from is the subclass's business (random.ts: the committed
 * seed; recorded.ts: a record's own dice, for the replay page), so the rules never see a seed.
 */

export interface Draw {
  stream: string;
  sides: number;
  value: number;
  /**
   * A private draw (a card dealt to a hand, a deck's order): the seat that may see it while the game
   * runs, or null for nobody (until play reveals it). Absent: a public die. Everyone sees it once the
   * game has ended, and the verifier checks it like any die.
   */
  to?: number | null;
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

  /**
   * A private draw: like `die`, but only seat `to` may see its value while the game runs (null:
   * nobody). The rules use it for what one seat holds or nobody knows yet: a dealt card, a shuffle.
   */
  deal(stream: string, sides: number, to: number | null): number {
    const value = this.die(stream, sides);
    this.draws[this.draws.length - 1] = { ...this.draws[this.draws.length - 1], to };
    return value;
  }

  /** `count` dice from one stream. */
  dice(stream: string, count: number, sides = 6): number[] {
    return Array.from({ length: count }, () => this.die(stream, sides));
  }

  /** A uniform index into a list of `length` items (for bots and shuffles). */
  pick(stream: string, length: number): number {
    return this.die(stream, length) - 1;
  }
}
