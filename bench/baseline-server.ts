/**
 * The service benchmark's baseline: the same engine and API logic behind Hono on Node, with the
 * games in a Map (no storage, no Durable Object, no workerd). Same routes and bodies for create,
 * claim and moves, same answers (`gameResponse`), same checks (token, idempotency key, version).
 *   tsx bench/baseline-server.ts --port 8788
 */
import { timingSafeEqual } from "node:crypto";
import { parseArgs } from "node:util";
import { serve } from "@hono/node-server";
import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { secureHeaders } from "hono/secure-headers";
import { ApiError, bearer, body } from "../worker/api/http";
import { claimBody, createGameBody } from "../worker/api/schemas";
import { moveBody, TOKEN } from "../worker/input/move";
import { RECENT_MOVES, type Caller, type CreatedGame } from "../worker/wire";
import { MAX_BODY_BYTES } from "../worker/app";
import { canonical } from "../worker/engine/canonical";
import { checkedOptions } from "../worker/engine/options";
import { playMove, startGame, type Snapshot } from "../worker/engine/play";
import { commitmentOf } from "../worker/engine/random";
import type { Draw } from "../worker/engine/dice";
import { isMoveError, type Move } from "../worker/engine/types";
import { games } from "../worker/games";
import { clockOptions, type ClockOptions } from "../worker/clock/options";
import { afterChange, newTimers, type Timers } from "../worker/clock/timers";
import { gameResponse } from "../worker/room/disclose";
import { parseRows, type RoomRows } from "../worker/room/rows";
import { hasherOf } from "../worker/room/state-hash";
import { newGameId } from "../worker/game-id";
import { entropyOf, hashToken, newServerSeed, newToken, sha256Of } from "../worker/room/tokens";

interface MoveEntry {
  n: number;
  seat: number;
  move: Move;
  by: "player";
  at: string;
  draws: Draw[];
  stateHash: string;
  requestHash: string;
}

interface MemoryGame {
  rows: RoomRows;
  snapshot: Snapshot | null;
  timers: Timers;
  moves: MoveEntry[];
  byKey: Map<string, MoveEntry>;
}

const rooms = new Map<string, MemoryGame>();
const CLOCK = checkedOptions(clockOptions, {}) as unknown as ClockOptions;

function sameHex(a: string, b: string): boolean {
  return timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

function find(c: Context): { room: MemoryGame; you: Caller } {
  const room = rooms.get(c.req.param("id") ?? "");
  if (!room) throw new ApiError(404, "not_found", "No game with this id.");
  const token = bearer(c, TOKEN);
  const hash = token === null ? null : hashToken(token);
  const seat = hash === null ? undefined : room.rows.seats.find((s) => sameHex(hash, s.token_hash));
  if (!seat) throw new ApiError(403, "bad_token", "This link's token does not belong to this game.");
  return { room, you: { role: "player", seat: seat.seat, claimed: seat.claimed_at !== null } };
}

function response(room: MemoryGame, you: Caller) {
  const { rows } = room;
  const recent = room.moves
    .slice(-RECENT_MOVES)
    .map(({ n, seat, by, at, move }) => ({ n, seat, by, at, move: JSON.stringify(move), sealed: null }));
  return gameResponse(
    games[rows.meta.game],
    { ...rows, timers: room.timers },
    room.snapshot?.state ?? null,
    you,
    recent,
  );
}

function answer(c: Context, room: MemoryGame, you: Caller) {
  return c.body(JSON.stringify(response(room, you)), 200, {
    "Content-Type": "application/json; charset=UTF-8",
  });
}

const app = new Hono();
app.use("/api/*", secureHeaders({ crossOriginResourcePolicy: false, referrerPolicy: "no-referrer" }));
app.use("/api/games/*", bodyLimit({ maxSize: MAX_BODY_BYTES }));

app.get("/api/catalog", (c) => c.json({ games: Object.keys(games) }));

app.post("/api/games", async (c) => {
  const input = await body(c, createGameBody);
  const game = games[input.game];
  if (!game) throw new ApiError(400, "unknown_game", `Unknown game '${input.game}'.`);
  const id = newGameId();
  const serverSeed = newServerSeed();
  const tokens = Array.from({ length: input.seats }, newToken);
  const now = new Date().toISOString();
  const origin = new URL(c.req.url).origin;
  rooms.set(id, {
    rows: parseRows(
      {
        game_id: id,
        game: game.id,
        options: JSON.stringify(checkedOptions(game.options, input.options ?? {})),
        server_seed: serverSeed,
        commitment: commitmentOf(serverSeed),
        host_hash: hashToken(newToken()),
        created_at: now,
        started_at: null,
        ended_at: null,
        archived_at: null,
        archive_attempts: 0,
        clock: JSON.stringify(CLOCK),
        origin,
        listed: 0,
        aborted_at: null,
        record_format: 2,
        abandoned: 0,
      },
      tokens.map((token, seat) => ({
        seat,
        token_hash: hashToken(token),
        name: null,
        client_seed: null,
        claimed_at: null,
        bot: 0,
        has_left: 0,
        time_zone: null,
      })),
      { version: 0, state: null, counters: null, setup: null, timers: null },
    ),
    snapshot: null,
    timers: newTimers(input.seats),
    moves: [],
    byKey: new Map(),
  });
  return c.json(
    {
      id,
      commitment: rooms.get(id)!.rows.meta.commitment,
      hostUrl: `${origin}/host/${id}`,
      spectatorUrl: `${origin}/watch/${id}`,
      seats: tokens.map((token, seat) => ({ seat, url: `${origin}/play/${id}#${token}` })),
    } satisfies CreatedGame,
    201,
  );
});

app.get("/api/games/:id", (c) => {
  const { room, you } = find(c);
  return answer(c, room, you);
});

app.post("/api/games/:id/claim", async (c) => {
  const { room, you } = find(c);
  const input = await body(c, claimBody);
  const { rows } = room;
  const seat = rows.seats[you.seat!];
  if (seat.claimed_at) throw new ApiError(409, "seat_taken", "This seat has already been claimed.");
  const now = new Date().toISOString();
  rows.seats[you.seat!] = { ...seat, name: input.name, client_seed: input.clientSeed, claimed_at: now };
  rows.snapshot.version++;
  if (rows.seats.every((s) => s.claimed_at)) {
    const game = games[rows.meta.game];
    const played = startGame(game, rows.seats.length, rows.options, entropyOf(rows));
    room.snapshot = played;
    room.timers = afterChange(
      CLOCK,
      room.timers,
      [],
      game.activeSeats(played.state),
      you.seat,
      0,
      Date.now(),
    ).timers;
    rows.meta.started_at = now;
    rows.snapshot.version++;
  }
  return answer(c, room, { ...you, claimed: true });
});

app.post("/api/games/:id/moves", async (c) => {
  const { room, you } = find(c);
  const input = await body(c, moveBody);
  const { rows } = room;
  const seat = you.seat!;
  const requestHash = sha256Of(canonical({ seat, move: input.move, version: input.version }));
  const earlier = room.byKey.get(input.key);
  if (earlier) {
    if (earlier.requestHash !== requestHash)
      throw new ApiError(422, "key_reused", "This idempotency key was used for a different request.");
    return answer(c, room, you);
  }
  if (!room.snapshot || rows.meta.ended_at)
    throw new ApiError(409, "not_playing", "The game is not in play.");
  if (input.version !== rows.snapshot.version) {
    const error = {
      code: "stale_version",
      message: `You saw version ${input.version}; the game is at version ${rows.snapshot.version}.`,
    };
    return c.json({ error, game: response(room, you) }, 409);
  }
  const game = games[rows.meta.game];
  const played = playMove(game, room.snapshot, entropyOf(rows), seat, input.move);
  if (isMoveError(played)) return c.json(played, 422);
  const now = Date.now();
  const entry: MoveEntry = {
    n: room.moves.length + 1,
    seat,
    move: input.move as Move,
    by: "player",
    at: new Date(now).toISOString(),
    draws: played.draws,
    stateHash: hasherOf(rows, game)(played.state),
    requestHash,
  };
  room.moves.push(entry);
  room.byKey.set(input.key, entry);
  const ended = game.result(played.state) !== null;
  room.timers = afterChange(
    CLOCK,
    room.timers,
    game.activeSeats(room.snapshot.state),
    ended ? [] : game.activeSeats(played.state),
    seat,
    entry.n,
    now,
  ).timers;
  room.snapshot = played;
  rows.snapshot.version++;
  if (ended) rows.meta.ended_at = entry.at;
  return answer(c, room, you);
});

app.onError((err, c) => {
  if (err instanceof ApiError) return c.json({ error: { code: err.code, message: err.message } }, err.status);
  console.error(err);
  return c.json({ error: { code: "internal", message: String(err) } }, 500);
});

const { values } = parseArgs({ options: { port: { type: "string", default: "8788" } } });
serve({ fetch: app.fetch, hostname: "127.0.0.1", port: Number(values.port) });
