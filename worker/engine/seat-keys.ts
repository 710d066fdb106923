/**
 * Player keys on seats: what a claim signs, a key's fingerprint, and the check of a seat's signature.
 * The browser makes the key (Ed25519 where it can, else ECDSA P-256); the room checks a claim's
 * signature before it stores the seat; every verifier (the verify page, `npm run verify`) checks the
 * record's seats the same way. Web Crypto only, so it runs in the Worker, the browser and Node.
 */
import { sha256 } from "@noble/hashes/sha2.js";
import { bytesToHex } from "@noble/hashes/utils.js";

/** `Ed25519`, or `ES256` (ECDSA on P-256 with SHA-256). */
export type KeyAlg = "Ed25519" | "ES256";

/** What a claim sends: the public key (raw bytes, base64url), its algorithm and the claim's signature. */
export interface ClaimKey {
  publicKey: string;
  alg: KeyAlg;
  signature: string;
}

/**
 * A keyed seat as the record carries it: the key, the room's nonce it signed, and the key's fingerprint.
 * A league's seat (`via: "league"`) carries instead the signature of the player's league join, and
 * `nonce` is the league's id: the league, not the player, claims its games' seats.
 */
export interface SeatPlayer extends ClaimKey {
  fingerprint: string;
  nonce: string;
  via?: "league";
}

/** Raw public key and signature lengths, by algorithm (a P-256 key uncompressed, its signature r‖s). */
const SIZES: Record<KeyAlg, { key: number; signature: number }> = {
  Ed25519: { key: 32, signature: 64 },
  ES256: { key: 65, signature: 64 },
};

/**
 * The text a claim signs: the game and the room's nonce for the seat. The nonce names the seat (the
 * room derives it from the seat's link, which keeps its nonce when an early start renumbers seats),
 * so a signature for one seat does not claim another.
 */
export function claimText(gameId: string, nonce: string): string {
  return `boxcars-claim/1\n${gameId}\n${nonce}`;
}

/** The text a player signs to join a league with their key; the league's games carry it on their seats. */
export function leagueJoinText(leagueId: string): string {
  return `boxcars-league/1\n${leagueId}`;
}

/** What a keyed seat's signature signs: the room's claim, or the league join. */
export function seatText(gameId: string, player: Pick<SeatPlayer, "nonce" | "via">): string {
  return player.via === "league" ? leagueJoinText(player.nonce) : claimText(gameId, player.nonce);
}

/** A key's fingerprint: the first 128 bits of SHA-256 of its raw bytes, in hex (a player's page is /players/<fingerprint>). */
export function fingerprintOf(publicKey: string): string | null {
  const bytes = fromBase64Url(publicKey);
  return bytes && bytesToHex(sha256(bytes)).slice(0, 32);
}

export const FINGERPRINT = /^[0-9a-f]{32}$/;

export function toBase64Url(bytes: Uint8Array): string {
  let text = "";
  for (const b of bytes) text += String.fromCharCode(b);
  return btoa(text).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

export function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(text)) return null;
  try {
    const raw = atob(text.replaceAll("-", "+").replaceAll("_", "/"));
    return Uint8Array.from(raw, (ch) => ch.charCodeAt(0));
  } catch {
    return null;
  }
}

export function importParams(alg: KeyAlg): { name: string; namedCurve?: string } {
  return alg === "Ed25519" ? { name: "Ed25519" } : { name: "ECDSA", namedCurve: "P-256" };
}

export function signParams(alg: KeyAlg): { name: string; hash?: string } {
  return alg === "Ed25519" ? { name: "Ed25519" } : { name: "ECDSA", hash: "SHA-256" };
}

/**
 * Checks that `key` signed `text`: null when it did, else what is wrong, in words (a malformed key,
 * a signature of the wrong size, or one this key did not make for this text).
 */
export async function signatureProblem(key: ClaimKey, text: string): Promise<string | null> {
  const size = SIZES[key.alg];
  if (!size) return `Unknown key algorithm ${String(key.alg)}; use Ed25519 or ES256.`;
  const raw = fromBase64Url(key.publicKey);
  if (!raw || raw.length !== size.key) return `An ${key.alg} public key is ${size.key} bytes, base64url.`;
  const signature = fromBase64Url(key.signature);
  if (!signature || signature.length !== size.signature)
    return `An ${key.alg} signature is ${size.signature} bytes, base64url.`;
  let publicKey: CryptoKey;
  try {
    publicKey = await crypto.subtle.importKey("raw", raw, importParams(key.alg), false, ["verify"]);
  } catch {
    return `The public key is not a valid ${key.alg} key.`;
  }
  const good = await crypto.subtle
    .verify(signParams(key.alg), publicKey, signature, new TextEncoder().encode(text))
    .catch(() => false);
  return good ? null : "The signature does not match this key, game and seat.";
}

/** A record's keyed seats checked: each signature against its game and nonce, each fingerprint against its key, no nonce twice. */
export async function seatKeyProblems(record: {
  id: string;
  seats: { seat: number; player?: SeatPlayer }[];
}): Promise<{ keyed: number; problems: string[] }> {
  const problems: string[] = [];
  let keyed = 0;
  for (const s of record.seats) {
    if (!s.player) continue;
    keyed++;
    const { player } = s;
    if (fingerprintOf(player.publicKey) !== player.fingerprint)
      problems.push(`seat ${s.seat + 1}: the fingerprint is not its key's`);
    const problem = await signatureProblem(player, seatText(record.id, player));
    if (problem) problems.push(`seat ${s.seat + 1}: ${problem}`);
    // A room's nonce is one seat's; a league's is every seat's of its games, so there one key holds one seat.
    const same = (o: SeatPlayer) =>
      o.nonce === player.nonce && (player.via !== "league" || o.fingerprint === player.fingerprint);
    if (record.seats.some((o) => o.seat < s.seat && o.player && same(o.player)))
      problems.push(`seat ${s.seat + 1}: its signature is another seat's`);
  }
  return { keyed, problems };
}

/** The text a player signs to set their page's name and listing; `at` (ISO time) makes each change new, so an old one cannot be sent again. */
export function profileText(fingerprint: string, name: string | null, listed: boolean, at: string): string {
  return `boxcars-profile/1\n${fingerprint}\n${name ?? ""}\n${listed ? 1 : 0}\n${at}`;
}
