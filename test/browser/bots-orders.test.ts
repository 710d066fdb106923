/**
 * One person against a bot, set up and played in Chromium: the create form gives seat 2 to the bot
 * (its share row has no link), the person claims seat 1, then turns on a standing order on their
 * sheet and stops touching the page: the room plays the bot's turns and the order's moves by
 * itself, and the page shows them as they land.
 */
import { describe, expect, it } from "vitest";
import type { GameRecord } from "../../worker/engine/record";
import { call } from "./support/api";
import { skipBrowser } from "./support/browser";
import { useWorld } from "./support/world";

describe.skipIf(skipBrowser)("bots in seats and standing orders in the browser", () => {
  const world = useWorld();

  it("creates a game against a bot from the form, and an order plays the person's turns with nobody at the sheet", async () => {
    const base = world.server!.url;
    const context = await world.people.open();
    const page = context.pages()[0] ?? (await context.newPage());
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));

    await page.goto(`${base}/`);
    await page.getByLabel("BOXCAR (Mr. Natural)").check();
    await page.getByLabel("Seats", { exact: true }).selectOption("2");
    // To 5,000: an order rolling on while it cannot lose sometimes reached 2,000 before the bot moved.
    await page.getByLabel("Target score").selectOption("5000");
    await page.getByLabel("Seat 2 is a bot").check();
    // One seat always stays a person's.
    expect(await page.getByLabel("Seat 1 is a bot").isDisabled()).toBe(true);
    // One person: listed publicly by default.
    expect(await page.getByLabel("List the finished game publicly").isChecked()).toBe(true);
    await page.getByRole("button", { name: "Create game" }).click();
    await page.getByRole("heading", { name: "Your game is ready" }).waitFor();
    await expect.poll(() => page.locator("[data-bot-seat='1']").textContent()).toMatch(/Bot: no link needed/);
    expect(await page.locator('input[data-link="seat-1"]').count()).toBe(0);
    const link = await page.locator('input[data-link="seat-0"]').inputValue();
    const gameId = new URL(link).pathname.split("/")[2];

    // Claiming the one person's seat starts the game.
    await page.goto(link);
    await page.getByLabel("Your name").fill("Kim");
    await page.getByRole("button", { name: "Claim my seat" }).click();
    await page.locator("[data-status='playing']").waitFor();

    // The standing order decides every choice: roll while a roll cannot lose, bank from 350, re-roll
    // a single on a Nothing, roll all six again below 350.
    await page.locator("[data-orders] summary").click();
    await page.getByLabel(/Bank for me once the turn holds/).selectOption("350");
    await page.getByLabel(/On a Nothing, re-roll a single/).check();
    await page.getByLabel(/roll all six again/).check();
    await page.getByRole("button", { name: "Turn the order on" }).click();
    await expect.poll(() => page.locator("[data-order-state]").textContent()).toMatch(/^on: .*bank from 350/);

    // Nobody clicks again: the order and the bot play on.
    const record = async () => call<GameRecord>(base, "GET", `/api/games/${gameId}/record`);
    await expect
      .poll(
        async () => {
          const r = await record();
          return new Set(r.moves.map((m) => `${m.seat}:${m.by}`));
        },
        { timeout: 60_000, interval: 500 },
      )
      .toEqual(new Set(["0:order", "1:bot"]));
    // ... to the end, so what follows reads a game that no longer moves.
    await expect
      .poll(async () => (await call<{ status: string }>(base, "GET", `/api/games/${gameId}`)).status, {
        timeout: 150_000,
        interval: 1000,
      })
      .toBe("finished");
    const moves = (await record()).moves;
    expect(moves.every((m) => (m.seat === 0 ? m.by === "order" : m.by === "bot"))).toBe(true);
    // The page followed live: its version is the game's.
    const game = await call<{ version: number }>(base, "GET", `/api/games/${gameId}`);
    await expect
      .poll(() => page.locator("[data-version]").getAttribute("data-version"), { timeout: 20_000 })
      .toBe(String(game.version));
    // The answer carries the last 10 moves; earlier ones page in from the move log on request.
    expect(moves.length).toBeGreaterThan(10);
    await page.locator("bx-game-frame [data-recent-moves]").scrollIntoViewIfNeeded(); // the list loads when it comes on screen
    const rows = page.locator("bx-game-frame bx-move-list [data-move-n]");
    await expect.poll(() => rows.count()).toBe(10);
    await page.locator("bx-game-frame bx-move-list [data-earlier]").click();
    await expect.poll(() => rows.count()).toBe(Math.min(30, moves.length));
    expect(await rows.last().getAttribute("data-move-n")).toBe(String(Math.max(1, moves.length - 29)));

    // The replay marks the order's moves, and not the bot seat's own as if time had run out.
    await page.goto(`${base}/replay/${gameId}`);
    await page.locator("[data-replay]").waitFor({ timeout: 60_000 });
    const caption = page.locator("p.caption[data-step]");
    const firstBot = moves.findIndex((m) => m.by === "bot") + 1;
    const firstOrder = moves.findIndex((m) => m.by === "order") + 1;
    for (let step = 1; step <= Math.max(firstBot, firstOrder); step++) {
      await page.keyboard.press("ArrowRight");
      await expect.poll(() => caption.getAttribute("data-step")).toBe(String(step));
      if (step === firstBot) expect(await caption.locator(".note").count()).toBe(0);
      if (step === firstOrder)
        expect(await caption.locator(".note").textContent()).toBe("played by their standing order");
    }
    expect(errors).toEqual([]);
  }, 240_000);
  it("names the rail game's boards on the form and writes each board's amounts in its money", async () => {
    const base = world.server!.url;
    const context = await world.people.open();
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${base}/`);
    await page.getByRole("radio", { name: /^BOXCARS\s/ }).check();
    const board = page.getByLabel("Board", { exact: true });
    expect(await board.locator("option").allTextContents()).toEqual([
      "The United States",
      "Great Britain (a reconstruction)",
    ]);
    const cash = page.getByLabel("Starting cash");
    expect(await cash.locator("option").allTextContents()).toEqual([
      "$20,000",
      "$30,000",
      "$40,000",
      "$50,000",
    ]);
    await board.selectOption("gb");
    // The British amounts, in pounds, each choice taking its board's default.
    await expect
      .poll(() => cash.locator("option").allTextContents())
      .toEqual(["£10,000", "£15,000", "£20,000", "£25,000"]);
    expect(await cash.inputValue()).toBe("10000");
    expect(await page.getByLabel("Cash needed to win at home").locator("option:checked").textContent()).toBe(
      "£100,000",
    );
    await context.close();
  });
});
