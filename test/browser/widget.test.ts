/**
 * The blog widget on a page of another origin: a tiny Node server on a second port serves a plain
 * HTML page with `<script type="module" src="<boxcars>/embed.js">` and `<boxcars-game game="ID">`,
 * plus the oEmbed iframe. A move made through the HTTP API shows up in the widget live.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { GameResponse } from "../../worker/wire";
import { call, playingGame, playOne } from "./support/api";
import { contexts, skipBrowser } from "./support/browser";
import type { DevServer } from "./support/server";
import { fileServer } from "./support/world";

function blog(boxcars: string, id: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>My dice blog</title></head>
<body style="font-family: Georgia, serif; margin: 2rem">
  <h1>Our game night</h1>
  <p>Follow the game here:</p>
  <div id="box" style="width: 340px"><boxcars-game game="${id}"></boxcars-game></div>
  <iframe id="frame" src="${boxcars}/embed/${id}" width="480" height="260" style="border:0" title="Boxcars"></iframe>
  <script type="module" src="${boxcars}/embed.js"></script>
</body></html>`;
}

describe.skipIf(skipBrowser)("the <boxcars-game> widget on another site", () => {
  let server: DevServer | undefined;
  let other: Server | undefined;
  const people = contexts();

  beforeAll(async () => {
    server = await fileServer();
  });

  afterAll(async () => {
    await people.close();
    await new Promise<void>((resolve) => (other ? other.close(() => resolve()) : resolve()));
    await server?.stop();
  });

  it("shows a game live from a page of a second origin, and in the oEmbed iframe", async () => {
    const base = server!.url;
    const game = await playingGame(base);
    other = createServer((_req, res) => {
      res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
      res.end(blog(base, game.id));
    });
    await new Promise<void>((resolve) => other!.listen(0, "127.0.0.1", resolve));
    const blogUrl = `http://127.0.0.1:${(other.address() as AddressInfo).port}/`;
    expect(new URL(blogUrl).origin).not.toBe(new URL(base).origin);

    const context = await people.open({ viewport: { width: 900, height: 800 } });
    const page: Page = context.pages()[0] ?? (await context.newPage());
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto(blogUrl);

    // Playwright locators pierce the open shadow root.
    const card = page.locator("#box boxcars-game article[data-version]");
    await card.waitFor({ timeout: 45_000 });
    const first = await call<GameResponse>(base, "GET", `/api/games/${game.id}`);
    expect(Number(await card.getAttribute("data-version"))).toBe(first.version);
    expect(await card.locator(".title").textContent()).toBe("BOXCAR (Mr. Natural)");
    expect(await card.locator("[data-headline]").textContent()).toBe("Ada's turn");
    expect(await card.locator("li[data-seat]").allTextContents()).toEqual([
      expect.stringContaining("Ada"),
      expect.stringContaining("Bo"),
    ]);
    // Followed over the WebSocket of the Boxcars origin (not only by polling).
    await expect.poll(() => card.locator(".state").textContent(), { timeout: 45_000 }).toContain("Live");
    // It takes the width of its container.
    expect((await page.locator("#box boxcars-game").boundingBox())?.width).toBe(340);

    // A move through the HTTP API shows up in the widget.
    const moved = await playOne(base, game);
    expect(moved).not.toBeNull();
    await expect
      .poll(async () => Number(await card.getAttribute("data-version")), { timeout: 45_000 })
      .toBe(moved!.version);
    // Play on until Ada's turn is over: then the widget shows her banked total and Bo's turn.
    let latest = moved!;
    while (latest.activeSeats[0] === 0) latest = (await playOne(base, game))!;
    await expect
      .poll(() => card.locator("[data-headline]").textContent(), { timeout: 45_000 })
      .toBe("Bo's turn");
    const adaScore = (latest.view as { scores: number[] }).scores[0];
    expect(await card.locator('li[data-seat="0"] [data-score]').textContent()).toBe(
      adaScore.toLocaleString("en-US"),
    );

    // The oEmbed iframe (/embed/:id) may be framed here and shows the same, without the site around it.
    const frame = page.frameLocator("#frame");
    await expect
      .poll(() => frame.locator("boxcars-game [data-headline]").textContent(), { timeout: 45_000 })
      .toBe("Bo's turn");
    expect(await frame.locator('a[aria-label="Boxcars home"]').count()).toBe(0);

    expect(errors).toEqual([]);
  });
});
