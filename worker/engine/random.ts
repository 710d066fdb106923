/**
 * Committed-seed randomness. Every value is drawn from
 *   HMAC-SHA256(serverSeed, `${gameId}|${JSON.stringify(clientSeeds)}|${stream}|${counter}`)
 * reading the first four bytes as a big-endian uint32 and rejecting values at or above the
 * largest multiple of the range, so each face is exactly equally likely. Each stream keeps its
 * own counter (one per HMAC call), so a seat's dice never depend on what other streams drew.
 */
import { hmac } from "@noble/hashes/hmac.js";
import { sha256 } from "@noble/hashes/sha2.js";
import { bytesToHex, hexToBytes, utf8ToBytes } from "@noble/hashes/utils.js";

export interface Draw {
  stream: string;
  sides: number;
  value: number;
}

export interface Entropy {
  serverSeed: string; // 64 hex chars
  gameId: string;
  clientSeeds: string[]; // by seat
}

const RANGE = 2 ** 32;

export class Random {
  /** Draws made through this object, in order: they go into the game record. */
  readonly draws: Draw[] = [];
  readonly counters: Record<string, number>;
  readonly #key: Uint8Array;
  readonly #prefix: string;

  constructor(entropy: Entropy, counters: Record<string, number> = {}) {
    this.#key = hexToBytes(entropy.serverSeed);
    this.#prefix = `${entropy.gameId}|${JSON.stringify(entropy.clientSeeds)}|`;
    this.counters = { ...counters };
  }

  /** A uniform integer in 1..sides from the named stream. */
  die(stream: string, sides = 6): number {
    if (!Number.isInteger(sides) || sides < 1 || sides > 2 ** 32) throw new RangeError(`bad sides ${sides}`);
    if (stream.includes("|")) throw new RangeError(`stream names may not contain '|': ${stream}`);
    const limit = RANGE - (RANGE % sides);
    for (;;) {
      const counter = this.counters[stream] ?? 0;
      this.counters[stream] = counter + 1;
      const mac = hmac(sha256, this.#key, utf8ToBytes(`${this.#prefix}${stream}|${counter}`));
      const x = ((mac[0] << 24) | (mac[1] << 16) | (mac[2] << 8) | mac[3]) >>> 0;
      if (x < limit) {
        const value = (x % sides) + 1;
        this.draws.push({ stream, sides, value });
        return value;
      }
    }
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

export function commitmentOf(serverSeed: string): string {
  return bytesToHex(sha256(hexToBytes(serverSeed)));
}

export function sha256Hex(text: string): string {
  return bytesToHex(sha256(utf8ToBytes(text)));
}
