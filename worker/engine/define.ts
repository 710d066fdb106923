/**
 * `defineGame`: how a game folder's index.ts declares its game, keeping its own State, Move, Options
 * and View types; and `AnyGame`, the one place those types are erased so games of different types sit
 * in one registry. The platform holds a game's state as a `GameState`: an opaque value it may store,
 * hash and hand back to the same game, but not read, and not mistake for a view or options.
 */
import type { GameDefinition, GameRules, Move } from "./types";

declare const opaque: unique symbol;
/** A game's state as the platform holds it: only the game that made it reads it. */
export type GameState = { readonly [opaque]: "state" };

/**
 * A game seen from code generic in its state only (the engine's step, replay and record functions):
 * any game of state `S` is one, whatever its moves, options and view.
 */
export type GameOf<S> = GameDefinition<S, Move, unknown, unknown>;
/** The rules (what replay and verification need) of a game of state `S`. */
export type RulesOf<S> = GameRules<S, Move, unknown, unknown>;

/** A game whose types the platform does not know (every entry of the registry). */
export type AnyGame = GameOf<GameState>;
/** The rules of such a game. */
export type AnyRules = RulesOf<GameState>;

/** Declares a game: the definition itself, with its four types inferred and checked. */
export function defineGame<S, M extends Move, O, V>(
  game: GameDefinition<S, M, O, V>,
): GameDefinition<S, M, O, V> {
  return game;
}

/**
 * The registry's entry for a game: the same object, its types hidden. Sound because the platform
 * only hands a game states that game made (setup, apply, auto), options its own spec validated, and
 * views it returned; `GameState` keeps it from reading them.
 */
export function anyGame<S, M extends Move, O, V>(game: GameDefinition<S, M, O, V>): AnyGame {
  return game as unknown as AnyGame;
}

/** `anyGame` for the rules alone (the pages' replay and verification). */
export function anyRules<S, M extends Move, O, V>(rules: GameRules<S, M, O, V>): AnyRules {
  return rules as unknown as AnyRules;
}
