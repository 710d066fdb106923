/**
 * Notification defaults kept in this browser: saved from one game's "Notify me" (at 1280 px), taken by
 * a new seat claimed here (at 390 px, as a rematch's seat is), and still changeable per game.
 */
import { describe, expect, it } from "vitest";
import type { CreatedGame, NotificationSettings } from "../../worker/wire";
import { call, playingGame } from "./support/api";
import { skipBrowser } from "./support/browser";
import { openSeat } from "./support/seat-page";
import { useWorld } from "./support/world";

describe.skipIf(skipBrowser)("notification defaults", () => {
  const world = useWorld();

  it("keeps one game's settings for the next seat this browser claims", async () => {
    const base = world.server!.url;
    const first = await playingGame(base);
    const context = await world.people.open({ viewport: { width: 1280, height: 800 } });
    const page = context.pages()[0] ?? (await context.newPage());
    await openSeat(page, `${base}/play/${first.id}#${first.tokens[0]}`);
    await page.getByRole("button", { name: "Notify me" }).click();
    const dialog = page.getByRole("dialog", { name: "Notify me" });
    await dialog.waitFor();
    // The settings have loaded (on a development server the dialog then points to the captured messages).
    await expect.poll(() => dialog.getByRole("link", { name: "/dev/messages" }).count()).toBe(1);
    await dialog.getByLabel("Webhook", { exact: true }).selectOption("json");
    await dialog.getByLabel("Webhook URL").fill(`${base}/dev/hooks/defaults`);
    await dialog.getByLabel(/Use these for my new games and rematches/).check();
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect.poll(() => dialog.getByRole("status").textContent(), { timeout: 30_000 }).toContain("Saved");

    // A new game's invitation, claimed in this browser on a phone-sized window.
    const created = await call<CreatedGame>(base, "POST", "/api/games", null, {
      game: "mr-natural",
      seats: 2,
      options: { target: 2000 },
    });
    const token = decodeURIComponent(new URL(created.seats[1].url!).hash.slice(1));
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(created.seats[1].url!);
    await page.getByLabel("Your name").fill("Ada");
    await page.getByRole("button", { name: "Claim my seat" }).click();
    const settings = () =>
      call<NotificationSettings>(base, "GET", `/api/games/${created.id}/notifications`, token);
    await expect
      .poll(async () => (await settings()).contact.webhook?.url ?? null, { timeout: 30_000 })
      .toBe(`${base}/dev/hooks/defaults`);
    expect(await page.evaluate("document.documentElement.scrollWidth")).toBeLessThanOrEqual(390);

    // Changeable per game: switching this game off leaves the defaults (and the first game) as they were.
    await page.getByRole("button", { name: "Notify me" }).click();
    const second = page.getByRole("dialog", { name: "Notify me" });
    await second.waitFor();
    await expect.poll(() => second.getByRole("link", { name: "/dev/messages" }).count()).toBe(1);
    // This game took the defaults, and the dialog says they are kept.
    await expect.poll(() => second.getByLabel("Webhook URL").inputValue()).toBe(`${base}/dev/hooks/defaults`);
    await second.getByLabel("Use these for my new games and rematches (kept in this browser)").uncheck();
    await second.getByLabel("Tell me when it is my turn").uncheck();
    await second.getByRole("button", { name: "Save" }).click();
    await expect.poll(async () => (await settings()).contact.enabled, { timeout: 30_000 }).toBe(false);
    const firstSettings = await call<NotificationSettings>(
      base,
      "GET",
      `/api/games/${first.id}/notifications`,
      first.tokens[0],
    );
    expect(firstSettings.contact.enabled).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem("boxcars:notify-defaults"))).toBe("null");
    await context.close();
  }, 180_000);
});
