/**
 * Section luck: the CPU time of a finished game's luck report (docs/luck.md) for a rail game of
 * over 300 moves (4 bots; the record made here, the same every run): each seat's measures (one
 * replay of the record) and the whole report with its bots' games, as the page and `npm run luck`
 * compute it. The report is computed from the record after the end, never in a move; the target
 * is the 30 s of CPU a Durable Object's alarm may spend by default, in case it is ever moved there.
 */
import { DEFAULT_LUCK, luckReport, luckRuns, seatLucks, type LuckGame } from "../worker/engine/luck/report";
import { playMove, botMove, startGame, type Snapshot } from "../worker/engine/play";
import { commitmentOf } from "../worker/engine/random";
import { RECORD_FORMAT, rulesVersion, stateHasher, type GameRecord } from "../worker/engine/record";
import { isMoveError } from "../worker/engine/types";
import { game as boxcarsRails } from "../worker/games/boxcars-rails";
import type { RailsState } from "../worker/games/boxcars-rails/types";
import { num, type SectionResult } from "./report";

const ALARM_CPU_MS = 30_000;
const MIN_MOVES = 300;

/** A finished 4-player rail game of bots with at least MIN_MOVES moves (the first seed that gives one). */
function railRecord(): GameRecord {
  for (let g = 1; ; g++) {
    const entropy = {
      serverSeed: g.toString(16).padStart(64, "0"),
      gameId: `luck-bench-${g}`,
      clientSeeds: ["a", "b", "c", "d"],
    };
    const hash = stateHasher(entropy.serverSeed);
    const start = startGame(boxcarsRails, 4, {}, entropy);
    let snap: Snapshot<RailsState> = start;
    const record: GameRecord = {
      format: RECORD_FORMAT,
      rules: rulesVersion(boxcarsRails),
      id: entropy.gameId,
      game: boxcarsRails.id,
      options: {},
      seats: entropy.clientSeeds.map((clientSeed, seat) => ({ seat, name: `Bot ${seat + 1}`, clientSeed })),
      commitment: commitmentOf(entropy.serverSeed),
      serverSeed: entropy.serverSeed,
      createdAt: "",
      startedAt: "",
      endedAt: "",
      setup: { draws: start.draws, stateHash: hash(start.state) },
      moves: [],
      result: null,
    };
    for (let n = 0; !boxcarsRails.result(snap.state); n++) {
      const seat = boxcarsRails.activeSeats(snap.state)[0];
      const move = botMove(boxcarsRails, snap.state, entropy, seat, n);
      const next = playMove(boxcarsRails, snap, entropy, seat, move);
      if (isMoveError(next)) throw new Error(next.error.message);
      record.moves.push({
        n: n + 1,
        seat,
        move,
        by: "bot",
        at: "",
        draws: next.draws,
        stateHash: hash(next.state),
      });
      snap = next;
    }
    record.result = boxcarsRails.result(snap.state);
    if (record.moves.length >= MIN_MOVES) return record;
  }
}

function cpuMs<T>(work: () => T): { value: T; ms: number } {
  const start = process.cpuUsage();
  const value = work();
  const used = process.cpuUsage(start);
  return { value, ms: (used.user + used.system) / 1000 };
}

export async function luckSection(): Promise<SectionResult> {
  const record = railRecord();
  const game = boxcarsRails as unknown as LuckGame<unknown>;
  const measures = cpuMs(() => seatLucks(game, record));
  const whole = cpuMs(() => luckReport(game, record));
  const games = luckRuns(record, DEFAULT_LUCK);
  return {
    title: "Luck report (a rail game)",
    tables: [
      {
        header: ["part", "CPU ms", "per bots' game"],
        rows: [
          ["each seat's measures (one replay)", num(measures.ms), ""],
          [`whole report (${games} bots' games)`, num(whole.ms), `${num(whole.ms / games)} ms`],
        ],
      },
    ],
    notes: [
      `A 4-player rail game of ${record.moves.length} moves, bots in every seat (${record.id}); the report's default games: ${DEFAULT_LUCK.runs} from the start with fresh dice, ${DEFAULT_LUCK.runs} keeping the winners' dice, ${DEFAULT_LUCK.runsPerPosition} from each of ${DEFAULT_LUCK.positions} positions.`,
      "Computed in the browser (the game-over card, the replay page) or by `npm run luck`, from the record, after the end: never in a move, never on the server.",
    ],
    targets: [
      {
        name: "luck: whole report of a 300-move rail game (CPU)",
        value: `${num(whole.ms)} ms`,
        goal: `<= ${num(ALARM_CPU_MS)} ms (an alarm's default CPU limit)`,
        met: whole.ms <= ALARM_CPU_MS,
      },
    ],
  };
}
