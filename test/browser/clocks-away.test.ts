/**
 * Time banks on the sheet and "I am away until …" for all of this browser's games (issue #37): each
 * seat's time left and bank at 390 and 1280 px, axe-clean; away in three games at once, each taking
 * what its own vacation allowance gives.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { GameResponse } from "../../worker/wire";
import { call, playingGame, type TestGame } from "./support/api";
import { audit } from "./support/axe";
import { skipBrowser } from "./support/browser";
import { useWorld } from "./support/world";

const DAY = 24 * 3600_000;

describe.skipIf(skipBrowser)("clocks: time left and away from all games", () => {
  const world = useWorld();

  it("shows each seat's time left and bank, and sets away until a date in every game of this browser", async () => {
    const base = world.server!.url;
    const banked = await playingGame(base, {
      clock: { bankDays: 7, incrementDays: 1, capDays: 10, weekendPause: true, vacationDays: 7 },
    });
    const perMove = await playingGame(base, { clock: { perMoveDays: 3, vacationDays: 3 } });
    const untimed = await playingGame(base);

    const context = await world.people.open({ viewport: { width: 390, height: 844 } });
    const page: Page = context.pages()[0] ?? (await context.newPage());
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    // Bo's seat in each game, opened in this browser (Bo claimed through the API, so the page asks first).
    const open = async (g: TestGame) => {
      await page.goto(`${base}/play/${g.id}#${g.tokens[1]}`);
      await page.getByRole("button", { name: "Continue as Bo" }).click();
      await page.locator("[data-status]").waitFor();
    };
    for (const g of [untimed, perMove, banked]) await open(g);

    // Ada is to play: her time left (standing still over her weekend), and Bo's bank.
    const game = await call<GameResponse>(base, "GET", `/api/games/${banked.id}`);
    const left = page.locator('[data-time-left="0"]');
    await left.waitFor({ timeout: 45_000 });
    expect(await left.textContent()).toMatch(/^\d+ days?( \d+ hours?)? left$/);
    expect(await page.getByText("paused for the weekend").count()).toBe(game.timers[0].paused ? 1 : 0);
    expect(await page.locator("[data-banks]").textContent()).toMatch(/Banks: You 7 days/);
    await page.getByText("I am away until …").click();
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await audit(page), `axe at ${width} px`).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    }

    // Away until five days from now, in all three games at once.
    const until = new Date(Date.now() + 5 * DAY);
    await page.getByLabel("Away until").fill(until.toISOString().slice(0, 10));
    await page.getByRole("button", { name: "Away in all my games" }).click();
    const said = page.locator("[data-clock-said]");
    await said.waitFor({ timeout: 45_000 });
    expect(await said.textContent()).toMatch(
      /^You are away until .* in 1 game; in 1 game only as far as its vacation days reach; 1 game had no vacation days to take\. The other players are told\.$/,
    );
    const after = await call<GameResponse>(base, "GET", `/api/games/${banked.id}`);
    expect(Date.parse(after.timers[1].vacationUntil!)).toBeGreaterThan(until.getTime());
    const capped = await call<GameResponse>(base, "GET", `/api/games/${perMove.id}`);
    expect(capped.timers[1].vacationDaysLeft).toBe(0);
    await expect.poll(() => page.getByText(/You are on vacation until/).count(), { timeout: 45_000 }).toBe(1);
    expect(errors).toEqual([]);
  });
});
