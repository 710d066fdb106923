/**
 * Setting up rail games for the rail browser tests through the HTTP API: create and claim, and move
 * whoever may act with a simple policy until a position the test wants (the sheet is then opened
 * at that position).
 */
import type { GameResponse } from "../../worker/wire";
import type { Move } from "../../worker/engine/types";
import type { RailsView } from "../../worker/games/boxcars-rails/types";
import { call, playingGame, type TestGame } from "./support/api";

export type RailsGame = GameResponse & { view: RailsView };

export const railsGame = (base: string, body: Record<string, unknown> = {}) => playingGame(base, { game: "boxcars-rails", options: {}, ...body });

export const read = (base: string, game: TestGame, seat: number) => call<RailsGame>(base, "GET", `/api/games/${game.id}`, game.tokens[seat] || null);

export async function move(base: string, game: TestGame, seat: number, m: Move): Promise<RailsGame> {
  const seen = await read(base, game, seat);
  return call<RailsGame>(base, "POST", `/api/games/${game.id}/moves`, game.tokens[seat], { move: m, version: seen.version, key: crypto.randomUUID() });
}

/** A plain policy: the first home city, region or route offered; never declares or buys; bids nothing. */
export function simple(moves: Move[]): Move {
  return moves.find((m) => m.type === "route") ?? moves.find((m) => m.type === "pass") ?? moves[0];
}

/**
 * Moves the seats (by their tokens) with `policy` until `stop` says so; returns the game as `watcher` sees it.
 * Bot seats (no token) are played by the room: this waits for them.
 */
export async function advance(base: string, game: TestGame, stop: (g: RailsGame) => boolean, policy = simple, limit = 400): Promise<RailsGame> {
  for (let i = 0; i < limit; i++) {
    const games = await Promise.all(game.tokens.map((t, seat) => (t ? read(base, game, seat) : null)));
    const any = games.find((g) => g) as RailsGame;
    if (stop(any) || any.status === "finished") return any;
    const seat = games.findIndex((g) => g?.legalMoves?.length);
    if (seat < 0) {
      await new Promise((r) => setTimeout(r, 300));
      continue;
    }
    await call(base, "POST", `/api/games/${game.id}/moves`, game.tokens[seat], { move: policy(games[seat]!.legalMoves!), version: games[seat]!.version, key: crypto.randomUUID() });
  }
  throw new Error(`game ${game.id}: the position was not reached in ${limit} moves`);
}
