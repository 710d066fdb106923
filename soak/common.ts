/** What both phases share: the plans of the games to play, a bounded pool, the summary lines. */
import { offered, type OptionsSpec } from "../worker/engine/options";
import { games } from "../worker/games";
import { Prng } from "./choose";
import type { Counters, GameRun, Plan } from "./player";

/** A check that did not hold: in which game, and what. */
export interface Failure {
  game: string;
  id: string | null;
  what: string;
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Random values for a game's options (every choice and flag equally likely), in the spec's order so a
 * choice that depends on an earlier one (the rail game's amounts on its board) picks among what it offers.
 */
function randomOptions(spec: OptionsSpec, rng: Prng): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(spec))
    values[key] = field.kind === "flag" ? rng.next() < 0.5 : rng.pick(offered(field, values).choices);
  return values;
}

/**
 * `perGame` games of every registered game, interleaved (so every game is in play at once), with a
 * seat count from `seats` (clamped to what the game takes) and random options.
 */
export function makePlans(perGame: number, seats: [number, number], seed: string): Plan[] {
  const rng = new Prng(`plans:${seed}`);
  const plans: Plan[] = [];
  for (let i = 0; i < perGame; i++) {
    for (const game of Object.values(games)) {
      const lo = Math.max(seats[0], game.players.min),
        hi = Math.min(seats[1], game.players.max);
      plans.push({
        game: game.id,
        seats: lo + rng.int(hi - lo + 1),
        options: randomOptions(game.options, rng),
        seed: `${seed}-${game.id}-${i}`,
      });
    }
  }
  return plans;
}

/** Runs `fn` over `items`, at most `concurrency` at a time, in order of the list. */
export async function pool<T, R>(
  items: T[],
  concurrency: number,
  fn: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await fn(items[i], i);
      }
    }),
  );
  return out;
}

export function playFailures(runs: GameRun[]): Failure[] {
  return runs.filter((r) => r.failure).map((r) => ({ game: r.plan.game, id: r.id, what: r.failure! }));
}

export function perGameCounts(runs: GameRun[]): string {
  const by = new Map<string, { games: number; moves: number; seats: number[] }>();
  for (const run of runs) {
    const entry = by.get(run.plan.game) ?? { games: 0, moves: 0, seats: [] };
    entry.games++;
    entry.moves += run.acks.length;
    entry.seats.push(run.plan.seats);
    by.set(run.plan.game, entry);
  }
  return [...by]
    .map(
      ([game, e]) =>
        `${game} ${e.games} (${e.moves} moves, ${Math.min(...e.seats)}-${Math.max(...e.seats)} seats)`,
    )
    .join(", ");
}

export function counterLine(c: Counters): string {
  return (
    `requests ${c.requests}, moves sent ${c.movesSent}, acknowledged ${c.acked}, network errors ${c.networkErrors}, ` +
    `requests answered after a retry ${c.retriedRequests} (moves ${c.retriedMoves}), moves resent after their 200 ${c.resent} ` +
    `(same answer ${c.resentSame}), 429 waits ${c.rateLimited}, dev-proxy 503s ${c.devProxy503}`
  );
}

export function printFailures(failures: Failure[], max = 8): void {
  console.log(`  failures: ${failures.length}`);
  for (const f of failures.slice(0, max)) console.log(`    - [${f.game}${f.id ? ` ${f.id}` : ""}] ${f.what}`);
  if (failures.length > max) console.log(`    ... and ${failures.length - max} more`);
}

export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
