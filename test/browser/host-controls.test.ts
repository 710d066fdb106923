/**
 * The host's controls during a game, on the host page: every action that cannot be undone asks
 * first; a seat handed to the bot is played by it and its player's page says so at once (and goes on
 * showing the game); a drop asks and happens; the last person's seat offers neither; the clock is
 * set; an abort ends the game on the players' pages, live, with no turn left on the sheet.
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

  it("asks before each action, tells the player handed to the bot, sets the clock, aborts for everyone", async () => {
    const base = world.server!.url;
    // To 10,000: the bot's turns for Ada must not end the game (to 2,000 they sometimes did).
    const game = await playingGame(base, { seats: 3, options: { target: 10000 } });
    const errors: string[] = [];
    const open = async () => {
      const context = await people.open();
      const page = context.pages()[0] ?? (await context.newPage());
      page.on("pageerror", (error) => errors.push(error.message));
      return page;
    };
    const ada: Page = await open();
    await openSeat(ada, `${base}/play/${game.id}#${game.tokens[0]}`);
    const bo: Page = await open();
    await openSeat(bo, `${base}/play/${game.id}#${game.tokens[1]}`);
    const host: Page = await open();
    await host.goto(game.created.hostUrl);
    const controls = host.locator("[data-host-controls]");
    await controls.waitFor({ timeout: 60_000 });
    expect(await bo.locator("[data-host-controls]").count()).toBe(0);
    const api = () => call<GameResponse>(base, "GET", `/api/games/${game.id}`);

    // A click on "Hand to the bot" only asks; "Keep playing" changes nothing.
    const adaRow = controls.locator('[data-host-seat="0"]');
    await adaRow.getByRole("button", { name: "Hand to the bot" }).click();
    expect(await adaRow.locator('[data-confirm-host="bot"]').textContent()).toContain("cannot be undone");
    await adaRow.getByRole("button", { name: "Keep playing" }).click();
    expect(await adaRow.locator("[data-confirm-host]").count()).toBe(0);
    expect((await api()).seats[0].bot).toBeUndefined();

    // Ada (first to move) has vanished: the bot takes her seat and plays her turn.
    await adaRow.getByRole("button", { name: "Hand to the bot" }).click();
    await adaRow.getByRole("button", { name: "Yes, the bot plays for Ada" }).click();
    await expect
      .poll(() => controls.locator("[data-host-message]").textContent())
      .toBe("The bot now plays Ada's seat.");
    await expect.poll(() => adaRow.textContent()).toContain("played by the bot");
    expect(await adaRow.locator("button").count()).toBe(0);
    await bo.locator("[data-recent-moves]").scrollIntoViewIfNeeded(); // the list loads when it comes on screen
    await expect
      .poll(() => bo.locator("[data-recent-moves] [data-by='bot']").count(), { timeout: 30_000 })
      .toBeGreaterThan(0);

    // Ada's page is told, live, and keeps showing the game as a spectator's, without her name as "You".
    const revoked = ada.locator("[data-seat-revoked]");
    await revoked.waitFor({ timeout: 30_000 });
    expect(await revoked.textContent()).toContain("handed this seat to the bot");
    expect(await ada.locator("bx-game-frame .meta").textContent()).toContain("Watching");
    expect(await ada.locator("bx-game-frame .meta").textContent()).not.toContain("You:");
    await expect
      .poll(async () => Number(await ada.locator("[data-version]").getAttribute("data-version")), {
        timeout: 30_000,
      })
      .toBeGreaterThanOrEqual((await api()).version - 1);

    // Drop asks too; then Cy leaves and the others play on.
    const cyRow = controls.locator('[data-host-seat="2"]');
    await cyRow.getByRole("button", { name: "Drop" }).click();
    expect(await cyRow.locator('[data-confirm-host="drop"]').textContent()).toContain(
      "Drop Cy from the game?",
    );
    expect((await api()).recentMoves.some((m) => m.move.type === "$drop")).toBe(false);
    await cyRow.getByRole("button", { name: "Yes, drop Cy" }).click();
    await expect
      .poll(() => controls.locator("[data-host-message]").textContent())
      .toBe("Cy was dropped; the others play on.");

    // Cy's row says Cy left, with nothing more to do; Bo is now the last person at the table, so the page
    // offers no hand-over or drop for Bo (the server would refuse: test/worker/host.test.ts) and says why.
    await expect.poll(() => cyRow.textContent()).toContain("left the game");
    expect(await cyRow.getByRole("button").count()).toBe(0);
    const boRow = controls.locator('[data-host-seat="1"]');
    await boRow.locator("[data-last-person]").waitFor({ timeout: 30_000 });
    expect(await boRow.getByRole("button").count()).toBe(0);

    // The clock: seven days a move, restarted for the waiting seat.
    await controls.getByLabel("Time per move").selectOption("7");
    await controls.getByRole("button", { name: "Set the clock" }).click();
    await expect.poll(() => controls.locator("[data-host-message]").textContent()).toContain("7 days a move");
    const seen = await call<GameResponse>(base, "GET", `/api/games/${game.id}`, game.tokens[1]);
    expect(seen.clock.perMoveDays).toBe(7);
    expect(new Date(seen.timers[1].deadline!).getTime() - Date.now()).toBeGreaterThan(6.9 * 86_400_000);

    // Abort asks first; "Keep playing" changes nothing.
    await controls.getByRole("button", { name: "Abort the game" }).click();
    await controls
      .locator('[data-confirm-host="abort"]')
      .getByRole("button", { name: "Keep playing" })
      .click();
    expect((await api()).status).toBe("playing");
    await controls.getByRole("button", { name: "Abort the game" }).click();
    await controls.getByRole("button", { name: "Yes, abort the game" }).click();

    // Both pages say so: the host's at once, Bo's live; neither sheet still names a turn.
    for (const page of [host, bo]) {
      const over = page.locator("[data-game-over-panel]");
      await over.waitFor({ timeout: 30_000 });
      expect(await over.locator("h2").textContent()).toBe("The game was aborted");
      expect(await over.locator("[data-end-reason]").textContent()).toContain("Aborted by the host");
      expect(await page.getByText(/Your turn|'s turn|Roll six dice/).count()).toBe(0);
    }
    expect(await host.locator("[data-host-controls]").count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
