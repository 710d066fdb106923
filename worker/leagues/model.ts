/**
 * A league as its Durable Object keeps it: one JSON document (a league of at most 32 players stays
 * well under the storage's value limit). Tokens are the league's own secrets: its host, join and
 * player links, and the host and seat links of every game it created. None leaves the league except
 * to the one it belongs to (./view.ts).
 */
import type { ClockOptions } from "../clock/options";
import type { ClaimKey } from "../engine/seat-keys";
import type { Contact } from "../notify/contacts";
import type { Format } from "./standings";
import type { Pairing, Table } from "./tables";

export interface LeaguePlayer {
  name: string;
  /** The player's own league link's token (kept so a retried join answers the same link). */
  token: string;
  /** The join request's idempotency key. */
  joinKey: string;
  /** A bot entrant (added by the host), or a player whose seats the host handed to the bot. */
  bot: boolean;
  /** Dropped out: left their running games and is paired no more. */
  dropped: boolean;
  joinedAt: string;
  /** The player key they joined with (its league join signature checked), or null: a name alone (unrated leagues only). */
  key: (ClaimKey & { fingerprint: string }) | null;
  /** Where their game links go (the settings a game's notifications take; a JSON webhook's signing secret made at the join); null: the league page only. */
  contact: Contact | null;
}

export interface LeagueGame {
  id: string;
  round: number;
  /** League players by seat. */
  table: Table;
  hostToken: string;
  seatTokens: string[];
  /** The room answered create (or already had the game). */
  created: boolean;
  /** Every person's seat claimed (and their contact set). */
  seated: boolean;
  /** Seats grouped by place, and each seat's game score; `aborted`: ended unfinished at the round's deadline. */
  result: { ranking: number[][]; scores: number[]; aborted?: boolean } | null;
}

export interface LeagueRound {
  startedAt: string;
  /** Games still running then are ended (aborted: every seat shares the place). */
  deadline: string;
  byes: number[];
  games: LeagueGame[];
}

/** A league message waiting to go out (a round's game link), retried from the alarm. */
export interface LeagueNotice {
  player: number;
  subject: string;
  text: string;
  link: string;
  /** Channels still to deliver on. */
  channels: ("email" | "webhook" | "push")[];
  attempts: number;
  nextAt: number;
}

export interface League {
  id: string;
  game: string;
  options: Record<string, unknown>;
  clock: ClockOptions;
  format: Format;
  /** Its games are rated: every person joins with a player key (docs/leagues.md, "Rated leagues"). */
  rated: boolean;
  /** Players the league takes; it starts when full (or earlier, by the host). */
  size: number;
  /** Seats per game. */
  tableSize: number;
  /** Swiss: the rounds to play. Other formats: fixed at the start (null before). */
  plannedRounds: number | null;
  roundDays: number;
  origin: string;
  hostHash: string;
  /** Kept so the host can be shown the join link again. */
  joinToken: string;
  createdAt: string;
  startedAt: string | null;
  endedAt: string | null;
  players: LeaguePlayer[];
  /** Round robin: every round's tables, fixed at the start. */
  schedule: Pairing[] | null;
  rounds: LeagueRound[];
  notices: LeagueNotice[];
}

/** The JSON a league room keeps under this key. */
export const LEAGUE_KEY = "league";
