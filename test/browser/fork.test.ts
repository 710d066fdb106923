/**
 * Forks in the browser (docs/sharing.md, "Forks"): "Fork from here" on a finished game's replay starts
 * a new game from that position (a seat given to the bot), its player claims and plays it, and the
 * fork's verify page checks it with its parent and names it.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { playingGame, playToEnd } from "./support/api";
import { skipBrowser } from "./support/browser";
import { useWorld } from "./support/world";

const version = async (page: Page) =>
  Number(await page.locator("[data-version]").getAttribute("data-version"));

describe.skipIf(skipBrowser)("forks", () => {
  const world = useWorld();

  it("forks a finished game from the replay's stepper, plays the fork, and verifies it with its parent", async () => {
    const base = world.server!.url;
    const parent = await playingGame(base);
    const moves = await playToEnd(base, parent);
    const context = await world.people.open({ viewport: { width: 390, height: 844 } });
    const page = context.pages()[0] ?? (await context.newPage());

    const at = Math.floor(moves / 2);
    await page.goto(`${base}/replay/${parent.id}?from=${at}`);
    await page.locator("[data-fork-here]").click();
    await expect
      .poll(() => page.getByRole("heading", { name: /^Fork from / }).textContent())
      .toBe(at === 0 ? "Fork from the setup" : `Fork from move ${at}`);
    await page.getByLabel("Seat 2 (Bo) is a bot").check();
    await page.locator("[data-start-fork]").click();

    // The host page of the new game, marked as a fork of the parent; seat 1's link opens here.
    await page.waitForURL(/\/host\/[a-z2-9]{12}$/);
    const forkId = new URL(page.url()).pathname.split("/")[2];
    expect(await page.locator("[data-fork-of]").first().getAttribute("data-fork-of")).toBe(parent.id);
    await page.getByRole("link", { name: "Play it here: seat 1, in this browser" }).click();
    await page.getByLabel("Your name").fill("Ada");
    await page.getByRole("button", { name: "Claim my seat" }).click();
    await page.locator('[data-status="playing"]').waitFor({ timeout: 45_000 });
    expect(await page.locator("[data-fork-of]").first().getAttribute("data-fork-of")).toBe(parent.id);

    // One move of Ada's (the bot plays seat 2 by itself), then the host ends the fork: its record is out.
    const button = page.locator("[data-move]:not([disabled])").first();
    await button.waitFor({ timeout: 45_000 });
    const before = await version(page);
    await button.click();
    await expect.poll(() => version(page), { timeout: 45_000 }).toBeGreaterThan(before);
    const host = await page.evaluate((id) => JSON.parse(localStorage.getItem(`boxcars:host:${id}`)!), forkId);
    const ended = await fetch(`${base}/api/games/${forkId}/host`, {
      method: "POST",
      headers: { Authorization: `Bearer ${host}`, "Content-Type": "application/json" },
      body: JSON.stringify({ action: "abort" }),
    });
    expect(ended.status).toBe(200);

    // The verify page fetches the parent, verifies both, and names the parent.
    await page.goto(`${base}/verify/${forkId}`);
    await page.locator('[data-verdict="ok"]').waitFor({ timeout: 45_000 });
    expect(await page.locator('[data-verdict="ok"] [data-fork-of]').getAttribute("data-fork-of")).toBe(
      parent.id,
    );
  }, 120_000);
});
