/**
 * Section 3, cost per move. One 2-seat game of each game, played to its end through the HTTP API
 * of `wrangler dev bench/cost-worker.ts` (the real app and room, storage counted), each seat's moves
 * chosen by the game's bot from the answers' view. The room's counters are read after the start
 * and after the last move (per move = the difference / moves), then once the archive to D1 is done.
 */
import { copyFileSync } from "node:fs";
import path from "node:path";
import type { AnyGame, GameState } from "../worker/engine/define";
import type { GameResponse } from "../worker/wire";
import { SeededRandom } from "../worker/engine/random";
import { games } from "../worker/games";
import { beforeTree } from "./before";
import type { BenchAnswer, MoveCost, StatementCount } from "./cost-worker";
import { ROOT, startWranglerDev } from "./dev-server";
import { configuredLimit, Pacer } from "./pace";
import { kb, num, type SectionResult, type Target } from "./report";

const SEATS = 2;
const ARCHIVE_TIMEOUT_MS = 30_000;

interface Client {
  url: string;
  /**
   * Each seat plays from its own address, as its player would; the rate limits count per address
   * (and game), so every POST waits its turn under them (`pace.ts`) instead of being refused.
   */
  post(
    path: string,
    seat: number | null,
    token: string | null,
    body: unknown,
    method?: "POST" | "PUT",
  ): Promise<{ status: number; json: unknown }>;
  /** With `archive`, the room archives the finished game at once (it would wait an hour after the end). */
  stats(id: string, archive?: boolean): Promise<BenchAnswer>;
  /** Seconds spent waiting for the rate limits. */
  waited(): number;
}

function client(url: string): Client {
  const writes = new Pacer(configuredLimit("WRITE_LIMIT"));
  const creates = new Pacer(configuredLimit("CREATE_LIMIT"));
  return {
    url,
    async post(path, seat, token, body, method = "POST") {
      const ip = `10.0.0.${(seat ?? 0) + 1}`;
      const game = /^\/api\/games\/([^/]+)\//.exec(path)?.[1];
      const [pacer, key] = game ? [writes, `${ip}:${game}`] : [creates, ip];
      const headers: Record<string, string> = { "content-type": "application/json", "cf-connecting-ip": ip };
      if (token) headers.authorization = `Bearer ${token}`;
      // A room idle for long is evicted, and its counters with it: read them meanwhile.
      await pacer.ready(key, game ? () => this.stats(game) : undefined);
      const response = await fetch(`${url}${path}`, { method, headers, body: JSON.stringify(body) });
      const json = await response.json();
      pacer.answered(key);
      return { status: response.status, json };
    },
    async stats(id, archive) {
      return (
        await fetch(`${url}/api/bench/rooms/${id}${archive ? "?archive" : ""}`)
      ).json() as Promise<BenchAnswer>;
    },
    waited: () => (writes.waitedMs + creates.waitedMs) / 1000,
  };
}

interface GameCost {
  game: string;
  moves: number;
  start: BenchAnswer;
  end: BenchAnswer;
  archived: BenchAnswer;
  viewBytes: number;
}

async function playOne(api: Client, game: AnyGame): Promise<GameCost> {
  const created = await api.post("/api/games", null, null, { game: game.id, seats: SEATS });
  if (created.status !== 201)
    throw new Error(`create ${game.id}: ${created.status} ${JSON.stringify(created.json)}`);
  const { id, seats } = created.json as { id: string; seats: { url: string }[] };
  const tokens = seats.map((s) => s.url.split("#")[1]);
  let answer: GameResponse | null = null;
  for (let seat = 0; seat < SEATS; seat++) {
    const claimed = await api.post(`/api/games/${id}/claim`, seat, tokens[seat], { name: `Bot ${seat + 1}` });
    if (claimed.status !== 200)
      throw new Error(`claim ${game.id}: ${claimed.status} ${JSON.stringify(claimed.json)}`);
    answer = claimed.json as GameResponse;
  }
  // Every seat has a contact, so each move that wakes a seat queues its turn message (what it says is made from memory).
  for (let seat = 0; seat < SEATS; seat++) {
    const contact = { email: `seat${seat + 1}@example.com`, webhook: null };
    const saved = await api.post(`/api/games/${id}/notifications`, seat, tokens[seat], contact, "PUT");
    if (saved.status !== 200)
      throw new Error(`contact ${game.id}: ${saved.status} ${JSON.stringify(saved.json)}`);
  }
  const start = await api.stats(id);
  let moves = 0;
  while (answer!.status === "playing") {
    const seat = answer!.activeSeats[0];
    const rng = new SeededRandom({
      serverSeed: "0".repeat(64),
      gameId: `cost-${id}/${moves}`,
      clientSeeds: [],
    });
    // The view stands in for the state where a seat sees it whole; a game with secrets is played
    // by a random pick among the seat's own legal moves (its bot needs the state).
    const move = game.secrets
      ? await randomLegal(api, id, tokens[seat], rng)
      : game.bot.chooseMove(answer!.view as GameState, seat, rng);
    const played = await api.post(`/api/games/${id}/moves`, seat, tokens[seat], {
      move,
      version: answer!.version,
      key: `${id}-${answer!.version}`,
    });
    if (played.status !== 200)
      throw new Error(`move ${game.id}: ${played.status} ${JSON.stringify(played.json)}`);
    answer = played.json as GameResponse;
    moves++;
  }
  const end = await api.stats(id);
  if (end.moves.length !== moves)
    throw new Error(
      `${game.id}: the room counted ${end.moves.length} of ${moves} moves (restarted meanwhile?)`,
    );
  const deadline = Date.now() + ARCHIVE_TIMEOUT_MS;
  let archived = end;
  while (!archived.archived) {
    if (Date.now() > deadline) throw new Error(`${game.id}: not archived within ${ARCHIVE_TIMEOUT_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    archived = await api.stats(id, true);
  }
  return { game: game.id, moves, start, end, archived, viewBytes: JSON.stringify(answer!.view).length };
}

async function randomLegal(api: Client, id: string, token: string, rng: SeededRandom): Promise<unknown> {
  const mine = (await (
    await fetch(`${api.url}/api/games/${id}`, { headers: { authorization: `Bearer ${token}` } })
  ).json()) as GameResponse;
  const legal = mine.legalMoves ?? [];
  if (!legal.length) throw new Error(`${id}: the active seat has no legal move listed`);
  return legal[rng.pick("cost", legal.length)];
}

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

/** One game of each, played on the cost worker of the tree at `root` (ours by default). */
async function measure(root?: string): Promise<{ costs: GameCost[]; waited: number }> {
  // The counting entry is the bench's, not the code measured: the other tree runs with ours (an older
  // one may lack what the Worker now exports, as main's lacked LeagueRoom).
  if (root) copyFileSync(path.join(ROOT, "bench/cost-worker.ts"), path.join(root, "bench/cost-worker.ts"));
  // Development: a turn message's email goes into D1's dev_messages (nothing leaves the machine).
  const server = await startWranglerDev("bench/cost-worker.ts", root, { BOXCARS_ENV: "development" });
  const costs: GameCost[] = [];
  const api = client(server.url);
  try {
    for (const game of Object.values(games)) costs.push(await playOne(api, game));
  } finally {
    await server.stop();
  }
  return { costs, waited: api.waited() };
}

/** Rows a move writes itself: the move and the snapshot (a queued message's outbox rows are counted apart). */
const rowsOf = (m: MoveCost) => m.rowsWritten + m.rowsWrittenOutside - (m.outboxRows ?? 0);
const outboxRowsOf = (m: MoveCost) => m.outboxRows ?? 0;
const isRead = (statement: string) => statement.startsWith("SELECT");

/** Read statements per move: counted per move where the tree counts them, else the mean of the room's totals. */
function readsOf(c: GameCost): { mean: number; max: number | null } {
  const counted = c.end.moves.map((m) => m.reads);
  if (counted.every((r) => r !== undefined)) return { mean: mean(counted), max: Math.max(...counted) };
  const calls = Object.entries(c.end.statements)
    .filter(([name]) => isRead(name))
    .reduce((n, [, s]) => n + s.calls, 0);
  return { mean: calls / c.moves, max: null };
}

function statementsPerMove(c: GameCost): number {
  return Object.values(c.end.statements).reduce((n, s) => n + s.calls, 0) / c.moves;
}

export async function costSection(): Promise<SectionResult> {
  const { costs, waited } = await measure();
  const tree = beforeTree();
  let before: GameCost[];
  try {
    before = (await measure(tree.root)).costs;
  } finally {
    tree.dispose();
  }
  const figure = (c: GameCost, pick: (m: MoveCost) => number) => c.end.moves.map(pick);
  const rows = costs.map((c) => {
    const written = figure(c, rowsOf);
    return [
      c.game,
      String(c.moves),
      num(mean(figure(c, (m) => m.transactions)), 2),
      String(Math.max(...figure(c, (m) => m.transactions))),
      num(mean(written), 2),
      String(Math.max(...written)),
      String(Math.max(...figure(c, (m) => m.rowsWrittenOutside))),
      num(mean(figure(c, outboxRowsOf)), 2),
      `${figure(c, outboxRowsOf).filter((n) => n > 0).length}/${c.moves}`,
      num(mean(figure(c, (m) => m.rowsRead)), 1),
      num(mean(figure(c, (m) => m.bytesBound))),
      num((c.end.databaseSize - c.start.databaseSize) / c.moves),
      kb(c.end.databaseSize),
      kb(c.viewBytes),
      String(c.archived.d1Statements),
      String(c.archived.d1RowsWritten),
      String(c.archived.d1RowsStored),
    ];
  });
  const reference = costs[0];
  const referenceBefore = before.find((c) => c.game === reference.game)!;
  const names = [
    ...new Set([...Object.keys(referenceBefore.end.statements), ...Object.keys(reference.end.statements)]),
  ];
  const perMove = (c: GameCost, name: string, pick: (s: StatementCount) => number) =>
    num((c.end.statements[name] ? pick(c.end.statements[name]) : 0) / c.moves, 2);
  const statementRows = names.map((name) => [
    name,
    perMove(referenceBefore, name, (s) => s.calls),
    perMove(reference, name, (s) => s.calls),
    perMove(referenceBefore, name, (s) => s.rowsWritten),
    perMove(reference, name, (s) => s.rowsWritten),
  ]);
  const all = costs.flatMap((c) => c.end.moves);
  const worstRows = Math.max(...all.map(rowsOf));
  const worstReads = Math.max(...costs.map((c) => readsOf(c).max ?? Infinity));
  const over = costs.map(
    (c) =>
      c.end.moves
        .flatMap((m, i) => (rowsOf(m) > 2 ? [i + 1] : []))
        .map((n) => (n === c.moves ? "the last" : `move ${n}`))
        .join(", ") || "none",
  );
  const oneTransaction = all.every((m) => m.transactions === 1 && m.rowsWrittenOutside === 0);
  const targets: Target[] = [
    {
      name: "cost: one transaction per accepted move",
      value: oneTransaction ? "1" : "not always",
      goal: "1",
      met: oneTransaction,
    },
    {
      name: "cost: rows written per accepted move (worst move, any game)",
      value: `${worstRows} (before: ${Math.max(...before.flatMap((c) => c.end.moves.map(rowsOf)))})`,
      goal: "<= 2",
      met: worstRows <= 2,
    },
    {
      name: "cost: read statements per accepted move, room awake (worst move, any game, notifying moves included)",
      value: `${worstReads} (before, mean: ${num(Math.max(...before.map((c) => readsOf(c).mean)), 1)})`,
      goal: "<= 1",
      met: worstReads <= 1,
    },
  ];
  const change = (now: number, then: number | undefined, digits = 2) =>
    then === undefined ? num(now, digits) : `${num(then, digits)} → ${num(now, digits)}`;
  const beforeRows = costs.map((c) => {
    const b = before.find((x) => x.game === c.game);
    const pick = (x: GameCost | undefined, f: (g: GameCost) => number) => (x ? f(x) : undefined);
    return [
      c.game,
      change(
        mean(c.end.moves.map(rowsOf)),
        pick(b, (x) => mean(x.end.moves.map(rowsOf))),
      ),
      change(
        Math.max(...c.end.moves.map(rowsOf)),
        pick(b, (x) => Math.max(...x.end.moves.map(rowsOf))),
        0,
      ),
      change(
        readsOf(c).mean,
        pick(b, (x) => readsOf(x).mean),
      ),
      change(statementsPerMove(c), pick(b, statementsPerMove)),
      change(
        mean(figure(c, (m) => m.rowsRead)),
        pick(b, (x) => mean(figure(x, (m) => m.rowsRead))),
        1,
      ),
      change(
        mean(figure(c, (m) => m.transactions)),
        pick(b, (x) => mean(figure(x, (m) => m.transactions))),
      ),
      change(
        mean(figure(c, (m) => m.bytesBound)),
        pick(b, (x) => mean(figure(x, (m) => m.bytesBound))),
        0,
      ),
      change(
        (c.end.databaseSize - c.start.databaseSize) / c.moves,
        pick(b, (x) => (x.end.databaseSize - x.start.databaseSize) / x.moves),
        0,
      ),
    ];
  });
  return {
    title: "Cost per move",
    tables: [
      {
        caption:
          `One ${SEATS}-seat game of each, played to its end by the bots through the HTTP API, every seat with an email contact (so a move that wakes a seat queues its turn message). Per accepted move, from the storage API's own counters ` +
          "(each SQL cursor's rowsWritten/rowsRead, transactionSync calls, databaseSize); D1 = meta.rows_written of the archive batch.",
        header: [
          "game",
          "moves",
          "transactions/move",
          "max",
          "rows written/move",
          "max",
          "rows outside a transaction",
          "outbox rows/move",
          "moves that queued a message",
          "rows read/move",
          "bytes bound to writes/move",
          "databaseSize growth/move",
          "databaseSize at end",
          "final view JSON",
          "D1 statements (archive)",
          "D1 rows written",
          "D1 rows stored",
        ],
        rows,
      },
      {
        caption: `Before / after, in this run: the same games on the cost worker of ${tree.label} (before) and of this tree (after); per accepted move, before → after (the dice differ between the two runs, so the games do too).`,
        header: [
          "game",
          "rows written/move",
          "max",
          "read statements/move",
          "SQL statements/move",
          "rows read/move",
          "transactions/move",
          "bytes bound/move",
          "databaseSize growth/move",
        ],
        rows: beforeRows,
      },
      {
        caption: `${reference.game}: SQL statements per accepted move (calls, rows written), as counted by the storage API, before and after.`,
        header: ["statement", "calls/move before", "after", "rows written/move before", "after"],
        rows: statementRows,
      },
    ],
    notes: [
      `Moves writing more than 2 rows: ${costs.map((c, i) => `${c.game}: ${over[i]}`).join("; ")}.`,
      "Read statements = SELECT statements the room ran during the move (its value is held in memory since it woke, what a turn message says included).",
      "Rows written per move = the move's own (the log row and the snapshot); a turn message queued in the same transaction writes its outbox row and that table's two indexes besides, shown apart (outbox rows/move).",
      `setAlarm calls during moves: ${all.reduce((n, m) => n + m.setAlarms, 0)} over ${all.length} moves.`,
      `Each seat posts from its own address and keeps under the rate limits of wrangler.toml (${configuredLimit("WRITE_LIMIT").limit} changes a minute per client and game): ${num(waited)} s spent waiting for them (not in any figure).`,
      "bytes bound to writes = characters of the parameters of INSERT/UPDATE statements; the snapshot row (the whole game state as JSON) is rewritten on every move.",
      "Timings do not enter this section: its counts are exact whatever the machine's load.",
    ],
    targets,
  };
}
