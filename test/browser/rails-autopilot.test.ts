/**
 * Autopilot in the rail game: a person plays against the bot, sets a standing order (drive the
 * fastest route, never bid; purchases her own) through the API, and leaves. With nobody at the sheet
 * the room drives her train turn after turn (moves recorded "by order") and the bot plays its seat; it
 * stops only for what the order leaves open (then the test answers, as the player coming back would).
 * Her sheet then shows the order on, and turning it off is one tap; the form's defaults play whole
 * turns, and a form left on "ask" everywhere says it decides nothing and stays off.
 */
import { describe, expect, it } from "vitest";
import type { GameRecord } from "../../worker/engine/record";
import type { RouteStep } from "../../worker/games/boxcars-rails/types";
import { advance, move, openSeat, railsGame, read, sheetOf } from "./rails-api";
import { call } from "./support/api";
import { skipBrowser } from "./support/browser";
import { useWorld } from "./support/world";

describe.skipIf(skipBrowser)("autopilot in the rail game", () => {
  const world = useWorld();

  it("drives a train across turns with nobody at the sheet", async () => {
    const base = world.server!.url;
    const game = await railsGame(base, { seats: 2, bots: [1] });
    // Ada's home city is hers to choose (no order covers it).
    await advance(base, game, (g) => g.view.players[0].home !== null);
    // Her purchases stay hers ("ask"): with every decision the order's, the room plays her turns and
    // the bot's back to back (up to 60 moves an alarm) and the bot may win before her sheet opens.
    const order = { drive: "fastest", purchase: "ask", auction: 0 };
    const saved = await call<{ order: unknown; description: string }>(
      base,
      "PUT",
      `/api/games/${game.id}/orders`,
      game.tokens[0],
      { order },
    );
    expect(saved.description).toBe("drive the fastest route; never bid");

    /** The routes her order drove, as the record has them. */
    const routes = async () =>
      (await call<GameRecord>(base, "GET", `/api/games/${game.id}/record`)).moves
        .filter((m) => m.seat === 0 && m.by === "order" && m.move.type === "route")
        .map((m) => m.move as unknown as { steps: RouteStep[] });
    let asked = 0;
    const deadline = Date.now() + 120_000;
    for (;;) {
      if (Date.now() > deadline) throw new Error("the order did not drive three routes");
      const g = await read(base, game, 0);
      const driven = (await routes()).length;
      // Routes are the order's (the room plays them about a second after she may act); what it leaves
      // open waits for her: her purchases, and a region of her own or declaring.
      const open = g.legalMoves?.some((m) => m.type !== "route") ? g.legalMoves : null;
      if (open) {
        if (driven >= 3) break; // the game waits for her now
        if (open.some((m) => m.type === "region" || m.type === "declare")) asked++;
        await move(base, game, 0, open.find((m) => m.type === "pass" || m.type === "region") ?? open[0]);
      }
      await new Promise((r) => setTimeout(r, 300));
    }
    // The train went places: the order's routes reach more than one city (a trip may end where it
    // began, so where the train stands now says little).
    const reached = new Set((await routes()).flatMap((route) => route.steps.map((step) => step.to)));
    expect(reached.size).toBeGreaterThan(1);
    const record = await call<GameRecord>(base, "GET", `/api/games/${game.id}/record`);
    expect(record.moves.some((m) => m.seat === 1 && m.by === "bot")).toBe(true);
    expect(asked).toBeLessThan(3);

    // Back at her sheet: the order is on, and one tap turns it off.
    const context = await world.people.open({ viewport: { width: 1100, height: 900 } });
    const page = context.pages()[0] ?? (await context.newPage());
    await openSeat(page, base, game, 0);
    expect(await sheetOf(page).locator("bx-rail-board g.train").count()).toBe(2);
    await expect
      .poll(() => page.locator("[data-order-state]").textContent())
      .toBe("on: drive the fastest route; never bid");
    await page.locator("[data-orders-off]").click();
    await expect.poll(() => page.locator("[data-order-state]").textContent()).toBe("off");
    expect(
      (await call<{ order: unknown }>(base, "GET", `/api/games/${game.id}/orders`, game.tokens[0])).order,
    ).toBeNull();

    // The form opens on an order that plays whole turns; one left on "ask" everywhere says it would
    // decide nothing, and cannot be switched on.
    await page.locator("[data-orders] summary").click();
    const on = page.getByRole("button", { name: "Turn the order on" });
    await expect.poll(() => on.isEnabled()).toBe(true);
    expect(await page.getByLabel("Routes").inputValue()).toBe("balanced");
    expect(await page.locator("[data-order-idle]").count()).toBe(0);
    for (const label of ["Routes", "Purchases", "Auctions: bid at most"])
      await page.getByLabel(label).selectOption("ask");
    await page.locator("[data-order-idle]").waitFor();
    expect(await on.isDisabled()).toBe(true);
    await page.getByLabel("Purchases").selectOption("pass");
    await on.click();
    await expect.poll(() => page.locator("[data-order-state]").textContent()).toBe("on: buy nothing");
  }, 300_000);
});
