/**
 * Starts the real product for the browser tests: `wrangler dev` on a free port, on a fresh local
 * database with the D1 migrations applied, serving the built pages from dist/web (`npm test` runs
 * `build:web` first). Stops it by its own process group. Node only: the browser project's global
 * setup starts the run's shared server with it (./shared-server.ts), and the bench uses it too.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "../../../scripts/free-port";
import { migratedD1, WRANGLER, wranglerEnv } from "../../../scripts/local-wrangler";

const root = path.resolve(import.meta.dirname, "../../..");

export interface DevServer {
  url: string;
  stop(): Promise<void>;
}

async function waitForCatalog(
  url: string,
  child: ChildProcess,
  log: () => string,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = "no answer yet";
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`wrangler dev exited (${child.exitCode ?? child.signalCode}):\n${log()}`);
    }
    try {
      const response = await fetch(`${url}/api/catalog`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
      last = `HTTP ${response.status}`;
    } catch (error) {
      last = String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`wrangler dev did not answer GET /api/catalog within ${timeoutMs} ms (${last}):\n${log()}`);
}

/** Signals wrangler's whole process group (wrangler and its workerd); the group id is its pid. */
function killGroup(child: ChildProcess, signal: NodeJS.Signals, evenIfExited = false): void {
  const exited = child.exitCode !== null || child.signalCode !== null;
  if (child.pid === undefined || (exited && !evenIfExited)) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

/** Applies the D1 migrations to a new local database folder and returns the folder. */
export function migratedDatabase(): string {
  return migratedD1(root, "boxcars-browser-");
}

/** A fresh database: a copy of `template` (a migrated one; saves wrangler's 4 s), else migrated here. */
function freshDatabase(template?: string): string {
  if (!template) return migratedDatabase();
  const persist = mkdtempSync(path.join(tmpdir(), "boxcars-browser-"));
  cpSync(template, persist, { recursive: true });
  return persist;
}

/** Starts a server on a fresh database (a copy of `template` when given). */
export async function startServer(template?: string, vars: Record<string, string> = {}): Promise<DevServer> {
  if (!existsSync(path.join(root, "dist/web/index.html"))) {
    throw new Error("dist/web is not built: run `npm run build:web` first (`npm test` does).");
  }
  const persist = freshDatabase(template);
  const port = await freePort();
  const inspectorPort = await freePort();
  const child = spawn(
    WRANGLER,
    [
      // Development mode, as `npm start`: webhooks to this machine are allowed and /dev/messages shows them.
      "dev",
      "--var",
      "BOXCARS_ENV:development",
      ...Object.entries(vars).flatMap(([name, value]) => ["--var", `${name}:${value}`]),
      "--persist-to",
      persist,
      "--ip",
      "127.0.0.1",
      "--port",
      String(port),
      "--inspector-port",
      String(inspectorPort),
      "--show-interactive-dev-session=false",
      "--log-level",
      "warn",
    ],
    { cwd: root, env: wranglerEnv(), detached: true, stdio: ["ignore", "pipe", "pipe"] },
  );
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    const exited =
      child.exitCode !== null || child.signalCode !== null
        ? Promise.resolve()
        : new Promise<void>((resolve) => child.once("exit", () => resolve()));
    killGroup(child, "SIGTERM");
    const timer = setTimeout(() => killGroup(child, "SIGKILL"), 5000);
    await exited;
    clearTimeout(timer);
    // workerd children in the same group, if any are left:
    killGroup(child, "SIGKILL", true);
    rmSync(persist, { recursive: true, force: true });
  };
  try {
    await waitForCatalog(url, child, () => output, 90_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}

declare module "vitest" {
  export interface ProvidedContext {
    /** The URL of the server the browser test files share (./shared-server.ts). */
    boxcarsServer: string;
    /** A migrated database folder that a file's own server copies. */
    boxcarsTemplateDb: string;
  }
}
