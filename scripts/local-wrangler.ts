/**
 * wrangler run on this machine by the tests, the bench and the soak: its quiet environment, and a
 * fresh local D1 (a `--persist-to` folder) with a tree's migrations applied.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/** This checkout's wrangler. */
export const WRANGLER = path.resolve(import.meta.dirname, "../node_modules/.bin/wrangler");

/** No metrics, no Cloudflare look-ups, no colours in the output that is read back. */
export function wranglerEnv(): NodeJS.ProcessEnv {
  return {
    ...process.env,
    WRANGLER_SEND_METRICS: "false",
    CLOUDFLARE_CF_FETCH_ENABLED: "false",
    NO_COLOR: "1",
  };
}

/** A new folder (named from `prefix`, in the temporary folder) holding a local D1 with the migrations of the tree at `cwd` applied. */
export function migratedD1(cwd: string, prefix: string, timeout = 90_000): string {
  const persist = mkdtempSync(path.join(tmpdir(), prefix));
  const migrate = spawnSync(
    WRANGLER,
    ["d1", "migrations", "apply", "DB", "--local", "--persist-to", persist],
    {
      cwd,
      env: wranglerEnv(),
      encoding: "utf8",
      timeout,
    },
  );
  if (migrate.status !== 0) {
    rmSync(persist, { recursive: true, force: true });
    throw new Error(
      `wrangler d1 migrations apply failed (${migrate.status}):\n${migrate.stdout}\n${migrate.stderr}`,
    );
  }
  return persist;
}
