/**
 * The framework's two steps of a game: start it, and play one move. Both are pure: they take the
 * snapshot and the entropy and return the next snapshot with the dice drawn, or a `MoveError`.
 */
import { canonical } from "./canonical";
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

function explainRefusal<S>(game: GameDefinition<S>, state: S, seat: Seat, move: Move, rng: Random): MoveError | null {
  try {
    const out = game.apply(state, seat, move, rng);
    return isMoveError(out) ? out : null;
  } catch {
    return null;
  }
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
  const key = canonical(move);
  if (!legal.some((m) => canonical(m) === key)) {
    // The code stays `illegal_move`; the message is the game's own reason when `apply` gives one
    // (it must refuse what is not legal; its rng is a throwaway copy, so nothing changes).
    const reason = explainRefusal(game, state, seat, move, new Random(entropy, snapshot.counters));
    const types = [...new Set(legal.map((m) => m.type))].join(", ");
    return moveError("illegal_move", reason?.error.message ?? `That move is not legal now; legal now: ${types || "nothing"}.`);
  }
  const rng = new Random(entropy, snapshot.counters);
  const next = game.apply(state, seat, move, rng);
  if (isMoveError(next)) return next;
  return { state: next, counters: rng.counters, draws: rng.draws };
}

/** Framework moves made by the clock when a seat's time runs out; recorded like any move. */
export const CLOCK_MOVES = { skip: "$skip", drop: "$drop" } as const;

/** Plays a move of the seat's clock (`$skip` / `$drop`) with the game's own hook. */
export function playClockMove<S>(game: GameDefinition<S>, snapshot: Snapshot<S>, seat: Seat, type: string): Played<S> | MoveError {
  const hook = type === CLOCK_MOVES.skip ? game.skip : type === CLOCK_MOVES.drop ? game.drop : undefined;
  if (!hook) return moveError("bad_move", `${game.title} has no ${type} move.`);
  if (game.result(snapshot.state)) return moveError("game_over", "The game has ended.");
  return { state: hook(snapshot.state, seat), counters: snapshot.counters, draws: [] };
}

/**
 * The bot's choice for `seat` as its `moveNumber`-th move of the game. Its randomness is keyed
 * apart from the game's (`<gameId>/bot/<n>`), so a bot's choices never shift anyone's dice.
 */
export function botMove<S>(game: GameDefinition<S>, state: S, entropy: Entropy, seat: Seat, moveNumber: number): Move {
  const rng = new Random({ ...entropy, gameId: `${entropy.gameId}/bot/${moveNumber}` });
  return game.bot.chooseMove(state, seat, rng);
}
