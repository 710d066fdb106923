/**
 * Game over and rematch: the final standings with every score, and a rematch button that gives each
 * player (and the host) their own link into one new game, found on their old sheet, that claims it.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { GameResponse } from "../../worker/wire";
import { call, playingGame, playToEnd } from "./support/api";
import { skipBrowser } from "./support/browser";
import { openSeat } from "./support/seat-page";
import { useWorld } from "./support/world";

describe.skipIf(skipBrowser)("rematch", () => {
  const world = useWorld();
  const people = world.people;

  it("shows the final standings and hands every player their own link into the rematch", async () => {
    const base = world.server!.url;
    const game = await playingGame(base);
    await playToEnd(base, game);
    const final = await call<GameResponse>(base, "GET", `/api/games/${game.id}`);
    const errors: string[] = [];
    const open = async () => {
      const context = await people.open();
      const page = context.pages()[0] ?? (await context.newPage());
      page.on("pageerror", (error) => errors.push(error.message));
      return page;
    };

    // Ada's old sheet: every score in the standings, in the result's order, and the Rematch button.
    const ada: Page = await open();
    await openSeat(ada, `${base}/play/${game.id}#${game.tokens[0]}`);
    const over = ada.locator("[data-game-over-panel]");
    await over.waitFor({ timeout: 30_000 });
    expect(await over.locator("h2").textContent()).toBe("Final standings");
    const rows = over.locator("[data-standing]");
    expect(await rows.count()).toBe(2);
    const winner = final.result!.ranking[0][0];
    expect(await rows.first().getAttribute("data-standing")).toBe(String(winner));
    for (const seat of [0, 1]) {
      const row = over.locator(`[data-standing="${seat}"]`);
      expect(await row.textContent()).toContain(["Ada", "Bo"][seat]);
      expect(await row.locator("td.num").textContent()).toBe(
        final.result!.scores[seat].toLocaleString("en-US"),
      );
    }
    // Bo's old sheet is open too, still offering the rematch nobody has asked for yet.
    const bo: Page = await open();
    await openSeat(bo, `${base}/play/${game.id}#${game.tokens[1]}`);
    await bo.locator("[data-game-over-panel] [data-rematch]").waitFor({ timeout: 30_000 });

    await over.getByRole("button", { name: "Rematch" }).click();
    const adaLink = over.getByRole("link", { name: "Play the rematch" });
    await adaLink.waitFor();
    const adaUrl = new URL((await adaLink.getAttribute("href"))!);
    expect(adaUrl.pathname).toMatch(/^\/play\/[a-z0-9]+$/);
    const rematchId = adaUrl.pathname.split("/")[2];
    expect(rematchId).not.toBe(game.id);

    // Bo's open sheet shows his own link as soon as Ada asked (live, no reload); the host and a spectator find theirs.
    const boLink = bo.locator("[data-game-over-panel]").getByRole("link", { name: "Play the rematch" });
    await boLink.waitFor({ timeout: 30_000 });
    expect(await bo.locator("[data-rematch]").count()).toBe(0);
    const boUrl = new URL((await boLink.getAttribute("href"))!);
    expect(boUrl.pathname).toBe(`/play/${rematchId}`);
    expect(boUrl.hash).not.toBe(adaUrl.hash);

    const host: Page = await open();
    await host.goto(game.created.hostUrl);
    const hostLink = host.locator("[data-game-over-panel]").getByRole("link", { name: "Host the rematch" });
    await hostLink.waitFor({ timeout: 30_000 });
    expect(new URL((await hostLink.getAttribute("href"))!).pathname).toBe(`/host/${rematchId}`);
    await host.goto(`${base}/watch/${game.id}`);
    const watchLink = host.locator("[data-game-over-panel]").getByRole("link", { name: "Watch the rematch" });
    await watchLink.waitFor({ timeout: 30_000 });
    expect(await watchLink.getAttribute("href")).toBe(`${base}/watch/${rematchId}`);

    // Each link claims its own seat of the new game; with both claimed, it starts.
    for (const [page, link, name, seat] of [
      [ada, adaLink, "Ada again", 1],
      [bo, boLink, "Bo again", 2],
    ] as const) {
      await link.click();
      await page.getByRole("heading", { name: "Take your seat" }).waitFor({ timeout: 30_000 });
      expect(await page.locator(".eyebrow").first().textContent()).toContain(`seat ${seat} of 2`);
      await page.getByLabel("Your name").fill(name);
      await page.getByRole("button", { name: "Claim my seat" }).click();
      await page.locator("[data-version]").waitFor({ timeout: 30_000 });
    }
    const rematch = await call<GameResponse>(base, "GET", `/api/games/${rematchId}`);
    expect(rematch.status).toBe("playing");
    expect(rematch.seats.map((s) => s.name)).toEqual(["Ada again", "Bo again"]);
    expect(errors).toEqual([]);
  });
});
