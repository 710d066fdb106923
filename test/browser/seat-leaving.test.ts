/**
 * Leaving and being removed, told to everyone, on a 390 px phone (issue #39): "Leave the game…" sits
 * low and light, under the table talk; when the host drops Cy, Ada's page says Cy left and her move
 * list says what Cy's row was, and Cy's page says the host removed her; when the host hands Bo to the
 * bot, Ada's page says so, and Bo's browser stops reading the game with a key that no longer plays.
 * An unknown game's page answers 404.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { call, playingGame } from "./support/api";
import { skipBrowser } from "./support/browser";
import { openSeat } from "./support/seat-page";
import { useWorld } from "./support/world";

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const top = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((e) => e.getBoundingClientRect().top + window.scrollY);

describe.skipIf(skipBrowser)("leaving a game, told to the table", () => {
  const world = useWorld();

  it("tells the table who left or went to the bot, and the dropped player who dropped her", async () => {
    const base = world.server!.url;
    const game = await playingGame(base, { seats: 3, options: { target: 10000 } });
    const host = decodeURIComponent(new URL(game.created.hostUrl).hash.slice(1));
    const seat = async (k: number) => {
      const context = await world.people.open(PHONE);
      const page = context.pages()[0] ?? (await context.newPage());
      await openSeat(page, `${base}/play/${game.id}#${game.tokens[k]}`);
      return page;
    };
    const [ada, bo, cy] = [await seat(0), await seat(1), await seat(2)];

    // Leaving is offered low on the page, under the table talk, not beside "Notify me".
    await ada.locator("[data-leave]").waitFor({ timeout: 60_000 });
    expect(await top(ada, "[data-leave]")).toBeGreaterThan(await top(ada, "bx-chat-panel"));

    // The host drops Cy: the table is told, and so is Cy, in the host's name.
    await call(base, "POST", `/api/games/${game.id}/host`, host, { action: "drop", seat: 2 });
    await expect
      .poll(() => ada.locator("[data-seat-notes]").textContent(), { timeout: 30_000 })
      .toContain("Cy left the game.");
    await expect
      .poll(() => cy.locator("[data-left]").textContent(), { timeout: 30_000 })
      .toContain("The host removed you from this game.");
    await ada.locator("[data-recent-moves]").scrollIntoViewIfNeeded(); // the list loads when it comes on screen
    const dropRow = ada.locator("[data-recent-moves] [data-by='host']");
    await expect
      .poll(() => dropRow.textContent(), { timeout: 30_000 })
      .toMatch(/Cy\s+· dropped from the game/);

    // The host hands Bo to the bot: the table is told; Bo's browser stops asking with Bo's key.
    await call(base, "POST", `/api/games/${game.id}/host`, host, { action: "bot", seat: 1 });
    await expect
      .poll(() => ada.locator("[data-seat-notes]").textContent(), { timeout: 30_000 })
      .toContain("Bo is played by the bot now.");
    await bo.locator("[data-seat-revoked]").waitFor({ timeout: 30_000 });
    const asked: string[] = [];
    bo.on("request", (r) => {
      if (r.url().includes(`/api/games/${game.id}`)) asked.push(r.headers().authorization ?? "");
    });
    await bo.goto(`${base}/`);
    await bo.locator(`[data-my-game="${game.id}"]`).waitFor({ timeout: 60_000 });
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.filter((a) => a.includes(game.tokens[1]))).toEqual([]);
  }, 180_000);

  it("answers 404 for an unknown game's page, which says there is no such game", async () => {
    const base = world.server!.url;
    const context = await world.people.open(PHONE);
    const page = context.pages()[0] ?? (await context.newPage());
    const response = await page.goto(`${base}/play/abcdefghijkm`);
    expect(response?.status()).toBe(404);
    await page.locator("[data-no-game]").waitFor({ timeout: 30_000 });
    await context.close();
  }, 60_000);
});
