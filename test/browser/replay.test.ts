/**
 * Replays and records in the browser: stepping through a finished game on its sheet (the last step
 * is the final position), a running game's log, "since you were last here" for a returning player,
 * and importing a record file on the verify page (good, malformed, too large).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { GameRecord } from "../../worker/engine/record";
import { call, playingGame, playOne, playToEnd } from "./support/api";
import { contexts, skipBrowser } from "./support/browser";
import type { DevServer } from "./support/server";
import { fileServer } from "./support/world";
import { openSeat } from "./support/seat-page";

/** The visible text of a game sheet, without its screen-reader announcement (which says what just changed). */
function sheetText(page: Page, selector: string): Promise<string> {
  return page.locator(selector).evaluate((sheet) => {
    const root = sheet.shadowRoot!;
    const status = [...root.querySelectorAll<HTMLElement>('[role="status"]')];
    status.forEach((s) => (s.hidden = true));
    const text = [...root.children].map((c) => (c as HTMLElement).innerText ?? "").join("\n");
    status.forEach((s) => (s.hidden = false));
    return text;
  });
}

const index = async (page: Page) => Number(await page.locator("[data-replay]").getAttribute("data-index"));

describe.skipIf(skipBrowser)("replay and records", () => {
  let server: DevServer | undefined;
  const people = contexts();
  const dir = mkdtempSync(path.join(tmpdir(), "boxcars-records-"));

  beforeAll(async () => {
    server = await fileServer();
  });

  afterAll(async () => {
    await people.close();
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  async function browse(width = 1000): Promise<Page> {
    const context = await people.open({ viewport: { width, height: 900 } });
    return context.pages()[0] ?? (await context.newPage());
  }

  it("steps through a finished game; the last step is the final position", async () => {
    const base = server!.url;
    // Fixed dice (docs/testing.md, "Every roll of the dice"): a first turn may bank 2,000 and end the
    // game in two moves, and this game needs a few steps to step through.
    const game = await playingGame(base, { serverSeed: "7e9a".repeat(16) });
    const moves = await playToEnd(base, game);
    expect(moves).toBeGreaterThan(3);

    const watch = await browse();
    await watch.goto(`${base}/watch/${game.id}`);
    await watch.locator("[data-game-over]").waitFor({ timeout: 45_000 });
    const final = await sheetText(watch, "bx-mr-natural-sheet");

    const page = await browse();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    // From the game-over banner.
    await page.goto(`${base}/watch/${game.id}`);
    await page.locator("[data-game-over]").getByRole("link", { name: "Replay the game" }).click();
    await page.waitForURL(`${base}/replay/${game.id}`);
    const sheet = "[data-replay-sheet]";
    await page.locator(sheet).waitFor({ timeout: 45_000 });
    expect(await index(page)).toBe(0);
    expect(Number(await page.locator("[data-replay]").getAttribute("data-count"))).toBe(moves + 1);
    const setup = await sheetText(page, sheet);

    await page.getByRole("button", { name: "Next step" }).click();
    expect(await index(page)).toBe(1);
    expect(await page.locator("[data-replay] [data-step]").getAttribute("data-step")).toBe("1");
    const one = await sheetText(page, sheet);
    expect(one).not.toBe(setup);

    await page.getByRole("button", { name: "Previous step" }).click();
    expect(await index(page)).toBe(0);
    expect(await sheetText(page, sheet)).toBe(setup);

    // The keyboard: → and ←, End and Home.
    await page.keyboard.press("ArrowRight");
    expect(await index(page)).toBe(1);
    expect(await sheetText(page, sheet)).toBe(one);
    await page.keyboard.press("End");
    expect(await index(page)).toBe(moves);
    await page.keyboard.press("Home");
    expect(await index(page)).toBe(0);

    // The slider, then "last": the final position, as the watch page shows it.
    await page.getByRole("slider", { name: "Step" }).fill("2");
    expect(await index(page)).toBe(2);
    await page.getByRole("button", { name: "Last step" }).click();
    expect(await index(page)).toBe(moves);
    expect(await sheetText(page, sheet)).toBe(final);

    // Play runs forward on its own.
    await page.getByRole("button", { name: "First step" }).click();
    await page.getByRole("button", { name: "Play" }).click();
    await expect.poll(() => index(page), { timeout: 5000 }).toBeGreaterThan(1);
    await page.getByRole("button", { name: "Pause" }).click();

    // The record downloads as boxcars-record/2 (state hashes keyed by the seed).
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Download record (JSON)" }).click(),
    ]);
    const saved = path.join(dir, "finished.json");
    await download.saveAs(saved);
    const record = JSON.parse(readFileSync(saved, "utf8")) as GameRecord;
    expect(record.format).toBe("boxcars-record/2");
    expect(record.moves).toHaveLength(moves);
    expect(record.serverSeed).toMatch(/^[0-9a-f]{64}$/);

    // Imported on the verify page: verified and replayed in the browser.
    await page.goto(`${base}/verify`);
    await page.getByLabel(/A game record/).setInputFiles(saved);
    await page.locator('[data-verdict="ok"]').waitFor({ timeout: 30_000 });
    await page.locator(sheet).waitFor();
    await page.getByRole("button", { name: "Last step" }).click();
    expect(await sheetText(page, sheet)).toBe(final);

    // A record of the first format (plain state hashes), kept from before they were keyed, verifies too.
    await page
      .getByLabel(/A game record/)
      .setInputFiles(fileURLToPath(new URL("../fixtures/records/mr-natural-2p.json", import.meta.url)));
    await page.getByText("9a2db2e23f1504cd", { exact: false }).first().waitFor({ timeout: 30_000 });
    await page.locator('[data-verdict="ok"]').waitFor({ timeout: 30_000 });

    // A malformed record and one too large are refused with a reason.
    const broken = path.join(dir, "broken.json");
    writeFileSync(broken, JSON.stringify({ ...record, moves: [{ ...record.moves[0], stateHash: "nope" }] }));
    await page.getByLabel(/A game record/).setInputFiles(broken);
    await expect
      .poll(() => page.locator("[data-import-error]").textContent())
      .toMatch(/not a Boxcars game record.*moves\.0\.stateHash/);
    const huge = path.join(dir, "huge.json");
    writeFileSync(huge, JSON.stringify({ pad: "x".repeat(2 * 1024 * 1024) }));
    await page.getByLabel(/A game record/).setInputFiles(huge);
    await expect.poll(() => page.locator("[data-import-error]").textContent()).toMatch(/at most 2 MB/);
    const notJson = path.join(dir, "not.json");
    writeFileSync(notJson, "{ this is not json");
    await page.getByLabel(/A game record/).setInputFiles(notJson);
    await expect.poll(() => page.locator("[data-import-error]").textContent()).toMatch(/is not JSON/);

    expect(errors).toEqual([]);
  });

  it("shows a returning player the moves since the last visit, and a running game's replay as a log", async () => {
    const base = server!.url;
    const game = await playingGame(base);

    const page = await browse(375);
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await openSeat(page, `${base}/play/${game.id}#${game.tokens[1]}`);
    expect(await page.locator("[data-since-last]").count()).toBe(0);
    await page.goto("about:blank");

    // While Bo is away, Ada plays her turn out.
    let moves = 0;
    for (let latest = await playOne(base, game); ; latest = await playOne(base, game)) {
      moves++;
      if (latest?.activeSeats[0] !== 0) break;
    }

    await page.goto(`${base}/play/${game.id}`);
    const panel = page.locator("[data-since-last]");
    await panel.waitFor({ timeout: 45_000 });
    expect(await panel.getByRole("heading").textContent()).toContain(
      `${moves} move${moves === 1 ? "" : "s"}`,
    );
    // From the record: each of Ada's moves with what it was, newest first.
    await expect.poll(() => panel.locator("li[data-move-n]").count()).toBe(Math.min(moves, 10));
    // In the game's words (not the move's raw fields), and each roll with its dice.
    await expect
      .poll(() => panel.locator("li[data-move-n]").first().textContent())
      .toMatch(/Ada\s*·\s*(banked|rolled|picked)/);
    const rolls = await call<{ moves: { n: number; draws: unknown[] }[] }>(
      base,
      "GET",
      `/api/games/${game.id}/moves`,
    );
    const rolled = rolls.moves.slice(-10).filter((m) => m.draws.length).length;
    await expect.poll(() => panel.locator("li[data-move-n] .drawn").count()).toBe(rolled);
    // The recent moves under the sheet show the dice too, and nothing in either list is cut off by a scroll box.
    const recent = page.locator("[data-recent-moves]");
    await recent.scrollIntoViewIfNeeded(); // the list loads when it comes on screen
    await expect
      .poll(() => recent.locator("li[data-move-n] .drawn").count(), { timeout: 30_000 })
      .toBe(rolled);
    for (const list of [panel, recent]) {
      expect(
        await list.locator("bx-move-list").evaluate((el) => el.scrollHeight - el.clientHeight),
      ).toBeLessThanOrEqual(1);
    }
    const replayHref = await panel.getByRole("link", { name: /Replay/ }).getAttribute("href");
    expect(replayHref).toBe(`/replay/${game.id}?from=0`);
    await panel.getByRole("button", { name: "Dismiss" }).click();
    expect(await page.locator("[data-since-last]").count()).toBe(0);
    expect(errors).toEqual([]);

    // The replay of a running game: the recorded moves with their dice, as a log.
    await page.goto(`${base}${replayHref}`);
    await page.locator("[data-replay]").waitFor({ timeout: 45_000 });
    // The notice comes with the log's module (replay-log.ts), a moment after the controls.
    await page.getByText("The game is still running").waitFor();
    expect(await page.getByText("The game is still running").count()).toBe(1);
    expect(await index(page)).toBe(0);
    await page.keyboard.press("ArrowRight");
    expect(await index(page)).toBe(1);
    const current = page.locator('.log li[aria-current="step"]');
    expect(await current.textContent()).toContain("#1");
    const record = await call<GameRecord>(base, "GET", `/api/games/${game.id}/record`);
    expect(await current.locator(".drawn .d").allTextContents()).toEqual(
      record.moves[0].draws.map((d) => String(d.value)),
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
