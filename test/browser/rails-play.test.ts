/**
 * BOXCARS (the rail game) played in Chromium by two people, with a bot in the third seat: after the
 * home cities (set up through the API), every decision is made on the sheets: a suggested route by a
 * tap on its card, a route built dot by dot on the map (with an undo), region and declare panels when
 * they come, and a railroad bought after an arrival, whose payoff and chart cell the sheet shows.
 */
import { describe, expect, it } from "vitest";
import type { GameRecord } from "../../worker/engine/record";
import {
  acted,
  advance,
  buildByTaps,
  nextDecision,
  openSeat,
  railsGame,
  read,
  sendCostly,
  sheetOf,
  tapOfferedDot,
} from "./rails-api";
import { call } from "./support/api";
import { skipBrowser } from "./support/browser";
import { useWorld } from "./support/world";

describe.skipIf(skipBrowser)("the rail game in the browser", () => {
  const world = useWorld();

  it("two people and a bot play to an arrival and a purchase through the sheets", async () => {
    const base = world.server!.url;
    const game = await railsGame(base, { seats: 3, bots: [2], options: { startingCash: 50000 } });
    // Setup through the API: the first player, and every home city.
    await advance(
      base,
      game,
      (g) =>
        g.view.players.every((p) => p.home !== null) &&
        g.view.turn.step === "route" &&
        g.view.turn.seat !== 2,
    );

    const errors: string[] = [];
    const pages = await Promise.all(
      [0, 1].map(async (seat) => {
        const context = await world.people.open({ viewport: { width: 1280, height: 1000 } });
        const page = context.pages()[0] ?? (await context.newPage());
        page.on("pageerror", (error) => errors.push(error.message));
        await openSeat(page, base, game, seat);
        return page;
      }),
    );

    let built = false,
      bought: string | null = null,
      arrival = "",
      cards = 0;
    for (let decisions = 0; decisions < 80 && !(built && bought && arrival); decisions++) {
      const { i, panel } = await nextDecision(pages, 60_000);
      const page = pages[i],
        sheet = sheetOf(page);
      if (panel === "route") {
        await sheet.locator("[data-route]").first().waitFor();
        if (i === 1 && !built) {
          // Dot by dot: one tap, undo it, then tap on until the route is complete, and send it.
          await tapOfferedDot(sheet);
          await expect
            .poll(() => sheet.locator("[data-tally]").textContent())
            .toMatch(/left|Arrives|Complete/);
          await expect.poll(() => sheet.locator("ol.steps li").count()).toBe(1);
          await sheet.locator("[data-undo]").click();
          expect(await sheet.locator("ol.steps li").count()).toBe(0);
          const taps = await buildByTaps(page);
          expect(await sheet.locator("ol.steps li").count()).toBe(taps);
          expect(await sheet.locator("bx-rail-board .route-core").count()).toBe(taps);
          await expect
            .poll(() => sheet.locator("[data-tally]").textContent())
            .toMatch(/^(Arrives|Complete)\. Fees so far: /);
          await acted(page, () => sheet.locator("[data-send]").click());
          built = true;
        } else {
          // The card names the route; a tap plays it.
          await expect
            .poll(() => sheet.locator("[data-route]").first().textContent())
            .toMatch(/Fastest|Cheapest|Balanced/);
          await acted(page, () => sheet.locator("[data-route]").first().click());
          cards++;
        }
      } else if (panel === "purchase") {
        const offer = sheet
          .locator("[data-panel=purchase] li.offer")
          .filter({ hasNotText: /Express|Super Chief/ })
          .first();
        if (!bought && (await offer.count())) {
          bought = await offer.getAttribute("data-item");
          expect(await offer.textContent()).toMatch(/% of destinations/);
          await acted(page, () =>
            sendCostly(page, () => offer.getByRole("button", { name: /^Buy / }).click()),
          );
          await expect
            .poll(() => sheet.locator(`[data-players] tr[data-seat="${i}"] .rrs`).textContent())
            .toContain(bought!);
        } else await acted(page, () => sheet.locator("[data-pass]").click());
      } else if (panel === "declare") {
        await acted(page, () => sheet.getByRole("button", { name: /Not yet/ }).click());
      } else {
        await acted(page, () => sheet.locator(`[data-panel=${panel}] .choices button`).first().click());
      }
      const arrived = sheet.locator("[data-arrival]");
      if (!arrival && (await arrived.count()))
        arrival = ((await arrived.first().textContent()) ?? "").replace(/\s+/g, " ");
    }
    expect(errors).toEqual([]);
    expect(built).toBe(true);
    expect(cards).toBeGreaterThan(0);
    expect(bought).not.toBeNull();
    // An arrival: the payoff, and the chart's cell it comes from.
    expect(arrival).toMatch(/reached .+ from .+: payoff \$[\d,]+ \(chart: .+ × .+ = [\d,]+\)/);

    const g = await read(base, game, 0);
    expect(g.view.owners.some((o) => o === 0 || o === 1)).toBe(true);
    // The bot played its own turns in between, recorded as the bot's.
    const record = await call<GameRecord>(base, "GET", `/api/games/${game.id}/record`);
    expect(record.moves.some((m) => m.seat === 2 && m.by === "bot")).toBe(true);
    // The table shows all three players' money.
    const rows = await sheetOf(pages[0]).locator("[data-players] tbody tr").allTextContents();
    expect(rows).toHaveLength(3);
    for (const row of rows) expect(row).toMatch(/\$[\d,]+/);
  }, 600_000);
});
