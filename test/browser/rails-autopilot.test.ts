/**
 * Autopilot in the rail game: a person plays against the bot, sets a standing order (drive the
 * fastest route, buy nothing, never bid) through the API, and leaves. With nobody at the sheet the
 * room drives her train turn after turn (moves recorded "by order") and the bot plays its seat; it
 * stops only for what the order leaves open (then the test answers, as the player coming back would).
 * Her sheet then shows the order on, and turning it off is one tap; the form's defaults play whole
 * turns, and a form left on "ask" everywhere says it decides nothing and stays off.
 */
import { describe, expect, it } from "vitest";
import type { GameRecord } from "../../worker/engine/record";
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
    const start = await read(base, game, 0);
    const order = { drive: "fastest", purchase: "pass", auction: 0 };
    const saved = await call<{ order: unknown; description: string }>(
      base,
      "PUT",
      `/api/games/${game.id}/orders`,
      game.tokens[0],
      { order },
    );
    expect(saved.description).toMatch(/drive the fastest route; buy nothing; never bid/);

    const routes = async () =>
      (await call<GameRecord>(base, "GET", `/api/games/${game.id}/record`)).moves.filter(
        (m) => m.seat === 0 && m.by === "order" && (m.move as { type: string }).type === "route",
      );
    const places = new Set<number | null>();
    let asked = 0;
    const deadline = Date.now() + 120_000;
    while ((await routes()).length < 3) {
      if (Date.now() > deadline) throw new Error("the order did not drive three routes");
      const g = await read(base, game, 0);
      places.add(g.view.players[0].at);
      // Routes and purchases are the order's (the room plays them about a second after she may act);
      // only a decision it leaves open (a region of her own, declaring) waits for her.
      if (g.legalMoves?.some((m) => m.type === "region" || m.type === "declare")) {
        await move(base, game, 0, g.legalMoves.find((m) => m.type !== "declare")!);
        asked++;
      }
      await new Promise((r) => setTimeout(r, 300));
    }
    // The third route's turn ends at its purchase, which the order plays about a second later.
    await expect
      .poll(async () => (await read(base, game, 0)).view.players[0].turns, { timeout: 30_000 })
      .toBeGreaterThanOrEqual(start.view.players[0].turns + 3);
    const after = await read(base, game, 0);
    // The train went places (it may end where it began: a trip can lead back to the home city).
    places.add(after.view.players[0].at);
    expect([...places].filter((at) => at !== null).length).toBeGreaterThan(1);
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
      .toMatch(/^on: drive the fastest route/);
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
