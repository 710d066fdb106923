/**
 * `npm start`: builds the pages, applies the local D1 migrations and runs `wrangler dev` in
 * development mode. The port comes from `--port N` (or `--port=N`), else $PORT, else 8787; any
 * other arguments go to `wrangler dev` as they are.
 */
import { spawn, spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(import.meta.dirname, "..");
const env = { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" };
const wrangler = path.join(root, "node_modules/.bin/wrangler");

/** The port asked for and the arguments left for wrangler. */
export function parseStart(args: string[], portEnv: string | undefined): { port: number; rest: string[] } {
  let port = portEnv ? Number(portEnv) : 8787;
  const rest: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === "--port") port = Number(args[++i]);
    else if (arg.startsWith("--port=")) port = Number(arg.slice("--port=".length));
    else rest.push(arg);
  }
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new Error(`Not a port: use --port 1..65535 (or PORT=...).`);
  return { port, rest };
}

function run(command: string, args: string[]): void {
  const done = spawnSync(command, args, { cwd: root, env, stdio: "inherit" });
  if (done.status !== 0) process.exit(done.status ?? 1);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  let parsed: { port: number; rest: string[] };
  try {
    parsed = parseStart(process.argv.slice(2), process.env.PORT);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(2);
  }
  run("npm", ["run", "build:web"]);
  run("npm", ["run", "db:migrate:local"]);
  const child = spawn(
    wrangler,
    [
      "dev",
      "--var",
      "BOXCARS_ENV:development",
      "--persist-to",
      ".wrangler/state",
      "--ip",
      "127.0.0.1",
      "--port",
      String(parsed.port),
      ...parsed.rest,
    ],
    { cwd: root, env, stdio: "inherit" },
  );
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => child.kill(signal));
  child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
