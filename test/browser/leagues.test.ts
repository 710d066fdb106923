/**
 * A league in the browser: the host makes it on /leagues/new, three people join by the join link
 * (one on a phone), the host adds a bot and the league starts; the first round is played (the people
 * by their seat links, the bot by itself); the page shows the standings, the results with watch
 * links and each player's next game first, the standings linked to the players' pages (they joined with
 * their browsers' keys), and the league's blog widget. Axe-clean at 390 and 1280 px.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { GameResponse, LeagueResponse } from "../../worker/wire";
import { call } from "./support/api";
import { audit, describeFindings } from "./support/axe";
import { skipBrowser } from "./support/browser";
import { useWorld } from "./support/world";

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const DESK = { viewport: { width: 1280, height: 900 } };

describe.skipIf(skipBrowser)("a league", () => {
  const world = useWorld();

  it("is made, joined by three people and a bot, plays a round and shows it; axe-clean at 390 and 1280 px", async () => {
    const base = world.server!.url;
    const errors: string[] = [];
    const open = async (options: typeof PHONE | typeof DESK): Promise<Page> => {
      const page = (await world.people.open(options)).pages()[0]!;
      page.on("pageerror", (error) => errors.push(error.message));
      return page;
    };
    const findings: string[] = [];
    const check = async (page: Page, where: string) =>
      findings.push(...describeFindings(where, await audit(page)));

    // The host makes a round robin of 4 in Mr. Natural to 2,000.
    const host = await open(DESK);
    await host.goto(base);
    await host.getByRole("link", { name: "Make a league" }).click();
    await host.getByLabel("Game", { exact: true }).selectOption("mr-natural");
    await host.getByLabel(/Target score/).selectOption("2000");
    await host.getByLabel("Format").selectOption("round-robin");
    await host.getByLabel("Players", { exact: true }).fill("4");
    await check(host, "new league, 1280 px");
    await host.getByRole("button", { name: "Create league" }).click();
    const joinLink = host.locator("[data-join-link]");
    await joinLink.waitFor({ timeout: 30_000 });
    const joinUrl = (await joinLink.getAttribute("href"))!;
    const id = new URL(joinUrl).pathname.split("/").at(-1)!;

    // Three people join; Ann on a phone.
    const people: Page[] = [];
    for (const [name, options] of [
      ["Ann", PHONE],
      ["Bo", DESK],
      ["Cy", DESK],
    ] as const) {
      const page = await open(options);
      await page.goto(joinUrl);
      await page.getByLabel("Your name").fill(name);
      if (name === "Ann") await check(page, "join form, 390 px");
      await page.getByRole("button", { name: "Join" }).click();
      await page.locator("[data-your-games]").waitFor();
      people.push(page);
    }
    // The host adds a bot: the league is full and starts.
    await host.reload();
    await host.getByRole("button", { name: "Add a bot" }).click();
    await expect
      .poll(() => call<LeagueResponse>(base, "GET", `/api/leagues/${id}`).then((l) => l.status))
      .toBe("playing");

    // Each person's page offers their round 1 game first; they play it by its seat link.
    const seatLinks: string[] = [];
    for (const page of people) {
      await page.reload();
      const next = page.locator("[data-next-game]");
      await next.waitFor({ timeout: 30_000 });
      expect(await next.textContent()).toContain("round 1");
      seatLinks.push((await next.getAttribute("href"))!);
    }
    const roundOne = async () =>
      (await call<LeagueResponse>(base, "GET", `/api/leagues/${id}`)).rounds[0].games;
    for (let i = 0; i < 2000 && (await roundOne()).some((g) => g.status !== "finished"); i++) {
      let moved = false;
      for (const link of seatLinks) {
        const url = new URL(link);
        const gameId = url.pathname.split("/").at(-1)!;
        const token = url.hash.slice(1);
        const game = await call<GameResponse>(base, "GET", `/api/games/${gameId}`, token);
        const move = game.legalMoves?.find((m) => m.type === "bank") ?? game.legalMoves?.[0];
        if (!move) continue;
        await fetch(`${base}/api/games/${gameId}/moves`, {
          method: "POST",
          headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
          body: JSON.stringify({ move, version: game.version, key: `league-${gameId}-${i}` }),
        });
        moved = true;
      }
      if (!moved) await new Promise((resolve) => setTimeout(resolve, 300)); // the bot's turn, or the league's next round
    }
    expect((await roundOne()).every((g) => g.status === "finished")).toBe(true);

    // The page: standings with points, round 1's results with watch links, Ann's next game (round 2) first.
    const ann = people[0]!;
    await expect
      .poll(async () => (await call<LeagueResponse>(base, "GET", `/api/leagues/${id}`)).rounds.length, {
        timeout: 30_000,
      })
      .toBe(2);
    await ann.reload();
    await ann.locator("[data-standings]").waitFor();
    expect(await ann.locator("[data-standings] tbody tr").count()).toBe(4);
    expect(await ann.locator('[data-round="0"] li').count()).toBe(2);
    expect(await ann.locator('[data-round="0"] a', { hasText: "watch" }).count()).toBe(2);
    await expect.poll(() => ann.locator("[data-next-game]").textContent()).toContain("round 2");
    await ann.screenshot({ path: "/tmp/league-390.png", fullPage: true });
    await check(ann, "league page, 390 px");
    await host.reload();
    await host.locator("[data-standings]").waitFor();
    await host.screenshot({ path: "/tmp/league-1280.png", fullPage: true });
    await check(host, "league page (host), 1280 px");
    // The host's drop asks first; "Keep them" changes nothing.
    await host.getByRole("button", { name: "Drop Cy" }).click();
    await host.getByRole("button", { name: "Keep them" }).click();
    expect((await call<LeagueResponse>(base, "GET", `/api/leagues/${id}`)).players[2]!.dropped).toBe(false);
    // The watch link opens the game's spectator page.
    const watch = (await ann
      .locator('[data-round="0"] a', { hasText: "watch" })
      .first()
      .getAttribute("href"))!;
    expect(watch).toMatch(/\/watch\/[a-z2-9]{12}$/);
    // The people joined with their browsers' player keys: the standings link to their player pages.
    const league = await call<LeagueResponse>(base, "GET", `/api/leagues/${id}`);
    expect(league.players.filter((p) => p.fingerprint).length).toBe(3);
    expect(await ann.locator('[data-standings] a[href^="/players/"]').count()).toBe(3);

    // The league's widget, as a blog frames it (the page oEmbed points to), at 390 px.
    const widget = await open(PHONE);
    await widget.goto(`${base}/embed/leagues/${id}`);
    await widget.locator("boxcars-league [data-league] li").first().waitFor();
    expect(await widget.locator("boxcars-league li").count()).toBe(4);
    expect(await widget.locator("boxcars-league [data-headline]").textContent()).toContain("Round 2");
    await widget.screenshot({ path: "/tmp/league-widget-390.png" });
    await check(widget, "league widget, 390 px");

    expect(findings).toEqual([]);
    expect(errors).toEqual([]);
  });
});
