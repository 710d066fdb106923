/**
 * Table talk between two players in two browsers: a message arrives live on the other sheet,
 * markup shows as text, Shift+Enter keeps a line break, writing too fast is refused in words,
 * spectators read without a form, and the replay shows the talk from the record.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { playingGame } from "./support/api";
import { skipBrowser } from "./support/browser";
import { openSeat } from "./support/seat-page";
import { useWorld } from "./support/world";

describe.skipIf(skipBrowser)("table talk", () => {
  const world = useWorld();
  const people = world.people;

  it("carries messages live between two players, as text, and shows them to spectators and in the replay", async () => {
    const base = world.server!.url;
    const game = await playingGame(base);
    const errors: string[] = [];
    const pages: Page[] = [];
    for (const token of game.tokens) {
      const context = await people.open();
      const page = context.pages()[0] ?? (await context.newPage());
      page.on("pageerror", (error) => errors.push(error.message));
      await openSeat(page, `${base}/play/${game.id}#${token}`);
      pages.push(page);
    }
    const [ada, bo] = pages;
    const adaTalk = ada.locator("[data-chat]");
    const boTalk = bo.locator("[data-chat]");
    await expect.poll(() => boTalk.textContent()).toContain("No messages yet");

    // Ada writes markup and presses Enter; Bo's page shows it without a reload, as the characters typed.
    await adaTalk
      .getByLabel("Message to the table")
      .fill("Good luck <b>HTML</b> & <img src=x onerror=alert(1)>");
    await adaTalk.getByLabel("Message to the table").press("Enter");
    await expect.poll(() => adaTalk.getByLabel("Message to the table").inputValue()).toBe("");
    const arrived = boTalk.locator("[data-chat-message]");
    await expect.poll(() => arrived.count(), { timeout: 15_000 }).toBe(1);
    expect(await arrived.locator(".text").textContent()).toBe(
      "Good luck <b>HTML</b> & <img src=x onerror=alert(1)>",
    );
    expect(await arrived.locator("b, img").count()).toBe(0);
    expect(await arrived.locator("strong").textContent()).toBe("Ada");

    // Bo answers over two lines (Shift+Enter), sent with the button.
    const box = boTalk.getByLabel("Message to the table");
    await box.fill("Thanks");
    await box.press("End");
    await box.press("Shift+Enter");
    await box.pressSequentially("and you");
    await boTalk.getByRole("button", { name: "Send" }).click();
    await expect.poll(() => ada.locator("[data-chat-message]").count(), { timeout: 15_000 }).toBe(2);
    expect(await ada.locator("[data-chat-message]").nth(1).locator(".text").textContent()).toBe(
      "Thanks\nand you",
    );

    // Five messages in 30 seconds at most: the sixth is refused in words and kept in the box.
    for (let i = 1; i <= 4; i++) {
      await adaTalk.getByLabel("Message to the table").fill(`Message ${i}`);
      await adaTalk.getByLabel("Message to the table").press("Enter");
      await expect.poll(() => adaTalk.locator("[data-chat-message]").count()).toBe(2 + i);
    }
    await adaTalk.getByLabel("Message to the table").fill("One too many");
    await adaTalk.getByLabel("Message to the table").press("Enter");
    await expect
      .poll(() => adaTalk.locator("[data-chat-error]").textContent())
      .toContain("At most 5 messages in 30 seconds");
    expect(await adaTalk.getByLabel("Message to the table").inputValue()).toBe("One too many");
    expect(await adaTalk.locator("[data-chat-message]").count()).toBe(6);

    // A spectator reads everything and has no form.
    const watcher = await ada.context().newPage();
    await watcher.goto(`${base}/watch/${game.id}`);
    await expect.poll(() => watcher.locator("[data-chat-message]").count(), { timeout: 15_000 }).toBe(6);
    expect(await watcher.locator("[data-chat] textarea").count()).toBe(0);

    // The replay reads the talk from the game's record.
    await watcher.goto(`${base}/replay/${game.id}`);
    await expect
      .poll(() => watcher.locator("bx-chat-panel [data-chat-message]").count(), { timeout: 30_000 })
      .toBe(6);
    expect(
      await watcher.locator("bx-chat-panel [data-chat-message]").first().locator(".text").textContent(),
    ).toContain("<b>HTML</b>");
    expect(await watcher.locator("bx-chat-panel textarea").count()).toBe(0);

    expect(errors).toEqual([]);
  });
});
