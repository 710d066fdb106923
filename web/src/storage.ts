/**
 * What this browser remembers per game, in localStorage: the links made at creation (for the
 * host's share panel) and the tokens of the seat and host links opened here, so that
 * `/play/<id>` and `/host/<id>` reopen without the fragment; when each game was last touched here
 * (for "my games" on the home page); and whether this browser has played its seat (else opening a
 * claimed seat's link asks "Continue as Ann?" first).
 */
import type { ContactInput } from "./seat-api";

export interface StoredLinks {
  hostUrl: string;
  spectatorUrl?: string;
  commitment?: string;
  /** A bot seat has no link (url null). */
  seats: { seat: number; url: string | null; bot?: true }[];
}

/** What this browser last saw of a game on the play page: its version and its last move number. */
export interface Seen {
  version: number;
  move: number;
}

const key = (kind: string, id: string) => `boxcars:${kind}:${id}`;
const RECENT = "boxcars:recent";
const NOTIFY_DEFAULTS = "boxcars:notify-defaults";
/** Games kept in the "recent" index (the oldest are forgotten there, not their links). */
const RECENT_MAX = 100;

function read<T>(name: string): T | null {
  try {
    const raw = localStorage.getItem(name);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

function write(name: string, value: unknown): void {
  try {
    localStorage.setItem(name, JSON.stringify(value));
  } catch {
    // Private mode or a full quota: the links still work, only reopening without them won't.
  }
}

/** Marks a game as touched now in the index of recent games. */
function touch(id: string): void {
  const recent = read<Record<string, number>>(RECENT) ?? {};
  recent[id] = Date.now();
  const kept = Object.entries(recent)
    .sort((a, b) => b[1] - a[1])
    .slice(0, RECENT_MAX);
  write(RECENT, Object.fromEntries(kept));
}

/** A rematch's seat this browser's player takes without the claim form: the old seat's name and key fingerprint. */
export interface RematchSeat {
  name: string;
  player: string | null;
}

/** What this browser holds for one game (for the home page's "my games"). */
export interface HeldGame {
  id: string;
  seat: string | null;
  host: string | null;
  links: StoredLinks | null;
  /** When it was last touched here (0 for entries older than the index). */
  at: number;
}

export const storage = {
  links: (id: string) => read<StoredLinks>(key("links", id)),
  saveLinks: (id: string, links: StoredLinks) => {
    write(key("links", id), links);
    touch(id);
  },
  token: (kind: "seat" | "host", id: string) => read<string>(key(kind, id)),
  saveToken: (kind: "seat" | "host", id: string, token: string) => {
    write(key(kind, id), token);
    touch(id);
  },
  seen: (id: string) => read<Seen>(key("seen", id)),
  saveSeen: (id: string, seen: Seen) => write(key("seen", id), seen),
  /** This browser claimed the seat, or its player said "continue" (or it has shown the game before). */
  played: (id: string) => read<boolean>(key("played", id)) === true || read<Seen>(key("seen", id)) !== null,
  savePlayed: (id: string) => write(key("played", id), true),
  /**
   * The notification settings this browser's new seats take when claimed (a rematch's seat too), as
   * `PUT /api/games/:id/notifications` takes them; null: none. Each game's own stay changeable.
   */
  notifyDefaults: () => read<ContactInput>(NOTIFY_DEFAULTS),
  saveNotifyDefaults: (contact: ContactInput | null) => write(NOTIFY_DEFAULTS, contact),
  /** The last table-talk message this browser showed on the seat's page (for the unread count). */
  chatRead: (id: string) => read<number>(key("chat", id)) ?? 0,
  saveChatRead: (id: string, n: number) => write(key("chat", id), n),
  /** This browser's player of a finished game goes straight to their seat of its rematch `id`. */
  rematchSeat: (id: string) => read<RematchSeat>(key("rematch", id)),
  saveRematchSeat: (id: string, seat: RematchSeat) => write(key("rematch", id), seat),
  /** The host handed this seat to the bot: its key only watches now, so the lists stop reading the game with it. */
  seatToBot: (id: string) => write(key("bot", id), true),
  forgetToken: (kind: "seat" | "host", id: string) => {
    try {
      localStorage.removeItem(key(kind, id));
    } catch {
      /* nothing to forget */
    }
  },
  /** Every game this browser holds a link for, most recently touched first, at most `limit`. */
  held(limit: number): HeldGame[] {
    const ids = new Set<string>();
    try {
      for (let i = 0; i < localStorage.length; i++) {
        const found = /^boxcars:(?:links|seat|host):(.+)$/.exec(localStorage.key(i) ?? "");
        if (found) ids.add(found[1]);
      }
    } catch {
      return [];
    }
    const recent = read<Record<string, number>>(RECENT) ?? {};
    return [...ids]
      .map((id) => ({
        id,
        seat: read(key("bot", id)) ? null : storage.token("seat", id),
        host: storage.token("host", id),
        links: storage.links(id),
        at: recent[id] ?? 0,
      }))
      .sort((a, b) => b.at - a.at)
      .slice(0, limit);
  },
};

/**
 * Takes a token from the URL fragment (`#<token>`), remembers it and removes it from the visible
 * URL; without a fragment, returns the one remembered for this game.
 */
export function takeToken(kind: "seat" | "host", id: string): string | null {
  let fragment = "";
  try {
    fragment = decodeURIComponent(location.hash.replace(/^#/, "")).trim();
  } catch {
    fragment = "";
  }
  // Tokens are base64url; anything else in the fragment is not a key (an in-page anchor, say).
  if (/^[A-Za-z0-9_-]{16,128}$/.test(fragment)) {
    storage.saveToken(kind, id, fragment);
    history.replaceState(history.state, "", location.pathname + location.search);
    return fragment;
  }
  return storage.token(kind, id);
}
