/**
 * Clocks: the create form offers the clock options (only the timeout policies the chosen game
 * allows), the sheet shows the waiting seat's deadline as a countdown, and a vacation moves it back.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { CatalogGame, GameResponse } from "../../worker/wire";
import { call } from "./support/api";
import { skipBrowser } from "./support/browser";
import { useWorld } from "./support/world";

describe.skipIf(skipBrowser)("clocks in the browser", () => {
  const world = useWorld();
  const people = world.people;

  it("creates a game with a time limit and shows the countdown and vacations on the sheet", async () => {
    const base = world.server!.url;
    const { games } = await call<{ games: CatalogGame[] }>(base, "GET", "/api/catalog");
    const context = await people.open({ viewport: { width: 375, height: 812 } });
    const page: Page = context.pages()[0] ?? (await context.newPage());
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto(`${base}/`);

    // Without a limit, the other clock options are not asked.
    const perMove = page.getByLabel("Time per move");
    await perMove.waitFor();
    expect(await page.getByLabel("When a player's time runs out").count()).toBe(0);
    await perMove.selectOption({ label: "1 day per move" });
    const onTimeout = page.getByLabel("When a player's time runs out");

    // Each game offers only its own timeout policies.
    for (const game of games) {
      // By id: one game's title may be part of another's label ("BOXCARS", "Boxcars roll & write").
      await page.locator(`input[name="game"][value="${game.id}"]`).check();
      const offered = await onTimeout
        .locator("option")
        .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
      expect(offered).toEqual(game.timeoutPolicies);
    }

    await page.getByLabel("BOXCAR (Mr. Natural)").check();
    await page.getByLabel("Seats", { exact: true }).selectOption("2");
    await onTimeout.selectOption({ label: "The turn is skipped" });
    await page.getByLabel("Vacation days per player").selectOption({ label: "3 days" });
    await page.getByRole("button", { name: "Create game" }).click();
    await page.getByRole("heading", { name: "Your game is ready" }).waitFor();
    const links = [
      await page.locator('input[data-link="seat-0"]').inputValue(),
      await page.locator('input[data-link="seat-1"]').inputValue(),
    ];
    const id = new URL(links[0]).pathname.split("/")[2];

    // Both players take their seats (Bo through the API).
    const bo = decodeURIComponent(new URL(links[1]).hash.slice(1));
    await call(base, "POST", `/api/games/${id}/claim`, bo, { name: "Bo" });
    await page.goto(links[0]);
    await page.getByLabel("Your name").fill("Ada");
    await page.getByRole("button", { name: "Claim my seat" }).click();
    await expect
      .poll(() => page.locator("[data-status]").getAttribute("data-status"), { timeout: 45_000 })
      .toBe("playing");

    const game = await call<GameResponse>(base, "GET", `/api/games/${id}`);
    expect(game.clock).toEqual({
      perMoveDays: 1,
      bankDays: 0,
      incrementDays: 1,
      capDays: 10,
      weekendPause: false,
      reminder: true,
      onTimeout: "skip",
      vacationDays: 3,
    });

    // Ada's deadline as a countdown, and what happens when it runs out.
    const deadline = page.locator('[data-deadline="0"]');
    await deadline.waitFor({ timeout: 45_000 });
    expect(await deadline.textContent()).toMatch(/You:\s*23 hours 5\d minutes left/);
    expect(await page.getByText("1 day per move; when the time runs out, the turn is skipped.").count()).toBe(
      1,
    );

    // A two-day vacation moves the deadline back by two days.
    await page.getByText("Going away? Take a vacation").click();
    await page.getByLabel("Away for").selectOption({ label: "2 days" });
    await page.getByRole("button", { name: "Take a vacation" }).click();
    await expect
      .poll(() => deadline.textContent(), { timeout: 45_000 })
      .toMatch(/You:\s*2 days 23 hours left/);
    await expect.poll(() => page.getByText("(1 of 3 days left)").count()).toBe(1);
    // No more than the days left can be asked for.
    expect(await page.getByLabel("Away for").locator("option").count()).toBe(1);
    expect(await page.getByText(/on vacation until/).count()).toBe(1);

    // Moves the clock made are marked in the recent-moves feed (here with made-up moves: a real
    // timeout needs days to pass, which the Worker tests cover by moving the room's clock).
    await page.locator("[data-recent-moves]").scrollIntoViewIfNeeded(); // the list's module loads when it comes on screen
    await page.waitForFunction(() => customElements.get("bx-move-list") !== undefined);
    const notes = await page.evaluate(() => {
      const list = document.createElement("bx-move-list");
      const at = new Date().toISOString();
      Object.assign(list, {
        seats: [
          { seat: 0, name: "Ada", claimed: true },
          { seat: 1, name: "Bo", claimed: true },
        ],
        you: 0,
        onTimeout: "skip",
        moves: [
          { n: 1, seat: 0, by: "player", at },
          { n: 2, seat: 1, by: "bot", at },
          { n: 3, seat: 1, by: "clock", at },
        ],
      });
      document.body.append(list);
      return list.updateComplete.then(() =>
        [...list.shadowRoot!.querySelectorAll("li")].map((li) => li.textContent!.replace(/\s+/g, " ").trim()),
      );
    });
    expect(notes).toEqual([
      expect.stringMatching(/^#3 Bo skipped — time ran out/),
      expect.stringMatching(/^#2 Bo played by the bot — time ran out/),
      expect.stringMatching(/^#1 You /),
    ]);

    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(errors).toEqual([]);
  });
});
