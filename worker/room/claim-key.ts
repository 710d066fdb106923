/**
 * A claim signed with a player key: the room's nonce for a seat, and the check of the claim's
 * signature before the seat is stored. A claim with a bad key is refused whole (4xx, nothing stored).
 */
import { keyedHex } from "../engine/random";
import {
  claimText,
  fingerprintOf,
  signatureProblem,
  type ClaimKey,
  type SeatPlayer,
} from "../engine/seat-keys";
import { fail, type ClaimInput, type Reply } from "../wire";
import type { RoomRows } from "./rows";

/**
 * The nonce a seat's claim signs: derived from the room's secret seed and the seat's link, so nobody
 * can sign for a room before it exists, and it stays the seat's when an early start renumbers seats.
 */
export function claimNonce(rows: RoomRows, seat: number): string {
  return keyedHex(rows.meta.server_seed, `boxcars/claim-nonce|${rows.seats[seat].token_hash}`).slice(0, 32);
}

/** The seat's player as the record will carry it, or the refusal. */
export async function checkClaimKey(
  rows: RoomRows,
  seat: number,
  key: ClaimKey,
): Promise<SeatPlayer | Reply> {
  const nonce = claimNonce(rows, seat);
  const problem = await signatureProblem(key, claimText(rows.meta.game_id, nonce));
  if (problem) return fail(400, "bad_signature", problem);
  return seatPlayerOf(key, nonce);
}

/** What the record keeps of a seat's key and the signature it claimed with. */
export function seatPlayerOf(key: ClaimKey, nonce: string): SeatPlayer {
  return {
    fingerprint: fingerprintOf(key.publicKey)!,
    publicKey: key.publicKey,
    alg: key.alg,
    signature: key.signature,
    nonce,
  };
}

export function seatPlayer(json: string | null | undefined): SeatPlayer | null {
  return json ? JSON.parse(json) : null;
}

/** Whether a seat's stored player is `player` (both absent counts as the same: a retried claim without a key). */
export function sameKey(stored: string | null | undefined, player: SeatPlayer | null): boolean {
  return (seatPlayer(stored)?.fingerprint ?? null) === (player?.fingerprint ?? null);
}

/**
 * A rated game's rules for claims (docs/players.md, "Abuse"): every person's seat keyed, one seat per
 * key, and a new key only within its address's share of the day.
 */
export function keyProblem(
  rows: RoomRows,
  seat: number,
  player: SeatPlayer | null,
  input: ClaimInput,
): Reply | null {
  if (!rows.meta.rated) return null;
  if (!player)
    return fail(
      400,
      "key_required",
      "This game is rated: claim it with your player key (a one-time key will do).",
    );
  if (rows.seats.some((s) => s.seat !== seat && seatPlayer(s.player)?.fingerprint === player.fingerprint))
    return fail(409, "key_has_seat", "This player key already holds another seat of this rated game.");
  if (input.newKeyCapped)
    return fail(
      429,
      "new_key_limit",
      "Too many new player keys from your address today for rated games; claim with a key you have used before, or try tomorrow.",
    );
  return null;
}
