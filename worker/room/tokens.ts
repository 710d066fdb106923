/**
 * Seat and host tokens: 128 random bits, base64url; the room keeps only their SHA-256 (node:crypto's,
 * native: the room hashes the caller's token and each move's request on every call).
 */
import { type Entropy, sha256Hex } from "../engine/random";
import type { RoomRows } from "./rows";

export function newToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

export function newServerSeed(): string {
  return [...crypto.getRandomValues(new Uint8Array(32))].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** SHA-256 of a text, in hex (the engine's `sha256Hex`, natively). */
export function sha256Of(text: string): string {
  return sha256Hex(text);
}

/** Hashes of the tokens seen lately: a room hashes the same few (its seats', its host's) at every call. */
const hashes = new Map<string, string>();
const HASHES_KEPT = 64;

export function hashToken(token: string): string {
  let hash = hashes.get(token);
  if (hash === undefined) {
    hash = sha256Of(token);
    if (hashes.size >= HASHES_KEPT) hashes.delete(hashes.keys().next().value!);
    hashes.set(token, hash);
  }
  return hash;
}

/**
 * Equality of two hex digests in time that does not depend on where they differ (both are 64
 * characters here). A loop over the characters: the Web Crypto way (encode both, then
 * `timingSafeEqual`) cost a twentieth of a move's CPU, called for the host and every seat.
 */
export function sameDigest(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/** The randomness of a started game: its seed, id and the seats' client seeds. */
export function entropyOf(rows: RoomRows): Entropy {
  return {
    serverSeed: rows.meta.server_seed,
    gameId: rows.meta.game_id,
    clientSeeds: rows.seats.map((s) => s.client_seed ?? ""),
  };
}
