/** The leagues API as the league pages call it, and the league links this browser holds (never in the "recent games" index). */
import type { CreatedLeague, Format, LeagueResponse } from "#wire";
import type { ClockOptions } from "#clock/options";
import type { ClaimKey } from "#engine/seat-keys";
import { newKey, request } from "./api";

export interface NewLeague {
  game: string;
  options: Record<string, unknown>;
  clock: Partial<ClockOptions>;
  format: Format;
  size: number;
  tableSize?: number;
  roundDays: number;
  rated?: boolean;
}

const path = (id: string) => `/api/leagues/${encodeURIComponent(id)}`;

export const leagueApi = {
  create: (input: NewLeague) => request<CreatedLeague>("POST", "/api/leagues", { body: input }),
  read: (id: string, token: string | null) => request<LeagueResponse>("GET", path(id), { token }),
  /** `player`: the league's join text signed with the player's key (absent: a name alone). */
  join: (id: string, token: string, name: string, player: ClaimKey | null) =>
    request<{ player: number; url: string }>("POST", `${path(id)}/join`, {
      token,
      body: { name, key: newKey(), ...(player ? { player } : {}) },
    }),
  host: (id: string, token: string, body: Record<string, unknown>) =>
    request<unknown>("POST", `${path(id)}/host`, { token, body }),
};

const slot = (id: string) => `boxcars:league:${id}`;

/** The token in the page's fragment (remembered, then taken off the address bar), else the one remembered here. */
export function leagueToken(id: string): string | null {
  const fragment = location.hash.replace(/^#/, "");
  try {
    if (/^[A-Za-z0-9_-]{16,128}$/.test(fragment)) {
      localStorage.setItem(slot(id), fragment);
      history.replaceState(history.state, "", location.pathname + location.search);
      return fragment;
    }
    return localStorage.getItem(slot(id));
  } catch {
    return /^[A-Za-z0-9_-]{16,128}$/.test(fragment) ? fragment : null;
  }
}

export function keepLeagueToken(id: string, token: string): void {
  try {
    localStorage.setItem(slot(id), token);
  } catch {
    // Private mode: the player's link (shown after joining) still works.
  }
}
