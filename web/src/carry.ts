/**
 * Carrying this browser's games to another device without an account: a link to the home page whose
 * fragment (never sent to any server) holds this browser's seat and host keys; opened once on the
 * other device, it adds them to that browser's storage. Whoever holds the link holds the seats, so
 * the page says to keep it to yourself. Loaded only when a carry link is made or opened.
 */
import { storage } from "./storage";

/** One carried key: the game, "s" for a seat or "h" for the host, the token. */
type Carried = [id: string, kind: "s" | "h", token: string];

const PREFIX = "#carry=";
/** `<id>.<s|h>.<token>` joined by `~`: ids and tokens are base64url, so neither character occurs in them. */
const KEY = /^([A-Za-z0-9_-]{4,40})\.([sh])\.([A-Za-z0-9_-]{16,128})$/;
/** At most this many games (the most recent): the link stays short enough for a QR code (about 3 KB). */
export const CARRY_MAX = 30;

/** The link that carries this browser's keys (the most recently used games first), and how many games it holds. */
export function carryLink(origin: string): { url: string; games: number } {
  const held = storage.held(CARRY_MAX).filter((h) => h.seat || h.host);
  const keys: Carried[] = held.flatMap((h): Carried[] => [
    ...(h.seat ? [[h.id, "s", h.seat] as Carried] : []),
    ...(h.host ? [[h.id, "h", h.host] as Carried] : []),
  ]);
  return { url: `${origin}/${PREFIX}${keys.map((k) => k.join(".")).join("~")}`, games: held.length };
}

/**
 * Adds the keys of a carry link to this browser (each seat counts as played here: its owner carried
 * it) and takes the fragment off the visible URL. Answers how many games were added, or null when the
 * link is damaged (nothing is stored then).
 */
export function takeCarried(): number | null {
  const hash = location.hash;
  history.replaceState(history.state, "", location.pathname + location.search);
  const parts = hash.slice(PREFIX.length).split("~");
  const keys = parts.map((part) => KEY.exec(part));
  if (parts.length > CARRY_MAX * 2 || keys.some((k) => !k)) return null;
  const games = new Set<string>();
  for (const [, id, kind, token] of keys as RegExpExecArray[]) {
    storage.saveToken(kind === "s" ? "seat" : "host", id, token);
    if (kind === "s") storage.savePlayed(id);
    games.add(id);
  }
  return games.size;
}
