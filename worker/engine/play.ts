/**
 * The framework's two steps of a game on the server: start it, and play one move, with the dice of
 * the committed seed. Both are pure: they take the snapshot and the entropy and return the next
 * snapshot with the dice drawn, or a `MoveError`. The move's shape is checked here (the game's
 * schema); the turn flow is step.ts and the game's `apply` is the authority on legality.
 */
import type { GameOf, GameState, RulesOf } from "./define";
import { checkedOptions } from "./options";
import { SeededRandom, type Entropy } from "./random";
import type { Draw } from "./dice";
import { advance, begin, clockStep, isClockMove } from "./step";
import { isMoveError, moveError, type Move, type MoveError, type Seat } from "./types";

export { CLOCK_MOVES } from "./step";

/** Everything needed to continue a game: the rules' state and the randomness counters. */
export interface Snapshot<S = GameState> {
  state: S;
  counters: Record<string, number>;
}

export interface Played<S = GameState> extends Snapshot<S> {
  draws: Draw[];
}

function played<S>(next: S | MoveError, rng: SeededRandom): Played<S> | MoveError {
  return isMoveError(next) ? next : { state: next, counters: rng.counters, draws: rng.draws };
}

/** Starts a game; `options` are checked against the game's spec (a bad one throws). */
export function startGame<S>(game: RulesOf<S>, seats: number, options: unknown, entropy: Entropy): Played<S> {
  const rng = new SeededRandom(entropy);
  const state = begin(game, seats, checkedOptions(game.options, options), rng);
  return { state, counters: rng.counters, draws: rng.draws };
}

/** Whether `raw` has the shape of one of the game's moves (legality is the game's `apply`). */
export function checkShape<S>(
  game: Pick<GameOf<S>, "move" | "title">,
  raw: unknown,
): { move: Move } | MoveError {
  const parsed = game.move.safeParse(raw);
  if (!parsed.success)
    return moveError(
      "bad_move",
      `Not a ${game.title} move: ${parsed.error.issues[0]?.message ?? "invalid"}.`,
    );
  return { move: parsed.data as Move };
}

/** Checks the shape of `raw`, then plays it: the seat's turn, the game's `apply`, the automatic steps. */
export function playMove<S>(
  game: RulesOf<S> & Pick<GameOf<S>, "move">,
  snapshot: Snapshot<S>,
  entropy: Entropy,
  seat: Seat,
  raw: unknown,
): Played<S> | MoveError {
  if (game.result(snapshot.state)) return moveError("game_over", "The game has ended.");
  const shaped = checkShape(game, raw);
  if (isMoveError(shaped)) return shaped;
  const rng = new SeededRandom(entropy, snapshot.counters);
  return played(advance(game, snapshot.state, rng, seat, shaped.move), rng);
}

/**
 * Plays a logged move again: a clock's or host's `$skip` / `$drop` with the game's hook, anything
 * else (a rule's own timeout move among them) as the move it is, its shape checked when the game
 * brings its schema (the server's and the CLI's definitions do).
 */
export function replayMove<S>(
  game: RulesOf<S>,
  snapshot: Snapshot<S>,
  entropy: Entropy,
  seat: Seat,
  move: Move,
  by: string,
): Played<S> | MoveError {
  if (isClockMove(move, by)) return playClockMove(game, snapshot, entropy, seat, move.type);
  if ("move" in game)
    return playMove(game as RulesOf<S> & Pick<GameOf<S>, "move">, snapshot, entropy, seat, move);
  const rng = new SeededRandom(entropy, snapshot.counters);
  return played(advance(game, snapshot.state, rng, seat, move), rng);
}

/** Plays a move of the seat's clock (`$skip` / `$drop`) with the game's own hook. */
export function playClockMove<S>(
  game: RulesOf<S>,
  snapshot: Snapshot<S>,
  entropy: Entropy,
  seat: Seat,
  type: string,
): Played<S> | MoveError {
  const rng = new SeededRandom(entropy, snapshot.counters);
  return played(clockStep(game, snapshot.state, rng, seat, type), rng);
}

/**
 * The bot's choice for `seat` as its `moveNumber`-th move of the game. Its randomness is keyed
 * apart from the game's (`<gameId>/bot/<n>`), so a bot's choices never shift anyone's dice.
 */
export function botMove<S>(
  game: GameOf<S>,
  state: S,
  entropy: Entropy,
  seat: Seat,
  moveNumber: number,
): Move {
  const rng = new SeededRandom({ ...entropy, gameId: `${entropy.gameId}/bot/${moveNumber}` });
  return game.bot.chooseMove(state, seat, rng);
}
