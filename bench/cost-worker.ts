/**
 * The cost section's Worker entry (`wrangler dev bench/cost-worker.ts`, wrangler.toml's bindings):
 * the real app and the real GameRoom, whose storage and D1 binding are wrapped to count what the
 * storage API itself reports: each SQL cursor's `rowsWritten`/`rowsRead`, `databaseSize`, every
 * `transactionSync`, `setAlarm`, and D1's `meta.rows_written` per archived game. Nothing in
 * worker/ changes. `GET /api/bench/rooms/:id` answers a room's counters so far.
 */
import { app } from "../worker/app";
import type { Env } from "../worker/env";
import type { Reply } from "../worker/wire";
import { GameRoom as Room, type MoveInput } from "../worker/room/GameRoom";

// Every Durable Object class wrangler.toml binds must be exported by the entry.
export { LeagueRoom } from "../worker/leagues/LeagueRoom";

export interface StatementCount {
  calls: number;
  rowsWritten: number;
}

/** What one accepted move cost, as the storage API counted it. */
export interface MoveCost {
  transactions: number;
  /** Rows written by statements inside `transactionSync` / outside it (implicit transactions). */
  rowsWritten: number;
  rowsWrittenOutside: number;
  /** Of those, rows of the notification outbox (a turn message queued for a seat with a contact). */
  outboxRows?: number;
  rowsRead: number;
  /** SELECT statements run (absent in trees from before it was counted). */
  reads?: number;
  /** Characters bound into INSERT/UPDATE/DELETE statements (what the writes carry). */
  bytesBound: number;
  setAlarms: number;
}

export interface RoomStats {
  moves: MoveCost[];
  /** During accepted moves, by statement (its first words): calls and rows written. */
  statements: Record<string, StatementCount>;
  d1RowsWritten: number;
  d1Statements: number;
  databaseSize: number;
  archived: boolean;
}

/** `GET /api/bench/rooms/:id`: the room's counters and the game's rows in D1. */
export interface BenchAnswer extends RoomStats {
  d1RowsStored: number;
}

interface Counters extends Omit<RoomStats, "databaseSize" | "archived"> {
  /** The move being counted, while the room's `move()` runs. */
  current: MoveCost | null;
}

/** A proxy whose methods stay bound to the real object, with some of them replaced. */
function wrap<T extends object>(target: T, replaced: Partial<Record<keyof T, unknown>>): T {
  return new Proxy(target, {
    get(object, key) {
      if (key in replaced) return replaced[key as keyof T];
      const value = Reflect.get(object, key, object);
      return typeof value === "function" ? value.bind(object) : value;
    },
  });
}

/** "SELECT COUNT(*) … moves", "INSERT INTO moves", "UPDATE snapshot": the start of a statement and its table. */
function statementName(query: string): string {
  const words = query.trim().split(/\s+/);
  const table = /\b(?:FROM|INTO|UPDATE)\s+(\w+)/i.exec(query)?.[1] ?? "";
  return words[0].toUpperCase() === "SELECT"
    ? `${words[0]} ${words[1]} … ${table}`
    : `${words[0]} ${words[1]}${words[1] === "INTO" ? ` ${table}` : ""}`;
}

/** Counts in place: the room is built with the real DurableObjectState, whose storage gets own properties. */
function countStorage(storage: DurableObjectStorage, counters: Counters): void {
  const real = {
    sql: storage.sql,
    transactionSync: storage.transactionSync.bind(storage),
    setAlarm: storage.setAlarm.bind(storage),
  };
  let inTransaction = false;
  const sql = wrap(real.sql, {
    exec: (query: string, ...bindings: unknown[]) => {
      const cursor = real.sql.exec(query, ...bindings);
      const cost = counters.current;
      if (!cost) return cursor;
      if (/^\s*(INSERT|UPDATE|DELETE)/i.test(query))
        cost.bytesBound += bindings.reduce<number>((n, b) => n + (typeof b === "string" ? b.length : 8), 0);
      const entry = (counters.statements[statementName(query)] ??= { calls: 0, rowsWritten: 0 });
      entry.calls++;
      if (/^\s*SELECT/i.test(query)) cost.reads = (cost.reads ?? 0) + 1;
      const outside = !inTransaction;
      // A cursor's counters grow as it is read; the room reads each one at once, so sum them after.
      const outbox = /^\s*(INSERT INTO|UPDATE)\s+outbox\b/i.test(query);
      queueMicrotask(() => {
        if (outbox) cost.outboxRows = (cost.outboxRows ?? 0) + cursor.rowsWritten;
        entry.rowsWritten += cursor.rowsWritten;
        cost.rowsRead += cursor.rowsRead;
        if (outside) cost.rowsWrittenOutside += cursor.rowsWritten;
        else cost.rowsWritten += cursor.rowsWritten;
      });
      return cursor;
    },
  });
  Object.defineProperties(storage, {
    sql: { value: sql },
    transactionSync: {
      value: <T>(fn: () => T): T => {
        inTransaction = true;
        try {
          return real.transactionSync(fn);
        } finally {
          inTransaction = false;
          if (counters.current) counters.current.transactions++;
        }
      },
    },
    setAlarm: {
      value: (at: number | Date, options?: DurableObjectSetAlarmOptions) => {
        if (counters.current) counters.current.setAlarms++;
        return real.setAlarm(at, options);
      },
    },
  });
}

function countingD1(db: D1Database, counters: Counters): D1Database {
  return wrap(db, {
    batch: async (statements: D1PreparedStatement[]) => {
      const results = await db.batch(statements);
      counters.d1Statements += results.length;
      counters.d1RowsWritten += results.reduce((n, r) => n + (r.meta.rows_written ?? 0), 0);
      return results;
    },
  });
}

export class GameRoom extends Room {
  readonly #counters: Counters;
  readonly #sql: SqlStorage;

  constructor(ctx: DurableObjectState, env: Env) {
    const counters: Counters = {
      moves: [],
      statements: {},
      d1RowsWritten: 0,
      d1Statements: 0,
      current: null,
    };
    const sql = ctx.storage.sql;
    countStorage(ctx.storage, counters); // before the room's store takes hold of ctx.storage.sql
    super(ctx, env);
    // The base class keeps its own env; the room reads this.env.DB when it archives.
    Object.defineProperty(this, "env", { value: { ...env, DB: countingD1(env.DB, counters) } });
    this.#counters = counters;
    this.#sql = sql;
  }

  async move(token: string | null, input: MoveInput): Promise<Reply> {
    const cost: MoveCost = {
      transactions: 0,
      rowsWritten: 0,
      rowsWrittenOutside: 0,
      outboxRows: 0,
      rowsRead: 0,
      reads: 0,
      bytesBound: 0,
      setAlarms: 0,
    };
    this.#counters.current = cost;
    try {
      const reply = await super.move(token, input);
      if (reply.status === 200) this.#counters.moves.push(cost);
      return reply;
    } finally {
      this.#counters.current = null;
    }
  }

  /** The counters; with `archive`, the finished game is archived first (and the room's storage deleted). */
  async benchStats(archive = false): Promise<RoomStats> {
    const archived = archive && (await this.archiveNow());
    const { current: _, ...counters } = this.#counters;
    return {
      ...structuredClone(counters),
      databaseSize: this.#sql.databaseSize,
      archived,
    };
  }
}

export default {
  async fetch(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
    const url = new URL(request.url);
    const room = /^\/api\/bench\/rooms\/([a-z0-9]+)$/.exec(url.pathname)?.[1];
    if (!room) return app.fetch(request, env, ctx);
    const stub = env.GAME_ROOM.get(env.GAME_ROOM.idFromName(room)) as unknown as DurableObjectStub<GameRoom>;
    const stats = await stub.benchStats(url.searchParams.has("archive"));
    const stored = await env.DB.prepare(
      "SELECT (SELECT COUNT(*) FROM archived_games WHERE id = ?1) + (SELECT COUNT(*) FROM game_results WHERE game_id = ?1) AS n",
    )
      .bind(room)
      .first<{ n: number }>();
    return Response.json({
      ...stats,
      d1RowsStored: stored?.n ?? 0,
    } satisfies BenchAnswer);
  },
};
