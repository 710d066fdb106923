/**
 * A page open across a release (release.ts): the release takes away the chunks the page was built
 * with, so the next one it asks for fails. The page loads afresh once, on the new release; a failure
 * that lasts (the second within a minute) is said on the page, with a Reload button, not reloaded
 * over and over. A "release" here: every script the page has not loaded yet answers 404 (what a
 * server without the old hashed files answers), until the page loads again.
 */
import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { playingGame, playToEnd } from "./support/api";
import { skipBrowser } from "./support/browser";
import { openSeat } from "./support/seat-page";
import { useWorld } from "./support/world";

describe.skipIf(skipBrowser)("a page open across a release", () => {
  const world = useWorld();

  /** A person whose scripts can be taken away: `release(lasting)` starts one; `reloads()` counts the page's loads since. */
  async function person(width: number) {
    const context: BrowserContext = await world.people.open({ viewport: { width, height: 900 } });
    const page: Page = context.pages()[0] ?? (await context.newPage());
    const loaded = new Set<string>();
    let released: { lasting: boolean } | null = null;
    let reloads = 0;
    await context.route("**/assets/*.js", async (route) => {
      const url = route.request().url();
      if (released && !loaded.has(url)) return route.fulfill({ status: 404, body: "Not found" });
      loaded.add(url);
      return route.continue();
    });
    page.on("request", (request) => {
      if (!released || !request.isNavigationRequest() || request.frame() !== page.mainFrame()) return;
      reloads++;
      if (!released.lasting) released = null; // the page loads the new release
    });
    return {
      page,
      release: (lasting = false) => {
        released = { lasting };
        reloads = 0;
      },
      restore: () => {
        released = null;
      },
      reloads: () => reloads,
    };
  }

  it("loads afresh once when the game's end needs a chunk the release took away", async () => {
    const base = world.server!.url;
    const game = await playingGame(base);
    const ada = await person(390);
    await openSeat(ada.page, `${base}/play/${game.id}#${game.tokens[0]}`);
    ada.release();
    // Both play on from elsewhere to the end: Ada's open page hears it and needs the game-over card.
    await playToEnd(base, game);
    await ada.page.locator("[data-game-over]").waitFor({ timeout: 30_000 });
    expect(ada.reloads()).toBe(1);
  });

  it("says so, with a Reload button, when the table still cannot be loaded after one reload", async () => {
    const base = world.server!.url;
    const natural = await playingGame(base);
    const box = await playingGame(base, { game: "box-cars-d10", options: {} });
    const bo = await person(390);
    await openSeat(bo.page, `${base}/play/${natural.id}#${natural.tokens[1]}`);
    // Box Cars' sheet was never loaded in this browser: after the release it fails, and fails again.
    // (The open page goes first: it would reload itself at its next load, in the middle of this test.)
    await bo.page.goto("about:blank");
    bo.release(true);
    // (The page may reload itself before its first load ends: wait for no more than the navigation.)
    await bo.page.goto(`${base}/play/${box.id}#${box.tokens[1]}`, { waitUntil: "commit" });
    const problem = bo.page.getByRole("alert").filter({ hasText: "The table could not be loaded." });
    const proceed = bo.page.getByRole("button", { name: /^Continue as / });
    // "Continue as Bo?" first; the page may reload itself under the question (another chunk it lacks), and ask again.
    await expect
      .poll(
        async () => {
          if (await problem.isVisible()) return true;
          if (await proceed.isVisible()) await proceed.click({ timeout: 2_000 }).catch(() => {});
          return false;
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    // The first failure reloaded the page; the second did not.
    expect(bo.reloads()).toBe(2);
    await bo.page.waitForTimeout(1_000);
    expect(bo.reloads()).toBe(2);
    bo.restore();
    await problem.getByRole("button", { name: "Reload" }).click();
    await bo.page.locator("bx-box-cars-d10-sheet").waitFor({ timeout: 30_000 });
  });
});
