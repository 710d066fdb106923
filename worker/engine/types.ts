/**
 * The game definition contract. Every game is one folder under worker/games exporting one
 * `GameDefinition`; the framework (this folder) does validation, randomness, turn flow, replay and
 * bots. Definitions are plain data plus pure functions: no I/O, no clock, no globals.
 *
 * State updates: every function returns a new state and never mutates its input. Spread the parts
 * that change and share the rest; a move that touches many parts may instead copy the state once
 * (`structuredClone`) at the top of `apply` and hand the copy to helpers that say they mutate it.
 * A refusal returns before anything is copied or drawn. State is plain JSON (no classes, no
 * `undefined`, no Maps) because its canonical JSON is hashed into every record: changing its shape
 * means a new `rulesVersion` and a `legacy.hashState` for older records. State stays bounded: what
 * happened is the move log's job, so a state keeps only what the rules need to go on (and the last
 * turn, if the view shows it).
 */
import type { ZodMiniType } from "zod/mini";
import type { OptionsSpec } from "./options";
import type { Draw, Random } from "./dice";

/** A seat index, 0-based, in turn order. */
export type Seat = number;

/** Every move is a plain JSON object with a `type`. */
export interface Move {
  type: string;
  [key: string]: unknown;
}

/** Returned by `apply` (and the framework) when a move is refused; `message` says why, for people. */
export interface MoveError {
  error: { code: string; message: string };
}

export interface GameResult {
  /** Seats grouped by place: `[[2], [0, 1]]` means seat 2 won and seats 0 and 1 share second. */
  ranking: Seat[][];
  scores: number[];
}

declare const viewed: unique symbol;
/**
 * What `view` returns, as the platform hands it on: only a view may reach `standings` and
 * `headline`, so a state (which may hold secrets) cannot be passed where a view belongs.
 */
export type Viewed<V> = V & { readonly [viewed]: true };

/**
 * A logged move that not everyone may see yet (a sealed bid, a card played face down): what the
 * others see of it, and until when. Its author always sees the whole move; everyone does once the
 * game has ended, or once a later step opens its scope (`Secrets.opens`).
 */
export interface Sealed {
  shown: Move;
  /** The scope that reveals it when opened ("auction", "battle"); "end": only the game's end. */
  until: string;
}

/**
 * The secrets a game keeps beyond its view (see view): which logged moves are sealed and when they
 * open. Private draws are made with `rng.deal` (dice.ts); `view` hides what the state holds.
 */
export interface Secrets<S, M extends Move> {
  /** Whether `author`'s `move`, played in `before`, is sealed from the other viewers, and how it shows. */
  seal(move: M, author: Seat, before: S): Sealed | null;
  /** Scopes the step from `before` to `after` opens: sealed moves of those scopes become public. */
  opens?(before: S, after: S): string[];
  /**
   * For the property harness: `state` with `seat`'s secrets changed consistently with everything
   * public (another bid within the same bounds, another hand of the same size), or null when the
   * seat holds no secret now.
   */
  vary(state: S, seat: Seat, rng: Random): S | null;
}

/** What the widget, previews and lists show per seat: one number each, and what it counts. */
export interface Standings {
  /** What a score counts, plural: "points", "turns", "dollars". */
  unit: string;
  /** By seat. */
  scores: number[];
}

export interface SetupContext<O> {
  seats: number;
  options: O;
}

export interface Bot<S, M extends Move> {
  chooseMove(state: S, seat: Seat, rng: Random): M;
}

/**
 * Standing orders: instructions a player leaves on their sheet ("roll on while a roll cannot lose,
 * bank at 2,000"). Orders are data like options (`choice`/`flag` fields), so one spec gives the
 * validator and the form. When the seat may act and its order decides the move, the room plays it
 * for them (`by: "order"`). `decide` is pure; returning null leaves the decision to the player.
 */
export interface OrdersHook<S, M extends Move, Order = unknown> {
  /** The order's fields (see options.ts); validated strictly at the edge, unknown members refused. */
  fields: OptionsSpec;
  /** The move the order makes for `seat` now, or null when the player must decide. */
  decide(state: S, seat: Seat, order: Order): M | null;
  /** The order in words, for the sheet and the message telling the player what was done. */
  describe(order: Order): string;
}

/** One step of a finished game, replayed: the state before and after, and the dice it drew. */
export interface LuckStep<S> {
  /** 0 for the setup, then the move number. */
  n: number;
  /** The seat that moved (null: the setup). */
  seat: Seat | null;
  move: Move | null;
  /** The state before the step (null: the setup). */
  before: S | null;
  after: S;
  draws: readonly Draw[];
}

/**
 * One thing that fell a seat's way, summed over the game: what it came to (`actual`), what it
 * comes to on average for the same chances (`expected`), and the spread of that sum (`sd`, the
 * standard deviation of the sum over the same chances). `higher` says which way is lucky.
 */
export interface Measure {
  /** What is counted, for people: "points per roll", "movement dice". */
  label: string;
  /** How many chances (rolls, trips, cards) the sum is over. */
  count: number;
  actual: number;
  expected: number;
  sd: number;
  /** "higher" unless fewer is luckier (breakdowns). */
  better?: "higher" | "lower";
  /** The unit of `actual` and `expected` ("points", "$"), for the words. */
  unit?: string;
  /** What `count` counts, plural ("rolls", "dice", "trips"). */
  of?: string;
}

/** A game's luck hook (docs/luck.md): per seat, its measures of what the dice and draws gave it. Pure. */
export interface LuckHook<S> {
  measures(steps: readonly LuckStep<S>[], seats: number, options: unknown): Measure[][];
}

/** A decision a seat makes in one tap from a notification: the move, and the player's words for it ("Bank 650"). */
export interface OneTapChoice<M extends Move> {
  move: M;
  label: string;
}

export interface GameDefinition<S, M extends Move, O, V> {
  id: string;
  title: string;
  /** One line for the game list. */
  summary: string;
  players: { min: number; max: number };
  /** The game's options as data (labels, allowed values, defaults); see options.ts. */
  options: OptionsSpec;
  /** Validates the shape of a move; legality is `apply`'s job. */
  move: ZodMiniType<M, unknown>;
  setup(ctx: SetupContext<O>, rng: Random): S;
  /** Seats that may act now (more than one when players act at the same time); empty once ended. */
  activeSeats(state: S): Seat[];
  /**
   * Pure, and **the authority on legality**: the next state, or a refusal saying why (for a
   * composite move, the first bad part). Never mutates `state`; the framework checks only the
   * move's shape and that the seat is active before calling it.
   */
  apply(state: S, seat: Seat, move: M, rng: Random): S | MoveError;
  /**
   * A hint for bots, the sheet, test clients and fuzzers: moves `seat` may make now (empty when it
   * may not act). Every listed move must be accepted by `apply`. `moveList` says whether the list
   * is every legal move or a useful sample (a route game's suggested routes).
   */
  legalMoves(state: S, seat: Seat): M[];
  moveList: "complete" | "sample";
  /**
   * Steps that need no decision (a roll that follows no choice), made at once by the framework
   * after setup and after every move until this returns null. Draw from streams named by what they
   * serve (`table/round:3`), so the dice never depend on who moved first.
   */
  auto?(state: S, rng: Random): S | null;
  /** What `seat` (or a spectator, `null`) may see. Never the seed, never hidden information. */
  view(state: S, seat: Seat | null): V;
  /**
   * Optional: a position of a finished game with every secret shown (hands, not deck orders the
   * record already reveals), for the replay after the end. Default: the spectator's view.
   */
  openView?(state: S): V;
  /** Each seat's standing, read from a view (the server puts it in every answer). */
  standings(view: Viewed<V>): Standings;
  result(state: S): GameResult | null;
  /** A bot good enough to stand in for an absent player. */
  bot: Bot<S, M>;
  /**
   * For the property harness: moves that look right but are not legal in this state for `seat`
   * (a wrong index, an unaffordable purchase, a route one step too long). Pure.
   */
  fuzz(state: S, seat: Seat): unknown[];
  /** Optional per-game rule: may `seat` change its display name now? Default: never after start. */
  canRename?(state: S, seat: Seat): boolean;
  /** Optional: sealed moves and when they open (the disclosure module applies them to every channel). */
  secrets?: Secrets<S, M>;
  /**
   * Optional: a move the rules themselves make for a seat whose time ran out, whatever the table's
   * timeout policy (the rail game: a pending auction bid passes, its ruling 14); `told` is what the
   * player is told. Recorded `by: "clock"`.
   */
  timedOut?(state: S, seat: Seat): { move: M; told: string } | null;
  /** Optional: the seat's turn is skipped when its time runs out (offered as a timeout policy). */
  skip?(state: S, seat: Seat): S;
  /** Optional: the seat leaves the game when its time runs out; the others play on. */
  drop?(state: S, seat: Seat): S;
  /**
   * Optional: the seat concedes and the game ends at once, the way the game's rules decide (a
   * two-player game: the other seat wins). Played as the player's own `$concede` move.
   */
  concede?(state: S, seat: Seat): S;
  /** Optional: a line on the position (from a view) for notifications and previews, e.g. "Totals: Ann 3,200 · Bob 2,850". */
  headline?(view: Viewed<V>, names: string[]): string;
  /** Optional figures about a finished game for `npm run simulate` (e.g. `{ rounds: 14 }`). */
  stats?(state: S): Record<string, number>;
  /** Optional standing orders a player may set on their sheet. */
  orders?: OrdersHook<S, M>;
  /**
   * Optional: finished solo games of this game are ranked by their score (`result().scores[0]`);
   * `better` says which way ranks first, `unit` what the number counts ("points", "turns").
   */
  soloBoard?: { better: "higher" | "lower"; unit: string };
  /**
   * Optional: records made before a change of the state's shape. `hashState(state, previous)`
   * gives the value whose hash a record of `rules` version `from` stored (the framework keeps
   * `previous`, the last such value, for games whose old state held a growing history).
   */
  legacy?: { before: number; hashState(state: S, previous: unknown): unknown };
  /** The rules' version, recorded in every record (default 1); bump it when the state's shape changes. */
  rulesVersion?: number;
  /**
   * Optional: the part of a state its hash covers, when the state keeps a copy of what an earlier
   * state held (a report kept on show for one more turn): the copy was hashed where it was made, so
   * leaving it out loses nothing a verifier checks, and records made before the copy existed still verify.
   */
  hashed?(state: S): unknown;
  /**
   * Optional, for games with hidden information: a position of a finished game (everything in it now
   * revealed by its record) with its secrets dealt again from `rng` (decks shuffled, hands dealt
   * afresh to the same sizes), so a fork started there keeps secrets of its own. Pure.
   */
  fork?(state: S, rng: Random): S;
  /** Optional: what a finished game's dice and draws gave each seat against expectation (worker/games/<id>/luck.ts). */
  luck?: LuckHook<S>;
  /**
   * Optional: the seat's decision now when it is one tap (roll or bank; roll again or stop; buy
   * nothing), each choice with a label in the game's words, or null when it is not. Notifications
   * carry them as push actions and email links (worker/room/one-tap.ts), so a label says only what
   * the seat itself may see. Pure; called only for an active seat; every move must be legal. Without
   * it: a complete move list of one or two moves of different kinds, labelled by their type.
   */
  oneTap?(state: S, seat: Seat): OneTapChoice<M>[] | null;
}

/**
 * What replaying a record needs of a game: its rules without the move schema, the bot, the hints,
 * the fuzzer and the server's hooks. The replay and verify pages load this much (each game exports
 * it alone as `definition.ts`, so the pages carry no schema library, bot or planner); every
 * `GameDefinition` is one. Replaying with a `GameDefinition` also checks each move's shape.
 */
export type GameRules<S, M extends Move, O, V> = Omit<
  GameDefinition<S, M, O, V>,
  | "move"
  | "legalMoves"
  | "moveList"
  | "bot"
  | "fuzz"
  | "headline"
  | "stats"
  | "orders"
  | "timedOut"
  | "luck"
  | "oneTap"
>;

export function isMoveError(value: unknown): value is MoveError {
  return (
    typeof value === "object" &&
    value !== null &&
    "error" in value &&
    typeof (value as MoveError).error?.code === "string"
  );
}

export function moveError(code: string, message: string): MoveError {
  return { error: { code, message } };
}
