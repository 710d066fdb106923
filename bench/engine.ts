/**
 * Section 1, engine. For every game: bot games per second (2 seats, the game's own bot in each),
 * moves per second applying those games' moves again (`playMove`, as a room does; beside the
 * figure from before the game's apply became the authority) and verifying their records
 * (`replay`: every roll and state hash checked). Beside it, Mr. Natural 2-player
 * bot games to 10,000 through boardgame.io 0.50 (its Client, and its reducer alone), the same bot
 * choosing every move, and a diagnostic of what our committed-seed dice cost.
 */
import { type AnyGame, anyGame } from "../worker/engine/define";
import { playMove, startGame, type Snapshot } from "../worker/engine/play";
import { replay } from "../worker/engine/record";
import { SeededRandom } from "../worker/engine/random";
import { games } from "../worker/games";
import { game } from "../worker/games/mr-natural";

const mrNatural = anyGame(game);
import { playWithClient, playWithReducer } from "./boardgameio-mr-natural";
import { applyMoves, applyMovesWithListCheck, playBotGame, recordOf, type PlayedGame } from "./bot-games";
import { kb, num, quick, ratio, timed, type SectionResult } from "./report";

const SEATS = 2;

/**
 * Apply moves/s recorded in the README (2026-11-22) before commit b735608, when playMove compared
 * every move's canonical JSON with each of the game's legal moves (422 per Box Cars position);
 * since then the game's own `apply` decides.
 */
const APPLY_BEFORE: Record<string, number> = {
  "mr-natural": 39_000,
  "box-cars-d10": 2_260,
  "boxcars-rw": 7_450,
};
const BOT_MS = quick() ? 800 : 2500;
const MAX_BOT_GAMES = 500;
const REPLAY_MS = quick() ? 500 : 1500;
/** The comparison runs in interleaved rounds (the machine may be shared); each side keeps its best round. */
const COMPARE_ROUNDS = 3;
const COMPARE_ROUND_MS = quick() ? 400 : 1000;

interface Rate {
  games: number;
  moves: number;
  seconds: number;
}

const perSecond = (count: number, rate: Rate) => count / rate.seconds;

function botGames(game: AnyGame, seats: number, ms: number): { rate: Rate; played: PlayedGame[] } {
  const played: PlayedGame[] = [];
  const run = timed(
    (i) => {
      const one = playBotGame(game, seats, i);
      if (i >= 0) played.push(one);
      return one.moves.length;
    },
    ms,
    MAX_BOT_GAMES,
  );
  return { rate: { games: run.steps, moves: run.units, seconds: run.seconds }, played };
}

function replayRate(step: (i: number) => number, count: number): Rate {
  const run = timed((i) => step(((i % count) + count) % count), REPLAY_MS);
  return { games: run.steps, moves: run.units, seconds: run.seconds };
}

function verifyAll(game: AnyGame, played: PlayedGame[]): Rate {
  const records = played.map((p) => recordOf(game, p));
  return replayRate((i) => {
    const steps = replay(game, records[i], records[i].serverSeed!);
    for (;;) {
      const step = steps.next();
      if (step.done) {
        if (!step.value.ok)
          throw new Error(`${game.id}: a bot game's record does not verify: ${step.value.message}`);
        return step.value.moves;
      }
    }
  }, records.length);
}

function compareRate(play: (index: number, seats: number) => number): Rate {
  const run = timed((i) => play(i, SEATS), COMPARE_ROUND_MS);
  return { games: run.steps, moves: run.units, seconds: run.seconds };
}

/** Runs every contender once per round, in turn; returns each one's fastest round. */
function bestOfRounds<K extends string>(contenders: Record<K, () => Rate>): Record<K, Rate> {
  const best = {} as Record<K, Rate>;
  for (let round = 0; round < COMPARE_ROUNDS; round++) {
    for (const name of Object.keys(contenders) as K[]) {
      const rate = contenders[name]();
      if (!best[name] || rate.moves / rate.seconds > best[name].moves / best[name].seconds) best[name] = rate;
    }
  }
  return best;
}

/** Which game the diagnostic dice below are for (they cannot see the seed). */
let diceSalt = 0;

/**
 * Diagnostic: the same bot games with every die drawn by a cheap hash of (game, stream, counter)
 * instead of HMAC-SHA256 (counters and draws kept as usual): what the committed-seed dice cost.
 */
function withoutHmacDice<T>(run: () => T): T {
  const original = Object.getOwnPropertyDescriptor(SeededRandom.prototype, "die")!;
  SeededRandom.prototype.die = function (this: SeededRandom, stream: string, sides = 6): number {
    const counter = this.counters[stream] ?? 0;
    this.counters[stream] = counter + 1;
    let h = 2166136261 ^ diceSalt;
    for (let i = 0; i < stream.length; i++) h = Math.imul(h ^ stream.charCodeAt(i), 16777619);
    h = Math.imul(h ^ Math.imul(counter + 1, 0x9e3779b9), 0x85ebca6b);
    h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
    h ^= h >>> 16;
    const value = Math.floor(((h >>> 0) / 2 ** 32) * sides) + 1;
    this.draws.push({ stream, sides, value });
    return value;
  };
  try {
    return run();
  } finally {
    Object.defineProperty(SeededRandom.prototype, "die", original);
  }
}

function hmacDieMicros(): number {
  const rng = new SeededRandom({
    serverSeed: "ab".repeat(32),
    gameId: "bench-die",
    clientSeeds: ["seat-0", "seat-1"],
  });
  const run = timed(() => {
    rng.die("seat:0/turn:12");
    return 1;
  }, 500);
  return (run.seconds * 1e6) / run.units;
}

/** Mean number of legal moves offered per position, and the final state's JSON size, over one game. */
function shapeOf(game: AnyGame, played: PlayedGame): { legalMoves: number; finalStateBytes: number } {
  let snapshot: Snapshot = startGame(game, played.seats, {}, played.entropy);
  let offered = 0;
  for (const { seat, move } of played.moves) {
    offered += game.legalMoves(snapshot.state, seat).length;
    snapshot = playMove(game, snapshot, played.entropy, seat, move) as Snapshot;
  }
  return {
    legalMoves: offered / played.moves.length,
    finalStateBytes: JSON.stringify(snapshot.state).length,
  };
}

/** Dice drawn per move in Mr. Natural bot games (from their records). */
function averageDicePerMove(count: number): number {
  let dice = 0,
    moves = 0;
  for (let i = 0; i < count; i++) {
    const record = recordOf(mrNatural, playBotGame(mrNatural, SEATS, i));
    dice += record.moves.reduce((n, m) => n + m.draws.length, 0);
    moves += record.moves.length;
  }
  return dice / moves;
}

export async function engineSection(): Promise<SectionResult> {
  const rows: string[][] = [];
  const applyRows: string[][] = [];
  const targets: SectionResult["targets"] = [];
  for (const game of Object.values(games)) {
    const seats = Math.min(Math.max(SEATS, game.players.min), game.players.max);
    const { rate, played } = botGames(game, seats, BOT_MS);
    const apply = replayRate((i) => applyMoves(game, played[i]), played.length);
    const verify = verifyAll(game, played);
    const shape = shapeOf(game, played[0]);
    const applied = perSecond(apply.moves, apply);
    // Only where every legal move is listed: a sample would refuse legal moves.
    if (game.moveList === "complete") {
      const listed = replayRate((i) => applyMovesWithListCheck(game, played[i]), played.length);
      const old = perSecond(listed.moves, listed);
      const recorded = APPLY_BEFORE[game.id];
      applyRows.push([game.id, recorded ? num(recorded) : "", num(old), num(applied), ratio(applied / old)]);
      if (game.id === "box-cars-d10") {
        targets.push({
          name: "engine: Box Cars apply moves/s, now / with the list check of before b735608 (same run)",
          value: `${num(applied)} / ${num(old)} = ${ratio(applied / old)} (README before: ${num(recorded)})`,
          goal: "faster",
          met: applied > old,
        });
      }
    }
    rows.push([
      game.id,
      String(seats),
      num(rate.moves / rate.games, 1),
      num(shape.legalMoves, 1),
      kb(shape.finalStateBytes),
      num(perSecond(rate.games, rate), 1),
      num(perSecond(rate.moves, rate)),
      num(applied),
      num(perSecond(verify.moves, verify)),
    ]);
  }

  const { ours, client, reducer, noHmac } = bestOfRounds({
    ours: () => compareRate((i, seats) => playBotGame(mrNatural, seats, i).moves.length),
    client: () => compareRate(playWithClient),
    reducer: () => compareRate(playWithReducer),
    noHmac: () =>
      withoutHmacDice(() =>
        compareRate((i, seats) => {
          diceSalt = i;
          return playBotGame(mrNatural, seats, i).moves.length;
        }),
      ),
  });
  const oursRate = perSecond(ours.moves, ours);
  const reducerRate = perSecond(reducer.moves, reducer);
  const compareRow = (name: string, rate: Rate) => [
    name,
    num(rate.moves / rate.games, 1),
    num(perSecond(rate.games, rate), 1),
    num(perSecond(rate.moves, rate)),
    ratio(oursRate / perSecond(rate.moves, rate)),
  ];

  const noHmacRate = perSecond(noHmac.moves, noHmac);
  const dieMicros = hmacDieMicros();
  const dicePerMove = averageDicePerMove(20);
  return {
    title: "Engine",
    tables: [
      {
        caption: `Bot games, ${SEATS} seats (the game's bot in every seat), each game's moves then applied again (playMove) and its record verified (replay).`,
        header: [
          "game",
          "seats",
          "moves/game",
          "legal moves/position",
          "final state JSON",
          "bot games/s",
          "bot moves/s",
          "apply moves/s",
          "verify moves/s",
        ],
        rows,
      },
      {
        caption:
          "Applying recorded moves, moves/s: before commit b735608 every move was compared as canonical JSON with each legal move before apply ran " +
          "(the README's figure, 2026-11-22, a quieter machine; and that check put back in front of playMove, this run); now the game's apply decides.",
        header: ["game", "before (README)", "before (list check, this run)", "now", "now / before, this run"],
        rows: applyRows,
      },
      {
        caption:
          "Mr. Natural, 2 players to 10,000, the same bot choosing every move: ours (startGame/botMove/playMove) and boardgame.io 0.50.2.",
        header: ["engine", "moves/game", "games/s", "moves/s", "ours / this"],
        rows: [
          compareRow("ours", ours),
          compareRow("boardgame.io Client", client),
          compareRow("boardgame.io reducer", reducer),
          compareRow("ours, dice by a cheap hash (diagnostic)", noHmac),
        ],
      },
    ],
    notes: [
      `One committed-seed die (HMAC-SHA256 in JavaScript, @noble/hashes) costs ${num(dieMicros, 1)} µs in a tight loop, and a Mr. Natural move draws ` +
        `${num(dicePerMove, 2)} dice on average: by the diagnostic row, dice are ${num(100 * (1 - oursRate / noHmacRate))}% of our time per bot move ` +
        `(${num(1e6 / oursRate, 1)} µs, ${num(1e6 / noHmacRate, 1)} µs without them).`,
      `With dice by a cheap hash instead (diagnostic row), ours would do ${ratio(noHmacRate / reducerRate)} the moves/s of boardgame.io's reducer ` +
        `and ${ratio(noHmacRate / perSecond(client.moves, client))} of its Client.`,
      "playMove checks the move's shape (the game's zod schema) and the seat's turn, then the game's apply decides; legal moves/position is the length of the legalMoves hint (not used by playMove). " +
        "verify also hashes the canonical JSON of the whole state after every move.",
      "boardgame.io runs with NODE_ENV=production (no serializability checks, no debug panel); its dice come from its seeded PRNG (alea).",
    ],
    targets: [
      ...targets,
      {
        name: "engine: ours / boardgame.io reducer, moves/s",
        value: ratio(oursRate / reducerRate),
        goal: ">= 10x",
        met: oursRate / reducerRate >= 10,
      },
    ],
  };
}
