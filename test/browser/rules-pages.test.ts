/**
 * Issue 15, point 2: every game in the catalog has a rules page at /rules/<game> (its guide, in our
 * own words), linked from the create form, the claim page and the sheet; /rules lists them; an
 * unknown game says so. Box Cars' sheet carries a legend of what each car scores.
 */
import { describe, expect, it } from "vitest";
import type { CatalogGame } from "../../worker/wire";
import { call, playingGame } from "./support/api";
import { skipBrowser } from "./support/browser";
import { openSeat } from "./support/seat-page";
import { useWorld } from "./support/world";

describe.skipIf(skipBrowser)("rules pages", () => {
  const world = useWorld();

  it("has a rules page for every game, linked from the form, the claim page and the sheet", async () => {
    const base = world.server!.url;
    const { games } = await call<{ games: CatalogGame[] }>(base, "GET", "/api/catalog");
    const context = await world.people.open();
    const page = context.pages()[0] ?? (await context.newPage());
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));

    const missing: string[] = [];
    for (const game of games) {
      await page.goto(`${base}/rules/${game.id}`);
      const guide = page.locator(`[data-guide="${game.id}"]`);
      await guide
        .or(page.getByRole("heading", { name: "No rules for this game" }))
        .first()
        .waitFor();
      if (!(await guide.count())) {
        missing.push(game.id);
        continue;
      }
      expect(await guide.getByRole("heading", { level: 1 }).textContent()).toBe(game.title);
      expect(await guide.getByRole("heading", { level: 2 }).count()).toBeGreaterThanOrEqual(3);
      expect(await page.title()).toBe(`How to play ${game.title} · Boxcars`);
    }

    // The index lists them all; an unknown game has no page.
    await page.goto(`${base}/rules`);
    for (const game of games.filter((g) => !missing.includes(g.id)))
      await page.getByRole("link", { name: game.title, exact: true }).waitFor();
    await page.goto(`${base}/rules/no-such-game`);
    await page.getByRole("heading", { name: "No rules for this game" }).waitFor();

    // The create form links each game's rules.
    await page.goto(`${base}/`);
    await page.getByLabel("Seats", { exact: true }).waitFor();
    const formLinks = await page
      .locator("form")
      .getByRole("link", { name: "How to play", exact: true })
      .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    expect(formLinks.sort()).toEqual(
      games
        .filter((g) => !missing.includes(g.id))
        .map((g) => `/rules/${g.id}`)
        .sort(),
    );

    // The claim page and the sheet link it too; Box Cars' sheet explains what each car scores.
    const open = await call<{ id: string; seats: { url: string }[] }>(base, "POST", "/api/games", null, {
      game: "box-cars-d10",
      seats: 2,
      options: {},
    });
    await page.goto(open.seats[0].url);
    await page.getByRole("heading", { name: "Take your seat" }).waitFor();
    expect(await page.getByRole("link", { name: "How to play", exact: true }).getAttribute("href")).toBe(
      "/rules/box-cars-d10",
    );
    const game = await playingGame(base, { game: "box-cars-d10", options: {} });
    await openSeat(page, `${base}/play/${game.id}#${game.tokens[0]}`);
    expect(
      await page
        .locator("bx-game-frame")
        .getByRole("link", { name: "How to play", exact: true })
        .getAttribute("href"),
    ).toBe("/rules/box-cars-d10");
    const legend = page.locator("bx-box-cars-d10-sheet details.legend");
    await legend.locator("summary").click();
    expect(await legend.textContent()).toContain("No Locomotive, no score");
    await page.locator("bx-game-frame").getByRole("link", { name: "How to play", exact: true }).click();
    await page.locator('[data-guide="box-cars-d10"]').waitFor();
    expect(errors).toEqual([]);
  });
});
