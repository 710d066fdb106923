/** Talking to the real Worker (and through it the rooms) from tests running inside workerd. */
import type { GameOf } from "../../worker/engine/define";
import {
  abortAllDurableObjects,
  createExecutionContext,
  env,
  runDurableObjectAlarm,
  runInDurableObject,
  SELF,
  waitOnExecutionContext,
} from "cloudflare:test";
import { expect } from "vitest";
import worker from "../../worker/index";
import type { CreatedGame, GameResponse } from "../../worker/wire";
import { SeededRandom } from "../../worker/engine/random";
import type { GameRoom } from "../../worker/room/GameRoom";
import { Ledger } from "../../worker/room/ledger";
import { backoff } from "../../worker/room/outbox";
import type { RoomRows } from "../../worker/room/rows";
import { fingerprintOf, toBase64Url, type KeyAlg } from "../../worker/engine/seat-keys";

export interface Answer<T = any> {
  status: number;
  body: T;
}

let viaSelf = false;
/**
 * For the files that race the room's own alarm against `runAlarm` (the outbox: notifications, push):
 * their requests go through the pool's `SELF.fetch`, as all did before `callWorker`; they make few.
 */
export function throughSelf(): void {
  viaSelf = true;
}

export async function api<T = any>(
  method: string,
  path: string,
  init: { token?: string; body?: unknown; raw?: string; headers?: Record<string, string> } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { ...init.headers };
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  if (init.body !== undefined || init.raw !== undefined) headers["Content-Type"] = "application/json";
  const response = await (viaSelf ? (r: Request) => SELF.fetch(r) : callWorker)(
    new Request(`https://boxcars.test${path}`, {
      method,
      headers,
      body: init.raw ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
    }),
  );
  // Through SELF the runtime has unpacked a gzip body already, as a browser's fetch does.
  const text = viaSelf ? await response.text() : await bodyText(response);
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

/** A response's text; an archived record comes as its stored gzip bytes (`encodeBody: "manual"`), as a browser would unpack them. */
export async function bodyText(response: Response): Promise<string> {
  if (response.headers.get("Content-Encoding") !== "gzip" || !response.body) return response.text();
  return new Response(response.body.pipeThrough(new DecompressionStream("gzip"))).text();
}

/**
 * The Worker's own fetch handler, called in this isolate with the real bindings. `SELF.fetch` does
 * the same through the pool, but each call there costs more than the last (workers-sdk#15446), so
 * a whole game played through it ran for minutes.
 */
export async function callWorker(request: Request): Promise<Response> {
  const ctx = createExecutionContext();
  const response = await worker.fetch(request, env, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

export function tokenOf(url: string): string {
  return new URL(url).hash.slice(1);
}

export interface TestGame {
  id: string;
  created: CreatedGame;
  host: string;
  tokens: string[];
}

/** Creates a game; `extra` adds body members (`bots`, `listed`, `clock`). `tokens` has "" for a bot seat. */
export async function createGame(
  game: string,
  seats: number,
  options: Record<string, unknown> = {},
  extra: Record<string, unknown> = {},
): Promise<TestGame> {
  const res = await api<CreatedGame>("POST", "/api/games", { body: { game, seats, options, ...extra } });
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${JSON.stringify(res.body)}`);
  return {
    id: res.body.id,
    created: res.body,
    host: tokenOf(res.body.hostUrl),
    tokens: res.body.seats.map((s) => (s.url === null ? "" : tokenOf(s.url))),
  };
}

export async function claimAll(game: TestGame): Promise<GameResponse> {
  let last: Answer<GameResponse> | null = null;
  for (const [seat, token] of game.tokens.entries()) {
    if (token === "") continue; // a bot seat
    last = await api<GameResponse>("POST", `/api/games/${game.id}/claim`, {
      token,
      body: { name: `Player ${seat + 1}`, clientSeed: `seed-${seat}` },
    });
    if (last.status !== 200) throw new Error(`claim failed: ${JSON.stringify(last.body)}`);
  }
  return last!.body;
}

export function roomStub(id: string) {
  return env.GAME_ROOM.get(env.GAME_ROOM.idFromName(id));
}

/**
 * Changes a room's storage behind its back (a test's shortcut to a state or a time), then restarts
 * every Durable Object, as an eviction would: the room keeps its game in memory and reads its
 * storage again only when it wakes.
 */
export async function changeStorage<T>(
  id: string,
  change: (storage: DurableObjectStorage) => T | Promise<T>,
): Promise<T> {
  const result = await runInDurableObject(roomStub(id), (_room, state) => change(state.storage));
  await abortAllDurableObjects();
  return result;
}

/** The room's value in memory, and the value a room waking now would read from the same storage. */
export async function memoryAndStorage(id: string): Promise<[RoomRows | null, RoomRows | null]> {
  return runInDurableObject(roomStub(id), (room: GameRoom, state) => [
    (room as unknown as { ledger: Ledger }).ledger.rows(),
    new Ledger(state.storage).rows(),
  ]);
}

/**
 * The value in memory is the one storage holds; only the outbox's due time may be earlier in memory
 * (a delivery in flight has moved its message on), never later.
 */
export function expectSameRoom([memory, stored]: [RoomRows | null, RoomRows | null]): void {
  const due = (rows: RoomRows | null) => rows?.outboxDue ?? Number.POSITIVE_INFINITY;
  expect(due(memory)).toBeLessThanOrEqual(due(stored));
  expect({ ...memory, outboxDue: null }).toEqual({ ...stored, outboxDue: null });
}

/** Every table's rows in a room, to prove a refused request stored nothing. */
export async function roomDump(id: string): Promise<string> {
  return runInDurableObject(roomStub(id), (_room, state) => {
    const tables = ["meta", "seats", "snapshot", "moves"];
    return JSON.stringify(tables.map((t) => state.storage.sql.exec(`SELECT * FROM ${t}`).toArray()));
  });
}

/**
 * Archives a finished game now (its room would wait `ARCHIVE_AFTER_MS` after the end): the record
 * and view to R2, the index to D1, then the room's storage is deleted.
 */
export async function waitForArchive(id: string): Promise<void> {
  for (let i = 0; i < 20; i++) {
    if (await roomStub(id).archiveNow()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`game ${id} was not archived`);
}

/** Whether the room's storage is gone (every table dropped). */
export async function roomGone(id: string): Promise<boolean> {
  return runInDurableObject(
    roomStub(id),
    (_room, state) =>
      state.storage.sql
        .exec<{ n: number }>(
          "SELECT COUNT(*) AS n FROM sqlite_master WHERE type = 'table' AND name NOT LIKE '\\_%' ESCAPE '\\'",
        )
        .one().n === 0,
  );
}

/** A small deterministic PRNG for picking moves in tests. */
export function picker(seed: number): (n: number) => number {
  let x = seed >>> 0 || 1;
  return (n) => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) % n;
  };
}

/**
 * Plays a started game to its end over HTTP. Each move is one of the seat's `legalMoves` from the
 * server: a random one, or with `bot`, the game's bot's choice made on the seat's view (every game
 * so far shows a seat the whole state) — much shorter games for games that random play drags out.
 */
export async function playToEnd<S>(
  game: TestGame,
  seed = 7,
  maxMoves = 5000,
  bot?: GameOf<S>,
): Promise<GameResponse> {
  const pick = picker(seed);
  let state = (await api<GameResponse>("GET", `/api/games/${game.id}`)).body;
  for (let i = 0; state.status === "playing"; i++) {
    if (i >= maxMoves) throw new Error("game did not end");
    const people = state.activeSeats.filter((s) => game.tokens[s] !== "");
    if (people.length === 0) {
      // Only bot seats may act: the room's alarm plays them.
      await runDurableObjectAlarm(roomStub(game.id));
      state = (await api<GameResponse>("GET", `/api/games/${game.id}`)).body;
      continue;
    }
    const seat = people[pick(people.length)];
    const mine = (await api<GameResponse>("GET", `/api/games/${game.id}`, { token: game.tokens[seat] })).body;
    const moves = mine.legalMoves!;
    // The view stands in for the state: the games this is used with show a seat the whole state.
    const choice = bot?.bot.chooseMove(
      mine.view as S,
      seat,
      new SeededRandom({ serverSeed: "00".repeat(32), gameId: `${game.id}/${i}`, clientSeeds: [] }),
    );
    // The game is the authority on legality, and a route game's list is only a sample: the bot's own move goes as it is.
    const move = choice ?? moves[pick(moves.length)];
    const res = await api<GameResponse>("POST", `/api/games/${game.id}/moves`, {
      token: game.tokens[seat],
      body: { move, version: mine.version, key: `move-${game.id}-${i}` },
    });
    if (res.status !== 200) throw new Error(`move refused: ${JSON.stringify(res.body)}`);
    state = res.body;
  }
  return state;
}

/**
 * Moves the room's clock `ms` into the future: every stored time (deadlines, reminders, vacations,
 * outbox retry times, digest windows) is moved `ms` into the past instead.
 */
export async function advanceClock(id: string, ms: number): Promise<void> {
  await changeStorage(id, (storage) => {
    const sql = storage.sql;
    sql.exec("UPDATE outbox SET next_at = next_at - ? WHERE status = 'pending'", ms);
    sql.exec("UPDATE contacts SET last_sent_at = last_sent_at - ? WHERE last_sent_at > 0", ms);
    const row = sql.exec<{ timers: string | null }>("SELECT timers FROM snapshot").one();
    if (!row.timers) return;
    const shift = (t: number | null) => (t ? t - ms : t);
    const timers = JSON.parse(row.timers).map((t: Record<string, number | null>) => ({
      ...t,
      since: shift(t.since),
      deadline: shift(t.deadline),
      vacationUntil: shift(t.vacationUntil),
      movedAt: shift(t.movedAt),
    }));
    sql.exec("UPDATE snapshot SET timers = ?", JSON.stringify(timers));
  });
}

/**
 * Runs the room's alarm and waits until it has settled: no alarm due and no due message left
 * pending. (An alarm set for "now" may also be running by itself; this waits for it too.)
 */
export async function runAlarm(id: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    await runDurableObjectAlarm(roomStub(id));
    const settled = await runInDurableObject(roomStub(id), async (_room, state) => {
      const now = Date.now();
      const alarm = await state.storage.getAlarm();
      // Due, or in flight: a run of the room's own alarm (it fires by itself too) has claimed a first
      // attempt (next_at moved to now + 30 s) and is still awaiting the send.
      const due = state.storage.sql
        .exec<{ c: number }>(
          "SELECT COUNT(*) AS c FROM outbox WHERE status = 'pending' AND (next_at <= ? OR (attempts = 0 AND last_error IS NULL AND next_at <= ?))",
          now,
          now + backoff(1),
        )
        .one().c;
      return (alarm === null || alarm > now) && due === 0;
    });
    if (settled) return;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`room ${id} did not settle`);
}

export interface Hook {
  url: string;
  headers: Record<string, string>;
  body: any;
}

/**
 * Captures the webhooks the rooms send (they share this isolate's `fetch`). `answer` decides each
 * call's status: say 500 to make it fail.
 */
export function captureWebhooks(answer: (hook: Hook) => number = () => 204) {
  const calls: Hook[] = [];
  const original = globalThis.fetch;
  const spy = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    if (!request.url.startsWith("https://hooks.test/")) return original(input, init);
    const hook: Hook = {
      url: request.url,
      headers: Object.fromEntries(request.headers),
      body: await request.json(),
    };
    calls.push(hook);
    return new Response(null, { status: answer(hook) });
  };
  globalThis.fetch = spy as typeof fetch;
  return {
    calls,
    restore: () => {
      globalThis.fetch = original;
    },
  };
}

/** The archive's bucket, except that a `put` for which `fails(key, n)` (n: 1 for the first put) throws "R2 is away". */
export function flakyBucket(bucket: R2Bucket, fails: (key: string, n: number) => boolean): R2Bucket {
  let puts = 0;
  return new Proxy(bucket, {
    get(target, name) {
      const value = Reflect.get(target, name, target);
      if (name === "put")
        return (key: string, ...rest: unknown[]) => {
          if (fails(key, ++puts)) throw new Error("R2 is away");
          return (value as (...args: unknown[]) => unknown).call(target, key, ...rest);
        };
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

/** A player key pair made as a browser makes one, that signs texts (docs/players.md). */
export interface TestKey {
  alg: KeyAlg;
  publicKey: string;
  fingerprint: string;
  sign(text: string): Promise<string>;
}

export async function newKey(alg: KeyAlg = "Ed25519"): Promise<TestKey> {
  const params = alg === "Ed25519" ? { name: "Ed25519" } : { name: "ECDSA", namedCurve: "P-256" };
  const pair = (await crypto.subtle.generateKey(params, true, ["sign", "verify"])) as CryptoKeyPair;
  const raw = new Uint8Array((await crypto.subtle.exportKey("raw", pair.publicKey)) as ArrayBuffer);
  const publicKey = toBase64Url(raw);
  const signParams = alg === "Ed25519" ? { name: "Ed25519" } : { name: "ECDSA", hash: "SHA-256" };
  return {
    alg,
    publicKey,
    fingerprint: fingerprintOf(publicKey)!,
    sign: async (text) =>
      toBase64Url(
        new Uint8Array(await crypto.subtle.sign(signParams, pair.privateKey, new TextEncoder().encode(text))),
      ),
  };
}
