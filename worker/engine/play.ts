/**
 * The framework's two steps of a game: start it, and play one move. Both are pure: they take the
 * snapshot and the entropy and return the next snapshot with the dice drawn, or a `MoveError`.
 * The game's `apply` is the authority on legality; here only the move's shape and the seat's turn
 * are checked, and the game's automatic steps are run after every change.
 */
import { optionsSchema } from "./options";
import { Random, type Draw, type Entropy } from "./random";
import { isMoveError, moveError, type GameDefinition, type GameRules, type Move, type MoveError, type Seat } from "./types";

/** Everything needed to continue a game: the rules' state and the randomness counters. */
export interface Snapshot<S = unknown> {
  state: S;
  counters: Record<string, number>;
}

export interface Played<S = unknown> extends Snapshot<S> {
  draws: Draw[];
}

/** Automatic steps in a row at most: a game whose `auto` never settles has a bug. */
const MAX_AUTO_STEPS = 1000;

/** Runs the game's automatic steps (rolls that need no decision) until none is due. */
function settle<S>(game: GameRules<S>, state: S, rng: Random): S {
  if (!game.auto) return state;
  for (let i = 0; i < MAX_AUTO_STEPS; i++) {
    const next = game.auto(state, rng);
    if (next === null) return state;
    state = next;
  }
  throw new Error(`${game.id}: automatic steps did not settle`);
}

export function startGame<S>(game: GameRules<S>, seats: number, options: unknown, entropy: Entropy): Played<S> {
  const rng = new Random(entropy);
  const state = settle(game, game.setup({ seats, options: optionsSchema(game.options).parse(options) }, rng), rng);
  return { state, counters: rng.counters, draws: rng.draws };
}

/** Refusal codes the API maps to their own statuses; every other refusal of a game is `illegal_move`. */
const KEPT_CODES = new Set(["bad_move", "not_your_turn", "game_over"]);

/** Checks the shape of `raw` and the seat's turn, then lets the game apply it (or refuse it). */
export function playMove<S>(
  game: GameRules<S>,
  snapshot: Snapshot<S>,
  entropy: Entropy,
  seat: Seat,
  raw: unknown,
): Played<S> | MoveError {
  const { state } = snapshot;
  if (game.result(state)) return moveError("game_over", "The game has ended.");
  const parsed = game.move.safeParse(raw);
  if (!parsed.success) return moveError("bad_move", `Not a ${game.title} move: ${parsed.error.issues[0]?.message ?? "invalid"}.`);
  if (!game.activeSeats(state).includes(seat)) return moveError("not_your_turn", `Seat ${seat + 1} may not act now.`);
  const rng = new Random(entropy, snapshot.counters);
  const next = game.apply(state, seat, parsed.data as Move, rng);
  if (isMoveError(next)) return KEPT_CODES.has(next.error.code) ? next : moveError("illegal_move", next.error.message);
  return { state: settle(game, next, rng), counters: rng.counters, draws: rng.draws };
}

/** Framework moves made by the clock when a seat's time runs out; recorded like any move. */
export const CLOCK_MOVES = { skip: "$skip", drop: "$drop" } as const;

/**
 * Plays a logged move again: a clock's or host's `$skip` / `$drop` with the game's hook, anything
 * else (a rule's own timeout move among them) as the move it is.
 */
export function replayMove<S>(game: GameRules<S>, snapshot: Snapshot<S>, entropy: Entropy, seat: Seat, move: Move, by: string): Played<S> | MoveError {
  const clock = (by === "clock" || by === "host") && Object.values(CLOCK_MOVES).some((type) => type === move.type);
  return clock ? playClockMove(game, snapshot, entropy, seat, move.type) : playMove(game, snapshot, entropy, seat, move);
}

/** Plays a move of the seat's clock (`$skip` / `$drop`) with the game's own hook. */
export function playClockMove<S>(game: GameRules<S>, snapshot: Snapshot<S>, entropy: Entropy, seat: Seat, type: string): Played<S> | MoveError {
  const hook = type === CLOCK_MOVES.skip ? game.skip : type === CLOCK_MOVES.drop ? game.drop : undefined;
  if (!hook) return moveError("bad_move", `${game.title} has no ${type} move.`);
  if (game.result(snapshot.state)) return moveError("game_over", "The game has ended.");
  const rng = new Random(entropy, snapshot.counters);
  return { state: settle(game, hook(snapshot.state, seat), rng), counters: rng.counters, draws: rng.draws };
}

/**
 * The bot's choice for `seat` as its `moveNumber`-th move of the game. Its randomness is keyed
 * apart from the game's (`<gameId>/bot/<n>`), so a bot's choices never shift anyone's dice.
 */
export function botMove<S>(game: GameDefinition<S>, state: S, entropy: Entropy, seat: Seat, moveNumber: number): Move {
  const rng = new Random({ ...entropy, gameId: `${entropy.gameId}/bot/${moveNumber}` });
  return game.bot.chooseMove(state, seat, rng);
}
