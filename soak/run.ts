/**
 * `npm run soak`: crash-and-restart, then volume, against a real `wrangler dev` with persisted state.
 *   npm run soak -- [--games 1000] [--only crash|volume] [--concurrency 16]
 *                   [--crash-games 20] [--crashes 5] [--seed S] [--keep]
 * Exits non-zero on any failure. Everything goes to 127.0.0.1.
 */
import { spawnSync } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { crashPhase } from "./crash";
import { seconds, type Failure } from "./common";
import { killAllServers, root, snapshotApp } from "./server";
import { volumePhase } from "./volume";

const usage =
  "usage: npm run soak -- [--games N] [--only crash|volume] [--concurrency N] [--crash-games N] [--crashes N] [--seed S] [--keep]";

function positiveInt(name: string, value: string, max: number): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > max) {
    console.error(`--${name} must be a whole number from 1 to ${max}\n${usage}`);
    process.exit(2);
  }
  return n;
}

const readArgs = () =>
  parseArgs({
    options: {
      games: { type: "string", default: "1000" },
      only: { type: "string" },
      concurrency: { type: "string", default: "16" },
      "crash-games": { type: "string", default: "20" },
      crashes: { type: "string", default: "5" },
      seed: { type: "string", default: String(Date.now()) },
      keep: { type: "boolean", default: false },
    },
  }).values;

async function main(): Promise<number> {
  let values: ReturnType<typeof readArgs>;
  try {
    values = readArgs();
  } catch (error) {
    console.error(`${(error as Error).message}\n${usage}`);
    return 2;
  }
  if (values.only && values.only !== "crash" && values.only !== "volume") {
    console.error(`--only takes crash or volume\n${usage}`);
    return 2;
  }
  const perGame = positiveInt("games", values.games, 100_000);
  const concurrency = positiveInt("concurrency", values.concurrency, 512);
  const crashGames = positiveInt("crash-games", values["crash-games"], 1000);
  const crashes = positiveInt("crashes", values.crashes, 20);
  const seed = values.seed.replace(/[^A-Za-z0-9]/g, "").slice(0, 24) || "soak";

  if (!existsSync(path.join(root, "dist/web/index.html"))) {
    console.log("dist/web is not built; building it (npm run build:web) ...");
    const build = spawnSync("npm", ["run", "build:web"], { cwd: root, stdio: "inherit" });
    if (build.status !== 0) return 1;
  }

  const started = Date.now();
  console.log(
    `soak: seed ${seed} (seeds the client's choices; the dice come from each game's own server seed)`,
  );
  const app = snapshotApp();
  console.log(`soak: serving a snapshot of worker/, schema/, dist/web and the configs from ${app}`);
  const failures: Failure[] = [];
  try {
    if (values.only !== "volume")
      failures.push(
        ...(await crashPhase({ perGame: crashGames, crashes, seed: `c${seed}`, keep: values.keep, app })),
      );
    if (values.only !== "crash")
      failures.push(
        ...(await volumePhase({ perGame, concurrency, seed: `v${seed}`, keep: values.keep, app })),
      );
  } finally {
    if (!values.keep) rmSync(app, { recursive: true, force: true });
  }
  console.log(
    `soak: ${failures.length ? `FAILED, ${failures.length} failure(s)` : "passed"} in ${seconds(Date.now() - started)}`,
  );
  return failures.length ? 1 : 0;
}

for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
  process.once(signal, () => {
    killAllServers();
    console.error(
      `soak: ${signal}, stopped wrangler dev; temporary folders under ${tmpdir()}/boxcars-soak-* are left behind`,
    );
    process.exit(130);
  });
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error("soak: crashed:", error);
    killAllServers();
    process.exit(1);
  },
);
