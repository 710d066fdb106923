/**
 * A player leaves a game from their own sheet, after a question (phone, touch; the talk above the
 * button holds its place until it loads), and the table talk's unread count near the top of the
 * sheet (desktop): it counts what arrived and clears once the talk is on screen.
 */
import { describe, expect, it } from "vitest";
import type { GameRecord } from "../../worker/engine/record";
import { call, playingGame } from "./support/api";
import { skipBrowser } from "./support/browser";
import { openSeat, settled } from "./support/seat-page";
import { useWorld } from "./support/world";

describe.skipIf(skipBrowser)("leaving a game and the unread table talk", () => {
  const world = useWorld();

  it("counts unread table talk at 1280 px and clears it when the talk is shown", async () => {
    const base = world.server!.url;
    const game = await playingGame(base, { seats: 2 });
    // A short window: the talk under the sheet is off screen, where an unread count matters.
    const context = await world.people.open({ viewport: { width: 1280, height: 420 } });
    const page = context.pages()[0] ?? (await context.newPage());
    await openSeat(page, `${base}/play/${game.id}#${game.tokens[0]}`);
    await page.locator("[data-live='live']").waitFor({ timeout: 60_000 });
    const unread = page.locator("[data-chat-unread]");
    expect(await unread.count()).toBe(0);
    // Below the window once the sheet above it has drawn (the check waits for that).
    const talkTop = () => page.locator("bx-chat-panel").evaluate((e) => e.getBoundingClientRect().top);
    await expect.poll(talkTop, { timeout: 30_000 }).toBeGreaterThan(420);
    for (const text of ["hello", "your turn, Ada"])
      await call(base, "POST", `/api/games/${game.id}/chat`, game.tokens[1], { text });
    await expect.poll(() => unread.textContent(), { timeout: 30_000 }).toBe("2 new messages");
    await unread.click();
    await page.locator("[data-chat-message='2']").waitFor({ timeout: 30_000 });
    await expect.poll(() => unread.count(), { timeout: 30_000 }).toBe(0);
    // Read stays read on the next visit.
    await page.reload();
    await page.locator("[data-version]").waitFor({ timeout: 60_000 });
    await page.locator("[data-live='live']").waitFor({ timeout: 60_000 });
    expect(await unread.count()).toBe(0);
    await context.close();
  }, 120_000);

  it("asks before a player leaves at 390 px, then drops the seat as the player's move", async () => {
    const base = world.server!.url;
    const game = await playingGame(base, { seats: 3 });
    const context = await world.people.open({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    });
    const page = context.pages()[0] ?? (await context.newPage());
    await openSeat(page, `${base}/play/${game.id}#${game.tokens[1]}`);
    const leave = page.locator("[data-leave]");
    await leave.waitFor({ timeout: 60_000 });
    // The table talk above "Leave" loads when it comes into view; until then it keeps about its place
    // (game-frame.ts), so what lies under it moves little when it comes.
    const talk = page.locator("bx-chat-panel");
    const talkBox = () =>
      talk.evaluate((e) => ({
        defined: Boolean(customElements.get("bx-chat-panel")),
        height: e.getBoundingClientRect().height,
      }));
    const held = await talkBox();
    expect(held.defined, "the talk is below the first screen, not loaded yet").toBe(false);
    await settled(leave);
    await talk.locator("textarea").waitFor();
    const shown = await talkBox();
    expect(
      Math.abs(shown.height - held.height),
      `talk ${held.height} px held, ${shown.height} px shown`,
    ).toBeLessThan(48);
    // Staying changes nothing.
    await (await settled(leave)).tap();
    const question = page.getByRole("alertdialog", { name: /Leave this game for good/ });
    await question.waitFor();
    await question.getByRole("button", { name: "Stay" }).tap();
    await expect.poll(() => question.count()).toBe(0);
    const before = await call<GameRecord>(base, "GET", `/api/games/${game.id}/record`);
    expect(before.moves.length).toBe(0);
    // Leaving, after the question.
    await leave.tap();
    await question.getByRole("button", { name: "Leave the game" }).tap();
    await page.locator("[data-left]").waitFor({ timeout: 30_000 });
    expect(await page.locator("[data-leave]").count()).toBe(0);
    expect(await page.evaluate("document.documentElement.scrollWidth")).toBeLessThanOrEqual(390);
    // Still so after a reload: the server says the seat left.
    await page.reload();
    await page.locator("[data-left]").waitFor({ timeout: 30_000 });
    expect(await page.locator("[data-leave]").count()).toBe(0);
    const after = await call<GameRecord>(base, "GET", `/api/games/${game.id}/record`);
    expect(after.moves.map((m) => [m.seat, m.by, m.move.type])).toEqual([[1, "player", "$drop"]]);
    await context.close();
  }, 120_000);
});
