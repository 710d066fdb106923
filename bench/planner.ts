/**
 * Section planner: the BOXCARS route planner per call, as the sheet calls it on every tap. Positions
 * are every route decision of a few 4-player games of the strong bot; each call plans the move (fastest,
 * cheapest, balanced) and the route to one end dot. Each position is planned five
 * times: the median per position gives the figure the target reads (a shared machine's pauses left out);
 * every call is reported beside it.
 */
import { botMove, playMove, startGame, type Snapshot } from "../worker/engine/play";
import { isMoveError } from "../worker/engine/types";
import { game as boxcarsRails } from "../worker/games/boxcars-rails";
import { planFor } from "../worker/games/boxcars-rails/legal";
import type { RailsState } from "../worker/games/boxcars-rails/types";
import { num, percentile, quick, type SectionResult } from "./report";

const GAMES = quick() ? 1 : 3;
const REPEATS = quick() ? 3 : 5;
const GOAL_P99_MS = 2;

function positions(): RailsState[] {
  const found: RailsState[] = [];
  for (let g = 0; g < GAMES; g++) {
    const entropy = {
      serverSeed: (g + 1).toString(16).padStart(64, "0"),
      gameId: `planner-${g}`,
      clientSeeds: ["a", "b", "c", "d"],
    };
    let snap: Snapshot<RailsState> = startGame(boxcarsRails, 4, {}, entropy);
    for (let n = 0; !boxcarsRails.result(snap.state); n++) {
      const seat = boxcarsRails.activeSeats(snap.state)[0];
      if (snap.state.turn.step === "route" && !snap.state.sale) found.push(snap.state);
      const next = playMove(
        boxcarsRails,
        snap,
        entropy,
        seat,
        botMove(boxcarsRails, snap.state, entropy, seat, n),
      );
      if (isMoveError(next)) throw new Error(next.error.message);
      snap = next;
    }
  }
  return found;
}

export async function plannerSection(): Promise<SectionResult> {
  const states = positions();
  const all: number[] = [],
    typical: number[] = [];
  for (const state of states) {
    const times: number[] = [];
    for (let k = 0; k < REPEATS; k++) {
      const start = performance.now();
      const plan = planFor(state, state.turn.seat);
      plan.to(plan.routes[plan.routes.length >> 1].end);
      times.push(performance.now() - start);
    }
    all.push(...times);
    typical.push(times.sort((a, b) => a - b)[REPEATS >> 1]);
  }
  const row = (name: string, times: number[]) => {
    times.sort((a, b) => a - b);
    return [
      name,
      num(times.length),
      num(percentile(times, 50), 3),
      num(percentile(times, 99), 3),
      num(times[times.length - 1], 2),
    ];
  };
  const p99 = percentile(
    typical.sort((a, b) => a - b),
    99,
  );
  return {
    title: "Rail route planner (BOXCARS)",
    tables: [
      {
        header: ["", "calls", "p50 (ms)", "p99 (ms)", "max (ms)"],
        rows: [row("median of each position's calls", typical), row("every call", all)],
      },
    ],
    notes: [
      `positions: every route decision of ${GAMES} 4-player strong-bot games, each planned ${REPEATS} times (the move, then the route to one end dot)`,
      '"every call" includes garbage collection and other processes\' time on a shared machine; the median per position leaves those out',
    ],
    targets: [
      {
        name: "rail planner p99 per call (median per position)",
        value: `${num(p99, 2)} ms`,
        goal: `< ${GOAL_P99_MS} ms`,
        met: p99 < GOAL_P99_MS,
      },
    ],
  };
}
