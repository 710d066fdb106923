/**
 * Section birthright-bot: Birthright Conquest's search bot (ruling 13) per decision, which must fit a
 * Worker's CPU budget (p99 under 50 ms). Positions are every decision of a few games of the search bot
 * against itself; each is decided three times and the median per position gives the figure the target
 * reads; every call is reported beside it. Times are the process's CPU time per decision (what a
 * Worker's CPU limit counts), so other processes on a shared machine do not inflate them.
 */
import { playMove, startGame, type Snapshot } from "../worker/engine/play";
import { SeededRandom } from "../worker/engine/random";
import { isMoveError, type Seat } from "../worker/engine/types";
import { game } from "../worker/games/birthright-conquest";
import type { BcState } from "../worker/games/birthright-conquest/types";
import { num, percentile, quick, type SectionResult } from "./report";

const GAMES = quick() ? 2 : 8;
const REPEATS = 3;
const GOAL_P99_MS = 50;

export async function birthrightBotSection(): Promise<SectionResult> {
  const all: number[] = [],
    typical: number[] = [];
  let decisions = 0;
  // Game -1 warms the JIT up and is not counted (a Worker isolate serves many moves).
  for (let g = -1; g < GAMES; g++) {
    const entropy = {
      serverSeed: (g + 2).toString(16).padStart(64, "0"),
      gameId: `bc-bench-${g}`,
      clientSeeds: ["a", "b"],
    };
    let snap: Snapshot<BcState> = startGame(game, 2, {}, entropy);
    for (let n = 0; !game.result(snap.state); n++) {
      const seat: Seat = game.activeSeats(snap.state)[0];
      const dice = () => new SeededRandom({ ...entropy, gameId: `${entropy.gameId}/bot/${n}` });
      const times: number[] = [];
      let move = null;
      for (let k = 0; k < REPEATS; k++) {
        const rng = dice();
        // CPU time, as a Worker's limit counts it: a loaded machine's waits are left out.
        const start = process.cpuUsage();
        move = game.bot.chooseMove(snap.state, seat, rng);
        const used = process.cpuUsage(start);
        times.push((used.user + used.system) / 1000);
      }
      if (g >= 0) {
        all.push(...times);
        typical.push(times.sort((a, b) => a - b)[REPEATS >> 1]);
        decisions++;
      }
      const next = playMove(game, snap, entropy, seat, move!);
      if (isMoveError(next)) throw new Error(next.error.message);
      snap = next;
    }
  }
  const row = (name: string, times: number[]) => {
    const sorted = [...times].sort((a, b) => a - b);
    return [
      name,
      num(sorted.length),
      num(percentile(sorted, 50), 2),
      num(percentile(sorted, 99), 2),
      num(sorted[sorted.length - 1], 2),
    ];
  };
  typical.sort((a, b) => a - b);
  const p50 = percentile(typical, 50),
    p99 = percentile(typical, 99);
  return {
    title: "Birthright Conquest bot move time",
    tables: [
      {
        header: ["", "decisions", "p50 (ms CPU)", "p99 (ms CPU)", "max (ms CPU)"],
        rows: [row("median of each decision's runs", typical), row("every run", all)],
      },
    ],
    notes: [
      `positions: every decision (${decisions}) of ${GAMES} games of the search bot against itself, each decided ${REPEATS} times`,
      `bot move time p50 ${num(p50, 2)} ms, p99 ${num(p99, 2)} ms (median per decision)`,
    ],
    targets: [
      {
        name: "Birthright Conquest bot move time p99 (median per decision)",
        value: `${num(p99, 2)} ms`,
        goal: `< ${GOAL_P99_MS} ms`,
        met: p99 < GOAL_P99_MS,
      },
    ],
  };
}
