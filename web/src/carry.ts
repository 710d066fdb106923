/**
 * Carrying this browser's games to another device without an account: a link to the home page whose
 * fragment (never sent to any server) holds this browser's seat and host keys; opened once on the
 * other device, it adds them to that browser's storage. Whoever holds the link holds the seats, so
 * the page says to keep it to yourself. Loaded only when a carry link is made or opened.
 */
import { type HeldGame, storage } from "./storage";

/** One carried key: the game, "s" for a seat or "h" for the host, the token. */
type Carried = [id: string, kind: "s" | "h", token: string];

const PREFIX = "#carry=";
/** `<id>.<s|h>.<token>` joined by `~`: ids and tokens are base64url, so neither character occurs in them. */
const KEY = /^([A-Za-z0-9_-]{4,40})\.([sh])\.([A-Za-z0-9_-]{16,128})$/;
/** At most this many games (the most recent): the link stays short enough for a QR code (about 3 KB). */
export const CARRY_MAX = 30;

/** The player key's part of a carry link: `k.` and the key's phrase without its prefix (player-key.ts). */
const PLAYER_KEY = /^k\.([A-Za-z0-9_-]{40,600})$/;
const PHRASE_PREFIX = "boxcars-key-1.";

/**
 * The link that carries this browser's keys (the most recently used games first) and its player key
 * (`phrase`, when it has one), and how many games it holds.
 */
export function carryLink(origin: string, phrase: string | null = null): { url: string; games: number } {
  // A game made here keeps its host key in the links it was made with until the host page is opened.
  const hostKey = (h: HeldGame) =>
    h.host ?? (h.links ? decodeURIComponent(new URL(h.links.hostUrl).hash.slice(1)) || null : null);
  const held = storage.held(CARRY_MAX).filter((h) => h.seat || hostKey(h));
  const keys: Carried[] = held.flatMap((h): Carried[] => {
    const host = hostKey(h);
    return [
      ...(h.seat ? [[h.id, "s", h.seat] as Carried] : []),
      ...(host ? [[h.id, "h", host] as Carried] : []),
    ];
  });
  const parts = keys.map((k) => k.join("."));
  if (phrase) parts.push(`k.${phrase.slice(PHRASE_PREFIX.length)}`);
  return { url: `${origin}/${PREFIX}${parts.join("~")}`, games: held.length };
}

/**
 * Adds the keys of a carry link to this browser (each seat counts as played here: its owner carried
 * it) and takes the fragment off the visible URL. Answers how many games were added, or null when the
 * link is damaged (nothing is stored then). It settles only once the player key is stored: the page
 * says "added" then, and a reader who leaves at once keeps the key.
 */
export async function takeCarried(): Promise<number | null> {
  const hash = location.hash;
  history.replaceState(history.state, "", location.pathname + location.search);
  const all = hash.slice(PREFIX.length).split("~");
  const carriedKey = all.map((part) => PLAYER_KEY.exec(part)?.[1]).find(Boolean);
  const parts = all.filter((part) => !PLAYER_KEY.test(part));
  const keys = parts.map((part) => KEY.exec(part));
  if (parts.length > CARRY_MAX * 2 || keys.some((k) => !k)) return null;
  // The player key comes too, unless this browser already holds another (the player page can import it then).
  if (carriedKey) {
    const k = await import("./player-key");
    const key = await k.keyOfPhrase(PHRASE_PREFIX + carriedKey);
    if (key) await k.importKey(key);
  }
  const games = new Set<string>();
  for (const [, id, kind, token] of keys as RegExpExecArray[]) {
    storage.saveToken(kind === "s" ? "seat" : "host", id, token);
    if (kind === "s") storage.savePlayed(id);
    games.add(id);
  }
  return games.size;
}
