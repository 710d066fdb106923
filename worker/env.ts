/** The bindings wrangler.toml gives the Worker. The rooms are known by their RPC contract (`RoomRpc`), not their class. */
import type { ContactInput } from "./notify/contacts";
import type {
  ClaimInput,
  Created,
  CreateInput,
  GameResponse,
  HostAction,
  MoveInput,
  Reply,
  SeatClockInput,
  TakebackInput,
  AnswerInput,
  VacationInput,
} from "./wire";
import type { JoinInput, LeagueCreated, LeagueCreateInput, LeagueHostAction } from "./leagues/wire";

/**
 * A game's room as the Worker calls it (RPC; `GameRoom` implements it). Every call takes the
 * caller's bearer token (null: a spectator) and answers a `Reply`; the room checks the token.
 */
export interface RoomRpc extends Rpc.DurableObjectBranded {
  create(input: CreateInput): Promise<Created | Reply>;
  /** `seat`: the view the caller asks for (refused unless it is the caller's own seat). */
  read(token: string | null, seat?: number): Promise<Reply>;
  /** The spectator's answer as an object, for link previews and oEmbed; null for no game. */
  summary(): Promise<GameResponse | null>;
  claim(token: string | null, input: ClaimInput): Promise<Reply>;
  start(token: string | null): Promise<Reply>;
  move(token: string | null, input: MoveInput): Promise<Reply>;
  rename(token: string | null, name: string): Promise<Reply>;
  record(token: string | null, seat?: number): Promise<Reply>;
  moves(
    token: string | null,
    seat: number | undefined,
    before: number | undefined,
    limit: number,
  ): Promise<Reply>;
  contact(token: string | null, input?: ContactInput): Promise<Reply>;
  testContact(token: string | null): Promise<Reply>;
  vacation(token: string | null, input: VacationInput): Promise<Reply>;
  /** The caller's own clock settings; with `input`, new ones. */
  seatClock(token: string | null, input?: SeatClockInput): Promise<Reply>;
  nudge(token: string | null): Promise<Reply>;
  /** A one-tap answer from a notification, by the capability its link carried. */
  answer(input: AnswerInput): Promise<Reply>;
  /** Ask to take back the caller's last move, or agree to or refuse another seat's ask. */
  takeback(token: string | null, input: TakebackInput): Promise<Reply>;
  /** The caller's private notes; with `text`, new ones. */
  notes(token: string | null, text?: string): Promise<Reply>;
  orders(token: string | null, input?: { order: Record<string, unknown> | null }): Promise<Reply>;
  host(token: string | null, input: HostAction): Promise<Reply>;
  /** The caller's seat leaves the game (its `$drop`, by the player). */
  leave(token: string | null): Promise<Reply>;
  /** The caller's seat concedes (its `$concede`, by the player): the game ends, where its rules have concessions. */
  concede(token: string | null): Promise<Reply>;
  chat(token: string | null, input: { text: string } | { after: number }): Promise<Reply>;
  rematch(token: string | null): Promise<Reply>;
  /** Archives a finished game at once and deletes the room's storage (operators and tests; no HTTP route). */
  archiveNow(): Promise<boolean>;
  /** The live WebSocket. */
  fetch(request: Request): Promise<Response>;
}

/** A league's room as the Worker (and its games' rooms) call it (RPC; `LeagueRoom` implements it). */
export interface LeagueRpc extends Rpc.DurableObjectBranded {
  create(input: LeagueCreateInput): Promise<LeagueCreated | Reply>;
  /** The league as the token's holder sees it (null: anyone). */
  read(token: string | null): Promise<Reply>;
  join(token: string | null, input: JoinInput): Promise<Reply>;
  host(token: string | null, input: LeagueHostAction): Promise<Reply>;
  /** One of the league's games has ended (its room says so, or anyone): the league reads it from the room. */
  gameEnded(gameId: string): Promise<Reply>;
}

declare global {
  namespace Cloudflare {
    interface Env {
      GAME_ROOM: DurableObjectNamespace<RoomRpc>;
      LEAGUE_ROOM: DurableObjectNamespace<LeagueRpc>;
      DB: D1Database;
      /** The archive (issue #32): finished games' records and final views, gzipped JSON (worker/archive). */
      ARCHIVE: R2Bucket;
      /** The archive's index databases, newest first, as binding names ("DB_2027, DB"); unset: `DB` alone. */
      ARCHIVE_INDEXES?: string;
      /** Minutes a finished game's room keeps answering (rematches) before it is archived and deleted; default 60. */
      ARCHIVE_AFTER_MINUTES?: string;
      ASSETS: Fetcher;
      /** Per client and game, for every change (claim, move, settings). */
      WRITE_LIMIT: RateLimit;
      /** Per client: new games. */
      CREATE_LIMIT: RateLimit;
      /** Per client: record checks (each replays up to 2 MB). */
      VERIFY_LIMIT: RateLimit;
      /** "production" (the deployed default) or "development" (set by `npm start` and the tests). */
      BOXCARS_ENV: string;
      /** Cloudflare email sending; optional. With MAIL_FROM set, turn emails go out through it. */
      EMAIL?: SendEmail;
      MAIL_FROM?: string;
      /** Web Push (VAPID, RFC 8292); optional. With all three set, production offers browser notifications. */
      VAPID_PUBLIC_KEY?: string;
      VAPID_PRIVATE_KEY?: string;
      /** Who runs the server, for push services: "mailto:you@example.com" or an https URL. */
      VAPID_SUBJECT?: string;
      /** Days without a claim or a move before a game ends as abandoned (default 30; 0: never). */
      RECLAIM_AFTER_DAYS?: string;
      /** Days before that deadline the players are told, once (default 7). */
      RECLAIM_NOTICE_DAYS?: string;
    }
  }
}

export type Env = Cloudflare.Env;
