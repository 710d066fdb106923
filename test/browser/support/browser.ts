/**
 * A real headless Chromium through playwright-core (which never downloads a browser): the
 * executable comes from $CHROMIUM_PATH or /usr/bin/chromium. Without one, the browser suites are
 * skipped with a loud notice, except in CI (CI=true), where they fail.
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, type BrowserContext, type BrowserContextOptions } from "playwright-core";

export const chromiumPath: string | null =
  [process.env.CHROMIUM_PATH, "/usr/bin/chromium"].find(
    (candidate): candidate is string => Boolean(candidate) && existsSync(candidate as string),
  ) ?? null;

const inCi = process.env.CI === "true";

/** True when the suite should be skipped: no Chromium, and not in CI. */
export const skipBrowser = chromiumPath === null && !inCi;

if (skipBrowser) {
  console.warn(
    "\n" +
      "!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!\n" +
      "!! BROWSER TESTS SKIPPED: no Chromium found (set CHROMIUM_PATH, or install       !!\n" +
      "!! /usr/bin/chromium, e.g. `apt-get install -y chromium`). In CI they would fail. !!\n" +
      "!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!\n",
  );
}

const ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export interface Contexts {
  /** A separate browser profile (own storage, own fresh user-data-dir): one person. */
  open(options?: BrowserContextOptions): Promise<BrowserContext>;
  close(): Promise<void>;
}

/**
 * Launches one Chromium per context with its own fresh user-data-dir, so the "people" in a test
 * share nothing (cookies, localStorage, cache).
 */
export function contexts(): Contexts {
  const open: { context: BrowserContext; dir: string }[] = [];
  return {
    async open(options = {}) {
      if (!chromiumPath) {
        throw new Error(
          "No Chromium executable: set CHROMIUM_PATH or install /usr/bin/chromium (required when CI=true).",
        );
      }
      const dir = mkdtempSync(path.join(tmpdir(), "boxcars-chromium-"));
      const context = await chromium.launchPersistentContext(dir, {
        executablePath: chromiumPath,
        headless: true,
        args: ARGS,
        viewport: { width: 1100, height: 900 },
        ...options,
      });
      open.push({ context, dir });
      return context;
    },
    async close() {
      for (const { context, dir } of open.splice(0)) {
        await context.close().catch(() => {});
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
