/**
 * Issue 15, point 1: the home page lists the games this browser holds links for, your turn first,
 * then the ones waiting on others, then finished ones, with "Your turn (n)" in the tab title; a
 * reload after creating a game keeps the share panel.
 */
import { describe, expect, it } from "vitest";
import type { GameResponse } from "../../worker/wire";
import { call, playingGame, playOne, playToEnd, type TestGame } from "./support/api";
import { skipBrowser } from "./support/browser";
import { openSeat } from "./support/seat-page";
import { useWorld } from "./support/world";

/** Moves are made (through the API) until it is `seat`'s turn alone. */
async function until(base: string, game: TestGame, seat: number): Promise<void> {
  for (let i = 0; i < 200; i++) {
    const seen = await call<GameResponse>(base, "GET", `/api/games/${game.id}`);
    if (seen.activeSeats.length === 1 && seen.activeSeats[0] === seat) return;
    await playOne(base, game);
  }
  throw new Error(`never seat ${seat}'s turn`);
}

describe.skipIf(skipBrowser)("my games on the home page", () => {
  const world = useWorld();

  it("keeps the share panel on reload and lists the games: your turn, waiting, finished", async () => {
    const base = world.server!.url;
    const context = await world.people.open();
    const page = context.pages()[0] ?? (await context.newPage());
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));

    // Create a game in the form; a reload keeps the share panel, and the game is listed (waiting, with its host link).
    await page.goto(`${base}/`);
    await page.getByLabel("BOXCAR (Mr. Natural)").check();
    await page.getByLabel("Seats", { exact: true }).selectOption("2");
    await page.getByRole("button", { name: "Create game" }).click();
    await page.getByRole("heading", { name: "Your game is ready" }).waitFor();
    const created = new URL(page.url()).searchParams.get("created");
    expect(created).toMatch(/^[a-z0-9]+$/);
    const seatLink = await page.locator('input[data-link="seat-0"]').inputValue();
    await page.reload();
    await page.getByRole("heading", { name: "Your game is ready" }).waitFor();
    expect(await page.locator('input[data-link="seat-0"]').inputValue()).toBe(seatLink);
    const open = page.locator(`[data-my-game="${created}"]`);
    await open.waitFor();
    expect(await open.getAttribute("data-group")).toBe("waiting");
    expect(await open.textContent()).toContain("Waiting for players: 0 of 2 seats taken");
    expect(await open.getByRole("link", { name: "Host page" }).count()).toBe(1);
    // "Set up another game" goes back to the form, and a reload stays there.
    await page.getByRole("button", { name: "Set up another game" }).click();
    expect(new URL(page.url()).search).toBe("");

    // Three more games where this browser holds Ada's seat: her turn, Bo's turn, and one finished.
    const mine = await playingGame(base);
    const theirs = await playingGame(base);
    const done = await playingGame(base);
    for (const game of [mine, theirs, done])
      await openSeat(page, `${base}/play/${game.id}#${game.tokens[0]}`);
    await until(base, mine, 0);
    await until(base, theirs, 1);
    await playToEnd(base, done);

    await page.goto(`${base}/`);
    const list = page.locator("[data-my-games]");
    await list.locator(`[data-my-game="${done.id}"]`).waitFor();
    const order = await list
      .locator("[data-my-game]")
      .evaluateAll((items) =>
        items.map((li) => [li.getAttribute("data-my-game"), li.getAttribute("data-group")]),
      );
    expect(order).toEqual([
      [mine.id, "turn"],
      [theirs.id, "waiting"],
      [created, "waiting"],
      [done.id, "finished"],
    ]);
    expect(await list.getByRole("heading", { name: "Your turn (1)" }).count()).toBe(1);
    await expect.poll(() => page.title()).toBe("Your turn (1) · Boxcars");
    expect(await list.locator(`[data-my-game="${theirs.id}"]`).textContent()).toContain("Bo to move");
    expect(await list.locator(`[data-my-game="${done.id}"]`).textContent()).toMatch(/won/i);
    // The game where it is your turn opens your seat.
    await list.locator(`[data-my-game="${mine.id}"]`).getByRole("link", { name: "Play now" }).click();
    await page.locator("[data-version]").waitFor();
    expect(new URL(page.url()).pathname).toBe(`/play/${mine.id}`);
    expect(errors).toEqual([]);
  });
});
