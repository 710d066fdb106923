/**
 * The rail purchase step on a phone: "Buy nothing" and the cash come before the offers, the fee rule
 * is said once (not on every card), the offers come in order of use with only the first few open,
 * the turn line no longer shows the finished trip's roll, and the page stays short (its height is
 * printed for docs/playing.md).
 */
import { describe, expect, it } from "vitest";
import { advance, openSeat, railsGame, sheetOf } from "./rails-api";
import { skipBrowser } from "./support/browser";
import { useWorld } from "./support/world";

describe.skipIf(skipBrowser)("the rail purchase step on a phone", () => {
  const world = useWorld();

  it("puts Buy nothing first, says the fees once and keeps the page short", async () => {
    const base = world.server!.url;
    const game = await railsGame(base, { seats: 2, options: { startingCash: 50000 } });
    await advance(base, game, (g) => g.view.turn.seat === 0 && g.view.turn.step === "purchase" && (g.legalMoves ?? []).filter((m) => m.type === "buy").length > 8);
    const context = await world.people.open({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
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
