/**
 * Issue 15, points 3 and 9, and issue 22, point 10: a move that throws points away asks once (Box
 * Cars: stopping at 0 with re-rolls left); the "confirm moves" setting holds a move for Send (off by
 * default on a desktop and on a touch screen, remembered; a rail buy, bid or sale asks anyway: see
 * rails-phone and rails-sale); after a roll the keyboard focus stays on the controls, not the top of
 * the page; the cars a re-roll brought are marked.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { scoreDice } from "../../worker/games/box-cars-d10/scoring";
import type { BoxCarsView } from "../../worker/games/box-cars-d10/types";
import type { GameResponse } from "../../worker/wire";
import { call, playingGame, type TestGame } from "./support/api";
import { skipBrowser } from "./support/browser";
import { openSeat } from "./support/seat-page";
import { useWorld } from "./support/world";
import { focusedControl } from "./ui-checks";

const version = async (page: Page) =>
  Number(await page.locator("[data-version]").getAttribute("data-version"));

async function move(base: string, game: TestGame, seat: number, body: unknown): Promise<GameResponse> {
  const seen = await call<GameResponse>(base, "GET", `/api/games/${game.id}`, game.tokens[seat]);
  return call<GameResponse>(base, "POST", `/api/games/${game.id}/moves`, game.tokens[seat], {
    move: body,
    version: seen.version,
    key: crypto.randomUUID(),
  });
}

describe.skipIf(skipBrowser)("safe moves", () => {
  const world = useWorld();

  it("asks once before a Box Cars stop at 0 with re-rolls left", async () => {
    const base = world.server!.url;
    // A solo game whose first ten cars score 0 or less (no Locomotive: about one roll in three).
    let game: TestGame | null = null;
    for (let tries = 0; tries < 40 && !game; tries++) {
      const candidate = await playingGame(base, { game: "box-cars-d10", seats: 1, options: {} });
      const rolled = await move(base, candidate, 0, { type: "roll" });
      if (scoreDice((rolled.view as BoxCarsView).seats[0].turns[0].dice).total <= 0) game = candidate;
    }
    expect(game, "no zero roll in 40 games").not.toBeNull();
    const context = await world.people.open();
    const page = context.pages()[0] ?? (await context.newPage());
    await openSeat(page, `${base}/play/${game!.id}#${game!.tokens[0]}`);
    const before = await version(page);
    const stop = page.locator("[data-stop]");
    expect((await stop.textContent())?.trim()).toMatch(/^Stop · score (0|−\d+)$/);
    await stop.click();
    await page.locator("bx-box-cars-d10-sheet .controls .ask").waitFor();
    expect(await page.locator("bx-box-cars-d10-sheet .controls .ask").textContent()).toMatch(
      /Re-rolls could still change that/,
    );
    expect((await stop.textContent())?.trim()).toMatch(/^Stop anyway · score/);
    await page.waitForTimeout(500);
    expect(await version(page)).toBe(before);
    await stop.click();
    await expect.poll(() => version(page), { timeout: 30_000 }).toBeGreaterThan(before);
    const after = await call<GameResponse>(base, "GET", `/api/games/${game!.id}`);
    expect((after.view as BoxCarsView).seats[0].turns[0].score).toBeLessThanOrEqual(0);
  });

  it("holds moves for Send with 'confirm moves' on; keeps the focus after a roll; marks new cars", async () => {
    const base = world.server!.url;
    const game = await playingGame(base, { game: "box-cars-d10", seats: 1, options: {} });
    const context = await world.people.open();
    const page = context.pages()[0] ?? (await context.newPage());
    await openSeat(page, `${base}/play/${game.id}#${game.tokens[0]}`);
    const confirm = page.locator("[data-confirm-moves]");
    expect(await confirm.isChecked()).toBe(false); // a desktop: off by default

    // Off: a roll from the keyboard goes at once, and the focus stays on the controls.
    const roll = page.getByRole("button", { name: /^Roll ten cars/ });
    await roll.focus();
    let before = await version(page);
    await page.keyboard.press("Enter");
    await expect.poll(() => version(page), { timeout: 30_000 }).toBeGreaterThan(before);
    await page.getByRole("button", { name: "Skip this re-roll" }).waitFor();
    await expect
      .poll(() => focusedControl(page))
      .toMatchObject({ tag: "button", inControls: true, text: "Skip this re-roll" });

    // A car picked with the keyboard and re-rolled: the focus stays on that car, and it is marked new.
    const sheet = page.locator("bx-box-cars-d10-sheet");
    const car = sheet.locator('[data-car="3"] button.tile');
    if (!(await car.isDisabled())) {
      await car.focus();
      await page.keyboard.press("Enter");
      await page.getByRole("button", { name: "Re-roll 1 car" }).click();
      await expect.poll(() => sheet.locator('[data-car="3"].fresh').count(), { timeout: 30_000 }).toBe(1);
      expect(await sheet.locator(".car.fresh").count()).toBe(1);
      expect(await sheet.locator('[data-car="3"] button.tile').getAttribute("aria-label")).toContain(
        "just re-rolled",
      );
    }

    // On: the move waits in a bar; Cancel sends nothing; Send sends it. The setting is remembered.
    await confirm.check();
    before = await version(page);
    await page.getByRole("button", { name: "Skip this re-roll" }).click();
    const bar = page.locator("[data-confirm-bar]");
    await bar.waitFor();
    expect(await bar.textContent()).toContain("Skip this re-roll?");
    await bar.getByRole("button", { name: "Cancel" }).click();
    await page.waitForTimeout(400);
    expect(await bar.count()).toBe(0);
    expect(await version(page)).toBe(before);
    await page.getByRole("button", { name: "Skip this re-roll" }).click();
    await bar.getByRole("button", { name: "Send" }).click();
    await expect.poll(() => version(page), { timeout: 30_000 }).toBeGreaterThan(before);
    await page.reload();
    await page.locator("[data-version]").waitFor();
    expect(await page.locator("[data-confirm-moves]").isChecked()).toBe(true);

    // A touch screen has it off too: a plain roll is one tap (asking doubled every tap on a phone).
    const phone = await world.people.open({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    });
    const touch = phone.pages()[0] ?? (await phone.newPage());
    await openSeat(touch, `${base}/play/${game.id}#${game.tokens[0]}`);
    expect(await touch.locator("[data-confirm-moves]").isChecked()).toBe(false);
  });
});
