/** The JSON shapes of the v1 HTTP API, shared by the Worker and the web pages. */
import type { MoveBy } from "../engine/record";
import type { GameResult, Move, Seat, Standings } from "../engine/types";
import type { OptionField } from "../engine/options";
import type { ClockOptions } from "../room/clock";

export type GameStatus = "open" | "playing" | "finished";

export interface SeatInfo {
  seat: Seat;
  /** Display name once claimed; null while the invite is open. */
  name: string | null;
  claimed: boolean;
}

/** Who the bearer token is: a seat's player, or the host. Absent for spectators. */
export interface Caller {
  role: "player" | "host";
  seat: Seat | null;
  claimed: boolean;
}

/** `GET /api/games/:id`, and the answer to every successful change. */
export interface GameResponse {
  id: string;
  game: string;
  title: string;
  status: GameStatus;
  /** Increases with every accepted change (claim, start, move, rename). */
  version: number;
  commitment: string;
  options: Record<string, unknown>;
  seats: SeatInfo[];
  you: Caller | null;
  activeSeats: Seat[];
  /** The game's view for the caller's seat (spectator view otherwise); null before the start. */
  view: unknown;
  /** Only for the caller's seat, when it may act now. */
  legalMoves?: Move[];
  /** Whether the caller may change their display name now. */
  canRename?: boolean;
  result: GameResult | null;
  /** Revealed once the game has ended. */
  serverSeed: string | null;
  createdAt: string;
  endedAt: string | null;
  /** The game's clock: time per move, reminder, timeout policy, vacation allowance. */
  clock: ClockOptions;
  /** Per seat while playing: its deadline (null when not waiting or no time limit) and vacation. */
  timers: SeatClock[];
  /** The last moves: who made them, and whether a bot or the clock did. */
  recentMoves: RecentMove[];
  /** Each seat's standing as the game counts it (`standings(view)` of the spectator view); null before the start. */
  standings: Standings | null;
  /** A finished solo game: its place among all finished solo games of this game (1 = best). */
  soloRank?: { place: number; of: number; unit: string; better: "higher" | "lower" };
}

export interface SeatClock {
  seat: Seat;
  deadline: string | null;
  vacationUntil: string | null;
  vacationDaysLeft: number;
}

export interface RecentMove {
  n: number;
  seat: Seat;
  by: MoveBy;
  at: string;
}

/** `GET/PUT /api/games/:id/notifications`: the caller's own settings and latest deliveries. */
export interface NotificationSettings {
  contact: {
    email: string | null;
    webhook: { url: string; kind: "discord" | "slack" | "json"; secret: string } | null;
    digestHours: number;
    enabled: boolean;
  };
  deliveries: { channel: "email" | "webhook"; kind: string; status: "pending" | "sent" | "failed" | "dropped"; attempts: number; error: string | null; at: string }[];
}

/** `POST /api/games` answer. URLs are absolute; tokens ride in the fragment. */
export interface CreatedGame {
  id: string;
  commitment: string;
  hostUrl: string;
  spectatorUrl: string;
  seats: { seat: Seat; url: string }[];
}

export interface CatalogGame {
  id: string;
  title: string;
  summary: string;
  players: { min: number; max: number };
  options: Record<string, OptionField>;
  /** The timeout policies this game's rules allow ("bot" always). */
  timeoutPolicies: ClockOptions["onTimeout"][];
}

export interface FinishedGame {
  id: string;
  game: string;
  title: string;
  endedAt: string;
  seats: string[];
  result: GameResult;
}

export interface ApiError {
  error: { code: string; message: string };
}

/** Sent on the live WebSocket whenever the game changes; clients refetch with their own token. */
export interface LiveMessage {
  type: "version";
  version: number;
}
