/** Seat and host tokens: 128 random bits, base64url; the room keeps only their SHA-256. */
import { sha256Hex, type Entropy } from "../engine/random";
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

export function hashToken(token: string): string {
  return sha256Hex(token);
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
