/**
 * The HTTP API from a test: create a game, claim its seats, and play moves with the seat tokens,
 * as a player's own client would (no browser needed for the other side of a test).
 */
import type { CreatedGame, GameResponse } from "../../../worker/wire";
import type { Move } from "../../../worker/engine/types";

export async function call<T>(
  base: string,
  method: string,
  path: string,
  token?: string | null,
  body?: unknown,
): Promise<T> {
  const response = await fetch(base + path, {
    method,
    headers: {
      Accept: "application/json",
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

export interface TestGame {
  id: string;
  created: CreatedGame;
  /** Seat tokens, by seat ("" for a bot seat). */
  tokens: string[];
}

/** Creates a game and claims every person's seat (names Ada, Bo, Cy, ...), so it is playing. */
export async function playingGame(base: string, body: Record<string, unknown> = {}): Promise<TestGame> {
  const seats = Number(body.seats ?? 2);
  const created = await call<CreatedGame>(base, "POST", "/api/games", null, {
    game: "mr-natural",
    seats,
    options: { target: 2000 },
    ...body,
  });
  const tokens = created.seats.map((s) =>
    s.url === null ? "" : decodeURIComponent(new URL(s.url).hash.slice(1)),
  );
  const names = ["Ada", "Bo", "Cy", "Di", "Ed", "Flo", "Gus", "Hal"];
  for (const [seat, token] of tokens.entries()) {
    if (token === "") continue;
    await call(base, "POST", `/api/games/${created.id}/claim`, token, {
      name: names[seat],
      clientSeed: `test-seed-${seat}`,
    });
  }
  return { id: created.id, created, tokens };
}

/** A simple player: banks when it may, else picks, stops or rolls. */
function choose(moves: Move[]): Move {
  const first = (type: string) => moves.find((m) => m.type === type);
  return first("bank") ?? first("pick") ?? first("stop") ?? first("roll") ?? moves[0];
}

/** Whoever may act makes one move; returns the new game, or null once the game is over. */
export async function playOne(base: string, game: TestGame): Promise<GameResponse | null> {
  for (const token of game.tokens) {
    const seen = await call<GameResponse>(base, "GET", `/api/games/${game.id}`, token);
    if (seen.status === "finished") return null;
    if (seen.legalMoves?.length) {
      return call<GameResponse>(base, "POST", `/api/games/${game.id}/moves`, token, {
        move: choose(seen.legalMoves),
        version: seen.version,
        key: crypto.randomUUID(),
      });
    }
  }
  throw new Error(`nobody may act in game ${game.id}`);
}

/** Plays the game to its end; returns the number of moves made. */
export async function playToEnd(base: string, game: TestGame, limit = 1000): Promise<number> {
  for (let moves = 0; moves < limit; moves++) if ((await playOne(base, game)) === null) return moves;
  throw new Error(`game ${game.id} did not end within ${limit} moves`);
}
