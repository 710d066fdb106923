/**
 * The rail decisions on a phone. At a route: the destination and the player's cash are on the first
 * screen, in the turn line above the map (the players' table is two screens down); the dots offered sit clear
 * of the map's zoom buttons. At a purchase: "Buy
 * nothing" and the cash come before the offers, the fee rule is said once (not on every card), the
 * offers come in order of use with only the first few open, the turn line no longer shows the
 * finished trip's roll, and the page stays short (its height is printed for docs/playing.md).
 */
import { describe, expect, it } from "vitest";
import { advance, openSeat, railsGame, read, sheetOf } from "./rails-api";
import { skipBrowser } from "./support/browser";
import { useWorld } from "./support/world";

describe.skipIf(skipBrowser)("the rail purchase step on a phone", () => {
  const world = useWorld();

  it("shows the destination and the cash on the first screen at a route", async () => {
    const base = world.server!.url;
    const game = await railsGame(base, { seats: 2 });
    await advance(
      base,
      game,
      (g) =>
        g.view.players[0].home !== null &&
        g.view.players[0].dest !== null &&
        g.view.turn.step === "route" &&
        g.view.turn.seat === 0,
    );
    const cash = (await read(base, game, 0)).view.players[0].cash.toLocaleString("en-US");
    const context = await world.people.open({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    });
    const page = context.pages()[0] ?? (await context.newPage());
    await openSeat(page, base, game, 0);
    const sheet = sheetOf(page);
    await sheet.locator("[data-route]").first().waitFor({ timeout: 60_000 });
    const line = sheet.locator("[data-turn-line]");
    expect(await line.textContent()).toMatch(new RegExp(`Destination: \\S.*you have \\$${cash}`));
    const box = (await line.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(844);

    // The dots offered are framed clear of the map's + − ⤢ buttons: each one's centre takes its own tap.
    const board = sheet.locator("bx-rail-board");
    await expect.poll(() => board.locator("g.reach").count(), { timeout: 30_000 }).toBeGreaterThan(0);
    // Polled: the sheet frames the dots once they are drawn (a moment after they first appear).
    const blocked = () =>
      board.evaluate((el) => {
        const root = el.shadowRoot!;
        const tools = root.querySelector(".tools")!.getBoundingClientRect();
        return [...root.querySelectorAll(".hit")].flatMap((hit) => {
          const r = hit.getBoundingClientRect(),
            x = r.left + r.width / 2,
            y = r.top + r.height / 2;
          const under =
            x > tools.left - 20 && x < tools.right + 20 && y > tools.top - 20 && y < tools.bottom + 20;
          return under ? [`${Math.round(x)},${Math.round(y)}`] : [];
        });
      });
    await expect.poll(blocked, { timeout: 30_000 }).toEqual([]);
  }, 300_000);

  it("puts Buy nothing first, says the fees once and keeps the page short", async () => {
    const base = world.server!.url;
    const game = await railsGame(base, { seats: 2, options: { startingCash: 50000 } });
    await advance(
      base,
      game,
      (g) =>
        g.view.turn.seat === 0 &&
        g.view.turn.step === "purchase" &&
        (g.legalMoves ?? []).filter((m) => m.type === "buy").length > 8,
    );
    const context = await world.people.open({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    });
    const page = context.pages()[0] ?? (await context.newPage());
    await openSeat(page, base, game, 0);
    const panel = sheetOf(page).locator("[data-panel=purchase]");
    await panel.waitFor({ timeout: 60_000 });

    const pass = panel.locator("[data-pass]");
    const first = panel.locator("li.offer").first();
    expect((await pass.boundingBox())!.y).toBeLessThan((await first.boundingBox())!.y);
    expect(await panel.getByText(/a turn you use it/).count()).toBe(1);
    expect(await panel.locator("> ul.offers > li.offer").count()).toBeLessThanOrEqual(5);
    expect(await panel.locator("[data-more-offers]").count()).toBe(1);
    expect(await sheetOf(page).locator("[data-turn-line]").textContent()).not.toMatch(/rolled/);

    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    console.log(`rail purchase step at 390 px: page height ${height} px`);
    expect(height).toBeLessThan(4000);
  }, 300_000);
});
