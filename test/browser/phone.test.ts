/**
 * Issue 15, point 9: at 390 px on a touch screen the live dice games' pages do not scroll sideways
 * and every control is at least 40 x 40 px; roll & write keeps its dice and buttons in reach (the
 * table sticks to the top while it is your move) and its pad is a short scroll.
 */
import { describe, expect, it } from "vitest";
import type { GameResponse } from "../../worker/wire";
import { call, playingGame, type TestGame } from "./support/api";
import { skipBrowser } from "./support/browser";
import { openSeat } from "./support/seat-page";
import { useWorld } from "./support/world";
import { overflowX, smallTargets } from "./ui-checks";

async function move(base: string, game: TestGame, seat: number, body: unknown): Promise<GameResponse> {
  const seen = await call<GameResponse>(base, "GET", `/api/games/${game.id}`, game.tokens[seat]);
  return call<GameResponse>(base, "POST", `/api/games/${game.id}/moves`, game.tokens[seat], {
    move: body,
    version: seen.version,
    key: crypto.randomUUID(),
  });
}

describe.skipIf(skipBrowser)("phone layout at 390 px", () => {
  const world = useWorld();

  it("fits the live games: no sideways scroll, targets of 40 px or more", async () => {
    const base = world.server!.url;
    const context = await world.people.open({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    });
    const page = context.pages()[0] ?? (await context.newPage());
    const games: [string, Record<string, unknown>, unknown][] = [
      ["mr-natural", { target: 2000 }, { type: "roll" }],
      ["box-cars-d10", {}, { type: "roll" }],
      ["boxcars-rw", {}, { type: "roll", keep: [] }],
      // Coal N' Write needs no first move: a throw is open for everyone from the start.
      ["coal-n-write", {}, null],
    ];
    for (const [id, options, first] of games) {
      const game = await playingGame(base, { game: id, options });
      if (first) await move(base, game, 0, first); // mid-turn: the most controls on the sheet
      await openSeat(page, `${base}/play/${game.id}#${game.tokens[0]}`);
      await page.locator(`bx-${id}-sheet`).waitFor();
      await page.waitForTimeout(300);
      expect(await overflowX(page), `${id} scrolls sideways`).toBe(0);
      const small = await smallTargets(page);
      expect(small, `${id}: controls under 40 px: ${small.join("; ")}`).toEqual([]);
      if (id !== "boxcars-rw") continue;

      // Roll & write: the table (dice and buttons) sticks to the top while it is your move.
      const table = page.locator("bx-boxcars-rw-sheet [data-table]");
      await page.locator("bx-boxcars-rw-sheet .warehouse").scrollIntoViewIfNeeded();
      const box = await table.boundingBox();
      expect(box!.y).toBeGreaterThanOrEqual(-1);
      expect(box!.y).toBeLessThan(5);
      // The pad is a short scroll.
      const pad = await page.locator("bx-boxcars-rw-sheet .pad").boundingBox();
      expect(pad!.height).toBeLessThan(1800);
    }
  });
});
