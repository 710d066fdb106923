/**
 * Your games on another device without an account: the carry link and its QR code on one browser
 * (390 px, touch), with the host key of a game made there, opened once on another (1280 px), which then plays
 * the seats; a damaged link adds nothing.
 */
import { describe, expect, it } from "vitest";
import { playingGame } from "./support/api";
import { skipBrowser } from "./support/browser";
import { openSeat } from "./support/seat-page";
import { useWorld } from "./support/world";

describe.skipIf(skipBrowser)("carrying your games to another device", () => {
  const world = useWorld();

  it("makes a link and a QR code on the phone, and the laptop opens it once to play the same seats", async () => {
    const base = world.server!.url;
    const games = [await playingGame(base), await playingGame(base)];
    const phone = await world.people.open({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    });
    const page = phone.pages()[0] ?? (await phone.newPage());
    for (const g of games) await openSeat(page, `${base}/play/${g.id}#${g.tokens[0]}`);
    // A game made on this phone whose host page was never opened here: its host key is in the links kept at creation.
    const hosted = await playingGame(base);
    await page.evaluate(
      ([id, links]) => localStorage.setItem(`boxcars:links:${id}`, links),
      [hosted.id, JSON.stringify({ hostUrl: hosted.created.hostUrl, seats: [] })],
    );
    await page.goto(`${base}/`);
    await page.locator("[data-my-game]").nth(1).waitFor({ timeout: 60_000 });
    const scripts: string[] = [];
    page.on("request", (r) => void (r.resourceType() === "script" && scripts.push(r.url())));
    await page.locator("[data-carry-open]").tap();
    const url = await page.locator("[data-carry-url]").inputValue({ timeout: 30_000 });
    // The QR code's library came with the panel, on the press.
    expect(scripts.some((s) => s.includes("carry-panel"))).toBe(true);
    expect(await page.locator("[data-carry-qr] svg").count()).toBe(1);
    expect(await page.getByRole("img", { name: "QR code of the carry link" }).count()).toBe(1);
    expect(await page.evaluate("document.documentElement.scrollWidth")).toBeLessThanOrEqual(390);
    // The keys ride in the fragment only.
    const link = new URL(url);
    expect([link.origin, link.pathname]).toEqual([base, "/"]);
    for (const g of games) expect(link.hash).toContain(`${g.id}.s.${g.tokens[0]}`);
    const hostKey = decodeURIComponent(new URL(hosted.created.hostUrl).hash.slice(1));
    expect(link.hash).toContain(`${hosted.id}.h.${hostKey}`);
    await phone.close();

    const laptop = await world.people.open({ viewport: { width: 1280, height: 800 } });
    const other = laptop.pages()[0] ?? (await laptop.newPage());
    const asked: string[] = [];
    other.on("request", (r) => void asked.push(r.url()));
    await other.goto(url);
    await expect
      .poll(() => other.locator("[data-carried]").textContent(), { timeout: 60_000 })
      .toBe("Added 3 games from your other device.");
    expect(new URL(other.url()).hash).toBe("");
    await expect.poll(() => other.locator("[data-my-game]").count(), { timeout: 60_000 }).toBe(3);
    expect(asked.filter((u) => u.includes("carry=") || games.some((g) => u.includes(g.tokens[0])))).toEqual(
      [],
    );
    // The carried seat plays here without its link, and without asking whose it is.
    await other.goto(`${base}/play/${games[0].id}`);
    await other.locator("[data-version]").waitFor({ timeout: 60_000 });
    expect(await other.getByRole("button", { name: /^Continue as / }).count()).toBe(0);
    expect(await other.locator("[data-headline]").textContent()).toBeTruthy();
    await laptop.close();
  }, 180_000);

  it("adds nothing from a damaged link, and says so", async () => {
    const base = world.server!.url;
    const context = await world.people.open({ viewport: { width: 1280, height: 800 } });
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${base}/#carry=abcd.s.short~<b>`);
    await expect
      .poll(() => page.locator("[data-carried]").textContent(), { timeout: 60_000 })
      .toMatch(/damaged: nothing was added/);
    const keys = await page.evaluate(() =>
      Object.keys(localStorage).filter((k) => k.startsWith("boxcars:seat")),
    );
    expect(keys).toEqual([]);
    await context.close();
  }, 60_000);
});
