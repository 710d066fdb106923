/**
 * Game over and rematch: the final standings with every score, and a rematch button that gives each
 * player (and the host) their own link into one new game, found on their old sheet; a player who
 * played the old game goes straight to their new seat in the same browser (same name, same key), with
 * no second claim form, while a browser without that game still gets the form.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { CreatedGame, GameResponse } from "../../worker/wire";
import { call, playToEnd } from "./support/api";
import { skipBrowser } from "./support/browser";
import { openSeat } from "./support/seat-page";
import { useWorld } from "./support/world";

describe.skipIf(skipBrowser)("rematch", () => {
  const world = useWorld();
  const people = world.people;

  it("shows the final standings and hands every player their own link into the rematch", async () => {
    const base = world.server!.url;
    const created = await call<CreatedGame>(base, "POST", "/api/games", null, {
      game: "mr-natural",
      seats: 2,
      options: { target: 2000 },
    });
    const game = {
      id: created.id,
      created,
      tokens: created.seats.map((s) => decodeURIComponent(new URL(s.url!).hash.slice(1))),
    };
    const errors: string[] = [];
    const open = async () => {
      const context = await people.open();
      const page = context.pages()[0] ?? (await context.newPage());
      page.on("pageerror", (error) => errors.push(error.message));
      return page;
    };
    // Ada claims her seat on the page, with this browser's player key; Bo over the API, with none.
    const ada: Page = await open();
    await ada.goto(`${base}/play/${game.id}#${game.tokens[0]}`);
    await ada.getByLabel("Your name").fill("Ada");
    await ada.getByRole("button", { name: "Claim my seat" }).click();
    await ada.locator("[data-version]").waitFor({ timeout: 30_000 });
    await call(base, "POST", `/api/games/${game.id}/claim`, game.tokens[1], { name: "Bo" });
    await playToEnd(base, game);
    const final = await call<GameResponse>(base, "GET", `/api/games/${game.id}`);
    expect(final.seats[0].player).toMatch(/\w/);

    // Ada's old sheet: every score in the standings, in the result's order, and the Rematch button.
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

    // Bo's link opened in a browser that did not play the old game: the claim form, as for any invitation.
    const stranger: Page = await open();
    await stranger.goto(boUrl.href);
    await stranger.getByRole("heading", { name: "Take your seat" }).waitFor({ timeout: 30_000 });
    expect((await call<GameResponse>(base, "GET", `/api/games/${rematchId}`)).seats[1].claimed).toBe(false);
    await stranger.context().close();

    // Each player's link takes them straight to their own seat of the new game (no form); with both in, it starts.
    for (const page of [ada, bo]) {
      await page.locator("[data-game-over-panel] [data-rematch-link]").click();
      await page.locator("[data-version]").waitFor({ timeout: 30_000 });
      expect(await page.getByRole("heading", { name: "Take your seat" }).count()).toBe(0);
      expect(page.url()).toContain(`/play/${rematchId}`);
    }
    const rematch = await call<GameResponse>(base, "GET", `/api/games/${rematchId}`);
    expect(rematch.status).toBe("playing");
    expect(rematch.seats.map((s) => s.name)).toEqual(["Ada", "Bo"]);
    // Ada's seat with her key as before; Bo's, like his old one, with none.
    expect(rematch.seats.map((s) => s.player ?? null)).toEqual([final.seats[0].player, null]);
    expect(errors).toEqual([]);
  });
});
