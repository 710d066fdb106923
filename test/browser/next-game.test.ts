/**
 * "Next game" on a seat's sheet jumps to another of this browser's seats where it is the player's
 * turn (desktop and phone), and the home page's list of your games keeps itself current without the
 * tab being hidden and shown again.
 */
import type { BrowserContextOptions } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { GameResponse } from "../../worker/wire";
import { call, playingGame, playOne, type TestGame } from "./support/api";
import { skipBrowser } from "./support/browser";
import { openSeat } from "./support/seat-page";
import { useWorld } from "./support/world";

const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  hasTouch: true,
  isMobile: true,
};

/** Plays until it is not seat 0's turn (Ada's), so her game waits on someone else. */
async function passTurn(base: string, game: TestGame): Promise<void> {
  for (let i = 0; i < 200; i++) {
    const g = await call<GameResponse>(base, "GET", `/api/games/${game.id}`, game.tokens[0]);
    if (!g.activeSeats.includes(0)) return;
    await playOne(base, game);
  }
  throw new Error("Ada's turn did not end");
}

describe.skipIf(skipBrowser)("next game and the live list of your games", () => {
  const world = useWorld();

  for (const [label, options] of [
    ["1280 px", { viewport: { width: 1280, height: 800 } }],
    ["390 px", PHONE],
  ] as const) {
    it(`jumps to the next game where it is your turn at ${label}`, async () => {
      const base = world.server!.url;
      const waiting = await playingGame(base);
      const yours = await playingGame(base);
      const current = await playingGame(base);
      await passTurn(base, waiting);
      const context = await world.people.open(options);
      const page = context.pages()[0] ?? (await context.newPage());
      for (const g of [waiting, yours, current]) await openSeat(page, `${base}/play/${g.id}#${g.tokens[0]}`);
      const next = page.locator("[data-next-game]");
      await next.waitFor({ timeout: 60_000 });
      // Only the game where it is Ada's turn counts, never the one on screen.
      expect(await next.getAttribute("href")).toBe(`/play/${yours.id}`);
      expect(await next.getAttribute("aria-label")).toBe("Next game ▸ 1: your turn in 1 other game");
      if (label === "390 px") {
        await next.tap();
        expect(await page.evaluate("document.documentElement.scrollWidth")).toBeLessThanOrEqual(390);
      } else await next.click();
      await page.waitForURL(`${base}/play/${yours.id}`);
      await page.locator("[data-version]").waitFor({ timeout: 60_000 });
      // From there, nothing else waits on her (the current game is hers to play too).
      expect(await page.locator("[data-next-game]").getAttribute("href")).toBe(`/play/${current.id}`);
      await context.close();
    }, 180_000);
  }

  it("moves a game between the lists of your games while the home page stays open", async () => {
    const base = world.server!.url;
    const game = await playingGame(base);
    const context = await world.people.open({ viewport: { width: 1280, height: 800 } });
    const page = context.pages()[0] ?? (await context.newPage());
    await openSeat(page, `${base}/play/${game.id}#${game.tokens[0]}`);
    // The page's clock is the test's, so the half minute below passes at once.
    await page.clock.install();
    await page.goto(`${base}/`);
    const item = page.locator(`[data-my-game="${game.id}"]`);
    await expect.poll(() => item.getAttribute("data-group"), { timeout: 60_000 }).toBe("turn");
    await passTurn(base, game);
    expect(await item.getAttribute("data-group")).toBe("turn");
    // The list reads its running games again every half minute while shown.
    await page.clock.runFor(30_000); // MY_GAMES_POLL_MS, web/src/ui/my-games.ts
    await expect.poll(() => item.getAttribute("data-group"), { timeout: 30_000 }).toBe("waiting");
    await context.close();
  }, 180_000);
});
