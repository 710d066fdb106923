/** What the Worker hands a league's room (RPC inputs); the answers' shapes are in worker/wire.ts. */
import type { ClockOptions } from "../clock/options";
import type { ClaimKey } from "../engine/seat-keys";
import type { ContactInput } from "../notify/contacts";
import type { Format } from "../wire";

/** What `POST /api/leagues` hands the league room, once checked. */
export interface LeagueCreateInput {
  id: string;
  game: string;
  options: Record<string, unknown>;
  clock: ClockOptions;
  format: Format;
  size: number;
  tableSize: number;
  /** Swiss only: the rounds to play (null: the default). */
  rounds: number | null;
  roundDays: number;
  origin: string;
  rated: boolean;
}

export interface LeagueCreated {
  status: 201;
  created: { hostToken: string; joinToken: string };
}

/** `POST /api/leagues/:id/join` (the join link's token). */
export interface JoinInput {
  name: string;
  /** The request's idempotency key: a retried join answers the same player link. */
  key: string;
  contact: ContactInput | null;
  /** The league's join text signed with the player's key (absent: a name alone). */
  player?: ClaimKey;
}

/** `POST /api/leagues/:id/host` (the host link's token). */
export type LeagueHostAction =
  | { action: "start" }
  | { action: "bot"; name?: string }
  | { action: "substitute"; player: number }
  | { action: "drop"; player: number };
