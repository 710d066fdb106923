/**
 * Seat and host tokens: 128 random bits, base64url; the room keeps only their SHA-256 (node:crypto's,
 * native: the room hashes the caller's token and each move's request on every call).
 */
import { createHash } from "node:crypto";
import type { Entropy } from "../engine/random";
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
  return createHash("sha256").update(text).digest("hex");
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

/** Constant-time equality of two hex digests (both always 64 characters here). */
export function sameDigest(a: string, b: string): boolean {
  const enc = new TextEncoder();
  const x = enc.encode(a),
    y = enc.encode(b);
  if (x.byteLength !== y.byteLength) return false;
  return crypto.subtle.timingSafeEqual(x, y);
}

/** The randomness of a started game: its seed, id and the seats' client seeds. */
export function entropyOf(rows: RoomRows): Entropy {
  return {
    serverSeed: rows.meta.server_seed,
    gameId: rows.meta.game_id,
    clientSeeds: rows.seats.map((s) => s.client_seed ?? ""),
  };
}
