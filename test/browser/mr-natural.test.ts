/**
 * End to end in a real Chromium against `wrangler dev`: a host creates a two-seat Mr. Natural game
 * through the home page, two separate browsers claim the seats from their links and play it out by
 * clicking, each page following the other's moves live; then the game-over banner shows and the
 * verify page replays the game and says it verifies.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { skipBrowser } from "./support/browser";
import { useWorld } from "./support/world";

const MAX_STEPS = 400;
/**
 * One game every run: the server seed (development servers take one, POST /api/games `serverSeed`, which
 * fixes the game's id too) and both client seeds. Any dice would do, but some end the game in the first
 * turn (a first turn may bank 2,000), and this test follows several moves live.
 */
const SERVER_SEED = "3a7c".repeat(16);
const CLIENT_SEEDS = ["ada-seed", "bo-seed"];

async function version(page: Page): Promise<number> {
  return Number(await page.locator("[data-version]").getAttribute("data-version", { timeout: 45_000 }));
}

async function status(page: Page): Promise<string | null> {
  return page.locator("[data-status]").getAttribute("data-status", { timeout: 45_000 });
}

async function diceAreaHeight(page: Page): Promise<number> {
  const box = await page.locator("[data-dice-area]").boundingBox();
  if (!box) throw new Error("no dice area on the page");
  return box.height;
}

describe.skipIf(skipBrowser)("Mr. Natural in the browser", () => {
  const world = useWorld();
  const people = world.people;

  it("creates, claims, plays live to the end in two browsers, and verifies", async () => {
    const base = world.server!.url;
    const errors: string[] = [];
    const watchErrors = (page: Page, who: string) => {
      page.on("pageerror", (error) => errors.push(`${who}: ${error.message}`));
    };

    // The host creates the game through the home page.
    const hostContext = await people.open();
    const host = hostContext.pages()[0] ?? (await hostContext.newPage());
    watchErrors(host, "host");
    // The home page's create request, with the fixed seed added on its way.
    await host.route("**/api/games", async (route) => {
      const request = route.request();
      if (request.method() !== "POST") return route.continue();
      await route.continue({
        postData: JSON.stringify({ ...request.postDataJSON(), serverSeed: SERVER_SEED }),
      });
    });
    await host.goto(`${base}/`);
    await host.getByLabel("BOXCAR (Mr. Natural)").check();
    await host.getByLabel("Seats", { exact: true }).selectOption("2");
    await host.getByLabel("Target score").selectOption("2000");
    // A game of two people is unlisted unless the host says so.
    const listed = host.getByLabel("List the finished game publicly");
    expect(await listed.isChecked()).toBe(false);
    await listed.check();
    await host.getByRole("button", { name: "Create game" }).click();
    await host.getByRole("heading", { name: "Your game is ready" }).waitFor();
    const seatLinks = [
      await host.locator('input[data-link="seat-0"]').inputValue(),
      await host.locator('input[data-link="seat-1"]').inputValue(),
    ];
    const spectatorLink = await host.locator('input[data-link="spectator"]').inputValue();
    expect(seatLinks[0]).toMatch(/\/play\/[a-z0-9]{12}#\S+$/);
    expect(seatLinks[1]).toMatch(/\/play\/[a-z0-9]{12}#\S+$/);
    expect(seatLinks[0]).not.toBe(seatLinks[1]);
    const gameId = new URL(spectatorLink).pathname.split("/")[2];
    expect(await host.locator("[data-commitment]").textContent()).toMatch(/^[0-9a-f]{64}$/);

    // The host page knows the links (from localStorage) and the seats.
    await host.getByRole("link", { name: "Open the host page" }).click();
    await host.waitForURL(`${base}/host/${gameId}`);
    expect(await host.locator('input[data-link="seat-1"]').inputValue()).toBe(seatLinks[1]);

    // Two separate browsers open their seat links and claim.
    const players: Page[] = [];
    for (const [seat, name] of [
      [0, "Ada"],
      [1, "Bo"],
    ] as const) {
      const context = await people.open({ viewport: { width: 375, height: 812 } });
      const page = context.pages()[0] ?? (await context.newPage());
      watchErrors(page, name);
      await page.goto(seatLinks[seat]);
      await page.getByLabel("Your name").fill(name);
      expect(await page.getByLabel("Your client seed").inputValue()).toMatch(/^[0-9a-f]{32}$/);
      await page.getByLabel("Your client seed").fill(CLIENT_SEEDS[seat]);
      await page.getByRole("button", { name: "Claim my seat" }).click();
      await page.locator("[data-version]").waitFor();
      // The token left the visible URL; it is kept in this browser's localStorage.
      expect(new URL(page.url()).hash).toBe("");
      expect(new URL(page.url()).pathname).toBe(`/play/${gameId}`);
      players.push(page);
    }
    const [ada, bo] = players;

    // Ada's page learns live that Bo's claim started the game; so does the host's.
    await expect.poll(() => status(ada), { timeout: 45_000 }).toBe("playing");
    await expect
      .poll(() => host.locator("[data-seat-status]").textContent(), { timeout: 45_000 })
      .toContain("Bo");

    // Both players follow the game over the live WebSocket (not the polling fallback).
    for (const page of [ada, bo]) {
      await expect
        .poll(() => page.locator("[data-live]").getAttribute("data-live"), { timeout: 45_000 })
        .toBe("live");
    }

    // Reopening without the fragment finds the seat again.
    await ada.goto(`${base}/play/${gameId}`);
    await expect.poll(() => status(ada), { timeout: 45_000 }).toBe("playing");

    // A spectator.
    const watcherContext = await people.open();
    const watcher = watcherContext.pages()[0] ?? (await watcherContext.newPage());
    watchErrors(watcher, "watcher");
    await watcher.goto(spectatorLink);
    await watcher.locator("[data-dice-area]").waitFor();
    expect(await watcher.locator("[data-move]").count()).toBe(0);

    // Play it out: whoever may act clicks; the other page must follow live to the same version.
    let moves = 0;
    let diceHeight: number | null = null;
    for (let step = 0; step < MAX_STEPS; step++) {
      await expect
        .poll(
          async () => {
            const [va, vb] = await Promise.all([version(ada), version(bo)]);
            return va === vb;
          },
          { timeout: 45_000, interval: 100 },
        )
        .toBe(true);
      if ((await status(ada)) === "finished") break;
      const actor = (await ada.locator("[data-move]").count()) > 0 ? ada : bo;
      const buttons = actor.locator("[data-move]:not([disabled])");
      await buttons.first().waitFor({ timeout: 45_000 });
      const before = await version(actor);
      const heightBefore = await diceAreaHeight(actor);
      diceHeight ??= heightBefore;
      const pick = actor.locator('[data-move="pick"]:not([disabled])');
      const bank = actor.locator('[data-move="bank"]:not([disabled])');
      const button =
        (await pick.count()) > 0
          ? pick.first()
          : (await bank.count()) > 0
            ? bank
            : actor.locator('[data-move="roll"]:not([disabled])');
      await button.click();
      await expect.poll(() => version(actor), { timeout: 45_000 }).toBeGreaterThan(before);
      moves++;
      // No layout jump: the dice tray keeps its size whatever the dice did.
      expect(await diceAreaHeight(actor)).toBe(heightBefore);
      expect(heightBefore).toBe(diceHeight);
    }
    expect(moves).toBeGreaterThan(2);
    expect(await status(ada)).toBe("finished");

    // Game over everywhere, with the winner and a way to the verify page.
    for (const page of [ada, bo, watcher]) {
      await page.locator("[data-game-over]").waitFor({ timeout: 45_000 });
      expect(await page.locator("[data-game-over]").textContent()).toMatch(/wins?!/);
      // Why it ended, in the game's own words (games/mr-natural/ending.ts).
      await expect
        .poll(() => page.locator("[data-end-reason]").textContent(), { timeout: 15_000 })
        .toMatch(/^(Ada|Bo) banked [\d,]+, reaching the target of 2,000 first\.$/);
    }

    // On a 375 px phone nothing sticks out sideways.
    for (const page of [ada, bo]) {
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    }

    await ada
      .locator("[data-game-over]")
      .getByRole("link", { name: /Verify/ })
      .click();
    await ada.waitForURL(`${base}/verify/${gameId}`);
    const verdict = ada.locator('[data-verdict="ok"]');
    await verdict.waitFor({ timeout: 30_000 });
    expect(await verdict.textContent()).toMatch(/Verified: \d+ moves, commitment matches/);

    // The finished game shows on the home page once archived (the host listed it); archived now, not after the hour's grace.
    expect((await fetch(`${base}/dev/archive/${gameId}`, { method: "POST" })).status).toBe(200);
    await expect
      .poll(
        async () => {
          await host.goto(`${base}/`);
          await host.getByRole("heading", { name: "Recently finished games" }).waitFor();
          return host.locator(`a[href="/verify/${gameId}"]`).count();
        },
        { timeout: 30_000, interval: 1000 },
      )
      .toBeGreaterThan(0);

    expect(errors).toEqual([]);
  });

  it("lets the host start early with the seats claimed so far", async () => {
    const base = world.server!.url;
    const hostContext = await people.open();
    const host = hostContext.pages()[0] ?? (await hostContext.newPage());
    await host.goto(`${base}/`);
    await host.getByLabel("BOXCAR (Mr. Natural)").check();
    await host.getByLabel("Seats", { exact: true }).selectOption("3");
    await host.getByRole("button", { name: "Create game" }).click();
    await host.getByRole("heading", { name: "Your game is ready" }).waitFor();
    const seatLink = await host.locator('input[data-link="seat-1"]').inputValue();
    await host.getByRole("link", { name: "Open the host page" }).click();
    await host.locator("[data-seat-status]").waitFor();
    expect(await host.getByRole("button", { name: /Start now/ }).count()).toBe(0);

    const playerContext = await people.open({ viewport: { width: 375, height: 812 } });
    const player = playerContext.pages()[0] ?? (await playerContext.newPage());
    await player.goto(seatLink);
    await player.getByLabel("Your name").fill("Cy");
    await player.getByRole("button", { name: "Claim my seat" }).click();
    await expect
      .poll(() => player.locator("[data-status]").getAttribute("data-status"), { timeout: 45_000 })
      .toBe("open");

    // The host page sees the claim live and offers to start with the one player.
    await host.getByRole("button", { name: "Start now with 1 player" }).click({ timeout: 45_000 });
    await expect
      .poll(() => player.locator("[data-status]").getAttribute("data-status"), { timeout: 45_000 })
      .toBe("playing");
    await player.locator('[data-move="roll"]').waitFor({ timeout: 45_000 });
    await expect
      .poll(() => host.locator("[data-status]").getAttribute("data-status"), { timeout: 45_000 })
      .toBe("playing");
  });
});
