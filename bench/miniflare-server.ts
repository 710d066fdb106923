/**
 * The Worker on workerd without wrangler's dev proxy: built with `wrangler deploy --dry-run` (the
 * bundle that would be deployed), then run by Miniflare's own API with the bindings wrangler itself
 * derives from wrangler.toml (`unstable_getMiniflareWorkerOptions`: the SQLite-backed Durable
 * Object, D1, the rate limiters as Miniflare's local ones, BOXCARS_ENV=production), D1's migrations
 * applied first. Storage lives on disk in a fresh temporary folder, as under `wrangler dev`. The
 * socket goes straight to the Worker (`unsafeDirectSockets`), past Miniflare's entry worker too, so a
 * request crosses no proxy: what is left is our code, its RPC to the room and the room's storage.
 * No ASSETS binding: the API needs no pages.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Miniflare, type MiniflareOptions, type WorkerOptions } from "miniflare";
import { unstable_getMiniflareWorkerOptions, unstable_readConfig } from "wrangler";
import { freePort } from "../scripts/free-port";
import { WRANGLER, wranglerEnv } from "../scripts/local-wrangler";
import { processes, ROOT, type Server, workerdChildren } from "./dev-server";

/**
 * Bundles `entry` (default: wrangler.toml's main) of the tree at `root` as `wrangler deploy` would,
 * into `outDir`; returns the module's path. `assets` is an empty folder (the API needs no pages;
 * dist/web may not be built).
 */
export function build(root: string, outDir: string, assets: string, entry?: string): string {
  const args = ["deploy", "--dry-run", "--outdir", outDir, "--assets", assets, ...(entry ? [entry] : [])];
  const built = spawnSync(WRANGLER, args, {
    cwd: root,
    env: wranglerEnv(),
    encoding: "utf8",
    timeout: 120_000,
  });
  if (built.status !== 0)
    throw new Error(`wrangler deploy --dry-run failed (${built.status}):\n${built.stdout}\n${built.stderr}`);
  const main = readdirSync(outDir).find((f) => f.endsWith(".js"));
  if (!main) throw new Error(`wrangler deploy --dry-run wrote no .js file to ${outDir}`);
  return path.join(outDir, main);
}

/** The drizzle migrations' statements, in order (drizzle separates them with `--> statement-breakpoint`). */
export function migrationStatements(dir: string): string[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith(".sql"))
    .sort()
    .flatMap((f) => readFileSync(path.join(dir, f), "utf8").split("--> statement-breakpoint"))
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * Miniflare running `entry` (default: wrangler.toml's main) of the tree at `root` as it would be
 * deployed, with the bindings wrangler derives from wrangler.toml, its storage on disk under `tmp`
 * (Durable Objects, D1, R2) and D1's migrations applied; `more` adds to Miniflare's options.
 */
export async function startLocalWorker(
  root: string,
  tmp: string,
  entry?: string,
  more: Partial<MiniflareOptions> = {},
): Promise<Miniflare> {
  const config = path.join(root, "wrangler.toml");
  const assets = path.join(tmp, "no-assets");
  mkdirSync(assets);
  const scriptPath = build(root, path.join(tmp, "worker"), assets, entry);
  const { assets: _pages, ...bindings } = unstable_getMiniflareWorkerOptions(config, undefined, {
    overrides: { assets: { directory: assets } },
  }).workerOptions;
  const mf = new Miniflare({
    ...(bindings as WorkerOptions),
    name: "boxcars",
    modules: true,
    scriptPath,
    modulesRoot: path.dirname(scriptPath),
    modulesRules: undefined,
    durableObjectsPersist: path.join(tmp, "do"),
    d1Persist: path.join(tmp, "d1"),
    r2Persist: path.join(tmp, "r2"),
    host: "127.0.0.1",
    port: await freePort(),
    ...more,
  } as MiniflareOptions);
  try {
    await mf.ready;
    for (const d1 of unstable_readConfig({ config }).d1_databases) {
      const db = await mf.getD1Database(d1.binding);
      const statements = migrationStatements(path.join(root, d1.migrations_dir ?? "migrations"));
      if (statements.length) await db.batch(statements.map((s) => db.prepare(s)));
    }
    return mf;
  } catch (error) {
    await mf.dispose().catch(() => {});
    throw error;
  }
}

/**
 * A started Miniflare as a bench `Server`: its CPU is its workerd child's, the one not among `earlier`
 * (the workerd children before it started); `stop` disposes of it, then runs `cleanup`.
 */
export function startedServer(mf: Miniflare, earlier: Set<number>, url: string, cleanup: () => void): Server {
  const workerd = workerdChildren().filter((pid) => !earlier.has(pid));
  if (workerd.length !== 1)
    throw new Error(`Miniflare: expected one workerd child process, found ${workerd.length}`);
  return {
    url,
    cpuSeconds: () =>
      processes()
        .filter((p) => p.pid === workerd[0])
        .reduce((n, p) => n + p.cpuSeconds, 0),
    async stop() {
      await mf.dispose();
      cleanup();
    },
  };
}

/**
 * `root`: the tree to build and run (another commit's, for the bench's before/after: before.ts).
 * `inspectorPort`: workerd's V8 inspector there (scripts/profile-move.ts takes CPU profiles through it).
 */
export async function startMiniflare(entry?: string, root = ROOT, inspectorPort?: number): Promise<Server> {
  const tmp = mkdtempSync(path.join(tmpdir(), "boxcars-miniflare-"));
  const cleanup = () => rmSync(tmp, { recursive: true, force: true });
  let mf: Miniflare | undefined;
  try {
    const port = await freePort();
    const earlier = new Set(workerdChildren()); // another Miniflare's (the bench's before/after runs two)
    mf = await startLocalWorker(root, tmp, entry, {
      unsafeDirectSockets: [{ host: "127.0.0.1", port }],
      ...(inspectorPort ? { inspectorPort } : {}),
    });
    const url = `http://127.0.0.1:${port}`;
    const up = await fetch(`${url}/api/catalog`, { signal: AbortSignal.timeout(30_000) });
    if (!up.ok) throw new Error(`Miniflare: GET /api/catalog answered ${up.status}`);
    return startedServer(mf, earlier, url, cleanup);
  } catch (error) {
    await mf?.dispose().catch(() => {});
    cleanup();
    throw error;
  }
}
