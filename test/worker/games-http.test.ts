/**
 * Every registered game, end to end through the HTTP API, the rooms and the archive (R2 and the D1
 * index). And the room in memory (worker/room/rows.ts): what it holds is always what its storage
 * holds. A property over random games of every game: two rooms with the same seed play the same
 * moves; one of them is restarted (its Durable Object aborted) at random points; after every move
 * the restarted room's value equals the one rebuilt from its storage, and every viewer's answer
 * equals the never-restarted room's. And a transaction that throws half-way changes neither memory
 * nor storage.
 */
import { runInDurableObject } from "cloudflare:test";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { GameResponse } from "../../worker/wire";
import { commitmentOf } from "../../worker/engine/random";
import { plainStateHash, stateHasher, verifyRecord, type GameRecord } from "../../worker/engine/record";
import { games } from "../../worker/games";
import { newGameId } from "../../worker/game-id";
import type { GameRoom } from "../../worker/room/GameRoom";
import { hasherOf } from "../../worker/room/state-hash";
import { ROOM_SCHEMA } from "../../worker/room/storage/sql";
import {
  api,
  changeStorage,
  claimAll,
  createGame,
  expectSameRoom,
  memoryAndStorage,
  playToEnd,
  roomDump,
  roomGone,
  roomStub,
  waitForArchive,
  type TestGame,
} from "./support";

/** Options that make a game short enough for a test; games not listed play with defaults. */
const quick: Record<string, Record<string, unknown>> = {
  "mr-natural": { target: 2000 },
  "boxcars-rails": { startingCash: 50000, winningCash: 150000 },
};

describe.each(Object.values(games))("$id over HTTP", (game) => {
  it("plays a whole game by bearer tokens, archives it, verifies it, and serves it from the archive once the room is gone", async () => {
    const seats = Math.max(game.players.min, Math.min(3, game.players.max));
    const g = await createGame(game.id, seats, quick[game.id], { listed: true });
    expect(g.created.commitment).toMatch(/^[0-9a-f]{64}$/);
    expect(g.created.seats).toHaveLength(seats);

    const started = await claimAll(g);
    expect(started.status).toBe("playing");
    const early = await api<GameRecord>("GET", `/api/games/${g.id}/record`);
    expect(early.body.serverSeed).toBeNull();

    const ended = await playToEnd(g, 7, 5000, game);
    expect(ended.status).toBe("finished");
    expect(ended.result).not.toBeNull();
    expect(commitmentOf(ended.serverSeed!)).toBe(g.created.commitment);

    const record = (await api<GameRecord>("GET", `/api/games/${g.id}/record`)).body;
    expect(record.moves.length).toBeGreaterThan(0);
    expect(verifyRecord(games, record)).toMatchObject({ ok: true, moves: record.moves.length });
    const last = (await api<GameResponse>("GET", `/api/games/${g.id}`)).body;

    // Archived (R2, then the D1 index), and the room's storage deleted at once.
    await waitForArchive(g.id);
    expect(await roomGone(g.id)).toBe(true);
    const listed = await api("GET", `/api/games?status=finished&game=${game.id}`);
    expect(listed.body.games.map((x: { id: string }) => x.id)).toContain(g.id);
    const before = new Date(Date.parse(ended.endedAt!) + 1).toISOString();
    const page = await api("GET", `/api/games?status=finished&game=${game.id}&before=${before}&limit=1`);
    expect(page.body.games.map((x: { id: string }) => x.id)).toEqual([g.id]);
    const older = await api("GET", `/api/games?status=finished&game=${game.id}&before=${ended.endedAt}`);
    expect(older.body.games.map((x: { id: string }) => x.id)).not.toContain(g.id);

    // The same URLs answer from the archive: the room's last answer and its record, which verifies.
    const archived = await api<GameResponse>("GET", `/api/games/${g.id}`);
    expect(archived.status).toBe(200);
    expect(archived.body).toEqual({
      ...last,
      ...(last.seats.length === 1 ? { soloRank: archived.body.soloRank } : {}),
    });
    const stored = await api<GameRecord>("GET", `/api/games/${g.id}/record`);
    expect(stored.body).toEqual(record);
    expect(verifyRecord(games, stored.body)).toMatchObject({ ok: true });
  }, 180_000);
});

const MOVES = 12;
/** What may happen after each move besides it: a message at the table, or a takeback asked (and maybe agreed). */
const EXTRAS = ["none", "none", "chat", "takeback"] as const;
const TABLES = [
  "meta",
  "seats",
  "snapshot",
  "moves",
  "standing_orders",
  "contacts",
  "rematch",
  "fork",
  "chat",
];

/** Restarts one room's object (as an eviction or a crash would); the next request wakes it from storage. */
async function restart(id: string): Promise<void> {
  await runInDurableObject(roomStub(id), (_room, state) => state.abort("restart")).catch(() => {});
}

/** A second room holding the same game as `g` (same seed, id and tokens), made before any claim. */
async function twin(g: TestGame): Promise<string> {
  const rows = await runInDurableObject(roomStub(g.id), (_room, state) =>
    TABLES.map((t) => state.storage.sql.exec(`SELECT * FROM ${t}`).toArray()),
  );
  const id = newGameId();
  await runInDurableObject(roomStub(id), (_room, state) => {
    state.storage.sql.exec(ROOM_SCHEMA);
    TABLES.forEach((table, i) => {
      for (const row of rows[i]) {
        const columns = Object.keys(row);
        state.storage.sql.exec(
          `INSERT INTO ${table} (${columns.join(", ")}) VALUES (${columns.map(() => "?").join(", ")})`,
          ...Object.values(row),
        );
      }
    });
  });
  await restart(id); // it woke with no game: it reads the copy now
  return id;
}

/** An answer without what depends on the moment it was made. */
function timeless(answer: unknown): unknown {
  return JSON.parse(JSON.stringify(answer), (key, value) =>
    ["at", "startedAt", "endedAt"].includes(key) ? "" : value,
  );
}

async function read(id: string, token?: string): Promise<GameResponse> {
  const res = await api<GameResponse>("GET", `/api/games/${id}`, { token });
  expect(res.status).toBe(200);
  return res.body;
}

async function sameAnswers(g: TestGame, other: string): Promise<void> {
  for (const token of [undefined, ...g.tokens]) {
    expect(timeless(await read(other, token))).toEqual(timeless(await read(g.id, token)));
  }
}

describe("the room in memory", () => {
  for (const game of Object.values(games)) {
    it(`rebuilds the same value after a restart: random ${game.id} games`, async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.integer({ min: 1, max: 2 ** 30 }),
          fc.array(fc.boolean(), { minLength: MOVES, maxLength: MOVES }),
          fc.array(fc.constantFrom(...EXTRAS), { minLength: MOVES, maxLength: MOVES }),
          async (seed, restarts, extras) => {
            // Two seats where the game allows them: a takeback then waits for the other's consent.
            const g = await createGame(game.id, Math.min(game.players.max, Math.max(2, game.players.min)));
            const copy = await twin(g);
            await claimAll(g);
            let last = await claimAll({ ...g, id: copy });
            const both = async (method: string, path: string, seat: number, body: unknown) => {
              const [a, b] = await Promise.all(
                [g.id, copy].map((id) =>
                  api(method, `/api/games/${id}/${path}`, { token: g.tokens[seat], body }),
                ),
              );
              expect(b.status).toBe(a.status);
              return a;
            };
            // Every seat has a contact, so each move makes the turn notices (their facts from memory).
            for (let seat = 0; seat < g.tokens.length; seat++)
              await both("PUT", "notifications", seat, { email: `seat${seat}@example.com`, webhook: null });
            let pick = seed;
            for (let i = 0; i < MOVES && last.status === "playing"; i++) {
              const seat = last.activeSeats[pick % last.activeSeats.length];
              const mine = await read(g.id, g.tokens[seat]);
              const legal = mine.legalMoves ?? [];
              if (legal.length === 0) break;
              pick = (pick * 1103515245 + 12345) % 2 ** 31;
              const body = { move: legal[pick % legal.length], version: mine.version, key: `move-key-${i}` };
              const a = await api<GameResponse>("POST", `/api/games/${g.id}/moves`, {
                token: g.tokens[seat],
                body,
              });
              const b = await api("POST", `/api/games/${copy}/moves`, { token: g.tokens[seat], body });
              expect(a.status, JSON.stringify(a.body)).toBe(200);
              expect(b.status).toBe(a.status);
              expect(timeless(b.body)).toEqual(timeless(a.body));
              last = a.body;
              if (extras[i] === "chat") await both("POST", "chat", seat, { text: `move ${i}` });
              let takenBack = false;
              if (extras[i] === "takeback") {
                const asked = await both("POST", "takeback", seat, {
                  action: "ask",
                  version: last.version,
                  key: `takeback-key-${i}`,
                });
                const waiting: number[] = asked.status === 200 ? (asked.body.takeback?.waiting ?? []) : [];
                // Half the asks are agreed (the move is taken back), half stay pending over the restart.
                if (waiting.length && pick % 2)
                  for (const other of waiting)
                    await both("POST", "takeback", other, {
                      action: "agree",
                      version: (await read(g.id)).version,
                      key: `takeback-key-${i}-${other}`,
                    });
                last = await read(g.id);
                takenBack = last.takeback?.status === "taken";
              }
              expectSameRoom(await memoryAndStorage(copy));
              if (restarts[i]) {
                await restart(copy);
                await sameAnswers(g, copy);
                // A retry after the restart is answered again, never applied twice (unless taken back: then its key is gone with it).
                const retried = await api("POST", `/api/games/${copy}/moves`, {
                  token: g.tokens[seat],
                  body,
                });
                expect(retried.status).toBe(takenBack ? 409 : a.status);
              }
            }
            await sameAnswers(g, copy);
            const records = await Promise.all(
              [g.id, copy].map((id) => api("GET", `/api/games/${id}/record`, { token: g.tokens[0] })),
            );
            expect(timeless(records[1].body)).toEqual(timeless(records[0].body));
          },
        ),
        { numRuns: 2 },
      );
    }, 120_000);
  }

  it("leaves memory and storage as they were when a move's transaction throws half-way", async () => {
    const g = await createGame("mr-natural", 2);
    await claimAll(g);
    const before = await roomDump(g.id);
    const [memoryBefore] = await memoryAndStorage(g.id);
    const seat = (await read(g.id)).activeSeats[0];
    const mine = await read(g.id, g.tokens[seat]);
    const body = { move: mine.legalMoves![0], version: mine.version, key: "half-way" };
    // The move row is written, then the snapshot's write fails (a full disk, say).
    const failing = await runInDurableObject(roomStub(g.id), async (room: GameRoom, state) => {
      const sql = state.storage.sql;
      const exec = sql.exec.bind(sql);
      Object.defineProperty(sql, "exec", {
        configurable: true,
        value: (query: string, ...bindings: unknown[]) => {
          if (query.startsWith("UPDATE snapshot")) throw new Error("disk full");
          return exec(query, ...bindings);
        },
      });
      try {
        return await room.move(g.tokens[seat], body);
      } catch (error) {
        return (error as Error).message;
      } finally {
        delete (sql as unknown as Record<string, unknown>).exec;
      }
    });
    expect(failing).toBe("disk full");
    expect(await roomDump(g.id)).toBe(before);
    const [memory, stored] = await memoryAndStorage(g.id);
    expect(memory).toEqual(stored);
    expect(memory).toEqual(memoryBefore);
    // The same request now succeeds, once.
    const played = await api("POST", `/api/games/${g.id}/moves`, { token: g.tokens[seat], body });
    expect(played.status).toBe(200);
    expect((await read(g.id)).version).toBe(mine.version + 1);
  }, 30_000);
});

describe("a room made before the room kept its keys in memory", () => {
  it("is made again without the key and drop indexes when it wakes, its log and keys kept", async () => {
    const g = await createGame("mr-natural", 2);
    let last = await claimAll(g);
    const seat = last.activeSeats[0];
    const body = {
      move: (await read(g.id, g.tokens[seat])).legalMoves![0],
      version: last.version,
      key: "old-room-move-1",
    };
    last = (await api<GameResponse>("POST", `/api/games/${g.id}/moves`, { token: g.tokens[seat], body }))
      .body;
    // As such a room's tables were: a UNIQUE key (an index) and the partial index of drops.
    await changeStorage(g.id, (storage) => {
      const sql = storage.sql;
      sql.exec("CREATE TABLE moves_old AS SELECT * FROM moves");
      sql.exec("DROP TABLE moves");
      sql.exec(
        "CREATE TABLE moves (n INTEGER PRIMARY KEY, seat INTEGER NOT NULL, move TEXT NOT NULL, by TEXT NOT NULL, at TEXT NOT NULL, draws TEXT NOT NULL, state_hash TEXT NOT NULL, key TEXT UNIQUE, request_hash TEXT, version INTEGER NOT NULL, sealed TEXT)",
      );
      sql.exec("INSERT INTO moves SELECT * FROM moves_old");
      sql.exec("DROP TABLE moves_old");
      sql.exec("CREATE INDEX moves_left ON moves (seat) WHERE json_extract(move, '$.type') = '$drop'");
    });
    const indexes = await runInDurableObject(roomStub(g.id), (_room, state) =>
      state.storage.sql
        .exec<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'moves'")
        .toArray(),
    );
    expect(indexes).toEqual([]);
    const retried = await api<GameResponse>("POST", `/api/games/${g.id}/moves`, {
      token: g.tokens[seat],
      body,
    });
    expect([retried.status, retried.body.version]).toEqual([200, last.version]);
    expect((await read(g.id)).recentMoves).toEqual(last.recentMoves);
  });
});

describe("the room's state hash", () => {
  it("is the engine's, made by node:crypto (keyed by the seed; plain for format 1)", () => {
    const seed = "ab".repeat(32);
    const states = [{}, { b: [1, 2, { z: "é", a: null }], a: 1 }, { long: "x".repeat(5000) }];
    for (const format of [1, 2]) {
      const rows = { meta: { server_seed: seed, record_format: format } } as Parameters<typeof hasherOf>[0];
      const engine = format === 2 ? stateHasher(seed) : plainStateHash;
      for (const state of states) expect(hasherOf(rows, {})(state)).toBe(engine(state));
    }
  });
});
