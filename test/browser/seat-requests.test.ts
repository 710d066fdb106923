/**
 * What a seat page asks the server for: no seat page asks for standing orders on load (a game without
 * them got a 400 and logged it on every load; a game with them shows its order's state from the game's
 * answer, and fetches the order's form only when the seat opens it); and the page's list of which
 * games have them agrees with the games' rules.
 */
import { describe, expect, it } from "vitest";
import { games } from "../../worker/games";
import { sheets } from "../../web/src/games";
import { playingGame } from "./support/api";
import { skipBrowser } from "./support/browser";
import { openSeat } from "./support/seat-page";
import { useWorld } from "./support/world";

describe.skipIf(skipBrowser)("a seat page's requests", () => {
  const world = useWorld();

  it("knows which games have standing orders, as their rules do", () => {
    expect(Object.keys(sheets).sort()).toEqual(Object.keys(games).sort());
    for (const [id, entry] of Object.entries(sheets))
      expect(Boolean(entry.orders), id).toBe(Boolean(games[id].orders));
  });

  it("shows the order's state in a game that has orders without asking for them, and logs no failed request", async () => {
    const base = world.server!.url;
    const context = await world.people.open();
    const page = context.pages()[0] ?? (await context.newPage());
    const asked = new Set<string>();
    const failed: string[] = [];
    page.on("request", (request) => {
      const path = new URL(request.url()).pathname.split("/");
      if (path.at(-1) === "orders") asked.add(path.at(-2)!);
    });
    page.on("console", (message) => {
      if (message.type() === "error") failed.push(message.text());
    });
    let withOrders: { id: string; token: string } | null = null;
    for (const id of Object.keys(games)) {
      // One seat where the game allows it; a two-player game gets its second seat from the bot.
      const min = games[id].players.min;
      const game = await playingGame(base, { game: id, seats: min, bots: min > 1 ? [1] : [], options: {} });
      await openSeat(page, `${base}/play/${game.id}#${game.tokens[0]}`);
      await page.locator(sheets[id].tag).waitFor({ timeout: 120_000 });
      await page.getByRole("button", { name: "Notify me" }).waitFor({ timeout: 30_000 });
      const state = page.locator("[data-order-state]");
      if (games[id].orders) {
        await expect.poll(() => state.textContent(), { timeout: 30_000 }).toBe("off");
        withOrders = { id: game.id, token: game.tokens[0] };
      } else expect(await state.count()).toBe(0);
    }
    // Settled pages: whatever they were going to ask has been asked.
    await page.waitForLoadState("networkidle");
    expect(asked).toEqual(new Set());
    // Opening the panel fetches the order's form.
    await openSeat(page, `${base}/play/${withOrders!.id}#${withOrders!.token}`);
    await page.locator("[data-orders] summary").click();
    await page.getByRole("button", { name: "Turn the order on" }).waitFor({ timeout: 30_000 });
    expect(asked).toEqual(new Set([withOrders!.id]));
    expect(failed).toEqual([]);
  });
});
