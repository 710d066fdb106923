/**
 * A real headless Chromium through playwright-core (which never downloads a browser): the
 * executable comes from $CHROMIUM_PATH or /usr/bin/chromium. Without one, the browser suites are
 * skipped with a loud notice, except in CI (CI=true), where they fail.
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Browser, type BrowserContext, type BrowserContextOptions, chromium } from "playwright-core";

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

export interface PersonOptions extends BrowserContextOptions {
  /**
   * A browser of its own on a fresh profile folder, for what an incognito context does not have
   * (Chromium's push service). Slower: a Chromium start (1 to 5 s) instead of a context (0.2 to 1.5 s).
   */
  profile?: boolean;
}

export interface Contexts {
  /** A separate browser context (own cookies, storage and cache): one person. */
  open(options?: PersonOptions): Promise<BrowserContext>;
  close(): Promise<void>;
}

function needChromium(): string {
  if (!chromiumPath) {
    throw new Error(
      "No Chromium executable: set CHROMIUM_PATH or install /usr/bin/chromium (required when CI=true).",
    );
  }
  return chromiumPath;
}

/**
 * One Chromium for a test file, and a new context in it per person: the "people" in a test share
 * nothing (cookies, localStorage, cache), as separate profiles would, without a browser start each.
 */
export function contexts(): Contexts {
  let browser: Promise<Browser> | undefined;
  const profiles: { context: BrowserContext; dir: string }[] = [];
  const defaults = { viewport: { width: 1100, height: 900 } };
  return {
    async open({ profile, ...options } = {}) {
      const executablePath = needChromium();
      if (profile) {
        const dir = mkdtempSync(path.join(tmpdir(), "boxcars-chromium-"));
        const context = await chromium.launchPersistentContext(dir, {
          executablePath,
          headless: true,
          args: ARGS,
          ...defaults,
          ...options,
        });
        profiles.push({ context, dir });
        return context;
      }
      browser ??= chromium.launch({ executablePath, headless: true, args: ARGS });
      const context = await (await browser).newContext({ ...defaults, ...options });
      // With its first tab open, as a profile starts: tests take `context.pages()[0]`.
      await context.newPage();
      return context;
    },
    async close() {
      for (const { context, dir } of profiles.splice(0)) {
        await context.close().catch(() => {});
        rmSync(dir, { recursive: true, force: true });
      }
      const closing = browser;
      browser = undefined;
      // Closing the browser closes every context in it.
      if (closing) await (await closing).close().catch(() => {});
    },
  };
}
