/**
 * Issue 15, points 3 and 10: in roll & write the active player composes the turn's writes on the
 * pad (undo freely), and Send makes them one move: before it the others see nothing of them, after
 * it all at once. Only the writer's pad highlights the boxes written this turn.
 */
import { describe, expect, it } from "vitest";
import type { BoxcarsView } from "../../worker/games/boxcars-rw/types";
import type { GameResponse } from "../../worker/wire";
import { call, playingGame, type TestGame } from "./support/api";
import { skipBrowser } from "./support/browser";
import { openSeat } from "./support/seat-page";
import { useWorld } from "./support/world";

async function move(base: string, game: TestGame, seat: number, body: unknown): Promise<GameResponse> {
  const seen = await call<GameResponse>(base, "GET", `/api/games/${game.id}`, game.tokens[seat]);
  return call<GameResponse>(base, "POST", `/api/games/${game.id}/moves`, game.tokens[seat], {
    move: body,
    version: seen.version,
    key: crypto.randomUUID(),
  });
}

describe.skipIf(skipBrowser)("roll & write: composing writes", () => {
  const world = useWorld();

  it("composes, undoes and sends the turn's writes as one move", async () => {
    const base = world.server!.url;
    const game = await playingGame(base, { game: "boxcars-rw", seats: 2, options: {} });
    const rolled = await move(base, game, 0, { type: "roll", keep: [] });
    // Seven dice, six faces: some number shows at least twice. Ada takes the most frequent.
    const dice = (rolled.view as BoxcarsView).dice;
    const value = [1, 2, 3, 4, 5, 6].sort(
      (a, b) => dice.filter((d) => d === b).length - dice.filter((d) => d === a).length,
    )[0];
    const count = dice.filter((d) => d === value).length;
    expect(count).toBeGreaterThanOrEqual(2);
    await move(base, game, 0, { type: "pick", value });

    const context = await world.people.open();
    const page = context.pages()[0] ?? (await context.newPage());
    await page.addInitScript(() => localStorage.setItem("boxcars:confirm-moves", "on"));
    await openSeat(page, `${base}/play/${game.id}#${game.tokens[0]}`);
    const sheet = page.locator("bx-boxcars-rw-sheet");
    const version = async () => Number(await page.locator("[data-version]").getAttribute("data-version"));
    const start = await version();
    // The die to write has a name (the sheet loads after the frame).
    await sheet.getByRole("radio", { name: `Write a ${value}` }).waitFor();

    // Write one, undo it, write two (in the warehouse: always open); nothing is sent meanwhile.
    await sheet.locator('button[data-box="W.1"]').click();
    expect(await sheet.locator("[data-draft]").count()).toBe(1);
    await sheet.getByRole("button", { name: "Undo" }).click();
    expect(await sheet.locator("[data-draft]").count()).toBe(0);
    await sheet.locator('button[data-box="W.1"]').click();
    await sheet.locator('button[data-box="W.2"]').click();
    expect(await sheet.locator("[data-draft]").count()).toBe(2);
    expect(await sheet.locator(".draft-list li").allTextContents()).toEqual([
      `${value} in the warehouse`,
      `${value} in the warehouse`,
    ]);
    await page.waitForTimeout(500);
    expect(await version()).toBe(start);
    const bo = await call<GameResponse>(base, "GET", `/api/games/${game.id}`, game.tokens[1]);
    expect((bo.view as BoxcarsView).sheets[0].marks).toEqual({});

    // Send: one move with both writes.
    await sheet.getByRole("button", { name: "Send 2 writes" }).click();
    await expect.poll(version, { timeout: 30_000 }).toBeGreaterThan(start);
    const after = await call<GameResponse>(base, "GET", `/api/games/${game.id}`, game.tokens[1]);
    expect((after.view as BoxcarsView).sheets[0].marks).toMatchObject({ "W.1": value, "W.2": value });
    const last = after.recentMoves.at(-1)!;
    expect(last).toMatchObject({
      seat: 0,
      move: {
        type: "writes",
        writes: [
          { box: "W.1", value },
          { box: "W.2", value },
        ],
      },
    });
    await expect
      .poll(async () =>
        (await page.locator("[data-recent-moves] li").allTextContents()).join(" ").replace(/\s+/g, " "),
      )
      .toContain(`You · wrote ${value} in the warehouse, ${value} in the warehouse`);

    // Bo's page: Ada's pad highlights her writes; Bo's own pad highlights nothing of hers.
    const other = await world.people.open();
    const boPage = other.pages()[0] ?? (await other.newPage());
    await openSeat(boPage, `${base}/play/${game.id}#${game.tokens[1]}`);
    const boSheet = boPage.locator("bx-boxcars-rw-sheet");
    await boSheet.locator(".pad").waitFor();
    expect(await boSheet.locator(".box.fresh").count()).toBe(0);
    await boSheet.getByRole("tab", { name: /^Ada/ }).click();
    await expect.poll(() => boSheet.locator(".box.fresh").count()).toBe(2);
  });
});
