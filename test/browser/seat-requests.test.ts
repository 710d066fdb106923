/**
 * What a seat page asks the server for: a game without standing orders never asks for them (it got a
 * 400 and logged it on every load), a game with them does; and the page's list of which games have
 * them agrees with the games' rules.
 */
import { describe, expect, it } from "vitest";
import { games } from "../../worker/games";
import { sheets } from "../../web/src/games";
import { playingGame } from "./support/api";
import { skipBrowser } from "./support/browser";
import { openSeat } from "./support/seat-page";
import { useWorld } from "./support/world";

describe.skipIf(skipBrowser)("a seat page's requests", () => {
  const world = useWorld();

  it("knows which games have standing orders, as their rules do", () => {
    expect(Object.keys(sheets).sort()).toEqual(Object.keys(games).sort());
    for (const [id, entry] of Object.entries(sheets))
      expect(Boolean(entry.orders), id).toBe(Boolean(games[id].orders));
  });

  it("asks for standing orders only in a game that has them, and logs no failed request", async () => {
    const base = world.server!.url;
    const context = await world.people.open();
    const page = context.pages()[0] ?? (await context.newPage());
    const asked = new Set<string>();
    const failed: string[] = [];
    page.on("request", (request) => {
      const path = new URL(request.url()).pathname.split("/");
      if (path.at(-1) === "orders") asked.add(path.at(-2)!);
    });
    page.on("console", (message) => {
      if (message.type() === "error") failed.push(message.text());
    });
    // The games with orders last: a stray request from an earlier page has their loading time to show up.
    const ids = Object.keys(games).sort(
      (a, b) => Number(Boolean(games[a].orders)) - Number(Boolean(games[b].orders)),
    );
    const expected = new Set<string>();
    for (const id of ids) {
      const game = await playingGame(base, { game: id, seats: 1, options: {} });
      if (games[id].orders) expected.add(game.id);
      await openSeat(page, `${base}/play/${game.id}#${game.tokens[0]}`);
      await page.locator(sheets[id].tag).waitFor({ timeout: 120_000 });
      await page.locator("bx-notify-panel").getByRole("button").first().waitFor({ timeout: 30_000 });
      if (games[id].orders) await expect.poll(() => asked.has(game.id), { timeout: 30_000 }).toBe(true);
    }
    expect(asked).toEqual(expected);
    expect(failed).toEqual([]);
  });
});
