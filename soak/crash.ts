/**
 * Crash and restart: games of every registered game played at once against `wrangler dev` with
 * persisted state; in the middle of the burst of moves the whole wrangler process group (wrangler,
 * workerd) gets SIGKILL, then wrangler dev restarts on the same state and port. Clients resend the
 * very request that failed (same key, same version) once the server is back: it must answer 200.
 * Afterwards every acknowledged move must be in its record, in order, every game finished, every
 * record verified, every game in D1.
 */
import { rmSync } from "node:fs";
import { games } from "../worker/games";
import {
  counterLine,
  type Failure,
  makePlans,
  perGameCounts,
  playFailures,
  printFailures,
  seconds,
  sleep,
} from "./common";
import { Client, newCounters, SoakError, type GameRun } from "./player";
import { DevServer, preparePersistDir } from "./server";
import { checkD1, checkRecords } from "./verify";

export interface CrashOptions {
  perGame: number;
  crashes: number;
  seed: string;
  keep: boolean;
  /** The snapshot of the app that wrangler dev serves (see server.ts). */
  app: string;
}

interface Kill {
  afterAcked: number;
  inFlight: number;
  at: number;
  members: string[];
  restartMs: number;
}

export async function crashPhase(o: CrashOptions): Promise<Failure[]> {
  const started = Date.now();
  const persist = preparePersistDir(o.app);
  const server = await DevServer.create(o.app, persist);
  console.log(
    `crash phase: ${o.perGame} games of each of ${Object.keys(games).join(", ")}, 2-3 seats, all at once; ${o.crashes} hard kill(s); state in ${persist}`,
  );
  await server.start();

  // While the server is down, clients wait here (bounded) before resending.
  let up: Promise<void> = Promise.resolve();
  let markUp = () => {};
  let restartError: SoakError | null = null;
  const counters = newCounters();
  const client = new Client({
    base: server.url,
    counters,
    afterNetworkError: async () => {
      await Promise.race([up, sleep(20_000)]);
      if (restartError) throw restartError;
      await sleep(50 + Math.random() * 200);
    },
  });

  const plans = makePlans(o.perGame, [2, 3], o.seed);
  // Kill points: spread over the expected run (about 100 moves a game, less for Box Cars).
  const expected = plans.length * 90;
  const killAt = Array.from({ length: o.crashes }, (_, i) =>
    Math.round((expected * (i + 1)) / (o.crashes + 2)),
  );
  const kills: Kill[] = [];
  let playing = true;

  const killer = (async () => {
    for (const threshold of killAt) {
      // Wait for the threshold, then for a burst: many moves in flight at once.
      while (
        playing &&
        (counters.acked < threshold || counters.inFlightMoves < Math.min(12, Math.ceil(plans.length / 4)))
      )
        await sleep(1);
      if (!playing) return;
      up = new Promise<void>((resolve) => {
        markUp = resolve;
      });
      const inFlight = counters.inFlightMoves,
        afterAcked = counters.acked,
        at = Date.now();
      const members = await server.kill();
      const t = Date.now();
      try {
        await server.start();
      } catch (error) {
        // Clients stop waiting and fail their games; the phase reports it.
        restartError = new SoakError(
          `wrangler dev did not come back after kill ${kills.length + 1}: ${(error as Error).message.slice(0, 2000)}`,
        );
        markUp();
        return;
      }
      const restartMs = Date.now() - t;
      markUp();
      kills.push({ afterAcked, inFlight, at, members, restartMs });
      console.log(
        `  kill ${kills.length}: after ${afterAcked} acknowledged moves, ${inFlight} moves in flight: SIGKILL to ${members.join(" ")}; ` +
          `wrangler dev back on the same port and state in ${seconds(restartMs)}`,
      );
    }
  })();

  const runs: GameRun[] = await Promise.all(plans.map((plan) => client.play(plan)));
  playing = false;
  await killer;
  const playMs = Date.now() - started;

  const failures: Failure[] = playFailures(runs);
  if (restartError) failures.push({ game: "-", id: null, what: (restartError as SoakError).message });
  if (kills.length === 0)
    failures.push({
      game: "-",
      id: null,
      what: "the server was never killed: the games ended before the first kill point",
    });
  const { records, inOrder, verified } = await checkRecords(client, runs, failures);
  const d1 = await checkD1(client, o.app, persist, runs, records, failures);

  // Where each retried move was stored: before its kill (the answer was lost; the retry was answered
  // from the stored move, applying nothing) or after the restart (the retry applied it, once).
  let storedBefore = 0,
    appliedByRetry = 0;
  for (const run of runs) {
    const record = run.id ? records.get(run.id) : undefined;
    if (!record) continue;
    run.acks.forEach((ack, i) => {
      if (!ack.retried || !record.moves[i]) return;
      const at = Date.parse(record.moves[i].at);
      const kill = kills.find((k) => k.at >= ack.sentAt);
      if (kill && at <= kill.at) storedBefore++;
      else appliedByRetry++;
    });
  }

  const finished = runs.filter((r) => r.finished).length;
  console.log(`  games: ${perGameCounts(runs)}`);
  console.log(`  ${counterLine(counters)}`);
  console.log(
    `  retried moves: ${storedBefore} had been stored before the kill (the retry changed nothing), ${appliedByRetry} were applied by the retry`,
  );
  console.log(
    `  kills ${kills.length}/${o.crashes}, games finished ${finished}/${runs.length}, records with exactly the acknowledged moves ${inOrder}/${finished}, ` +
      `verified (commitment + replay) ${verified}/${finished}, in D1 ${d1.inD1}/${finished}, in the public finished list ${d1.listed}/${d1.listExpected}`,
  );
  console.log(`  play ${seconds(playMs)}, total ${seconds(Date.now() - started)}`);
  printFailures(failures);

  await server.stop();
  server.close();
  if (o.keep || failures.length) console.log(`  state and wrangler log kept in ${persist}`);
  else rmSync(persist, { recursive: true, force: true });
  return failures;
}
