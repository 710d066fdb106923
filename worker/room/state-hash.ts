/** The room's state hash, by node:crypto: a move's hash of its whole state was most of its CPU in JavaScript's HMAC. */
import { createHash, createHmac } from "node:crypto";
import { canonical } from "../engine/canonical";
import { keyedHex } from "../engine/random";
import type { StateHasher } from "../engine/record";
import type { RoomRows } from "./rows";

/** A room's state-hash key (HMAC of a constant by its seed, as engine/record.ts derives it), by seed. */
const stateKeys = new Map<string, Buffer>();

/**
 * The room's state hash: keyed by its seed (record format 2), or plain for rooms made before (format 1),
 * of the part of the state the game's `hashed` names (the whole state by default). The same hashes as
 * the engine's `stateHasher`/`plainStateHash` (records verify with those).
 */
export function hasherOf(
  rows: Pick<RoomRows, "meta">,
  game: { hashed?(state: never): unknown },
): StateHasher {
  const hashed = (game.hashed ?? ((state: unknown) => state)) as (state: unknown) => unknown;
  if (rows.meta.record_format < 2)
    return (state) =>
      createHash("sha256")
        .update(canonical(hashed(state)))
        .digest("hex");
  const seed = rows.meta.server_seed;
  let key = stateKeys.get(seed);
  if (key === undefined) {
    key = Buffer.from(keyedHex(seed, "boxcars/state-hash"), "hex");
    if (stateKeys.size >= 32) stateKeys.delete(stateKeys.keys().next().value!);
    stateKeys.set(seed, key);
  }
  const k = key;
  return (state) =>
    createHmac("sha256", k)
      .update(canonical(hashed(state)))
      .digest("hex");
}
