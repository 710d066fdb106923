/**
 * A forced sale of the rail game across three browsers: a player who spent all her cash on railroads
 * cannot pay her fees (set up through the API), chooses on her sheet which railroad to sell, and the
 * two others bid at once, each on their own sheet, sealed: the higher maximum wins at $500 over the
 * other bid.
 */
import { describe, expect, it } from "vitest";
import type { Move } from "../../worker/engine/types";
import { boardOf } from "../../worker/games/boxcars-rails/data";
import type { RailsView } from "../../worker/games/boxcars-rails/types";
import { acted, advance, openSeat, railsGame, read, sendCostly, sheetOf, type RailsGame } from "./rails-api";
import { skipBrowser } from "./support/browser";
import { useWorld } from "./support/world";

/** Ada (seat 0) buys the dearest railroad she can after every arrival; the others never buy. */
function spender(view: RailsView) {
  return (moves: Move[]): Move => {
    const buys = moves.filter(
      (m): m is Move & { item: string } =>
        m.type === "buy" && m.item !== "express" && m.item !== "superchief",
    );
    const price = (m: { item: string }) =>
      boardOf(view.options).railroads.find((r) => r.id === m.item)!.price;
    if (view.turn.seat === 0 && buys.length) return buys.reduce((a, b) => (price(b) > price(a) ? b : a));
    return moves.find((m) => m.type === "route") ?? moves.find((m) => m.type === "pass") ?? moves[0];
  };
}

describe.skipIf(skipBrowser)("a forced sale in the browser", () => {
  const world = useWorld();

  it("the seller picks a railroad on her sheet and two players bid on theirs", async () => {
    const base = world.server!.url;
    // To $250,000, so that nobody wins before Ada has spent herself into a sale (to $200,000 Ada, rich in
    // the fees the others pay her, sometimes won first).
    const game = await railsGame(base, { seats: 3, options: { winningCash: 250000 } });
    let last: RailsGame | null = null;
    const saleOpen = (g: RailsGame) => (
      (last = g), g.view.sale !== null && g.view.sale.seller === 0 && g.view.sale.railroad === null
    );
    const g = await advance(base, game, saleOpen, (moves) => spender(last!.view)(moves), 1500);
    expect(g.view.sale?.seller).toBe(0);

    const pages = await Promise.all(
      [0, 1, 2].map(async (seat) => {
        const context = await world.people.open({ viewport: { width: 1100, height: 900 } });
        const page = context.pages()[0] ?? (await context.newPage());
        await openSeat(page, base, game, seat);
        return page;
      }),
    );
    const [ada, bo, cy] = pages.map(sheetOf);
    await ada.locator("[data-panel=sell]").waitFor();
    expect(await ada.locator("[data-panel=sell]").textContent()).toMatch(
      /You owe \$[\d,]+ and have \$[\d,]+/,
    );
    expect(await bo.locator("[data-waiting]").textContent()).toMatch(/choosing a railroad to sell/);

    // On a phone, pointing at a railroad to sell brings its whole line into view, wherever the map was.
    await pages[0].setViewportSize({ width: 390, height: 844 });
    const map = ada.locator("bx-rail-board");
    const zoom = () => map.evaluate((b) => (b as unknown as { transform: { k: number } }).transform.k);
    for (let i = 0; i < 6; i++) await map.getByRole("button", { name: "Zoom in" }).click();
    await expect.poll(zoom).toBeGreaterThanOrEqual(7.99); // the deepest zoom (8 px a unit)
    const first = ada.locator("[data-panel=sell] button").first();
    await first.focus();
    const lineInView = () =>
      map.evaluate((host) => {
        const r = host.shadowRoot!;
        const view = r.querySelector("svg.map")!.getBoundingClientRect();
        const lines = [...r.querySelectorAll(".sel")].map((l) => l.getBoundingClientRect());
        return (
          lines.length > 0 &&
          lines.every(
            (l) =>
              l.left >= view.left - 6 &&
              l.right <= view.right + 6 &&
              l.top >= view.top - 6 &&
              l.bottom <= view.bottom + 6,
          )
        );
      });
    await expect.poll(lineInView).toBe(true);
    expect(await map.locator(".caption").textContent()).toContain(
      /Sell the (\S+)/.exec((await first.textContent())!)![1],
    );
    await pages[0].setViewportSize({ width: 1100, height: 900 });

    // The cheapest railroad she owns, so that both others can bid at least half its price.
    const options = await ada.locator("[data-panel=sell] button").allTextContents();
    const prices = options.map((t) => Number(/at least \$([\d,]+)/.exec(t)![1].replace(/,/g, "")));
    const pick = prices.indexOf(Math.min(...prices));
    const rr = /Sell the (\S+)/.exec(options[pick])![1];
    const half = prices[pick];
    await acted(pages[0], () =>
      sendCostly(pages[0], () => ada.locator("[data-panel=sell] button").nth(pick).click()),
    );

    // Both bidders see the auction; Bo types his highest bid, Cy takes the lowest quick bid.
    await bo.locator("[data-panel=auction]").waitFor();
    await cy.locator("[data-panel=auction]").waitFor();
    expect(await cy.locator("[data-panel=auction] h3").textContent()).toContain(rr);
    // $1,500 over the lowest bid, or as near as Bo's cash allows ($500 over it at least, to win at $500 over Cy).
    const boCash = (await read(base, game, 1)).view.players[1].cash;
    const high = Math.min(half + 1500, Math.floor(boCash / 500) * 500);
    expect(high, `Bo's $${boCash} against the lowest bid $${half}`).toBeGreaterThanOrEqual(half + 500);
    await bo.locator("#bid-input").fill(String(high + 250));
    expect(await bo.getByRole("button", { name: "Bid", exact: true }).isDisabled()).toBe(true); // not a multiple of $500
    await bo.locator("#bid-input").fill(String(high));
    await acted(pages[1], () =>
      sendCostly(pages[1], () => bo.getByRole("button", { name: "Bid", exact: true }).click()),
    );
    // Sealed: Cy's answer does not show Bo's bid, and the moves list says only that he answered; Bo sees his own.
    const seenByCy = await read(base, game, 2);
    expect(seenByCy.view.sale?.bids).toEqual([0, 0, 0]);
    expect(seenByCy.recentMoves.at(-1)?.move).toEqual({ type: "bid" });
    expect((await read(base, game, 1)).recentMoves.at(-1)?.move).toEqual({ type: "bid", max: high });
    // The recent moves load when they come on screen.
    for (const page of [pages[1], pages[2]])
      await page.locator("bx-move-list").first().scrollIntoViewIfNeeded();
    await pages[2].getByText("answered the auction (sealed)").first().waitFor({ timeout: 20_000 });
    await pages[1]
      .getByText(`bid up to $${high.toLocaleString("en-US")} (sealed)`)
      .first()
      .waitFor({ timeout: 20_000 });
    expect(await bo.locator("[data-waiting]").textContent()).toContain(
      `You bid up to $${high.toLocaleString("en-US")}, sealed.`,
    );
    expect(await cy.locator("[data-panel=auction] .choices button").first().textContent()).toMatch(/^Bid \$/);
    await acted(pages[2], () =>
      sendCostly(pages[2], () =>
        cy.getByRole("button", { name: `Bid $${half.toLocaleString("en-US")}` }).click(),
      ),
    );

    // Bo wins and pays $500 over Cy's bid; the tables in every page show his new railroad.
    await expect
      .poll(async () => (await read(base, game, 0)).view.lastSale, { timeout: 20_000 })
      .toEqual({ railroad: expect.any(Number), seller: 0, buyer: 1, price: half + 500 });
    for (const sheet of [ada, bo, cy]) {
      await expect
        .poll(() => sheet.locator('[data-players] tr[data-seat="1"] .rrs').textContent(), { timeout: 20_000 })
        .toContain(rr);
    }
  }, 600_000);
});
