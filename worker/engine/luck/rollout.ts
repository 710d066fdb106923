/**
 * The bots' games of the luck report: from a position, every seat played by the game's bot to the
 * end, with the dice of a given entropy. Seeded only from the record, so anyone who reruns them
 * gets the same games.
 */
import type { GameOf } from "../define";
import { Random } from "../dice";
import { SeededRandom, type Entropy } from "../random";
import { advance, begin, beginFork } from "../step";
import { isMoveError, type GameResult } from "../types";

/** Moves a bots' game may take at most: a game that runs longer counts as no result. */
const MAX_MOVES = 5000;

/**
 * Dice from two seeds: streams `keep` says are kept (a seat's own, `seat:N/...`) from the record's
 * seed, as that seat had them in the game; every other stream fresh.
 */
export class MixedRandom extends Random {
  readonly #own: SeededRandom;
  readonly #fresh: SeededRandom;
  readonly #keep: (stream: string) => boolean;

  constructor(own: Entropy, fresh: Entropy, keep: (stream: string) => boolean) {
    super();
    this.#own = new SeededRandom(own);
    this.#fresh = new SeededRandom(fresh);
    this.#keep = keep;
  }

  die(stream: string, sides = 6): number {
    return (this.#keep(stream) ? this.#own : this.#fresh).die(stream, sides);
  }
}

/** Where a bots' game starts: a position as it is, a game's start, or a fork's start from its parent's position. */
export type Start<S> = { state: S } | { seats: number; options: unknown } | { fork: S };

/** Plays a position out with bots; a start without a state starts the game (or the fork) with the dice given. */
export function playOut<S>(game: GameOf<S>, start: Start<S>, rng: Random, bots: Entropy): GameResult | null {
  const botRng = new SeededRandom(bots);
  let state =
    "state" in start
      ? start.state
      : "fork" in start
        ? beginFork(game, start.fork, rng)
        : begin(game, start.seats, start.options, rng);
  for (let i = 0; i < MAX_MOVES; i++) {
    const result = game.result(state);
    if (result) return result;
    const seat = game.activeSeats(state)[0];
    if (seat === undefined) return null;
    const next = advance(game, state, rng, seat, game.bot.chooseMove(state, seat, botRng));
    if (isMoveError(next)) throw new Error(`${game.id}: the bot's move was refused: ${next.error.message}`);
    state = next;
  }
  return null;
}
