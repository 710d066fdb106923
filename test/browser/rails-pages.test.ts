/**
 * A finished rail game on every page that shows games: watch (the game-over card: winner, net worths,
 * payoffs, fees, trips), play (the "Since your last move" card still shows), replay (steps through it
 * on the sheet), verify (replays every roll in the page, with the board tables fetched as files), the
 * blog widget's page, the rules page and the link preview; and the map's gestures (wheel, drag, pinch)
 * on a watch page, loaded on the first. Prints each page's gzipped JavaScript (the board tables are
 * JSON files, not counted as script).
 */
import { gzipSync } from "node:zlib";
import type { Page } from "playwright-core";
import { PAGE_BUDGET } from "./support/budget";
import { describe, expect, it } from "vitest";
import { openSeat, othersRoutedSince, playOut, railsGame, read } from "./rails-api";
import { skipBrowser } from "./support/browser";
import { useWorld } from "./support/world";

describe.skipIf(skipBrowser)("a finished rail game on the watch, replay and verify pages", () => {
  const world = useWorld();

  it("shows, replays and verifies it", async () => {
    const base = world.server!.url;
    // Ada against the bot, her routes and purchases by a standing order, quick options.
    const game = await railsGame(base, {
      seats: 2,
      bots: [1],
      options: { startingCash: 50000, winningCash: 150000 },
    });
    await playOut(base, game);

    const weights: string[] = [];
    async function visit(path: string, ready: (page: Page) => Promise<unknown>): Promise<Page> {
      const context = await world.people.open({ viewport: { width: 1100, height: 900 } });
      const page = context.pages()[0] ?? (await context.newPage());
      const errors: string[] = [];
      page.on("pageerror", (e) => errors.push(e.message));
      const sizes: Promise<number>[] = [];
      page.on(
        "response",
        (r) =>
          void (
            r.request().resourceType() === "script" &&
            sizes.push(r.body().then((b) => gzipSync(b, { level: 9 }).length))
          ),
      );
      await page.goto(base + path);
      await ready(page);
      await page.waitForLoadState("networkidle");
      const bytes = (await Promise.all(sizes)).reduce((a, b) => a + b, 0);
      weights.push(`${path.split("/")[1].padEnd(8)} ${(bytes / 1024).toFixed(1)} KB gz`);
      expect(errors).toEqual([]);
      // The budget of every page (page-weight.test.ts weighs the others).
      expect(bytes, `${path} loads ${bytes} bytes of gzipped JavaScript`).toBeLessThan(PAGE_BUDGET);
      return page;
    }

    const g = await read(base, game, 0);
    const winner = g.seats[g.result!.ranking[0][0]].name ?? "Bot";
    const watch = await visit(`/watch/${game.id}`, (p) =>
      p.locator("[data-rails-over]").waitFor({ timeout: 60_000 }),
    );
    // The figures in the standings' order: the winner first.
    expect(await watch.locator("[data-rails-over] tbody th").first().textContent()).toContain(winner);
    expect(await watch.locator("[data-rails-over] thead th").allTextContents()).toEqual([
      "Player",
      "Net worth",
      "Payoffs",
      "Fees paid",
      "Fees received",
      "Trips",
      "Turns",
    ]);
    expect(await watch.locator("[data-rails-over] tbody tr").count()).toBe(2);

    const replay = await visit(`/replay/${game.id}`, (p) =>
      p.locator("[data-replay-sheet]").waitFor({ timeout: 60_000 }),
    );
    await replay.getByRole("button", { name: "Next step" }).click();
    await replay.locator("[data-replay-sheet] bx-rail-board .seg").first().waitFor({ state: "attached" });

    const verify = await visit(`/verify/${game.id}`, (p) =>
      p.locator('[data-verdict="ok"], [data-verdict="failed"]').waitFor({ timeout: 120_000 }),
    );
    const verdict = verify.locator('[data-verdict="ok"], [data-verdict="failed"]');
    expect([await verdict.getAttribute("data-verdict"), await verdict.textContent()]).toEqual([
      "ok",
      expect.any(String),
    ]);

    const play = await visit(`/play/${game.id}#${game.tokens[0]}`, async (p) => {
      await openSeat(p, base, game, 0);
      await p.locator("[data-rails-over]").waitFor();
    });
    expect(await play.locator("bx-rail-board g.train").count()).toBeGreaterThan(0);
    // Back at the finished game, Ada sees the routes since her last move (when the bot moved after it).
    const since = play.locator("[data-since-routes]");
    if (othersRoutedSince(g, 0)) expect(await since.textContent()).toContain("Since your last move");
    else expect(await since.count()).toBe(0);

    // The blog widget's page shows the game with its standings.
    const embed = await visit(`/embed/${game.id}`, (p) =>
      p.locator("boxcars-game [data-version]").waitFor({ timeout: 60_000 }),
    );
    expect(await embed.locator("boxcars-game article[data-version]").textContent()).toMatch(
      /BOXCARS[\s\S]*Game over · .+ wins/,
    );

    // The rules page, in our own words.
    const rules = await visit("/rules/boxcars-rails", (p) =>
      p.locator('[data-guide="boxcars-rails"]').waitFor({ timeout: 30_000 }),
    );
    expect(await rules.locator('[data-guide="boxcars-rails"] h2').allTextContents()).toContain("User fees");

    // The link preview names the game and the winner, with the game's card.
    const html = await (await fetch(`${base}/watch/${game.id}`)).text();
    expect(html).toMatch(/<meta property="og:title" content="BOXCARS: [^"]+ won"/);
    expect(html).toContain(`/cards/boxcars-rails.png`);
    console.log(`\nRail game pages, JavaScript (gzip -9):\n${weights.join("\n")}\n`);
  }, 600_000);
});

describe.skipIf(skipBrowser)("the rail map's gestures", () => {
  const world = useWorld();

  it("zooms on the wheel and a pinch and pans on a drag, its gestures loading on the first", async () => {
    const base = world.server!.url;
    const game = await railsGame(base, { seats: 2 });
    const context = await world.people.open({ hasTouch: true });
    const page = context.pages()[0] ?? (await context.newPage());
    const scripts: string[] = [];
    page.on("request", (r) => void (r.resourceType() === "script" && scripts.push(r.url())));
    await page.goto(`${base}/watch/${game.id}`);
    const board = page.locator("bx-rail-board");
    await board.locator(".seg").first().waitFor({ state: "attached", timeout: 60_000 });
    await page.waitForLoadState("networkidle");
    expect(scripts.some((u) => u.includes("/gestures-"))).toBe(false);
    // The zoom group's transform: "translate(x y) scale(k)".
    const view = async () =>
      (await board.locator("g.zoom").getAttribute("transform"))!.match(/-?[\d.]+/g)!.map(Number);
    const [, , k0] = await view();
    const box = (await board.locator("svg.map").boundingBox())!;
    const [cx, cy] = [box.x + box.width / 2, box.y + box.height / 2];

    await page.mouse.move(cx, cy);
    await page.mouse.wheel(0, -400);
    await expect.poll(async () => (await view())[2], { timeout: 30_000 }).toBeGreaterThan(k0);
    expect(scripts.some((u) => u.includes("/gestures-"))).toBe(true);

    const [x1, y1, k1] = await view();
    await page.mouse.down();
    await page.mouse.move(cx + 80, cy + 40, { steps: 8 });
    await page.mouse.up();
    await expect.poll(async () => (await view()).slice(0, 2)).not.toEqual([x1, y1]);
    expect((await view())[2]).toBe(k1);

    // Two fingers spreading apart zoom in further.
    const cdp = await context.newCDPSession(page);
    const touch = (type: "touchStart" | "touchMove" | "touchEnd", d: number) =>
      cdp.send("Input.dispatchTouchEvent", {
        type,
        touchPoints:
          type === "touchEnd"
            ? []
            : [
                { x: cx - d, y: cy, id: 1 },
                { x: cx + d, y: cy, id: 2 },
              ],
      });
    await touch("touchStart", 30);
    for (const d of [45, 60, 75, 90]) await touch("touchMove", d);
    await touch("touchEnd", 0);
    await expect.poll(async () => (await view())[2]).toBeGreaterThan(k1);
    await context.close();
  }, 300_000);
});
