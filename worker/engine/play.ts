/**
 * The framework's two steps of a game: start it, and play one move. Both are pure: they take the
 * snapshot and the entropy and return the next snapshot with the dice drawn, or a `MoveError`.
 */
import { sameValue } from "./canonical";
import { optionsSchema } from "./options";
import { Random, type Draw, type Entropy } from "./random";
import { isMoveError, moveError, type GameDefinition, type Move, type MoveError, type Seat } from "./types";

/** Everything needed to continue a game: the rules' state and the randomness counters. */
export interface Snapshot<S = unknown> {
  state: S;
  counters: Record<string, number>;
}

export interface Played<S = unknown> extends Snapshot<S> {
  draws: Draw[];
}

export function startGame<S>(game: GameDefinition<S>, seats: number, options: unknown, entropy: Entropy): Played<S> {
  const rng = new Random(entropy);
  const state = game.setup({ seats, options: optionsSchema(game.options).parse(options) }, rng);
  return { state, counters: rng.counters, draws: rng.draws };
}

/** Validates `raw` against the move schema and `legalMoves`, then applies it. */
export function playMove<S>(
  game: GameDefinition<S>,
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
  const move = parsed.data as Move;
  const legal = game.legalMoves(state, seat);
  if (!legal.some((m) => sameValue(m, move))) {
    const types = [...new Set(legal.map((m) => m.type))].join(", ");
    return moveError("illegal_move", `That move is not legal now; legal now: ${types || "nothing"}.`);
  }
  const rng = new Random(entropy, snapshot.counters);
  const next = game.apply(state, seat, move, rng);
  if (isMoveError(next)) return next;
  return { state: next, counters: rng.counters, draws: rng.draws };
}

/**
 * The bot's choice for `seat` as its `moveNumber`-th move of the game. Its randomness is keyed
 * apart from the game's (`<gameId>/bot/<n>`), so a bot's choices never shift anyone's dice.
 */
export function botMove<S>(game: GameDefinition<S>, state: S, entropy: Entropy, seat: Seat, moveNumber: number): Move {
  const rng = new Random({ ...entropy, gameId: `${entropy.gameId}/bot/${moveNumber}` });
  return game.bot.chooseMove(state, seat, rng);
}
