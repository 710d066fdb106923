/**
 * The luck report in the browser (docs/luck.md): asked for on the game-over card, it shows the
 * numbers the engine (and so `npm run luck`) computes from the same record, at 390 px.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { luckReport, type LuckGame } from "../../worker/engine/luck/report";
import { luckWord, measureLine, resultLines } from "../../worker/engine/luck/words";
import type { ShownRecord } from "../../worker/engine/record";
import { games } from "../../worker/games";
import { call, playingGame, playToEnd } from "./support/api";
import { contexts, skipBrowser } from "./support/browser";
import type { DevServer } from "./support/server";
import { fileServer } from "./support/world";

describe.skipIf(skipBrowser)("the luck report", () => {
  let server: DevServer | undefined;
  const people = contexts();

  beforeAll(async () => {
    server = await fileServer();
  });

  afterAll(async () => {
    await people.close();
    await server?.stop();
  });

  it("shows on the game-over card the engine's numbers for the record", async () => {
    const base = server!.url;
    const game = await playingGame(base);
    await playToEnd(base, game);
    const record = await call<ShownRecord>(base, "GET", `/api/games/${game.id}/record`, null);
    const report = luckReport(games[record.game] as LuckGame<unknown>, record);

    const context = await people.open({ viewport: { width: 390, height: 844 } });
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${base}/watch/${game.id}`);
    await page.locator("[data-show-luck]").click({ timeout: 60_000 });
    const card = page.locator("[data-luck-report]");
    await card.waitFor({ timeout: 60_000 });
    for (const seat of report.seats) {
      const shown = card.locator(`[data-luck-seat="${seat.seat}"]`);
      await expect.poll(() => shown.innerText()).toContain(luckWord(seat));
      for (const m of seat.measures) expect(await shown.innerText()).toContain(measureLine(m));
    }
    await card.locator("[data-luck-place]").click();
    const result = card.locator("[data-luck-result]");
    await result.waitFor({ timeout: 90_000 });
    const text = await result.innerText();
    for (const line of resultLines(
      report,
      report.seats.map((s) => s.name),
    ))
      expect(text).toContain(line);
  });
});
