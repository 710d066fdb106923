/**
 * A record as a list of steps to show one by one: the setup, then every move with its dice. For a
 * finished game (seed revealed) each step also carries the state, recomputed here by playing the
 * record's own dice through the rules (recorded.ts: no seed HMAC, no hashing, no schema library, so
 * the replay page stays light; the verify page is the one that checks every die against the seed);
 * a running game's seed is still sealed, so its steps are the recorded moves and dice only.
 */
import type { AnyRules, GameState } from "#engine/define";
import type { RecordMove, ShownDraw, ShownRecord, Verdict } from "#engine/record";
import type { Move } from "#engine/types";

export interface Step {
  /** 0 for the setup, then the move number. */
  n: number;
  seat: number | null;
  move: Move | null;
  by: RecordMove["by"] | null;
  at: string | null;
  draws: ShownDraw[];
  /** The state after this step; only when the seed is known. */
  state?: GameState;
}

export interface Steps {
  steps: Step[];
  /** Null for a running game (nothing to check yet). */
  verdict: Verdict | null;
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The recorded steps, without states. */
export function loggedSteps(record: ShownRecord): Step[] {
  const setup: Step[] = record.setup
    ? [{ n: 0, seat: null, move: null, by: null, at: record.startedAt, draws: record.setup.draws }]
    : [];
  return [
    ...setup,
    ...record.moves.map((m) => ({ n: m.n, seat: m.seat, move: m.move, by: m.by, at: m.at, draws: m.draws })),
  ];
}

/**
 * Replays a finished record into steps with states, yielding to the page now and then. Stops at the
 * first step the rules refuse, or whose dice are not the ones the rules ask for (the verdict says
 * where); the steps before it stay.
 */
export async function replaySteps(
  game: AnyRules,
  record: ShownRecord,
  onProgress?: (done: number) => void,
): Promise<Steps> {
  const logged = loggedSteps(record);
  if (!record.serverSeed || !record.setup) return { steps: logged, verdict: null };
  const { recordedPosition, replayRecordedDice } = await import("#engine/recorded");
  // A fork starts from its parent's position: the parents' records are played first.
  const parents = record.forkedFrom ? await import("./fork-parents").then((m) => m.forkParents(record)) : [];
  const from = recordedPosition(game, record, parents) ?? undefined;
  const steps: Step[] = [];
  const run = replayRecordedDice(game, record, from);
  let slice = Date.now();
  for (let i = 0; ; i++) {
    const next = run.next();
    if (next.done) return { steps, verdict: next.value };
    steps.push({ ...logged[i], state: next.value.state });
    if (Date.now() - slice > 30) {
      onProgress?.(steps.length);
      await nextTask();
      slice = Date.now();
    }
  }
}
