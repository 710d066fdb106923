/**
 * What this browser remembers per game, in localStorage: the links made at creation (for the
 * host's share panel) and the tokens of the seat and host links opened here, so that
 * `/play/<id>` and `/host/<id>` reopen without the fragment.
 */
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

export const storage = {
  links: (id: string) => read<StoredLinks>(key("links", id)),
  saveLinks: (id: string, links: StoredLinks) => write(key("links", id), links),
  token: (kind: "seat" | "host", id: string) => read<string>(key(kind, id)),
  saveToken: (kind: "seat" | "host", id: string, token: string) => write(key(kind, id), token),
  seen: (id: string) => read<Seen>(key("seen", id)),
  saveSeen: (id: string, seen: Seen) => write(key("seen", id), seen),
  forgetToken: (kind: "seat" | "host", id: string) => {
    try {
      localStorage.removeItem(key(kind, id));
    } catch {
      /* nothing to forget */
    }
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
