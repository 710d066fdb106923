/**
 * A real headless Chromium through playwright-core (which never downloads a browser): the
 * executable is $CHROMIUM_PATH, else Debian's headless shell (package chromium-headless-shell: the
 * same Chromium release, built for headless use only, as Playwright's own headless default), else
 * Debian's full /usr/bin/chromium. A context with its first page costs the shell about a third of
 * what it costs the full browser (docs/testing.md), and the browser suite is mostly that.
 * Without any, the browser suites are skipped with a loud notice, except in CI (CI=true), where they fail.
 */
import { existsSync } from "node:fs";
import { type Browser, type BrowserContext, type BrowserContextOptions, chromium } from "playwright-core";

const firstFound = (...candidates: (string | undefined)[]): string | null =>
  candidates.find(
    (candidate): candidate is string => Boolean(candidate) && existsSync(candidate as string),
  ) ?? null;

export const chromiumPath = firstFound(
  process.env.CHROMIUM_PATH,
  "/usr/lib/chromium/chromium-headless-shell",
  "/usr/bin/chromium",
);
/** The full browser, for what the headless shell lacks: it denies every page the notification permission. */
const fullChromiumPath = firstFound(process.env.CHROMIUM_PATH, "/usr/bin/chromium");

const inCi = process.env.CI === "true";

/** True when the suite should be skipped: no Chromium, and not in CI. */
export const skipBrowser = chromiumPath === null && !inCi;

if (skipBrowser) {
  console.warn(
    "\n" +
      "!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!\n" +
      "!! BROWSER TESTS SKIPPED: no Chromium found (set CHROMIUM_PATH, or install       !!\n" +
      "!! Debian's: `apt-get install -y chromium chromium-headless-shell`). In CI they   !!\n" +
      "!! would fail.                                                                    !!\n" +
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
  /** A separate browser context (own cookies, storage and cache): one person. */
  open(options?: BrowserContextOptions): Promise<BrowserContext>;
  /** The last things the pages reported (page errors, console errors, failed requests, 4xx/5xx), for a failed test. */
  reported(): string[];
  close(): Promise<void>;
}

/** How many of the pages' reports are kept (the newest). */
const REPORTED = 80;

/** Writes what a person's pages report to `lines`. */
function listen(context: BrowserContext, person: number, lines: string[]): void {
  const note = (text: string) => {
    lines.push(`[person ${person}, ${new Date().toISOString().slice(11, 23)}] ${text.slice(0, 300)}`);
    if (lines.length > REPORTED) lines.splice(0, lines.length - REPORTED);
  };
  context.on("weberror", (error) => note(`page error: ${error.error().message}`));
  context.on("console", (message) => {
    if (message.type() === "error") note(`console: ${message.text()}`);
  });
  context.on("requestfailed", (request) =>
    note(`failed: ${request.method()} ${request.url()} (${request.failure()?.errorText})`),
  );
  context.on("response", (response) => {
    if (response.status() >= 400)
      note(`${response.status()}: ${response.request().method()} ${response.url()}`);
  });
}

function needChromium(full: boolean): string {
  const found = full ? fullChromiumPath : chromiumPath;
  if (!found) {
    throw new Error(
      `No Chromium executable: set CHROMIUM_PATH or install Debian's ${full ? "chromium" : "chromium-headless-shell or chromium"} (required when CI=true).`,
    );
  }
  return found;
}

/**
 * One Chromium for a test file, and a new context in it per person: the "people" in a test share
 * nothing (cookies, localStorage, cache), as separate profiles would, without a browser start each.
 * `notifications`: the full browser, whose pages may be granted notifications (push tests).
 */
export function contexts({ notifications = false } = {}): Contexts {
  let browser: Promise<Browser> | undefined;
  let people = 0;
  const lines: string[] = [];
  const defaults = { viewport: { width: 1100, height: 900 } };
  return {
    async open(options = {}) {
      browser ??= chromium.launch({
        executablePath: needChromium(notifications),
        headless: true,
        args: ARGS,
      });
      const context = await (await browser).newContext({ ...defaults, ...options });
      listen(context, people++, lines);
      // With its first tab open, as a profile starts: tests take `context.pages()[0]`.
      await context.newPage();
      return context;
    },
    reported: () => [...lines],
    async close() {
      const closing = browser;
      browser = undefined;
      // Closing the browser closes every context in it.
      if (closing) await (await closing).close().catch(() => {});
    },
  };
}
