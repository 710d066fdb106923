/**
 * `npm start`: builds the pages, applies the local D1 migrations (to every D1 database in
 * wrangler.toml: the archive's index may span several) and runs `wrangler dev` in
 * development mode. The port comes from `--port N` (or `--port=N`), else $PORT, else 8787; any
 * other arguments go to `wrangler dev` as they are.
 */
import { spawn, spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
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

/** The binding names of wrangler.toml's D1 databases, in order. */
export function d1Bindings(toml: string): string[] {
  return toml
    .split(/^\[\[/m)
    .filter((block) => block.startsWith("d1_databases]]"))
    .map((block) => /^binding\s*=\s*"([^"]+)"/m.exec(block)?.[1])
    .filter((name): name is string => Boolean(name));
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
  for (const binding of d1Bindings(readFileSync(path.join(root, "wrangler.toml"), "utf8")))
    run(wrangler, ["d1", "migrations", "apply", binding, "--local", "--persist-to", ".wrangler/state"]);
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
