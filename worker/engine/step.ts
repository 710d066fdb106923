/**
 * The turn flow with the dice handed in: start a game, play one move (or a clock's move), run the
 * game's automatic steps after each. play.ts hands it the committed seed's dice; the replay page
 * hands it a record's own (recorded.ts). It checks the seat's turn; the game's `apply` decides the
 * rest. No schema library and no hashing here, so the replay page carries neither.
 */
import type { RulesOf } from "./define";
import type { Random } from "./dice";
import { isMoveError, moveError, type Move, type MoveError, type Seat } from "./types";

/** Automatic steps in a row at most: a game whose `auto` never settles has a bug. */
const MAX_AUTO_STEPS = 1000;

/** Runs the game's automatic steps (rolls that need no decision) until none is due. */
function settle<S>(game: RulesOf<S>, state: S, rng: Random): S {
  if (!game.auto) return state;
  for (let i = 0; i < MAX_AUTO_STEPS; i++) {
    const next = game.auto(state, rng);
    if (next === null) return state;
    state = next;
  }
  throw new Error(`${game.id}: automatic steps did not settle`);
}

/** The state after setup, with `options` already checked against the game's spec. */
export function begin<S>(game: RulesOf<S>, seats: number, options: unknown, rng: Random): S {
  return settle(game, game.setup({ seats, options }, rng), rng);
}

/**
 * The first state of a fork (docs/sharing.md, "Forks"): a position of a finished game, its secrets
 * dealt again with the fork's dice (the game's `fork` hook: the parent's record revealed them), then
 * the automatic steps due.
 */
export function beginFork<S>(game: RulesOf<S>, parent: S, rng: Random): S {
  return settle(game, game.fork ? game.fork(parent, rng) : parent, rng);
}

/** Refusal codes the API maps to their own statuses; every other refusal of a game is `illegal_move`. */
const KEPT_CODES = new Set(["bad_move", "not_your_turn", "game_over"]);

/** The state after `seat` plays `move` (its shape already checked), or the refusal. */
export function advance<S>(game: RulesOf<S>, state: S, rng: Random, seat: Seat, move: Move): S | MoveError {
  if (game.result(state)) return moveError("game_over", "The game has ended.");
  if (!game.activeSeats(state).includes(seat))
    return moveError("not_your_turn", `Seat ${seat + 1} may not act now.`);
  const next = game.apply(state, seat, move, rng);
  if (isMoveError(next))
    return KEPT_CODES.has(next.error.code) ? next : moveError("illegal_move", next.error.message);
  return settle(game, next, rng);
}

/**
 * The framework's own moves, played by the game's hooks and recorded like any move: the clock's
 * `$skip` / `$drop` when a seat's time runs out (the host's `$drop` too), and a player's own `$drop`
 * (leaving) or `$concede` (conceding: the game ends).
 */
export const CLOCK_MOVES = { skip: "$skip", drop: "$drop", concede: "$concede" } as const;

/** Whether a logged move is one of the framework's own moves (above) by someone allowed to make it. */
export function isClockMove(move: Move, by: string): boolean {
  if (by === "player") return move.type === CLOCK_MOVES.drop || move.type === CLOCK_MOVES.concede;
  return (
    (by === "clock" || by === "host") && (move.type === CLOCK_MOVES.skip || move.type === CLOCK_MOVES.drop)
  );
}

const HOOKS = {
  [CLOCK_MOVES.skip]: "skip",
  [CLOCK_MOVES.drop]: "drop",
  [CLOCK_MOVES.concede]: "concede",
} as const;

/** The state after the seat's framework move (`$skip` / `$drop` / `$concede`), made with the game's own hook. */
export function clockStep<S>(
  game: RulesOf<S>,
  state: S,
  rng: Random,
  seat: Seat,
  type: string,
): S | MoveError {
  const name = HOOKS[type as keyof typeof HOOKS];
  const hook = name ? game[name] : undefined;
  if (!hook) return moveError("bad_move", `${game.title} has no ${type} move.`);
  if (game.result(state)) return moveError("game_over", "The game has ended.");
  return settle(game, hook(state, seat), rng);
}

/** Plays a logged move again: a clock's or host's move with the game's hook, anything else as the move it is. */
export function replayStep<S>(
  game: RulesOf<S>,
  state: S,
  rng: Random,
  seat: Seat,
  move: Move,
  by: string,
): S | MoveError {
  return isClockMove(move, by)
    ? clockStep(game, state, rng, seat, move.type)
    : advance(game, state, rng, seat, move);
}
