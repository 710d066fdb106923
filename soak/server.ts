/**
 * `wrangler dev` for the soak: persisted state in a folder of our choosing (so a restart sees the
 * same Durable Objects and D1), a fixed port (so clients retry the same URL), a hard kill of the
 * whole process group (wrangler and every workerd it started) and a graceful stop.
 * Like test/browser/support/server.ts, but that one owns its temp folder and cannot restart.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import {
  cpSync,
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  symlinkSync,
  type WriteStream,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "../scripts/free-port";
import { migratedD1, WRANGLER, wranglerEnv } from "../scripts/local-wrangler";

export const root = path.resolve(import.meta.dirname, "..");

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Processes whose process group is `pgid`, as "name(pid)" (Linux /proc). */
export function groupMembers(pgid: number): string[] {
  const out: string[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const close = stat.lastIndexOf(")");
      const name = stat.slice(stat.indexOf("(") + 1, close);
      const fields = stat.slice(close + 2).split(" ");
      // fields[0] = state, fields[1] = ppid, fields[2] = pgrp
      if (Number(fields[2]) === pgid && fields[0] !== "Z") out.push(`${name}(${entry})`);
    } catch {
      // gone meanwhile
    }
  }
  return out;
}

/**
 * A copy of what `wrangler dev` builds and serves (worker/, schema/, dist/web, the configs), with
 * node_modules linked: wrangler dev reloads the Worker whenever a watched file changes, which in a
 * working tree being edited would restart it mid-run (and answer in-flight POSTs with a 503).
 * The soak tests the code as it was when it started.
 */
export function snapshotApp(): string {
  if (!existsSync(path.join(root, "dist/web/index.html")))
    throw new Error("dist/web is not built: run `npm run build:web` first.");
  const app = mkdtempSync(path.join(tmpdir(), "boxcars-soak-app-"));
  for (const item of ["worker", "schema", "dist/web", "wrangler.toml", "package.json", "tsconfig.json"]) {
    mkdirSync(path.dirname(path.join(app, item)), { recursive: true });
    cpSync(path.join(root, item), path.join(app, item), { recursive: true });
  }
  symlinkSync(path.join(root, "node_modules"), path.join(app, "node_modules"), "dir");
  return app;
}

/** A folder for Durable Object and D1 state, with the D1 migrations (of `app`) applied. */
export function preparePersistDir(app: string): string {
  return migratedD1(app, "boxcars-soak-state-", 120_000);
}

/** Runs one SQL statement against the local D1 in `persist` (read-only use: SELECTs). */
export function queryD1<T>(app: string, persist: string, sql: string): T[] {
  const run = spawnSync(
    WRANGLER,
    ["d1", "execute", "DB", "--local", "--persist-to", persist, "--json", "--command", sql],
    {
      cwd: app,
      env: wranglerEnv(),
      encoding: "utf8",
      timeout: 180_000,
      maxBuffer: 512 * 1024 * 1024,
    },
  );
  if (run.status !== 0)
    throw new Error(
      `wrangler d1 execute failed (${run.status}):\n${run.stdout.slice(0, 2000)}\n${run.stderr.slice(0, 2000)}`,
    );
  const parsed = JSON.parse(run.stdout) as { results: T[]; success: boolean }[];
  return parsed.flatMap((p) => p.results);
}

/** Process groups of running servers, so an interrupted soak leaves no wrangler dev behind. */
const live = new Set<number>();

/** SIGKILL to every server this process started that may still run (for signal handlers). */
export function killAllServers(): void {
  for (const pgid of live) {
    try {
      process.kill(-pgid, "SIGKILL");
    } catch {
      // gone
    }
  }
  live.clear();
}

export class DevServer {
  readonly url: string;
  #child: ChildProcess | null = null;
  #log: WriteStream;
  #tail = "";
  starts = 0;

  constructor(
    readonly app: string,
    readonly persist: string,
    readonly port: number,
    readonly inspectorPort: number,
    readonly logFile: string,
  ) {
    this.url = `http://127.0.0.1:${port}`;
    this.#log = createWriteStream(logFile, { flags: "a" });
  }

  static async create(app: string, persist: string): Promise<DevServer> {
    return new DevServer(
      app,
      persist,
      await freePort(),
      await freePort(),
      path.join(persist, "wrangler-dev.log"),
    );
  }

  get pid(): number | undefined {
    return this.#child?.pid;
  }

  get running(): boolean {
    const child = this.#child;
    return !!child && child.exitCode === null && child.signalCode === null;
  }

  /** Starts wrangler dev in its own process group and waits until the API answers. */
  async start(timeoutMs = 120_000): Promise<void> {
    if (this.running) throw new Error("already running");
    this.starts++;
    this.#log.write(`\n===== start #${this.starts} at ${new Date().toISOString()} =====\n`);
    const child = spawn(
      WRANGLER,
      [
        "dev",
        "--persist-to",
        this.persist,
        "--ip",
        "127.0.0.1",
        "--port",
        String(this.port),
        "--inspector-port",
        String(this.inspectorPort),
        "--show-interactive-dev-session=false",
        "--var",
        "BOXCARS_ENV:development",
        // Archive at the end (not an hour later), so the run checks the archive.
        "--var",
        "ARCHIVE_AFTER_MINUTES:0",
        "--log-level",
        "warn",
      ],
      { cwd: this.app, env: wranglerEnv(), detached: true, stdio: ["ignore", "pipe", "pipe"] },
    );
    this.#child = child;
    if (child.pid) live.add(child.pid);
    const keep = (chunk: Buffer) => {
      this.#log.write(chunk);
      this.#tail = (this.#tail + chunk.toString()).slice(-6000);
    };
    child.stdout?.on("data", keep);
    child.stderr?.on("data", keep);
    const deadline = Date.now() + timeoutMs;
    let last = "no answer yet";
    while (Date.now() < deadline) {
      if (!this.running)
        throw new Error(`wrangler dev exited (${child.exitCode ?? child.signalCode}):\n${this.#tail}`);
      try {
        const response = await fetch(`${this.url}/api/catalog`, { signal: AbortSignal.timeout(3000) });
        if (response.ok) return;
        last = `HTTP ${response.status}`;
      } catch (error) {
        last = String(error);
      }
      await sleep(250);
    }
    await this.kill();
    throw new Error(
      `wrangler dev did not answer GET /api/catalog within ${timeoutMs} ms (${last}):\n${this.#tail}`,
    );
  }

  /** SIGKILL to the whole group (wrangler, its workerd processes); returns who was killed. */
  async kill(): Promise<string[]> {
    const child = this.#child;
    if (!child?.pid) return [];
    const members = groupMembers(child.pid);
    const exited = this.running
      ? new Promise<void>((resolve) => child.once("exit", () => resolve()))
      : Promise.resolve();
    try {
      process.kill(-child.pid, "SIGKILL");
    } catch {
      // already gone
    }
    await exited;
    await this.#groupGone(child.pid);
    live.delete(child.pid);
    this.#log.write(
      `\n===== killed (SIGKILL to group ${child.pid}: ${members.join(" ")}) at ${new Date().toISOString()} =====\n`,
    );
    return members;
  }

  /** SIGTERM to the group, SIGKILL after 8 s. */
  async stop(): Promise<void> {
    const child = this.#child;
    if (!child?.pid) return;
    if (this.running) {
      const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        // gone
      }
      const timer = setTimeout(() => {
        try {
          process.kill(-child.pid!, "SIGKILL");
        } catch {
          /* gone */
        }
      }, 8000);
      await exited;
      clearTimeout(timer);
    }
    try {
      process.kill(-child.pid, "SIGKILL"); // workerd children, if any are left
    } catch {
      // none
    }
    await this.#groupGone(child.pid);
    live.delete(child.pid);
  }

  close(): void {
    this.#log.end();
  }

  async #groupGone(pgid: number): Promise<void> {
    const deadline = Date.now() + 15_000;
    while (groupMembers(pgid).length > 0) {
      if (Date.now() > deadline)
        throw new Error(`processes of group ${pgid} still alive: ${groupMembers(pgid).join(" ")}`);
      await sleep(50);
    }
  }
}
