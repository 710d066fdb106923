/**
 * Section "growth": state and answers must not grow with the game. One long Mr. Natural game is
 * played through the HTTP API of `bench/cost-worker.ts` (the real app and room, storage counted)
 * on workerd (`miniflare-server.ts`), to move 500 or its end. Per accepted move: the bytes the room
 * bound into its writes (the move row and the rewritten snapshot, from the cost worker's counters)
 * and the size of the move's 200 answer. Beside them, from the engine alone (a game with the same
 * seats, options and players, fixed seed): the JSON of the snapshot's parts, state and dice counters.
 *
 * Mr. Natural's scores only grow, so its games end early: about 100 moves at 2 seats, 200 to 470 at
 * its maximum of 8. The long game is the longest the rules allow a sensible player: 8 seats, "get on
 * the board" and "350 minimum" on, every seat banking as soon as it may (smallest turns), the bot
 * choosing every other move.
 */
import { endScopes } from "../worker/engine/scopes";
import type { GameResponse } from "../worker/wire";
import { playMove, startGame, type Snapshot } from "../worker/engine/play";
import { SeededRandom } from "../worker/engine/random";
import { isMoveError, type Move, type Seat } from "../worker/engine/types";
import { game as mrNatural } from "../worker/games/mr-natural";
import type { MrNaturalState } from "../worker/games/mr-natural/types";
import { benchEntropy } from "./bot-games";
import type { BenchAnswer } from "./cost-worker";
import { startMiniflare } from "./miniflare-server";
import { configuredLimit, Pacer } from "./pace";
import { kb, num, type SectionResult, type Target } from "./report";

const SEATS = 8;
const OPTIONS = { target: 10000, getOnBoard: true, minimum350: true };
const LAST_MOVE = 500;
const EARLY_MOVE = 10;
/** The mean over this many moves at the start and at the end decides (one turn's rolls vary the size). */
const WINDOW = 20;
/** Every seat has played by this move (8 seats, each turn at least one move; checked in playInEngine). */
const FIRST_ROUND = 41;
/** "Does not grow": the late window's mean at most this times the early one's (scores gain digits). */
const TOLERANCE = 1.2;

/** Banks as soon as the rules allow, else the bot's choice. */
function longGameMove(view: unknown, seat: Seat, moveNumber: number): Move {
  const legal = mrNatural.legalMoves(view as never, seat) as Move[];
  const bank = legal.find((m) => (m as { type?: string }).type === "bank");
  if (bank) return bank;
  const rng = new SeededRandom({
    serverSeed: "0".repeat(64),
    gameId: `growth/${moveNumber}`,
    clientSeeds: [],
  });
  return mrNatural.bot.chooseMove(view as never, seat, rng);
}

interface Sizes {
  /** Per accepted move (index 0 = move 1); null where not measured. */
  written: (number | null)[];
  answer: number[];
  moves: number;
  ended: boolean;
  writtenNote: string;
}

/** Each seat posts from its own address, as its player would (the rate limits count per address). */
function address(seat: Seat): string {
  return `10.0.${seat}.1`;
}

async function playOverHttp(url: string): Promise<Sizes> {
  // Under the write limit of wrangler.toml per address and game (8 seats share the moves: no wait in practice).
  const writes = new Pacer(configuredLimit("WRITE_LIMIT"));
  const post = async (path: string, ip: string, token: string | null, body: unknown) => {
    const headers: Record<string, string> = { "content-type": "application/json", "cf-connecting-ip": ip };
    if (token) headers.authorization = `Bearer ${token}`;
    await writes.ready(`${ip}:${path.split("/")[3]}`);
    const response = await fetch(`${url}${path}`, { method: "POST", headers, body: JSON.stringify(body) });
    const text = await response.text();
    writes.answered(`${ip}:${path.split("/")[3]}`);
    return { status: response.status, text };
  };
  const created = await post("/api/games", "10.1.0.0", null, {
    game: mrNatural.id,
    seats: SEATS,
    options: OPTIONS,
  });
  if (created.status !== 201) throw new Error(`create: ${created.status} ${created.text}`);
  const { id, seats } = JSON.parse(created.text) as { id: string; seats: { url: string }[] };
  const tokens = seats.map((s) => s.url.split("#")[1]);
  let answer: GameResponse | null = null;
  for (let seat = 0; seat < SEATS; seat++) {
    const claimed = await post(`/api/games/${id}/claim`, address(seat), tokens[seat], {
      name: `Bot ${seat + 1}`,
    });
    if (claimed.status !== 200) throw new Error(`claim: ${claimed.status} ${claimed.text}`);
    answer = JSON.parse(claimed.text) as GameResponse;
  }
  const answers: number[] = [];
  while (answer!.status === "playing" && answers.length < LAST_MOVE) {
    const seat = answer!.activeSeats[0];
    const move = longGameMove(answer!.view, seat, answers.length);
    const played = await post(`/api/games/${id}/moves`, address(seat), tokens[seat], {
      move,
      version: answer!.version,
      key: `${id}-${answer!.version}`,
    });
    if (played.status !== 200) throw new Error(`move ${answers.length + 1}: ${played.status} ${played.text}`);
    answers.push(Buffer.byteLength(played.text));
    answer = JSON.parse(played.text) as GameResponse;
  }
  let written: (number | null)[] = answers.map(() => null);
  let writtenNote = "";
  try {
    const stats = await fetch(`${url}/api/bench/rooms/${id}`).then((r) => r.json() as Promise<BenchAnswer>);
    if (stats.moves.length !== answers.length)
      throw new Error(`${stats.moves.length} moves counted, ${answers.length} played`);
    written = stats.moves.map((m) => m.bytesBound);
  } catch (error) {
    writtenNote = `The cost worker's counters could not be read (${String(error)}): bytes written not measured; the engine's snapshot column stands in.`;
  }
  return {
    written,
    answer: answers,
    moves: answers.length,
    ended: answer!.status !== "playing",
    writtenNote,
  };
}

/** The same kind of game in the engine alone: the JSON of the snapshot's two parts after each move, as the room stores them (ended dice scopes dropped). */
function playInEngine(): { state: number[]; counters: number[] } {
  const entropy = benchEntropy(mrNatural.id, 0, SEATS);
  let snapshot: Snapshot<MrNaturalState> = startGame(mrNatural, SEATS, OPTIONS, entropy);
  const sizes = { state: [] as number[], counters: [] as number[] };
  while (!mrNatural.result(snapshot.state) && sizes.state.length < LAST_MOVE) {
    const seat = mrNatural.activeSeats(snapshot.state)[0];
    if (sizes.state.length === FIRST_ROUND - 1 && Object.keys(snapshot.counters).length < SEATS)
      throw new Error(`not every seat has played by move ${FIRST_ROUND}`);
    const next = playMove(
      mrNatural,
      snapshot,
      entropy,
      seat,
      longGameMove(snapshot.state, seat, sizes.state.length),
    );
    if (isMoveError(next))
      throw new Error(`engine: move ${sizes.state.length + 1} refused: ${next.error.message}`);
    snapshot = { state: next.state, counters: endScopes(next.counters, next.draws) };
    sizes.state.push(Buffer.byteLength(JSON.stringify(snapshot.state)));
    sizes.counters.push(Buffer.byteLength(JSON.stringify(snapshot.counters)));
  }
  return sizes;
}

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

interface Verdict {
  early: number;
  late: number;
  earlyMean: number;
  lateMean: number;
  lastMove: number;
  grows: boolean;
}

/**
 * The figure at EARLY_MOVE and at the last move, and whether the last WINDOW moves' mean exceeds by more
 * than TOLERANCE the mean of the WINDOW moves from FIRST_ROUND on (once every seat has played: before
 * that, per-seat parts such as a seat's dice stream fill in one seat at a time, a bounded ramp).
 */
function verdict(values: number[]): Verdict {
  const earlyMean = mean(values.slice(FIRST_ROUND - 1, FIRST_ROUND - 1 + WINDOW));
  const lateMean = mean(values.slice(-WINDOW));
  return {
    early: values[EARLY_MOVE - 1],
    late: values[values.length - 1],
    earlyMean,
    lateMean,
    lastMove: values.length,
    grows: lateMean > earlyMean * TOLERANCE,
  };
}

const bytes = (value: number | null | undefined) =>
  value == null ? "n/a" : value < 4096 ? `${num(value)} B` : kb(value);

export async function growthSection(): Promise<SectionResult> {
  const server = await startMiniflare("bench/cost-worker.ts");
  let http: Sizes;
  try {
    http = await playOverHttp(server.url);
  } finally {
    await server.stop();
  }
  const engine = playInEngine();
  const measured: [string, number[]][] = [
    ...(http.written.every((w) => w !== null)
      ? [
          ["bytes written per move (bound to the room's writes)", http.written as number[]] as [
            string,
            number[],
          ],
        ]
      : []),
    ["answer to the move (JSON of its 200)", http.answer],
    [`engine: state JSON (its own game of ${engine.state.length} moves)`, engine.state],
    ["engine: dice counters JSON (same game)", engine.counters],
  ];
  const rows = measured.map(([name, values]) => {
    const v = verdict(values);
    return [
      name,
      bytes(v.early),
      `${bytes(v.late)} (move ${v.lastMove})`,
      bytes(v.earlyMean),
      bytes(v.lateMean),
      v.grows ? "GROWS" : "does not grow",
    ];
  });
  const longest = Math.max(http.moves, engine.state.length);
  const points = [...new Set([EARLY_MOVE, 100, 200, 300, 400, LAST_MOVE, http.moves, engine.state.length])]
    .filter((n) => n <= longest)
    .sort((a, b) => a - b);
  const targets: Target[] = measured.slice(0, 2).map(([name, values]) => {
    const v = verdict(values);
    return {
      name: `growth: ${name.replace(/ \(.*\)$/, "")}, move ${EARLY_MOVE} -> ${v.lastMove}`,
      value: `${bytes(v.early)} -> ${bytes(v.late)} (means of ${WINDOW} moves: ${bytes(v.earlyMean)} -> ${bytes(v.lateMean)})`,
      goal: `must not grow (<= ${TOLERANCE}x)`,
      met: !v.grows,
    };
  });
  return {
    title: "State and answers that do not grow",
    tables: [
      {
        caption:
          `Mr. Natural, ${SEATS} seats, to ${num(OPTIONS.target)} with "get on the board" and "350 minimum", every seat banking as soon as it may: ` +
          `over HTTP on workerd (the cost worker), ${http.moves} moves${http.ended ? " (the game's end)" : ""}. A figure "does not grow" when the mean of the last ${WINDOW} moves ` +
          `is at most ${TOLERANCE}x the mean of moves ${FIRST_ROUND}-${FIRST_ROUND + WINDOW - 1}, once every seat has played.`,
        header: [
          "figure",
          `at move ${EARLY_MOVE}`,
          `at move ${LAST_MOVE} or the last`,
          `mean, moves ${FIRST_ROUND}-${FIRST_ROUND + WINDOW - 1}`,
          `mean, last ${WINDOW}`,
          "verdict",
        ],
        rows,
      },
      {
        caption: "The same figures along the game.",
        header: ["move", ...measured.map(([name]) => name.replace(/ \(.*\)$/, ""))],
        rows: points.map((n) => [String(n), ...measured.map(([, values]) => bytes(values[n - 1]))]),
      },
    ],
    notes: [
      `Mr. Natural's scores only grow, so a game ends before move ${LAST_MOVE} even at 8 seats (200 to 470 moves with this play); the late figures are at the game's last move then.`,
      "Bytes written = characters bound into the room's INSERT/UPDATE statements during the move (the move row and the snapshot rewritten whole), as bench/cost-worker.ts counts them.",
      "Each seat posts from its own address (CF-Connecting-IP, changed every 100 moves of the game) so the write limiter (120 changes a minute per address and game) does not refuse this fast game.",
      ...(http.writtenNote ? [http.writtenNote] : []),
    ],
    targets,
  };
}
