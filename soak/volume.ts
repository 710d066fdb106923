/**
 * Volume: `perGame` complete games of every registered game through the local service with
 * bounded concurrency, then every record verified (commitment and full replay) and present in D1.
 */
import { rmSync } from "node:fs";
import { games } from "../worker/games";
import {
  counterLine,
  type Failure,
  makePlans,
  perGameCounts,
  playFailures,
  pool,
  printFailures,
  seconds,
  sleep,
} from "./common";
import { Client, newCounters, SoakError, type GameRun } from "./player";
import { DevServer, preparePersistDir } from "./server";
import { checkD1, checkRecords } from "./verify";

export interface VolumeOptions {
  perGame: number;
  concurrency: number;
  seed: string;
  keep: boolean;
  /** The snapshot of the app that wrangler dev serves (see server.ts). */
  app: string;
}

export async function volumePhase(o: VolumeOptions): Promise<Failure[]> {
  const started = Date.now();
  const persist = preparePersistDir(o.app);
  const server = await DevServer.create(o.app, persist);
  const plans = makePlans(o.perGame, [1, 3], o.seed);
  console.log(
    `volume phase: ${o.perGame} games of each of ${Object.keys(games).join(", ")} (${plans.length} games, 1-3 seats, random options), ` +
      `${o.concurrency} at a time; state in ${persist}`,
  );
  await server.start();

  const counters = newCounters();
  // Nothing kills the server in this phase: if it is gone, every game fails at once instead of waiting.
  const afterNetworkError = async () => {
    if (!server.running) throw new SoakError(`wrangler dev is no longer running (see ${server.logFile})`);
    await sleep(500);
  };
  const client = new Client({
    base: server.url,
    counters,
    afterNetworkError,
    retryForMs: 60_000,
    resendRate: 0.01,
  });
  const playStart = Date.now();
  let done = 0;
  const progress = setInterval(() => {
    const s = (Date.now() - playStart) / 1000;
    console.log(
      `  ... ${seconds(Date.now() - playStart)}: ${done}/${plans.length} games, ${counters.acked} moves (${(counters.acked / s).toFixed(0)}/s), ` +
        `${counters.requests} requests (${(counters.requests / s).toFixed(0)}/s)${server.running ? "" : ", WRANGLER DEV IS NOT RUNNING"}`,
    );
  }, 30_000);
  let runs: GameRun[];
  try {
    runs = await pool(plans, o.concurrency, async (plan) => {
      const run = await client.play(plan);
      done++;
      return run;
    });
  } finally {
    clearInterval(progress);
  }
  const playMs = Date.now() - playStart;
  const playRequests = counters.requests;
  const failures: Failure[] = playFailures(runs);
  if (!server.running) {
    failures.push({
      game: "-",
      id: null,
      what: `wrangler dev exited during the run (see ${server.logFile})`,
    });
    console.log(
      `  games started ${runs.filter((r) => r.id).length} of ${runs.length}, finished ${runs.filter((r) => r.finished).length}; wrangler dev is gone, nothing more to check`,
    );
    printFailures(failures);
    await server.stop();
    server.close();
    console.log(`  state and wrangler log kept in ${persist}`);
    return failures;
  }

  const verifyStart = Date.now();
  const { records, inOrder, verified } = await checkRecords(client, runs, failures);
  const verifyMs = Date.now() - verifyStart;
  const d1Start = Date.now();
  const d1 = await checkD1(client, o.app, persist, runs, records, failures);
  const d1Ms = Date.now() - d1Start;

  const finished = runs.filter((r) => r.finished).length;
  const moves = runs.reduce((n, r) => n + r.acks.length, 0);
  console.log(`  games: ${perGameCounts(runs)}`);
  console.log(`  ${counterLine(counters)}`);
  console.log(
    `  games played ${runs.length}, finished ${finished}, moves ${moves}, acknowledged ${counters.acked}, ` +
      `records with exactly the acknowledged moves ${inOrder}/${finished}, verified (commitment + replay) ${verified}/${finished}, ` +
      `in D1 ${d1.inD1}/${finished}, in the public finished list (newest 100 per game) ${d1.listed}/${d1.listExpected}`,
  );
  console.log(
    `  play ${seconds(playMs)} (${(moves / (playMs / 1000)).toFixed(1)} moves/s, ${(playRequests / (playMs / 1000)).toFixed(1)} requests/s), ` +
      `verify ${seconds(verifyMs)}, D1 check ${seconds(d1Ms)}, total ${seconds(Date.now() - started)}`,
  );
  printFailures(failures);

  await server.stop();
  server.close();
  if (o.keep || failures.length) console.log(`  state and wrangler log kept in ${persist}`);
  else rmSync(persist, { recursive: true, force: true });
  return failures;
}
