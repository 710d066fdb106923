/**
 * Section 2, service. N concurrent Mr. Natural games (2 seats, to 10,000), driven by autocannon:
 * each of its N connections loops create -> claim seat 1 -> claim seat 2 -> moves, each move chosen
 * by the bot from the last answer and posted with that answer's version and a fresh key. A game is
 * left after it ends or after MAX_MOVES (so it stays under the 120 changes a minute per client and
 * game), and the connection starts the next one. Turn round trip = one move POST answered 200,
 * timed from its request being built to its response complete. The same run against three servers:
 * the built Worker on workerd through Miniflare's API with no proxy in front (`miniflare-server.ts`:
 * SQLite-backed Durable Objects, D1), the same under `wrangler dev` (its proxy worker in front), and
 * the in-memory baseline.
 */
import autocannon from "autocannon";
import path from "node:path";
import type { GameResponse } from "../worker/wire";
import type { MrNaturalState } from "../worker/games/mr-natural/types";
import { mrNaturalBotMove } from "./bot-games";
import { freePort } from "../scripts/free-port";
import { ROOT, startProcess, startWranglerDev, type Server } from "./dev-server";
import { startMiniflare } from "./miniflare-server";
import { num, percentile, quick, ratio, type SectionResult, type Target } from "./report";

const CONCURRENCY = [1, 8, 32];
const WARMUP_S = quick() ? 1 : 2;
const DURATION_S = quick() ? 2 : 5;
const ROUNDS = quick() ? 1 : 2;
const MAX_MOVES = 110;
const FLOOR_REQUESTS = 100;

interface GameContext {
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

interface RunFigures {
  latencies: number[];
  moves: number;
  seconds: number;
  games: number;
  responseBytes: number;
  errors: Record<string, number>;
}

const JSON_HEADERS = { "content-type": "application/json" };

/**
 * A fresh client address for each game the load creates. The rate limiters count per address
 * (30 new games and 120 changes per game a minute): one address for the whole load would measure
 * the limiter's refusals, not the service.
 */
let clients = 0;
function nextClient(): string {
  clients++;
  return `10.${(clients >> 16) & 255}.${(clients >> 8) & 255}.${clients & 255}`;
}

function runLoad(url: string, connections: number, seconds: number): Promise<RunFigures> {
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

/**
 * p50 of one request repeated `FLOOR_REQUESTS` times on one connection, after a few to warm up
 * (few enough that a POST stays under the 120 changes a minute of the rate limit).
 */
async function requestP50(url: string, request: autocannon.Request, status: number): Promise<number> {
  const latencies: number[] = [];
  let recording = false,
    failed = 0;
  const timed: autocannon.Request = {
    ...request,
    setupRequest: (req, context) => {
      (context as GameContext).sentAt = performance.now();
      return req;
    },
    onResponse: (answered, _body, context) => {
      if (answered !== status) failed++;
      else if (recording) latencies.push(performance.now() - (context as GameContext).sentAt!);
    },
  };
  await autocannon({ url, connections: 1, amount: 10, requests: [timed] });
  recording = true;
  await autocannon({ url, connections: 1, amount: FLOOR_REQUESTS, requests: [timed] });
  if (failed) throw new Error(`${request.method} ${request.path}: ${failed} answers were not ${status}`);
  return percentile(
    latencies.sort((a, b) => a - b),
    50,
  );
}

/** A started 2-seat game and seat 1's token, made with plain fetch. */
async function startedGame(url: string): Promise<{ id: string; token: string; ip: string }> {
  const ip = nextClient();
  const post = (path: string, token: string | null, body: unknown) =>
    fetch(`${url}${path}`, {
      method: "POST",
      headers: {
        ...JSON_HEADERS,
        "cf-connecting-ip": ip,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    }).then((r) => r.json() as Promise<{ id: string; seats: { url: string }[] }>);
  const created = await post("/api/games", null, { game: "mr-natural", seats: 2 });
  const tokens = created.seats.map((s) => s.url.split("#")[1]);
  for (const [seat, token] of tokens.entries())
    await post(`/api/games/${created.id}/claim`, token, { name: `Bot ${seat + 1}` });
  return { id: created.id, token: tokens[0], ip };
}

interface Floors {
  catalog: number;
  read: number;
  refused: number;
}

interface Measured {
  /** Server CPU (user + system, all its processes) per accepted move, creates and claims included. */
  cpuMs: number;
  p50: number;
  p99: number;
  movesPerSecond: number;
  games: number;
  responseKb: number;
  errors: string;
}

async function measureLoad(server: Server, connections: number): Promise<Measured> {
  const cpuBefore = server.cpuSeconds();
  const run = await runLoad(server.url, connections, DURATION_S);
  const cpuMs = ((server.cpuSeconds() - cpuBefore) * 1000) / Math.max(1, run.moves);
  const sorted = run.latencies.sort((a, b) => a - b);
  return {
    cpuMs,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    movesPerSecond: run.moves / run.seconds,
    games: run.games,
    responseKb: run.responseBytes / Math.max(1, run.moves) / 1024,
    errors:
      Object.entries(run.errors)
        .map(([what, count]) => `${what}: ${count}`)
        .join(", ") || "none",
  };
}

async function measureFloors({ url }: Server): Promise<Floors> {
  const game = await startedGame(url);
  const headers = { ...JSON_HEADERS, "cf-connecting-ip": game.ip, authorization: `Bearer ${game.token}` };
  return {
    catalog: await requestP50(url, { method: "GET", path: "/api/catalog" }, 200),
    read: await requestP50(url, { method: "GET", path: `/api/games/${game.id}`, headers }, 200),
    refused: await requestP50(
      url,
      {
        method: "POST",
        path: `/api/games/${game.id}/moves`,
        headers,
        body: JSON.stringify({ move: { type: "roll" }, version: 0, key: `${game.id}-stale` }),
      },
      409,
    ),
  };
}

/** workerd = our Worker on workerd with no proxy in front; wrangler = the same under `wrangler dev`. */
const SIDES = ["workerd", "wrangler", "baseline"] as const;
type Side = (typeof SIDES)[number];

/**
 * Runs `measure` on every server in turn, ROUNDS times (the machine may be shared and its load
 * drift); keeps each side's round with the lowest p50.
 */
async function bestOfRounds<T>(
  servers: Record<Side, Server>,
  measure: (server: Server) => Promise<T>,
  p50: (result: T) => number,
): Promise<Record<Side, T>> {
  const best: Partial<Record<Side, T>> = {};
  for (let round = 0; round < ROUNDS; round++) {
    for (const side of SIDES) {
      const result = await measure(servers[side]);
      if (best[side] === undefined || p50(result) < p50(best[side]!)) best[side] = result;
    }
  }
  return best as Record<Side, T>;
}

async function startBaseline(): Promise<Server> {
  const port = await freePort();
  const tsx = path.join(ROOT, "node_modules/.bin/tsx");
  return startProcess(tsx, ["bench/baseline-server.ts", "--port", String(port)], `http://127.0.0.1:${port}`, {
    ...process.env,
    NODE_ENV: "production",
  });
}

/** Starts the servers one after another (so their start-ups do not compete), runs `use`, stops them all. */
async function withServers<T>(use: (servers: Record<Side, Server>) => Promise<T>): Promise<T> {
  const started: Server[] = [];
  try {
    const workerd = await startMiniflare();
    started.push(workerd);
    const wrangler = await startWranglerDev();
    started.push(wrangler);
    const baseline = await startBaseline();
    started.push(baseline);
    return await use({ workerd, wrangler, baseline });
  } finally {
    for (const server of started.reverse()) await server.stop();
  }
}

async function measureAll(): Promise<{ runs: Record<Side, Measured>[]; floors: Record<Side, Floors> }> {
  return withServers(async (servers) => {
    const runs: Record<Side, Measured>[] = [];
    for (const connections of CONCURRENCY) {
      for (const server of Object.values(servers)) await runLoad(server.url, connections, WARMUP_S);
      runs.push(
        await bestOfRounds(
          servers,
          (server) => measureLoad(server, connections),
          (m) => m.p50,
        ),
      );
    }
    return { runs, floors: await bestOfRounds(servers, measureFloors, (f) => f.read) };
  });
}

export async function serviceSection(): Promise<SectionResult> {
  const { runs, floors } = await measureAll();
  const ms = (value: number) => num(value, 2);
  const rows = CONCURRENCY.map((n, i) => {
    const { workerd: w, wrangler: d, baseline: b } = runs[i];
    return [
      String(n),
      ms(w.p50),
      ms(w.p99),
      num(w.movesPerSecond),
      ms(d.p50),
      num(d.movesPerSecond),
      ms(b.p50),
      ms(b.p99),
      num(b.movesPerSecond),
      ratio(w.p50 / b.p50),
      ratio(d.p50 / b.p50),
      ratio(w.movesPerSecond / b.movesPerSecond),
      `${ms(w.cpuMs)} / ${ms(d.cpuMs)} / ${ms(b.cpuMs)}`,
      `${num(w.responseKb, 1)} / ${num(b.responseKb, 1)}`,
      `${w.games} / ${d.games} / ${b.games}`,
      `${w.errors} / ${d.errors} / ${b.errors}`,
    ];
  });
  const floorRow = (name: string, pick: (side: Side) => number) => [
    name,
    ms(pick("workerd")),
    ms(pick("wrangler")),
    ms(pick("baseline")),
    ratio(pick("workerd") / pick("baseline")),
    ratio(pick("wrangler") / pick("baseline")),
  ];
  const targets: Target[] = CONCURRENCY.map((n, i) => ({
    name: `service: p50 ours (workerd, no proxy) / baseline, ${n} concurrent game${n === 1 ? "" : "s"}`,
    value: `${ratio(runs[i].workerd.p50 / runs[i].baseline.p50)} (under wrangler dev ${ratio(runs[i].wrangler.p50 / runs[i].baseline.p50)})`,
    goal: "<= 2x",
    met: runs[i].workerd.p50 / runs[i].baseline.p50 <= 2,
  }));
  return {
    title: "Service",
    tables: [
      {
        caption:
          `Turn round trip (ms) and moves/s with N concurrent Mr. Natural games (2 seats): per N a ${WARMUP_S} s warm-up, then ${ROUNDS} rounds of ${DURATION_S} s ` +
          "on each server in turn, each side's round with the lower p50 shown. " +
          "workerd = the Worker built by `wrangler deploy --dry-run`, run by Miniflare's API with its socket straight to the Worker (no proxy; SQLite-backed Durable Objects and D1 on disk, the rate limiter, BOXCARS_ENV=production); " +
          "wrangler = the same code under `wrangler dev` (its proxy worker in front); baseline = the same engine and API logic behind Hono on Node with the games in memory.",
        header: [
          "N",
          "workerd p50",
          "workerd p99",
          "workerd moves/s",
          "wrangler p50",
          "wrangler moves/s",
          "base p50",
          "base p99",
          "base moves/s",
          "p50 workerd/base",
          "p50 wrangler/base",
          "moves/s workerd/base",
          "server CPU ms/move w / d / b",
          "answer KB workerd/base",
          "games ended w/d/b",
          "errors w / d / b",
        ],
        rows,
      },
      {
        caption: `Where the time goes: p50 (ms) of single requests on one connection, ${FLOOR_REQUESTS} each (best of ${ROUNDS} rounds).`,
        header: ["request", "workerd", "wrangler", "baseline", "workerd/base", "wrangler/base"],
        rows: [
          floorRow("GET /api/catalog (no game: the request path alone)", (side) => floors[side].catalog),
          floorRow(
            "GET /api/games/:id with a seat token (the room: reads, answer)",
            (side) => floors[side].read,
          ),
          floorRow(
            "POST a move with a stale version: 409 (rate limit, room reads, answer; no write)",
            (side) => floors[side].refused,
          ),
          floorRow(
            "POST a move, accepted: 200 (N = 1 above; plus the engine, the write transaction)",
            (side) => runs[0][side].p50,
          ),
        ],
      },
    ],
    notes: [
      "autocannon 8 drives every server from this process, on the same machine: load generator, server (and wrangler's processes) share its cores.",
      `Each connection plays one game at a time: create, claim both seats, then moves until the game ends or ${MAX_MOVES} moves (the limit is 120 changes a minute per client and game); creates and claims are not timed.`,
      "Server CPU = user + system time of the server's processes during the run (workerd; wrangler's node and workerd processes; the baseline's node) per accepted move, creates and claims included: " +
        "on a loaded machine the CPU a move costs is steadier than its latency, and at N = 8 and 32 the server is CPU-bound, so moves/s follows it.",
      "Ours also does per move what the baseline leaves out: the write rate limiter, the Worker -> Durable Object RPC, the SQLite transaction and reads, the notice and alarm checks; and at each game's end the archive to D1.",
    ],
    targets,
  };
}
