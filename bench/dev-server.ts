/**
 * Runs `wrangler dev` (local workerd, durable storage) for a section: a fresh --persist-to folder
 * with the D1 migrations applied, a free port on 127.0.0.1, stopped by its own process group.
 * `entry` swaps the Worker's entry point (wrangler.toml's bindings stay as they are).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { freePort } from "../scripts/free-port";
import { migratedD1, WRANGLER, wranglerEnv } from "../scripts/local-wrangler";

export const ROOT = path.resolve(import.meta.dirname, "..");

export interface Server {
  url: string;
  stop(): Promise<void>;
  /** CPU seconds (user + system) its processes have used so far: what a request costs the server. */
  cpuSeconds(): number;
}

interface ProcStat {
  pid: number;
  ppid: number;
  pgrp: number;
  comm: string;
  cpuSeconds: number;
}

/** Every live process's /proc/<pid>/stat (Linux), parsed. */
export function processes(): ProcStat[] {
  const ticks = 100; // USER_HZ: 100 on Linux
  return readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .flatMap((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
        const comm = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
        const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
        // After the name: state ppid pgrp session tty tpgid flags minflt cminflt majflt cmajflt utime stime
        return [
          {
            pid: Number(pid),
            ppid: Number(fields[1]),
            pgrp: Number(fields[2]),
            comm,
            cpuSeconds: (Number(fields[11]) + Number(fields[12])) / ticks,
          },
        ];
      } catch {
        return []; // gone meanwhile
      }
    });
}

/** The workerd processes this process has started (Miniflare starts workerd as its child). */
export function workerdChildren(): number[] {
  return processes()
    .filter((p) => p.ppid === process.pid && p.comm === "workerd")
    .map((p) => p.pid);
}

/** CPU seconds of the processes in group `pgrp`. */
function groupCpuSeconds(pgrp: number): number {
  return processes()
    .filter((p) => p.pgrp === pgrp)
    .reduce((n, p) => n + p.cpuSeconds, 0);
}

/** Resolves once `GET url + readyPath` answers 200; rejects if the process exits or time runs out. */
export async function waitUntilUp(
  url: string,
  child: ChildProcess,
  log: () => string,
  timeoutMs = 90_000,
  readyPath = "/api/catalog",
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`server exited (${child.exitCode ?? child.signalCode}):\n${log()}`);
    const ok = await fetch(`${url}${readyPath}`, { signal: AbortSignal.timeout(2000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no answer from ${url}${readyPath} within ${timeoutMs} ms:\n${log()}`);
}

/** Starts `command` in its own process group; `stop()` signals the whole group. */
export async function startProcess(
  command: string,
  args: string[],
  url: string,
  env: NodeJS.ProcessEnv,
  cleanup = () => {},
  readyPath = "/api/catalog",
  cwd = ROOT,
): Promise<Server> {
  const child = spawn(command, args, { cwd, env, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const signal = (sig: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, sig);
    } catch {
      /* already gone */
    }
  };
  const stop = async () => {
    const exited = child.exitCode !== null || child.signalCode !== null;
    const gone = exited
      ? Promise.resolve()
      : new Promise<void>((resolve) => child.once("exit", () => resolve()));
    signal("SIGTERM");
    const timer = setTimeout(() => signal("SIGKILL"), 5000);
    await gone;
    clearTimeout(timer);
    signal("SIGKILL"); // workerd children left in the group, if any
    cleanup();
  };
  try {
    await waitUntilUp(url, child, () => output, undefined, readyPath);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop, cpuSeconds: () => groupCpuSeconds(child.pid!) };
}

/** `root`: the tree to run (another commit's, for the bench's before/after: before.ts). */
/** `vars`: variables over wrangler.toml's (`--var`), e.g. the cost section's BOXCARS_ENV. */
export async function startWranglerDev(
  entry?: string,
  root = ROOT,
  vars: Record<string, string> = {},
): Promise<Server> {
  const persist = migratedD1(root, "boxcars-bench-");
  const cleanup = () => rmSync(persist, { recursive: true, force: true });
  // The API needs no pages: an empty assets folder keeps these runs apart from dist/web and its builds.
  const assets = path.join(persist, "assets");
  mkdirSync(assets);
  const port = await freePort();
  const args = [
    "dev",
    ...(entry ? [entry] : []),
    "--persist-to",
    persist,
    "--assets",
    assets,
    "--ip",
    "127.0.0.1",
    "--port",
    String(port),
    "--inspector-port",
    String(await freePort()),
    "--show-interactive-dev-session=false",
    "--log-level",
    "warn",
    ...Object.entries(vars).flatMap(([name, value]) => ["--var", `${name}:${value}`]),
  ];
  return startProcess(WRANGLER, args, `http://127.0.0.1:${port}`, wranglerEnv(), cleanup, undefined, root);
}
