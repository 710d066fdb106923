/**
 * "Notify me" on the player's sheet: a signed JSON webhook to the development sink, a test message
 * that really goes out from the room's alarm and shows on /dev/messages with a signature the shown
 * secret checks, and a failing webhook shown as failing.
 */
import { createHmac } from "node:crypto";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { call, playingGame } from "./support/api";
import { skipBrowser } from "./support/browser";
import { useWorld } from "./support/world";
import { openSeat } from "./support/seat-page";

interface DevMessage {
  channel: string;
  to: string;
  subject: string;
  body: string;
  headers: Record<string, string>;
}

describe.skipIf(skipBrowser)("notifications panel", () => {
  const world = useWorld();
  const people = world.people;

  it("saves a webhook, sends a test message to /dev/messages, and shows failures", async () => {
    const base = world.server!.url;
    const game = await playingGame(base);
    const context = await people.open({ viewport: { width: 375, height: 812 } });
    const page: Page = context.pages()[0] ?? (await context.newPage());
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await openSeat(page, `${base}/play/${game.id}#${game.tokens[0]}`);

    // Only the seat's owner has the panel: the spectator page has none.
    const watcher = await context.newPage();
    await watcher.goto(`${base}/watch/${game.id}`);
    await watcher.locator("[data-version]").waitFor();
    expect(await watcher.getByRole("button", { name: "Notify me" }).count()).toBe(0);
    await watcher.close();

    await page.getByRole("button", { name: "Notify me" }).click();
    const dialog = page.getByRole("dialog", { name: "Notify me" });
    await dialog.waitFor();
    // On a development server, a pointer to the captured messages.
    await expect.poll(() => dialog.getByRole("link", { name: "/dev/messages" }).count()).toBe(1);

    await dialog.getByLabel("Webhook", { exact: true }).selectOption("json");
    await dialog.getByLabel("Webhook URL").fill(`${base}/dev/hooks/test`);
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect.poll(() => dialog.getByRole("status").textContent()).toContain("Saved");
    const secret = (await dialog.locator("[data-secret]").textContent())!.trim();
    expect(secret).toMatch(/^[A-Za-z0-9_-]{16,}$/);
    expect(await dialog.getByText("X-Boxcars-Signature").count()).toBe(1);

    await dialog.getByRole("button", { name: "Send a test message" }).click();
    await expect
      .poll(() => dialog.getByRole("status").textContent(), { timeout: 45_000, interval: 500 })
      .toBe("Test message sent.");
    await expect.poll(() => dialog.locator('[data-delivery="sent"][data-kind="test"]').count()).toBe(1);

    // It arrived at the sink, signed with the secret shown.
    let hook: DevMessage | undefined;
    await expect
      .poll(
        async () => {
          const { messages } = await call<{ messages: DevMessage[] }>(base, "GET", "/dev/messages.json");
          hook = messages.find((m) => m.channel === "webhook" && m.to === "test");
          return Boolean(hook);
        },
        { timeout: 30_000, interval: 500 },
      )
      .toBe(true);
    expect(JSON.parse(hook!.body)).toMatchObject({ event: "test" });
    expect(hook!.headers["x-boxcars-signature"]).toBe(
      `sha256=${createHmac("sha256", secret).update(hook!.body).digest("hex")}`,
    );
    const messages = await context.newPage();
    await messages.goto(`${base}/dev/messages`);
    expect(await messages.locator("article").filter({ hasText: "webhook to test" }).count()).toBeGreaterThan(
      0,
    );
    await messages.close();

    // A webhook that answers 404 shows as failing, with the reason and the attempts.
    await dialog.getByLabel("Webhook URL").fill(`${base}/api/no-such-hook`);
    await dialog.getByRole("button", { name: "Send a test message" }).click();
    await expect
      .poll(() => dialog.locator("[data-failing]").textContent(), { timeout: 45_000, interval: 500 })
      .toMatch(/^Webhook failing: webhook answered 404 \(1 attempt; trying again\)$/);
    expect(await dialog.getByRole("status").textContent()).toMatch(
      /did not get through: webhook answered 404/,
    );

    // Switched off and closed.
    await dialog.getByLabel("Tell me when it is my turn").uncheck();
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect.poll(() => dialog.getByRole("status").textContent()).toContain("switched off");
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(errors).toEqual([]);
  });
});
