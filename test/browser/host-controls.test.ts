/**
 * The host's controls during a game, on the host page: a seat handed to the bot is played by it,
 * a refused action shows the server's reason, the clock is set, and an abort (after a confirmation)
 * ends the game on the players' pages, live.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { GameResponse } from "../../worker/wire";
import { call, playingGame } from "./support/api";
import { skipBrowser } from "./support/browser";
import { openSeat } from "./support/seat-page";
import { useWorld } from "./support/world";

describe.skipIf(skipBrowser)("host controls", () => {
  const world = useWorld();
  const people = world.people;

  it("hands a seat to the bot, which plays it; refuses in words; sets the clock; aborts for everyone", async () => {
    const base = world.server!.url;
    // To 10,000: the bot's one turn for Ada must not end the game (to 2,000 it sometimes did).
    const game = await playingGame(base, { options: { target: 10000 } });
    const errors: string[] = [];
    const open = async () => {
      const context = await people.open();
      const page = context.pages()[0] ?? (await context.newPage());
      page.on("pageerror", (error) => errors.push(error.message));
      return page;
    };
    const bo: Page = await open();
    await openSeat(bo, `${base}/play/${game.id}#${game.tokens[1]}`);
    const host: Page = await open();
    await host.goto(game.created.hostUrl);
    const controls = host.locator("[data-host-controls]");
    await controls.waitFor({ timeout: 60_000 });
    expect(await bo.locator("[data-host-controls]").count()).toBe(0);

    // Ada (first to move) has vanished: the bot takes her seat and plays her turn; then it is Bo's.
    await controls.locator('[data-host-seat="0"]').getByRole("button", { name: "Hand to the bot" }).click();
    await expect.poll(() => controls.locator("[data-host-message]").textContent()).toBe("The bot now plays Ada's seat.");
    await expect.poll(() => controls.locator('[data-host-seat="0"]').textContent()).toContain("played by the bot");
    expect(await controls.locator('[data-host-seat="0"] button').count()).toBe(0);
    await expect.poll(() => bo.locator("[data-recent-moves] [data-by='bot']").count(), { timeout: 30_000 }).toBeGreaterThan(0);
    await expect.poll(() => bo.locator("[data-headline]").textContent(), { timeout: 30_000 }).toBe("Your turn");

    // Bo is the last person at the table: the server refuses, and the page says why.
    await controls.locator('[data-host-seat="1"]').getByRole("button", { name: "Hand to the bot" }).click();
    await expect.poll(() => controls.locator("[data-host-message][role=alert]").textContent()).toContain("last seat a person plays");

    // The clock: seven days a move, restarted for the waiting seat.
    await controls.getByLabel("Time per move").selectOption("7");
    await controls.getByRole("button", { name: "Set the clock" }).click();
    await expect.poll(() => controls.locator("[data-host-message]").textContent()).toContain("7 days a move");
    const seen = await call<GameResponse>(base, "GET", `/api/games/${game.id}`, game.tokens[1]);
    expect(seen.clock.perMoveDays).toBe(7);
    expect(new Date(seen.timers[1].deadline!).getTime() - Date.now()).toBeGreaterThan(6.9 * 86_400_000);

    // Abort asks first; "Keep playing" changes nothing.
    await controls.getByRole("button", { name: "Abort the game" }).click();
    await controls.getByRole("button", { name: "Keep playing" }).click();
    expect((await call<GameResponse>(base, "GET", `/api/games/${game.id}`)).status).toBe("playing");
    await controls.getByRole("button", { name: "Abort the game" }).click();
    await controls.getByRole("button", { name: "Yes, abort the game" }).click();

    // Both pages say so: the host's at once, Bo's live.
    for (const page of [host, bo]) {
      const over = page.locator("[data-game-over-panel]");
      await over.waitFor({ timeout: 30_000 });
      expect(await over.locator("h2").textContent()).toBe("The game was aborted");
      expect(await over.locator("[data-end-reason]").textContent()).toContain("Aborted by the host");
    }
    expect(await host.locator("[data-host-controls]").count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
