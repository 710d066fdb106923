/** The JSON shapes of the leagues API, shared by the Worker, the league room and the league page. */
import type { ClockOptions } from "../clock/options";
import type { ContactInput } from "../notify/contacts";
import type { Standing, Format } from "./standings";

export type { Format, Standing } from "./standings";

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
}

/** `POST /api/leagues/:id/host` (the host link's token). */
export type LeagueHostAction =
  | { action: "start" }
  | { action: "bot"; name?: string }
  | { action: "substitute"; player: number }
  | { action: "drop"; player: number };

/** `POST /api/leagues` answer: absolute URLs, tokens in the fragment. */
export interface CreatedLeague {
  id: string;
  hostUrl: string;
  joinUrl: string;
  pageUrl: string;
}

export type LeagueStatus = "open" | "playing" | "finished";

export interface LeagueGameInfo {
  /** The game's room, or null for a table not created yet. */
  id: string | null;
  watchUrl: string | null;
  /** League players by seat. */
  players: number[];
  status: "starting" | "playing" | "finished";
  /** Each seat's place (1 = won) and game score; `aborted`: ended unfinished at the round's deadline. */
  result: { places: number[]; scores: number[]; aborted?: true } | null;
}

export interface LeagueRoundInfo {
  round: number;
  startedAt: string;
  deadline: string;
  byes: number[];
  games: LeagueGameInfo[];
}

/** Who the bearer is: the host, someone holding the join link, or a player (with their own game links). */
export type LeagueYou =
  | { role: "host" }
  | { role: "invite" }
  | {
      role: "player";
      player: number;
      /** The player's games, the next one to play first, then the rest by round; `url` is their own seat link. */
      games: { round: number; id: string; url: string; status: LeagueGameInfo["status"] }[];
    };

/** `GET /api/leagues/:id`. */
export interface LeagueResponse {
  id: string;
  game: string;
  title: string;
  format: Format;
  size: number;
  tableSize: number;
  roundDays: number;
  /** How many rounds the league plays, once known (heats: null until the final is known). */
  plannedRounds: number | null;
  status: LeagueStatus;
  options: Record<string, unknown>;
  clock: ClockOptions;
  createdAt: string;
  startedAt: string | null;
  endedAt: string | null;
  players: { player: number; name: string; bot: boolean; dropped: boolean }[];
  standings: Standing[];
  rounds: LeagueRoundInfo[];
  you: LeagueYou | null;
}
