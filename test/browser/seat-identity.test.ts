/**
 * Issue 15, points 6 and 10: a claimed seat's link opened in a browser that has never played it asks
 * "This seat is Ada's. Continue as Ada?" before showing (or sending) anything; a browser that claimed
 * the seat is not asked. /play/<id> of an unknown game says there is no such game and opens no live
 * socket.
 */
import { describe, expect, it } from "vitest";
import type { GameResponse } from "../../worker/wire";
import { call, playingGame } from "./support/api";
import { skipBrowser } from "./support/browser";
import { useWorld } from "./support/world";

describe.skipIf(skipBrowser)("seat identity", () => {
  const world = useWorld();

  it("asks 'Continue as Ada?' in a browser that never played the seat", async () => {
    const base = world.server!.url;
    const game = await playingGame(base);
    const before = await call<GameResponse>(base, "GET", `/api/games/${game.id}`);
    const context = await world.people.open();
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${base}/play/${game.id}#${game.tokens[0]}`);
    await page.getByRole("heading", { name: "This seat is Ada's" }).waitFor();
    expect(await page.locator("bx-game-frame").count()).toBe(0);
    expect(await page.locator("[data-continue-as]").textContent()).toContain("Continue as Ada?");
    // Nothing was done in Ada's name.
    expect((await call<GameResponse>(base, "GET", `/api/games/${game.id}`)).version).toBe(before.version);

    // "Just watch" goes to the spectator page; coming back still asks.
    await page.getByRole("link", { name: "Just watch the game" }).click();
    await page.waitForURL(`${base}/watch/${game.id}`);
    await page.goto(`${base}/play/${game.id}`);
    await page.getByRole("button", { name: "Continue as Ada" }).click();
    await page.locator("bx-game-frame [data-version]").waitFor();
    expect(await page.locator("bx-game-frame .you").textContent()).toContain("Ada");
    // Remembered: a reload goes straight to the seat.
    await page.reload();
    await page.locator("bx-game-frame [data-version]").waitFor();
    expect(await page.locator("[data-continue-as]").count()).toBe(0);

    // Claiming a seat in this browser is playing it: no question afterwards.
    const open = await call<{ id: string; seats: { url: string }[] }>(base, "POST", "/api/games", null, {
      game: "mr-natural",
      seats: 2,
      options: { target: 2000 },
    });
    await page.goto(open.seats[1].url);
    await page.getByLabel("Your name").fill("Cy");
    await page.getByRole("button", { name: "Claim my seat" }).click();
    await page.locator("bx-game-frame [data-version]").waitFor();
    await page.reload();
    await page.locator("bx-game-frame [data-version]").waitFor();
    expect(await page.locator("[data-continue-as]").count()).toBe(0);
  });

  it("says there is no such game and opens no socket", async () => {
    const base = world.server!.url;
    const context = await world.people.open();
    const page = context.pages()[0] ?? (await context.newPage());
    const sockets: string[] = [];
    page.on("websocket", (socket) => sockets.push(socket.url()));
    for (const path of ["/play/nosuchgame", "/play/nosuchgame#AAAAAAAAAAAAAAAAAAAAAA"]) {
      await page.goto(base + path);
      await page.getByRole("heading", { name: "No such game" }).waitFor();
      expect(await page.locator("[data-no-game]").textContent()).toContain("nosuchgame");
    }
    await page.waitForTimeout(1500);
    expect(sockets).toEqual([]);
  });
});
