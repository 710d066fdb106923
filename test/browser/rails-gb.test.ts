/**
 * BOXCARS on the British board (ruling 16) in the browser: the map of Great Britain with its
 * reconstruction note, pounds on the sheet, 40 px targets for the offered dots at 390 px, the British
 * tables fetched only for a British game, and a finished British game verified in the page.
 */
import { gzipSync } from "node:zlib";
import { PAGE_BUDGET } from "./support/budget";
import { describe, expect, it } from "vitest";
import { advance, offeredDotsAre40px, openSeat, playOut, railsGame, read, sheetOf } from "./rails-api";
import { skipBrowser } from "./support/browser";
import { useWorld } from "./support/world";

const SHOTS = process.env.RAIL_SHOTS; // a folder to save screenshots in, when looking by eye

describe.skipIf(skipBrowser)("a British rail game in the browser", () => {
  const world = useWorld();

  it("draws Great Britain at 390 px with 40 px targets, in pounds, and fetches the British tables only for it", async () => {
    const base = world.server!.url;
    const game = await railsGame(base, { seats: 2, options: { board: "gb" } });
    // The first route decision (as page-weight.test.ts weighs the US page: no one has moved a train yet).
    const atRoute = await advance(base, game, (g) => g.view.phase === "play" && g.view.turn.step === "route");
    const router = atRoute.view.turn.seat;
    // Weighed as page-weight.test.ts weighs the US one: a fresh profile, the page as it first settles.
    const fresh = await world.people.open();
    const weighed = fresh.pages()[0] ?? (await fresh.newPage());
    const scripts: Promise<number>[] = [];
    weighed.on(
      "response",
      (r) =>
        void (
          r.request().resourceType() === "script" &&
          scripts.push(r.body().then((b) => gzipSync(b, { level: 9 }).length))
        ),
    );
    await openSeat(weighed, base, game, router);
    await sheetOf(weighed).locator("[data-route]").first().waitFor();
    await weighed.waitForLoadState("networkidle");
    const bytes = (await Promise.all(scripts)).reduce((a, b) => a + b, 0);
    console.log(`British play page at a route decision: ${(bytes / 1024).toFixed(1)} KB gz`);
    expect(bytes, `the British play page loads ${bytes} bytes of gzipped JavaScript`).toBeLessThan(
      PAGE_BUDGET,
    );
    await fresh.close();

    const context = await world.people.open({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
      deviceScaleFactor: 2,
    });
    const page = context.pages()[0] ?? (await context.newPage());
    const requested: string[] = [];
    page.on("response", (r) => void requested.push(new URL(r.url()).pathname));
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await openSeat(page, base, game, router);
    const sheet = sheetOf(page);
    await sheet.locator("[data-route]").first().waitFor();

    // The British map: its own files, the coastline, the reconstruction note crediting the tables.
    expect(requested).toContain("/rail/gb/network.json");
    expect(requested).toContain("/rail/gb/outline.json");
    const credit = sheet.locator("bx-rail-board [data-credit]");
    await expect
      .poll(() => credit.textContent())
      .toMatch(/reconstruction[\s\S]*Vector241-Eric, Levon Bragg and awittig/);
    expect(await sheet.locator("bx-rail-board path.land").count()).toBeGreaterThan(0);
    expect(await sheet.locator("bx-rail-board svg.map").getAttribute("aria-label")).toBe(
      "Rail map of Great Britain",
    );
    // Pounds on the sheet: the players' cash and the fees.
    expect(await sheet.locator("[data-players]").textContent()).toMatch(/£1,000 to the bank[\s\S]*£\d/);
    expect(await sheet.locator("[data-players]").textContent()).not.toContain("$");

    const reach = sheet.locator("bx-rail-board g.reach");
    await expect.poll(() => offeredDotsAre40px(sheet), { timeout: 30_000 }).toBe(true);
    expect(await page.evaluate("document.documentElement.scrollWidth")).toBeLessThanOrEqual(390);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/gb-390.png`, fullPage: true });

    // A finger's tap on an offered dot takes the step: the map draws it and the tally counts down.
    const tally = sheet.locator("[data-tally]");
    const before = (await tally.textContent())!;
    // Each is in view (offeredDotsAre40px): a tap on the first one's dot, however close its neighbours.
    const hit = (await reach.first().boundingBox())!;
    await page.touchscreen.tap(hit.x + hit.width / 2, hit.y + hit.height / 2);
    await expect.poll(() => sheet.locator("bx-rail-board .route-core").count()).toBe(1);
    expect(await tally.textContent()).not.toBe(before);

    expect(errors).toEqual([]);

    // A US game's page fetches none of the British files.
    const us = await railsGame(base, { seats: 2 });
    const usRequests: string[] = [];
    const usPage = await context.newPage();
    usPage.on("request", (r) => usRequests.push(new URL(r.url()).pathname));
    await openSeat(usPage, base, us, 0);
    await usPage.waitForLoadState("networkidle");
    expect(usRequests.filter((p) => p.includes("/rail/gb/"))).toEqual([]);
    const gbTables = usRequests.filter((p) => p.startsWith("/assets/") && p.endsWith(".json"));
    expect(gbTables.length).toBeGreaterThan(0);
    // The game's own tables are five files per board: a US game fetches its five only.
    expect(gbTables).toHaveLength(5);
  }, 300_000);

  it("finishes a British game and verifies it in the page", async () => {
    const base = world.server!.url;
    const game = await railsGame(base, {
      seats: 2,
      bots: [1],
      options: { board: "gb", startingCash: 25000, winningCash: 75000 },
    });
    await playOut(base, game);
    const context = await world.people.open({ viewport: { width: 1280, height: 900 } });
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${base}/verify/${game.id}`);
    const verdict = page.locator('[data-verdict="ok"], [data-verdict="failed"]');
    await verdict.waitFor({ timeout: 120_000 });
    expect([await verdict.getAttribute("data-verdict"), await verdict.textContent()]).toEqual([
      "ok",
      expect.any(String),
    ]);

    await page.goto(`${base}/watch/${game.id}`);
    await sheetOf(page).locator("[data-rails-over]").waitFor({ timeout: 60_000 });
    expect(await sheetOf(page).locator("[data-rails-over]").textContent()).toMatch(/£[\d,]+/);
    expect(await page.locator("[data-game-over]").textContent()).toMatch(/Final score £[\d,]+/);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/gb-1280-over.png`, fullPage: true });
  }, 600_000);
  it("offers a fresh British game's home cities on the map, with no page error while its tables load", async () => {
    const base = world.server!.url;
    const game = await railsGame(base, { seats: 2, options: { board: "gb" } });
    const atHome = await advance(base, game, (g) => g.view.phase === "play" && g.view.turn.step === "home");
    const context = await world.people.open({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    });
    const page = context.pages()[0] ?? (await context.newPage());
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await openSeat(page, base, game, atHome.view.turn.seat);
    const offered = sheetOf(page).locator("bx-rail-board g.reach");
    await offered.first().waitFor({ timeout: 30_000 });
    const mine = await read(base, game, atHome.view.turn.seat);
    expect(await offered.count()).toBe(mine.legalMoves!.length);
    // Each offered city is named on the map (a small one too, whatever the zoom).
    const names = await sheetOf(page).locator("bx-rail-board g.labels text").allTextContents();
    for (const m of mine.legalMoves!) expect(names).toContain((m as unknown as { city: string }).city);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
