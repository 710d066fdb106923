/**
 * This browser's player key (docs/players.md): made on the first claim (Ed25519 where the browser has
 * it, else ECDSA P-256), kept in IndexedDB, used to sign claims and the player's page settings.
 * It is exportable on purpose, so it can be carried, saved to a file or written down as a phrase:
 * losing every copy loses the history. A one-time key signs one claim and is never kept.
 */
import {
  claimText,
  fingerprintOf,
  leagueJoinText,
  profileText,
  signParams,
  toBase64Url,
  type ClaimKey,
  type KeyAlg,
} from "#engine/seat-keys";

/** A key as it is kept and carried: its algorithm and private key as a JWK (which holds the public part too). */
export interface KeptKey {
  alg: KeyAlg;
  jwk: JsonWebKey;
}

const DB = "boxcars";
const STORE = "keys";
const ID = "player";
/** A phrase (or a file's text) starts with this, then the key's JWK in base64url. */
const PHRASE = "boxcars-key-1.";

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const req = indexedDB.open(DB, 1);
    req.onupgradeneeded = () => req.result.createObjectStore(STORE);
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

async function run<T>(mode: IDBTransactionMode, act: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const req = act(db.transaction(STORE, mode).objectStore(STORE));
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
  } finally {
    db.close();
  }
}

/** This browser's key, or null (none made yet, or no IndexedDB here). */
export async function storedKey(): Promise<KeptKey | null> {
  try {
    return ((await run("readonly", (s) => s.get(ID))) as KeptKey | undefined) ?? null;
  } catch {
    return null;
  }
}

async function keep(key: KeptKey): Promise<void> {
  await run("readwrite", (s) => s.put(key, ID));
}

/** A new key pair, Ed25519 where the browser has it. */
async function makeKey(): Promise<KeptKey> {
  for (const [alg, params] of [
    ["Ed25519", { name: "Ed25519" }],
    ["ES256", { name: "ECDSA", namedCurve: "P-256" }],
  ] as const) {
    try {
      const pair = (await crypto.subtle.generateKey(params as EcKeyGenParams, true, [
        "sign",
        "verify",
      ])) as CryptoKeyPair;
      return { alg, jwk: await crypto.subtle.exportKey("jwk", pair.privateKey) };
    } catch {
      /* not in this browser: the next */
    }
  }
  throw new Error("This browser cannot make a signing key.");
}

/** The raw public key, base64url: Ed25519's x; P-256's uncompressed point 04‖x‖y. */
export function publicKeyOf(key: KeptKey): string {
  const bytes = (b64: string) =>
    Uint8Array.from(atob(b64.replaceAll("-", "+").replaceAll("_", "/")), (c) => c.charCodeAt(0));
  if (key.alg === "Ed25519") return key.jwk.x!;
  return toBase64Url(new Uint8Array([4, ...bytes(key.jwk.x!), ...bytes(key.jwk.y!)]));
}

export function fingerprint(key: KeptKey): string {
  return fingerprintOf(publicKeyOf(key))!;
}

async function sign(key: KeptKey, text: string): Promise<string> {
  const params = key.alg === "Ed25519" ? { name: "Ed25519" } : { name: "ECDSA", namedCurve: "P-256" };
  const privateKey = await crypto.subtle.importKey("jwk", key.jwk, params, false, ["sign"]);
  const signature = await crypto.subtle.sign(signParams(key.alg), privateKey, new TextEncoder().encode(text));
  return toBase64Url(new Uint8Array(signature));
}

/** This browser's key, made and kept now if it has none. */
export async function ensureKey(): Promise<KeptKey> {
  const kept = await storedKey();
  if (kept) return kept;
  const made = await makeKey();
  await keep(made);
  return made;
}

/**
 * A claim signed for the seat whose nonce the room gave: with this browser's key (made now on the
 * first claim), or with a one-time key that is thrown away. Null where the browser cannot sign
 * (the claim then goes without a key, a one-game seat).
 */
export async function signedClaim(gameId: string, nonce: string, oneTime: boolean): Promise<ClaimKey | null> {
  try {
    const key = oneTime ? await makeKey() : await ensureKey();
    return {
      publicKey: publicKeyOf(key),
      alg: key.alg,
      signature: await sign(key, claimText(gameId, nonce)),
    };
  } catch {
    return null;
  }
}

/** A league join signed with this browser's key (made now if it has none); null where the browser cannot sign. */
export async function signedLeagueJoin(leagueId: string): Promise<ClaimKey | null> {
  try {
    const key = await ensureKey();
    return {
      publicKey: publicKeyOf(key),
      alg: key.alg,
      signature: await sign(key, leagueJoinText(leagueId)),
    };
  } catch {
    return null;
  }
}

/**
 * A rematch's claim, signed the way the old seat was: with this browser's key when it is the key the
 * old seat was claimed with (`player`, its fingerprint), with a one-time key otherwise, and with none
 * when the old seat had none.
 */
export async function rematchClaim(
  gameId: string,
  nonce: string,
  player: string | null,
): Promise<ClaimKey | null> {
  if (player === null) return null;
  const kept = await storedKey();
  return signedClaim(gameId, nonce, !kept || fingerprint(kept) !== player);
}

/** The signed body of a change to the player's page settings. */
export async function signedProfile(key: KeptKey, name: string | null, listed: boolean) {
  const at = new Date().toISOString();
  const signature = await sign(key, profileText(fingerprint(key), name, listed, at));
  return { publicKey: publicKeyOf(key), alg: key.alg, name, listed, at, signature };
}

/** The key as a phrase: what the export file holds, what the carry link carries, what can be written down. */
export function phraseOf(key: KeptKey): string {
  const { kty, crv, d, x, y } = key.jwk;
  return (
    PHRASE +
    toBase64Url(new TextEncoder().encode(JSON.stringify({ alg: key.alg, jwk: { kty, crv, d, x, y } })))
  );
}

/** A phrase read back, checked by signing with it; null when it is not a key. */
export async function keyOfPhrase(phrase: string): Promise<KeptKey | null> {
  const text = phrase.trim();
  if (!text.startsWith(PHRASE)) return null;
  try {
    const b64 = text.slice(PHRASE.length).replaceAll("-", "+").replaceAll("_", "/");
    const parsed = JSON.parse(new TextDecoder().decode(Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))));
    const key: KeptKey = { alg: parsed.alg, jwk: { ...parsed.jwk, ext: true, key_ops: ["sign"] } };
    if (key.alg !== "Ed25519" && key.alg !== "ES256") return null;
    await sign(key, "check");
    return key;
  } catch {
    return null;
  }
}

/**
 * Makes an imported key this browser's key. A browser that already holds another key keeps it unless
 * `replace`: answers "kept-other" then, so the page can ask.
 */
export async function importKey(key: KeptKey, replace = false): Promise<"imported" | "same" | "kept-other"> {
  const kept = await storedKey();
  if (kept && fingerprint(kept) === fingerprint(key)) return "same";
  if (kept && !replace) return "kept-other";
  await keep(key);
  return "imported";
}
