/**
 * The service section's HTTP load (ours and the in-memory baseline), driven by autocannon: each of
 * its N connections loops create -> claim seat 1 -> claim seat 2 -> moves, each move chosen by the
 * bot from the last answer and posted with that answer's version and a fresh key. A game is left
 * after it ends or after MAX_MOVES (so it stays under the 120 changes a minute per client and game),
 * and the connection starts the next one. A move's round trip is timed from its request being built
 * to its response complete.
 */
import autocannon from "autocannon";
import type { GameResponse } from "../worker/wire";
import type { MrNaturalState } from "../worker/games/mr-natural/types";
import { mrNaturalBotMove } from "./bot-games";

/** Moves per game before a connection starts the next game (both drivers use it). */
export const MAX_MOVES = 110;

export interface GameContext {
  /** The game's client address (CF-Connecting-IP): each game is played as if by its own players. */
  ip?: string;
  id?: string;
  tokens?: string[];
  version?: number;
  view?: MrNaturalState;
  active?: number[];
  over?: boolean;
  sentAt?: number;
}

export interface RunFigures {
  latencies: number[];
  moves: number;
  seconds: number;
  games: number;
  responseBytes: number;
  errors: Record<string, number>;
}

export const JSON_HEADERS = { "content-type": "application/json" };

/**
 * A fresh client address for each game the load creates. The rate limiters count per address
 * (30 new games and 120 changes per game a minute): one address for the whole load would measure
 * the limiter's refusals, not the service.
 */
let clients = 0;
export function nextClient(): string {
  clients++;
  return `10.${(clients >> 16) & 255}.${(clients >> 8) & 255}.${clients & 255}`;
}

/**
 * A started 2-seat Mr. Natural game made with plain fetch, as if by its own players (a fresh address):
 * its id, the seats' tokens, the address and the game as the last claim answered it.
 */
export async function startedGame(
  url: string,
): Promise<{ id: string; tokens: string[]; ip: string; game: GameResponse }> {
  const ip = nextClient();
  const post = async <T>(path: string, token: string | null, body: unknown, expected: number): Promise<T> => {
    const res = await fetch(`${url}${path}`, {
      method: "POST",
      headers: {
        ...JSON_HEADERS,
        "cf-connecting-ip": ip,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
    if (res.status !== expected) throw new Error(`${path.split("/").pop()} ${res.status}`);
    return (await res.json()) as T;
  };
  const created = await post<{ id: string; seats: { url: string }[] }>(
    "/api/games",
    null,
    { game: "mr-natural", seats: 2 },
    201,
  );
  const tokens = created.seats.map((s) => s.url.split("#")[1]);
  let game!: GameResponse;
  for (const [seat, token] of tokens.entries())
    game = await post(
      `/api/games/${created.id}/claim`,
      token,
      { name: `Bot ${seat + 1}`, clientSeed: "bench" },
      200,
    );
  return { id: created.id, tokens, ip, game };
}

export function runLoad(url: string, connections: number, seconds: number): Promise<RunFigures> {
  const figures: RunFigures = { latencies: [], moves: 0, seconds: 0, games: 0, responseBytes: 0, errors: {} };
  const fail = (context: GameContext, what: string, status: number) => {
    figures.errors[`${what} ${status}`] = (figures.errors[`${what} ${status}`] ?? 0) + 1;
    context.over = true;
  };
  const claim = (seat: number): autocannon.Request => ({
    method: "POST",
    setupRequest: (request, raw) => {
      const context = raw as GameContext;
      if (context.over) return null as unknown as autocannon.Request; // restart with a new game
      return {
        ...request,
        path: `/api/games/${context.id}/claim`,
        headers: {
          ...JSON_HEADERS,
          "cf-connecting-ip": context.ip!,
          authorization: `Bearer ${context.tokens![seat]}`,
        },
        body: JSON.stringify({ name: `Bot ${seat + 1}`, clientSeed: "bench" }),
      };
    },
    onResponse: (status, body, raw) => {
      const context = raw as GameContext;
      if (status !== 200) return fail(context, "claim", status);
      const game = JSON.parse(body) as GameResponse;
      Object.assign(context, { version: game.version, view: game.view, active: game.activeSeats });
    },
  });
  const move: autocannon.Request = {
    method: "POST",
    setupRequest: (request, raw) => {
      const context = raw as GameContext;
      if (context.over) return null as unknown as autocannon.Request;
      const seat = context.active![0];
      const body = JSON.stringify({
        move: mrNaturalBotMove(context.view!, seat),
        version: context.version,
        key: `${context.id}-${context.version}`,
      });
      context.sentAt = performance.now();
      return {
        ...request,
        path: `/api/games/${context.id}/moves`,
        headers: {
          ...JSON_HEADERS,
          "cf-connecting-ip": context.ip!,
          authorization: `Bearer ${context.tokens![seat]}`,
        },
        body,
      };
    },
    onResponse: (status, body, raw) => {
      const context = raw as GameContext;
      if (status !== 200) return fail(context, "move", status);
      figures.latencies.push(performance.now() - context.sentAt!);
      figures.moves++;
      figures.responseBytes += body.length;
      const game = JSON.parse(body) as GameResponse;
      Object.assign(context, {
        version: game.version,
        view: game.view,
        active: game.activeSeats,
        over: game.status === "finished",
      });
      if (context.over) figures.games++;
    },
  };
  const create: autocannon.Request = {
    method: "POST",
    path: "/api/games",
    body: JSON.stringify({ game: "mr-natural", seats: 2 }),
    setupRequest: (request, raw) => {
      const context = raw as GameContext;
      context.ip = nextClient();
      return { ...request, headers: { ...JSON_HEADERS, "cf-connecting-ip": context.ip } };
    },
    onResponse: (status, body, raw) => {
      const context = raw as GameContext;
      if (status !== 201) return fail(context, "create", status);
      const created = JSON.parse(body) as { id: string; seats: { url: string }[] };
      Object.assign(context, { id: created.id, tokens: created.seats.map((s) => s.url.split("#")[1]) });
    },
  };
  const started = performance.now();
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        connections,
        pipelining: 1,
        duration: seconds,
        requests: [create, claim(0), claim(1), ...Array(MAX_MOVES).fill(move)],
      },
      (error, result) => {
        if (error) return reject(error);
        figures.seconds = (performance.now() - started) / 1000;
        if (result.errors || result.timeouts)
          figures.errors["connection errors/timeouts"] = result.errors + result.timeouts;
        resolve(figures);
      },
    );
  });
}
