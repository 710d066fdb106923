/**
 * Players who come back (docs/players.md): two people claim a rated game with their browsers' player
 * keys (Ada at 1280 px, Bo on a 390 px phone), finish it, and each reaches their own page from the final
 * standings; Ada, listed, appears on the leaderboard; her carry link moves her key to another browser.
 * The pages are axe-clean at both widths.
 */
import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { CreatedGame, GameResponse, Leaderboard, PlayerPage } from "../../worker/wire";
import { call, playToEnd } from "./support/api";
import { audit, describeFindings } from "./support/axe";
import { skipBrowser } from "./support/browser";
import { useWorld } from "./support/world";

// The pages read the archive's D1 index (branch `archive`, migration 0003): until it is merged, this file waits.
const archiveIndex = existsSync(new URL("../../schema/migrations/0003_archive.sql", import.meta.url));

describe.skipIf(skipBrowser || !archiveIndex)("players, rated games and the leaderboard", () => {
  // The shared server: only this file makes rated games, so the leaderboard's count is this file's own.
  const world = useWorld();

  it("claims with keys, finishes a rated game, shows both players' pages and the leaderboard, and carries the key", async () => {
    const base = world.server!.url;
    const created = await call<CreatedGame>(base, "POST", "/api/games", null, {
      game: "mr-natural",
      seats: 2,
      options: { target: 2000 },
      rated: true,
    });
    const tokens = created.seats.map((s) => decodeURIComponent(new URL(s.url!).hash.slice(1)));
    const ada = await world.people.open({ viewport: { width: 1280, height: 800 } });
    const bo = await world.people.open({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    });
    const pages = [ada.pages()[0] ?? (await ada.newPage()), bo.pages()[0] ?? (await bo.newPage())];
    for (const [seat, name] of ["Ada", "Bo"].entries()) {
      const page = pages[seat];
      await page.goto(`${base}/play/${created.id}#${tokens[seat]}`);
      await page.locator("#name").fill(name);
      await page.getByText("This browser's player key").waitFor({ timeout: 60_000 });
      await page.getByRole("button", { name: "Claim my seat" }).click();
      await page.locator("[data-version]").waitFor({ timeout: 60_000 });
    }
    const claimed = await call<GameResponse>(base, "GET", `/api/games/${created.id}`);
    const [adaKey, boKey] = claimed.seats.map((s) => s.player!);
    expect(adaKey).toMatch(/^[0-9a-f]{32}$/);
    expect(boKey).toMatch(/^[0-9a-f]{32}$/);
    expect(adaKey).not.toBe(boKey);

    // Ada names her page and lists it, signed with her key.
    const [adaPage, boPage] = pages;
    await adaPage.goto(`${base}/players`);
    await adaPage.locator("#display-name").fill("Ada Lovelace");
    await adaPage.getByLabel(/List me on the leaderboards/).check();
    await adaPage.getByRole("button", { name: "Save, signed with my key" }).click();
    await adaPage.getByText("Saved.").waitFor({ timeout: 30_000 });
    const before = await call<Leaderboard>(base, "GET", "/api/ratings/mr-natural");

    await playToEnd(base, { id: created.id, created, tokens });
    // Archived now rather than after the hour's grace; the archive writes the index.
    expect((await fetch(`${base}/dev/archive/${created.id}`, { method: "POST" })).status).toBe(200);
    await expect
      .poll(async () => (await call<PlayerPage>(base, "GET", `/api/players/${adaKey}`)).games.length, {
        timeout: 60_000,
        interval: 500,
      })
      .toBe(1);

    for (const [page, key, width] of [
      [adaPage, adaKey, 1280],
      [boPage, boKey, 390],
    ] as const) {
      // The finished game's page (archived above) links each keyed seat to its player.
      await page.goto(`${base}/watch/${created.id}`);
      const link = page.locator(`[data-final-standings] a[data-player="${key}"]`);
      await link.waitFor({ timeout: 60_000 });
      await link.click();
      await page.locator(`[data-game="${created.id}"]`).waitFor({ timeout: 30_000 });
      expect(new URL(page.url()).pathname).toBe(`/players/${key}`);
      expect(await page.locator('[data-rating="mr-natural"]').textContent()).toMatch(/provisional/);
      expect(await page.evaluate("document.documentElement.scrollWidth")).toBeLessThanOrEqual(width);
      expect(describeFindings(`player page @${width}`, await audit(page))).toEqual([]);
    }

    // The leaderboard counts the game; Ada (listed) shows, Bo (not listed) does not.
    await adaPage.goto(`${base}/ratings/mr-natural`);
    await adaPage.locator(`[data-provisional="${adaKey}"]`).waitFor({ timeout: 30_000 });
    expect(await adaPage.locator(`[data-provisional="${boKey}"]`).count()).toBe(0);
    const after = await call<Leaderboard>(base, "GET", "/api/ratings/mr-natural");
    expect(after.counted).toBe(before.counted + 1);
    expect(describeFindings("leaderboard @1280", await audit(adaPage))).toEqual([]);
    await boPage.goto(`${base}/ratings/mr-natural`);
    await boPage.locator(`[data-provisional="${adaKey}"]`).waitFor({ timeout: 30_000 });
    expect(describeFindings("leaderboard @390", await audit(boPage))).toEqual([]);

    // Ada's carry link takes her key to a new browser, which then shows her page as its own.
    await adaPage.goto(`${base}/`);
    await adaPage.locator("[data-carry-open]").click({ timeout: 60_000 });
    await expect
      .poll(() => adaPage.locator("[data-carry-url]").inputValue(), { timeout: 30_000 })
      .toMatch(/~k\./);
    const url = await adaPage.locator("[data-carry-url]").inputValue();
    const laptop = await world.people.open({ viewport: { width: 1280, height: 800 } });
    const other = laptop.pages()[0] ?? (await laptop.newPage());
    await other.goto(url);
    await other.locator("[data-carried]").waitFor({ timeout: 60_000 });
    // "Added" shows once the key is stored: leaving the page at once keeps it.
    await other.goto(`${base}/players`);
    expect(await other.locator("[data-fingerprint]").textContent({ timeout: 30_000 })).toBe(adaKey);
    await other.locator(`[data-game="${created.id}"]`).waitFor({ timeout: 30_000 });
  }, 240_000);
});
