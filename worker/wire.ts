/**
 * The wire: every JSON shape the Worker, the rooms and the web pages exchange, and the room's
 * `Reply` to the Worker. Both sides import this module and nothing of each other.
 */
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ClockOptions } from "./clock/options";
import type { SeatClock } from "./clock/shown";
import type { OptionField, OptionsSpec } from "./engine/options";
import type { ForkedFrom, MoveBy, ShownDraw } from "./engine/record";
import type { ClaimKey } from "./engine/seat-keys";
import type { GameResult, Move, Seat, Standings } from "./engine/types";

/**
 * What a room answers the Worker: a status and a JSON text (strings cross the RPC boundary
 * cheaply and type-safely); errors are `{error:{code,message}}`.
 */
export interface Reply {
  status: ContentfulStatusCode;
  json: string;
}

/** A new room's answer to `create`: its commitment and tokens (the host's; each seat's, null for a bot seat). */
export interface Created {
  status: 201;
  created: { commitment: string; hostToken: string; seatTokens: (string | null)[] };
}

export function ok(body: unknown, status: ContentfulStatusCode = 200): Reply {
  return { status, json: JSON.stringify(body) };
}

export function fail(
  status: ContentfulStatusCode,
  code: string,
  message: string,
  extra: Record<string, unknown> = {},
): Reply {
  return ok({ error: { code, message }, ...extra }, status);
}

export type GameStatus = "open" | "playing" | "finished";

export interface SeatInfo {
  seat: Seat;
  /** Display name once claimed; null while the invite is open. */
  name: string | null;
  claimed: boolean;
  /** A seat the host gave to the bot: it needs no link and plays from the room's alarm. */
  bot?: true;
  /** The seat left the game (it dropped out, by its own choice, its clock or the host): it takes no more turns. */
  left?: true;
  /** The fingerprint of the player key the seat was claimed with (its page is /players/<fingerprint>). */
  player?: string;
}

/** Who the bearer token is: a seat's player, or the host. Absent for spectators. */
export interface Caller {
  role: "player" | "host";
  seat: Seat | null;
  claimed: boolean;
}

/** `GET /api/games/:id`, and the answer to every successful change. Its size does not grow with the game. */
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
  /** The last few moves (at most `RECENT_MOVES`), oldest first; older ones from `GET /api/games/:id/moves`. */
  recentMoves: RecentMove[];
  /** Each seat's standing as the game counts it (`standings(view)` of the spectator view); null before the start. */
  standings: Standings | null;
  /** The position in one line, from the caller's own view (the game's headline; "" when it has none). */
  headline?: string;
  /** When the host aborted the game (or, with `abandoned`, it ended at its inactivity deadline): it ended without a result. */
  aborted?: string;
  /** The game ended because nobody played it (the room's inactivity deadline), not by the host. */
  abandoned?: true;
  /** Once someone asked for a rematch: the new game, and the caller's own link to it (a spectator's: its watch page). */
  rematch?: { id: string; url: string };
  /**
   * A claimed seat's own standing order in words (null: none), in a game that has standing orders:
   * the sheet shows it without loading the order's form.
   */
  order?: string | null;
  /** A rated game (the host's choice at creation; docs/players.md). */
  rated?: true;
  /** A fork (#38): the finished game and move it started from; never rated. */
  forkedFrom?: ForkedFrom;
  /** For an open seat's own link: the nonce its claim signs with a player key. */
  claimNonce?: string;
  /** A finished solo game: its place among all finished solo games of this game (1 = best). */
  soloRank?: { place: number; of: number; unit: string; better: "higher" | "lower" };
  /** The caller's own last move may be taken back now (nothing revealed or played since; takeback.ts). */
  canTakeBack?: true;
  /** A takeback asked, or how the last one ended, until the game's next change. */
  takeback?: TakebackShown;
}

/** `POST /api/games/:id/takeback`: ask to take back your last move, or agree or refuse another seat's ask. */
export interface TakebackInput {
  action: "ask" | "agree" | "refuse";
  /** The version the client saw (a stale one gets 409 with the game). */
  version: number;
  /** Idempotency key: a retry with the same key answers again and applies nothing twice. */
  key: string;
}

/** `POST /api/games/:id/answer`: a one-tap answer from a notification, with the capability its link carried (room/one-tap.ts). */
export interface AnswerInput {
  seat: Seat;
  version: number;
  /** 32 hex characters: for this seat, game and version only. */
  cap: string;
  /** Which of the message's choices (0 or 1). */
  choice: number;
}

/** A takeback as every seat sees it: who asked for which move, who agreed, who is still asked. */
export interface TakebackShown {
  status: "asked" | "taken" | "refused";
  seat: Seat;
  /** The move's number in the log (gone from the log once taken). */
  move: number;
  agreed: Seat[];
  /** The seats whose answer is still awaited (empty once it ended). */
  waiting: Seat[];
  /** Who refused (the asker, when it withdrew). */
  refusedBy?: Seat;
}

/** How many of the last moves an answer carries. */
export const RECENT_MOVES = 10;

/** One move of the log: who made it (a player, the bot, the clock, a standing order), when, and the move. */
export interface RecentMove {
  n: number;
  seat: Seat;
  by: MoveBy;
  at: string;
  move: Move;
}

/** A move of the paged history, with the dice it drew (a private draw that is not the reader's shows no value until the end). */
export interface HistoryMove extends RecentMove {
  draws: ShownDraw[];
}

/** `GET /api/games/:id/moves?before=N&limit=M`: moves numbered below `before`, oldest first. */
export interface MovesPage {
  moves: HistoryMove[];
  /** How many moves the game has. */
  total: number;
  /** `before` for the next (older) page; null when this page starts at move 1. */
  next: number | null;
}

/** `GET/PUT /api/games/:id/orders`: the caller's standing order and the fields a form is drawn from. */
export interface StandingOrder {
  /** The order's fields, as data like game options. */
  fields: OptionsSpec;
  /** The seat's order (every field filled), or null when it has none. */
  order: Record<string, unknown> | null;
  /** The order in words, for the sheet; null without an order. */
  description: string | null;
}

/** `GET/PUT /api/games/:id/notifications`: the caller's own settings and latest deliveries. */
export interface NotificationSettings {
  contact: {
    email: string | null;
    webhook: { url: string; kind: "discord" | "slack" | "json"; secret: string } | null;
    /** One browser's Web Push subscription. */
    push: { endpoint: string; keys: { p256dh: string; auth: string } } | null;
    digestHours: number;
    enabled: boolean;
  };
  deliveries: {
    channel: "email" | "webhook" | "push";
    kind: string;
    status: "pending" | "sent" | "failed" | "dropped";
    attempts: number;
    error: string | null;
    at: string;
  }[];
}

/** `POST /api/games` answer. URLs are absolute; tokens ride in the fragment. A bot seat has no link. */
export interface CreatedGame {
  id: string;
  commitment: string;
  hostUrl: string;
  spectatorUrl: string;
  seats: { seat: Seat; url: string | null; bot?: true }[];
  /** A fork's answer (`POST /api/games/:id/fork`): the game and move it started from. */
  forkedFrom?: ForkedFrom;
}

export interface CatalogGame {
  id: string;
  title: string;
  summary: string;
  players: { min: number; max: number };
  options: Record<string, OptionField>;
  /** The timeout policies this game's rules allow ("bot" always). */
  timeoutPolicies: ClockOptions["onTimeout"][];
  /** How a finished solo game's score reads and ranks (games with a solo board). */
  soloBoard?: { unit: string; better: "higher" | "lower" };
}

export interface FinishedGame {
  id: string;
  game: string;
  title: string;
  endedAt: string;
  seats: string[];
  /** How many seats were bots (0: people only). */
  bots: number;
  /** A fork of another game (#38): marked on the board, never rated. */
  forked?: true;
  result: GameResult;
}

export interface ApiError {
  error: { code: string; message: string };
}

/**
 * Sent on the live WebSocket: `version` whenever the game changes (clients refetch with their own
 * token; the mover's socket is not told of its own move); `chat` when a table-talk message is added
 * (clients fetch the chat after their last `n`); `reply`, to that socket only, the answer to a
 * `SocketMove` it sent: the status and body `POST /moves` would have answered.
 */
export type LiveMessage =
  | { type: "version"; version: number }
  | { type: "chat"; n: number }
  | { type: "reply"; key: string | null; status: number; body: GameResponse | MoveRefused };

/** A refusal's body: the error, and for a stale version the game as it is now. */
export interface MoveRefused extends ApiError {
  game?: GameResponse;
}

/** A move sent on the live WebSocket by a seat's page: a `POST /moves` body with the seat's token. */
export interface SocketMove extends MoveInput {
  type: "move";
  token: string;
}

/** One table-talk message: players write, everyone who can see the game reads. */
export interface ChatMessage {
  n: number;
  seat: number;
  /** The writer's display name when the message was read. */
  name: string;
  at: string;
  text: string;
}

/** `POST /api/games/:id/host` (the host's token): what the host does during a game. */
export type HostAction =
  | { action: "bot"; seat: Seat }
  | { action: "drop"; seat: Seat }
  | { action: "clock"; perMoveDays: ClockOptions["perMoveDays"] }
  | { action: "abort" };

/** The Worker's calls into a game's room (RPC): what `POST /api/games` hands it, once checked. */
export interface CreateInput {
  id: string;
  game: string;
  seats: number;
  options: Record<string, unknown>;
  clock: ClockOptions;
  origin: string;
  /** Seats the host gave to the bot; never every seat. */
  bots: Seat[];
  /** List the finished game publicly. */
  listed: boolean;
  /** A rated game: every person's seat must be claimed with a player key (docs/players.md). */
  rated?: boolean;
  /** A fixed server seed (development and test servers only; the API refuses it in production). */
  serverSeed?: string;
  /** A league's game: the league made its tokens (so a retried create is known to be its own) and is told when it ends. */
  league?: { id: string; hostToken: string; seatTokens: string[] };
  /** A fork (#38): its parent's position, and the tokens made from the request's key (so its retry is known). */
  fork?: ForkInput;
}

/** A fork's start, as the Worker hands it to the new room (worker/api/fork.ts). */
export interface ForkInput {
  from: ForkedFrom;
  /** The parent's state at `from.move` (public: the parent has ended). */
  position: unknown;
  /** The request's hash: a retry with the same key answers again, another request with it is refused. */
  requestHash: string;
  hostToken: string;
  /** By seat; a bot seat's token is made too, and never handed out. */
  seatTokens: string[];
}

/** A vacation of whole days, or until a moment (as many days as that needs, up to the allowance left). */
export type VacationInput = { days: number } | { until: string };

/** A seat's own clock settings (`PUT /api/games/:id/clock`): reminder points in percent of each turn's time; vacation days instead of timing out. */
export interface SeatClockInput {
  reminders?: number[];
  autoVacation?: boolean;
}

export interface ClaimInput {
  name: string;
  clientSeed: string;
  /** The browser's IANA time zone, for a weekend pause in the player's own week. */
  timeZone?: string;
  /** The claim signed with the player's key (absent: a seat without a key, a one-game seat). */
  player?: ClaimKey;
  /** Set by the Worker: the key is new and its address made its day's share of new keys for rated play. */
  newKeyCapped?: boolean;
  /** Set by a league only (over RPC): the key the player joined the league with, its join signature. */
  leaguePlayer?: ClaimKey;
}

export interface MoveInput {
  move: unknown;
  version: number;
  key: string;
}

// ---- Leagues (docs/leagues.md): the answers of /api/leagues, read by the league page too. ----

export type Format = "round-robin" | "swiss" | "heats";

/** One line of a league's standings. */
export interface Standing {
  player: number;
  /** 1-based; players level on every tiebreak share a place. */
  place: number;
  points: number;
  played: number;
  wins: number;
  /** The game scores summed (as each game's result counts them). */
  score: number;
  /** Named tiebreak values, in the order they apply (e.g. Buchholz, Sonneborn-Berger). */
  tiebreaks: Record<string, number>;
}

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
  | { role: "host"; joinUrl: string }
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
  /** Its games are rated; every person joined with a player key. */
  rated: boolean;
  /** `fingerprint`: the player key the player joined with (their page is /players/<fingerprint>), or null. */
  players: { player: number; name: string; bot: boolean; dropped: boolean; fingerprint: string | null }[];
  standings: Standing[];
  rounds: LeagueRoundInfo[];
  you: LeagueYou | null;
}

// --- Players (docs/players.md) ---

/** One finished game of a player's, as the index holds it. */
export interface PlayedGame {
  id: string;
  game: string;
  variant: string | null;
  players: number;
  rated: boolean;
  endedAt: string;
  seat: number;
  name: string;
  score: number;
  place: number;
  /** Moves the player made in the game, and their thinking time per move (null: not known, as for games archived before times were kept). */
  moves: number | null;
  msPerMove: number | null;
}

/** A player's rating in one pool (a game, or the rail game on one board). */
export interface PlayerRatingInfo {
  pool: string;
  /** The game's title, and the board for the rail game's pools. */
  title: string;
  rating: number;
  rd: number;
  vol: number;
  games: number;
  provisional: boolean;
  asOf: string;
}

/** `GET /api/players/:fingerprint`: a player key's page. */
export interface PlayerPage {
  fingerprint: string;
  name: string | null;
  listed: boolean;
  stats: (GameStats & { title: string })[];
  ratings: PlayerRatingInfo[];
  games: (PlayedGame & { title: string })[];
  /** `before` for the next (older) page of games; null at the end. */
  next: string | null;
}

/** `GET /api/ratings/:game`: listed players with settled ratings, best first, and how ratings are made. */
export interface Leaderboard {
  pool: string;
  game: string;
  title: string;
  players: { fingerprint: string; name: string | null; rating: number; rd: number; games: number }[];
  /** Listed players whose ratings are still provisional, best first: shown apart, not ranked. */
  provisional: { fingerprint: string; name: string | null; rating: number; rd: number; games: number }[];
  bot: { rating: number; rd: number };
  provisionalRd: number;
  /** Rated games counted in this pool. */
  counted: number;
}

/** A player's figures in one game (and rail board), from the archive index. */
export interface GameStats {
  game: string;
  variant: string | null;
  played: number;
  wins: number;
  averagePlace: number;
  bestPlace: number;
  bestScore: number;
  /** The places of the last five games, newest first. */
  recent: number[];
  /** The player's thinking time per move over the games whose times are known (null: none). */
  msPerMove: number | null;
}
