/**
 * Committed-seed randomness. Each stream is a sequence of uint32 words: word `c` is bytes
 * 4*(c % 8) .. 4*(c % 8) + 3 (big-endian) of
 *   HMAC-SHA256(serverSeed, `${gameId}|${JSON.stringify(clientSeeds)}|${stream}|${floor(c / 8)}`)
 * A die takes the stream's next word, rejecting words at or above the largest multiple of its
 * number of faces below 2^32, so each face is exactly equally likely. Each stream keeps its own
 * counter (words used), so a seat's dice never depend on what other streams drew.
 * Stream names are paths of what they serve (`seat:2/turn:4/move`, `table/round:3`); the room
 * drops the counters of streams whose scope has ended (scopes.ts).
 */
import { hmac } from "@noble/hashes/hmac.js";
import { sha256 } from "@noble/hashes/sha2.js";
import { bytesToHex, hexToBytes, utf8ToBytes } from "@noble/hashes/utils.js";
import { Random } from "./dice";

export { Random, type Draw } from "./dice";

export interface Entropy {
  serverSeed: string; // 64 hex chars
  gameId: string;
  clientSeeds: string[]; // by seat
}

const RANGE = 2 ** 32;

export class SeededRandom extends Random {
  /** HMAC keyed with the server seed, cloned per block (the key's two hash blocks are done once). */
  readonly #keyed: ReturnType<typeof hmac.create>;
  readonly #prefix: string;
  /** The last HMAC block computed per stream, so eight words cost one HMAC. */
  readonly #blocks = new Map<string, { index: number; view: DataView }>();

  constructor(entropy: Entropy, counters: Record<string, number> = {}) {
    super(counters);
    this.#keyed = hmac.create(sha256, hexToBytes(entropy.serverSeed));
    this.#prefix = `${entropy.gameId}|${JSON.stringify(entropy.clientSeeds)}|`;
  }

  die(stream: string, sides = 6): number {
    if (!Number.isInteger(sides) || sides < 1 || sides > 2 ** 32) throw new RangeError(`bad sides ${sides}`);
    if (stream.includes("|")) throw new RangeError(`stream names may not contain '|': ${stream}`);
    const limit = RANGE - (RANGE % sides);
    for (;;) {
      const counter = this.counters[stream] ?? 0;
      this.counters[stream] = counter + 1;
      const x = this.#word(stream, counter);
      if (x < limit) {
        const value = (x % sides) + 1;
        this.draws.push({ stream, sides, value });
        return value;
      }
    }
  }

  #word(stream: string, counter: number): number {
    const index = Math.floor(counter / 8);
    let block = this.#blocks.get(stream);
    if (block?.index !== index) {
      const mac = this.#keyed.clone().update(utf8ToBytes(`${this.#prefix}${stream}|${index}`)).digest();
      block = { index, view: new DataView(mac.buffer, mac.byteOffset, mac.byteLength) };
      this.#blocks.set(stream, block);
    }
    return block.view.getUint32((counter % 8) * 4);
  }
}

export function commitmentOf(serverSeed: string): string {
  return bytesToHex(sha256(hexToBytes(serverSeed)));
}

export function sha256Hex(text: string): string {
  return bytesToHex(sha256(utf8ToBytes(text)));
}
