/**
 * Words and numbers a player reads: amounts in the singular for one, no "!." after a rank that
 * ends in its own "!", where a plain rail dot is, the rail finish saying why the winner heads a richer player, a solo game's
 * final table headed in its own unit, the header naming the family, and Box Cars' turn scores
 * apart on a phone.
 */
import { describe, expect, it } from "vitest";
import { endReason as coalEnd } from "../../web/src/games/coal-n-write/ending";
import { endReason as railEnd } from "../../web/src/games/boxcars-rails/ending";
import { whereIs } from "../../web/src/games/boxcars-rails/map-data";
import { lastTurnWords, phaseLine } from "../../web/src/games/birthright-conquest/words";
import { score, turnWords } from "../../web/src/games/box-cars-d10/words";
import { madeByNote } from "../../web/src/moves";
import { amount } from "../../web/src/ui/names";
import { playingGame, playToEnd } from "./support/api";
import { skipBrowser } from "./support/browser";
import { useWorld } from "./support/world";

describe("words", () => {
  it("says one point, and many points", () => {
    expect(amount(1, "points")).toBe("1 point");
    expect(amount(0, "points")).toBe("0 points");
    expect(amount(2400, "points")).toBe("2,400 points");
    expect(amount(1, "turns")).toBe("1 turn");
  });

  it("ends a sentence once", () => {
    expect(coalEnd({ lastBurro: 6, rank: "Go Back East, City Slicker!" }, String)).toBe(
      "All 6 burros went to town. Solo rank: Go Back East, City Slicker!",
    );
    expect(coalEnd({ lastBurro: 6, rank: "Gold Level" }, String)).toBe(
      "All 6 burros went to town. Solo rank: Gold Level.",
    );
  });

  it("says where a plain rail dot is on either board", () => {
    expect(whereIs("Okeechobee, FL")).toBe("near Okeechobee, FL");
    expect(whereIs("Didcot")).toBe("near Didcot");
    // A British junction's place says where it is itself (not "near between London and Shenfield").
    expect(whereIs("between London and Shenfield")).toBe("between London and Shenfield");
  });

  it("speaks to you in Birthright Conquest, and counts one Realm as one", () => {
    const view = { turn: 4, active: 1, phase: "blocks", players: [{ side: "evil" }, { side: "good" }] };
    const you = (s: number) => (s === 0 ? "You" : "Bo");
    expect(phaseLine(view as never, you)).toBe("Turn 4 · You choose blocks");
    expect(phaseLine({ ...view, active: 0 } as never, you)).toBe("Turn 4 · Bo chooses blocks");
    const report = { turn: 3, milled: [], razed: ["ev-ashfen"], battles: [], spent: [] };
    expect(lastTurnWords(report)).toBe("Turn 3: 0 battles, 0 Realm cards milled, 1 Realm lost.");
  });

  it("writes a Box Cars score below zero with a true minus sign", () => {
    expect([score(-20), score(0), score(35)]).toEqual(["−20", "0", "35"]);
    const turn = { number: 2, score: -5, dice: [], phase: 4 };
    expect(turnWords("Kim", turn as never, -12)).toBe("Kim: turn 2 scored −5. Total −12.");
  });

  it("says whose standing order played a move", () => {
    expect(madeByNote("order")).toBe("played by their standing order");
    expect(madeByNote("order", "bot", "roll", false, true)).toBe("played by your standing order");
  });

  it("says why the rail winner heads the table", () => {
    expect(railEnd({ winner: 1, ended: "home" }, (s) => ["Ann", "Ben"][s])).toMatch(
      /^Ben reached home with the cash to win; the others follow by net worth/,
    );
  });
});

describe.skipIf(skipBrowser)("words on the pages", () => {
  const world = useWorld();

  it("names the family in the header, and heads a solo game's final table in its unit", async () => {
    const base = world.server!.url;
    const page = (await world.people.open()).pages()[0];
    await page.goto(`${base}/`);
    await expect
      .poll(() => page.locator(".tag").first().textContent(), { timeout: 30_000 })
      .toContain("Dice, rail and card games by link");

    const game = await playingGame(base, { seats: 1 });
    await playToEnd(base, game);
    await page.goto(`${base}/watch/${game.id}`);
    const table = page.locator("[data-final-standings]");
    await table.waitFor({ timeout: 60_000 });
    expect(await table.locator("thead th").allTextContents()).toEqual(["Place", "Player", "Turns"]);
  });

  it("keeps Box Cars' turn scores apart on a phone", async () => {
    const base = world.server!.url;
    const game = await playingGame(base, { game: "box-cars-d10", seats: 3, options: {} });
    await playToEnd(base, game);
    const page = (
      await world.people.open({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })
    ).pages()[0];
    await page.goto(`${base}/watch/${game.id}`);
    const cells = page.locator("bx-box-cars-d10-sheet table tbody tr").first().locator("td");
    await cells.first().waitFor({ timeout: 60_000 });
    // The space between one cell's number and the next one's, on screen.
    const gaps = await cells.evaluateAll((tds) => {
      const boxes = tds.map((td) => {
        const range = document.createRange();
        range.selectNodeContents(td);
        return range.getBoundingClientRect();
      });
      return boxes.slice(1).map((box, i) => box.left - boxes[i].right);
    });
    expect(gaps.length).toBe(5);
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(8);
  });
});
