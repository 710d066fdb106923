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
import { _HMAC, hmac } from "@noble/hashes/hmac.js";
import { sha256 } from "@noble/hashes/sha2.js";
import { bytesToHex, hexToBytes } from "@noble/hashes/utils.js";

/** One encoder for every hash: noble's `utf8ToBytes` makes a TextEncoder (and a copy) on each call. */
const encoder = new TextEncoder();
const utf8 = (text: string): Uint8Array => encoder.encode(text);
import { Random } from "./dice";

export interface Entropy {
  serverSeed: string; // 64 hex chars
  gameId: string;
  clientSeeds: string[]; // by seat
}

const RANGE = 2 ** 32;

// noble's HMAC class itself (what `hmac.create` returns), for `_cloneInto`: copying a keyed state into a reused one.
type Keyed = _HMAC<ReturnType<typeof sha256.create>>;

/**
 * What is kept per server seed in use (a few dozen seeds, the oldest dropped first): the HMAC keyed
 * with it (the key's two hash blocks), and its latest blocks, so a turn's later moves reuse the
 * block its first move computed. A memo of a pure function: the rules never see it.
 */
interface SeedMemo {
  keyed: Keyed;
  blocks: Map<string, DataView>;
}
const memoBySeed = new Map<string, SeedMemo>();
const SEEDS_KEPT = 32;
const BLOCKS_KEPT = 64;

function memoFor(serverSeed: string): SeedMemo {
  let memo = memoBySeed.get(serverSeed);
  if (!memo) {
    memo = { keyed: new _HMAC(sha256, hexToBytes(serverSeed)), blocks: new Map() };
    if (memoBySeed.size >= SEEDS_KEPT) memoBySeed.delete(memoBySeed.keys().next().value!);
    memoBySeed.set(serverSeed, memo);
  }
  return memo;
}

/** One working HMAC that each block's computation copies the keyed state into: no allocation per block. */
let scratch: Keyed | undefined;

/** HMAC(seed, message) as a view of its 32 bytes (eight words). */
function blockOf(memo: SeedMemo, message: string): DataView {
  let view = memo.blocks.get(message);
  if (!view) {
    const working = (scratch = memo.keyed._cloneInto(scratch));
    const out = new Uint8Array(32);
    working.update(utf8(message)).digestInto(out);
    view = new DataView(out.buffer);
    if (memo.blocks.size >= BLOCKS_KEPT) memo.blocks.delete(memo.blocks.keys().next().value!);
    memo.blocks.set(message, view);
  }
  return view;
}

export class SeededRandom extends Random {
  readonly #memo: SeedMemo;
  readonly #prefix: string;
  /** The last HMAC block computed per stream, so eight words cost one HMAC. */
  readonly #blocks = new Map<string, { index: number; view: DataView }>();

  constructor(entropy: Entropy, counters: Record<string, number> = {}) {
    super(counters);
    this.#memo = memoFor(entropy.serverSeed);
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
      block = { index, view: blockOf(this.#memo, `${this.#prefix}${stream}|${index}`) };
      this.#blocks.set(stream, block);
    }
    return block.view.getUint32((counter % 8) * 4);
  }
}

export function commitmentOf(serverSeed: string): string {
  return bytesToHex(sha256(hexToBytes(serverSeed)));
}

/** HMAC-SHA256(key, text) in hex; `key` is hex (a seed, or a key derived from one). */
export function keyedHex(keyHex: string, text: string): string {
  return bytesToHex(hmac(sha256, hexToBytes(keyHex), utf8(text)));
}

export function sha256Hex(text: string): string {
  return bytesToHex(sha256(utf8(text)));
}
