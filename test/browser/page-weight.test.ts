/**
 * What each page costs: every script a fresh browser loads for it, gzipped (-9), must stay under
 * the budget (support/budget.ts); the blog widget (embed.js) under 15 KB. Prints the table. The rail game's pages are weighed
 * too (its board data and map are JSON files, not scripts, so they do not count).
 */
import { gzipSync } from "node:zlib";
import type { Page, Response } from "playwright-core";
import { describe, expect, it } from "vitest";
import { PAGE_BUDGET } from "./support/budget";
import { advance, atPurchase, atRouteAfterOthers, railsGame } from "./rails-api";
import { call, playingGame, playToEnd } from "./support/api";
import { skipBrowser } from "./support/browser";
import { useWorld } from "./support/world";

const WIDGET_BUDGET = 15 * 1024;

describe.skipIf(skipBrowser)("page weight", () => {
  const world = useWorld();
  const people = world.people;

  /** Opens `url` in a fresh profile, waits for `ready`, and sums the gzipped scripts it loaded. */
  async function weigh(
    url: string,
    ready: (page: Page) => Promise<unknown>,
  ): Promise<{ bytes: number; files: number }> {
    const context = await people.open();
    const page = context.pages()[0] ?? (await context.newPage());
    const bodies: Promise<number>[] = [];
    const count = (response: Response) => {
      if (response.request().resourceType() === "script")
        bodies.push(response.body().then((b) => gzipSync(b, { level: 9 }).length));
    };
    page.on("response", count);
    await page.goto(url);
    await ready(page);
    // Everything the page loads by itself (chunks that follow the first render too), not just the first wave.
    await page.waitForLoadState("networkidle");
    // Nothing after this counts, so no body is still being read when the browser closes.
    page.off("response", count);
    const sizes = await Promise.all(bodies);
    await context.close();
    return { bytes: sizes.reduce((a, b) => a + b, 0), files: sizes.length };
  }

  it("keeps every page under 41 KB of gzipped JavaScript, and the widget under 15 KB", async () => {
    const base = world.server!.url;
    const running = await playingGame(base);
    const finished = await playingGame(base);
    await playToEnd(base, finished);
    const others = await Promise.all(
      ["boxcars-rw", "box-cars-d10", "coal-n-write", "birthright-conquest"].map(async (game) => ({
        game,
        ...(await playingGame(base, { game, options: {} })),
      })),
    );
    const coal = others.find((g) => g.game === "coal-n-write")!;
    const conquest = others.find((g) => g.game === "birthright-conquest")!;
    const coalOver = await playingGame(base, { game: "coal-n-write", seats: 1, options: {} });
    await playToEnd(base, coalOver);
    const rwOver = await playingGame(base, { game: "boxcars-rw", options: {} });
    await playToEnd(base, rwOver);
    const sheet = (page: Page) =>
      page.locator('[data-status="playing"], [data-status="finished"]').waitFor({ timeout: 60_000 });
    // The rail game: one at a player's route decision (the heaviest moment: the route tools load), and
    // one the host ended early by dropping a seat (a short record to replay and verify).
    const rails = await railsGame(base, { seats: 2 });
    const atRoute = await advance(
      base,
      rails,
      (g) => g.view.phase === "play" && g.view.turn.step === "route",
    );
    const router = atRoute.view.turn.seat;
    const railsOver = await railsGame(base, { seats: 2 });
    await call(
      base,
      "POST",
      `/api/games/${railsOver.id}/host`,
      new URL(railsOver.created.hostUrl).hash.slice(1),
      { action: "drop", seat: 1 },
    );
    // The two heaviest moments of a seat's play (the decision's code and styles load at once): its
    // purchase step (the purchase panel with the railroads' shares), and a later route decision with
    // the "Since your last move" card beside the route tools; on both boards.
    const decisions = await Promise.all(
      ["us", "gb"].flatMap((b) => {
        const options = b === "gb" ? { board: "gb", startingCash: 25000 } : { startingCash: 50000 };
        return [
          railsGame(base, { seats: 2, options }).then(async (g) => {
            await advance(base, g, atPurchase(0));
            return { name: `play (rails ${b}, purchase)`, g, ready: "[data-panel=purchase]" };
          }),
          railsGame(base, { seats: 2, options: b === "gb" ? { board: "gb" } : {} }).then(async (g) => {
            await advance(base, g, atRouteAfterOthers(0));
            return { name: `play (rails ${b}, route, recent)`, g, ready: "[data-since-routes]" };
          }),
        ];
      }),
    );
    const board = (p: Page) =>
      p.locator("bx-rail-board .seg").first().waitFor({ state: "attached", timeout: 60_000 });

    const pages: [string, string, (page: Page) => Promise<unknown>][] = [
      ["home", "/", (p) => p.getByLabel("Time per move").waitFor()],
      // A fresh browser asks "Continue as Ada?" first (the seat was claimed elsewhere).
      [
        "play (Mr. Natural)",
        `/play/${running.id}#${running.tokens[0]}`,
        async (p) => {
          await p.getByRole("button", { name: /^Continue as / }).click({ timeout: 60_000 });
          await p.locator("[data-dice-area]").waitFor();
        },
      ],
      ["host", `/host/${running.id}#${new URL(running.created.hostUrl).hash.slice(1)}`, sheet],
      ["watch (Mr. Natural)", `/watch/${running.id}`, (p) => p.locator("[data-dice-area]").waitFor()],
      ...others.map((g): [string, string, (page: Page) => Promise<unknown>] => [
        `watch (${g.game})`,
        `/watch/${g.id}`,
        sheet,
      ]),
      ["watch (finished)", `/watch/${finished.id}`, (p) => p.locator("[data-game-over]").waitFor()],
      [
        "verify",
        `/verify/${finished.id}`,
        (p) => p.locator('[data-verdict="ok"]').waitFor({ timeout: 60_000 }),
      ],
      ["verify (import)", "/verify", (p) => p.locator("#record-file").waitFor()],
      [
        "replay (finished)",
        `/replay/${finished.id}`,
        (p) => p.locator("[data-replay-sheet]").waitFor({ timeout: 60_000 }),
      ],
      [
        "replay (running)",
        `/replay/${running.id}`,
        (p) => p.locator("[data-replay]").waitFor({ timeout: 60_000 }),
      ],
      [
        "play (coal-n-write)",
        `/play/${coal.id}#${coal.tokens[0]}`,
        async (p) => {
          await p.getByRole("button", { name: /^Continue as / }).click({ timeout: 60_000 });
          await sheet(p);
        },
      ],
      [
        "play (birthright-conquest)",
        `/play/${conquest.id}#${conquest.tokens[0]}`,
        async (p) => {
          await p.getByRole("button", { name: /^Continue as / }).click({ timeout: 60_000 });
          await sheet(p);
        },
      ],
      [
        "replay (coal-n-write)",
        `/replay/${coalOver.id}`,
        (p) => p.locator("[data-replay-sheet]").waitFor({ timeout: 60_000 }),
      ],
      [
        "verify (coal-n-write)",
        `/verify/${coalOver.id}`,
        (p) => p.locator('[data-verdict="ok"]').waitFor({ timeout: 60_000 }),
      ],
      [
        "replay (boxcars-rw)",
        `/replay/${rwOver.id}`,
        (p) => p.locator("[data-replay-sheet]").waitFor({ timeout: 60_000 }),
      ],
      [
        "verify (boxcars-rw)",
        `/verify/${rwOver.id}`,
        (p) => p.locator('[data-verdict="ok"]').waitFor({ timeout: 60_000 }),
      ],
      ["fairness", "/fairness", (p) => p.getByRole("heading", { name: "How the dice are fair" }).waitFor()],
      [
        "embed",
        `/embed/${running.id}`,
        (p) => p.locator("boxcars-game [data-version]").waitFor({ timeout: 60_000 }),
      ],
      [
        "play (rails, route)",
        `/play/${rails.id}#${rails.tokens[router]}`,
        async (p) => {
          await p.getByRole("button", { name: /^Continue as / }).click({ timeout: 60_000 });
          await p.locator("bx-boxcars-rails-sheet [data-route]").first().waitFor({ timeout: 60_000 });
        },
      ],
      [
        "play (rails, waiting)",
        `/play/${rails.id}#${rails.tokens[1 - router]}`,
        async (p) => {
          await p.getByRole("button", { name: /^Continue as / }).click({ timeout: 60_000 });
          await p.locator("bx-boxcars-rails-sheet [data-waiting]").waitFor({ timeout: 60_000 });
        },
      ],
      ...decisions.map(({ name, g, ready }): [string, string, (page: Page) => Promise<unknown>] => [
        name,
        `/play/${g.id}#${g.tokens[0]}`,
        async (p) => {
          await p.getByRole("button", { name: /^Continue as / }).click({ timeout: 60_000 });
          await p.locator(`bx-boxcars-rails-sheet ${ready}`).waitFor({ timeout: 60_000 });
          if (name.includes("route"))
            await p.locator("bx-boxcars-rails-sheet [data-route]").first().waitFor();
        },
      ]),
      ["watch (rails)", `/watch/${rails.id}`, board],
      [
        "watch (rails, finished)",
        `/watch/${railsOver.id}`,
        (p) => p.locator("[data-rails-over] table").waitFor({ timeout: 60_000 }),
      ],
      [
        "replay (rails)",
        `/replay/${railsOver.id}`,
        (p) => p.locator("[data-replay-sheet]").waitFor({ timeout: 60_000 }),
      ],
      [
        "verify (rails)",
        `/verify/${railsOver.id}`,
        (p) => p.locator('[data-verdict="ok"]').waitFor({ timeout: 120_000 }),
      ],
      [
        "embed (rails)",
        `/embed/${rails.id}`,
        (p) => p.locator("boxcars-game [data-version]").waitFor({ timeout: 60_000 }),
      ],
    ];
    // Three fresh browsers at a time: the bytes a page loads do not depend on how fast it loads.
    const weighed: { bytes: number; files: number }[] = [];
    const queue = pages.map((entry, i) => [i, entry] as const);
    const weighNext = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const [i, [, path, ready]] = next;
        weighed[i] = await weigh(base + path, ready);
      }
    };
    await Promise.all([weighNext(), weighNext(), weighNext()]);
    const weights = pages.map(([name], i): [string, number] => [name, weighed[i].bytes]);
    const rows = pages.map(
      ([name], i) =>
        `${name.padEnd(24)} ${(weighed[i].bytes / 1024).toFixed(1).padStart(6)} KB gz in ${weighed[i].files} files, ${PAGE_BUDGET - weighed[i].bytes} B under the budget`,
    );
    const widget = gzipSync(Buffer.from(await (await fetch(`${base}/embed.js`)).arrayBuffer()), {
      level: 9,
    }).length;
    rows.push(`${"embed.js (widget)".padEnd(24)} ${(widget / 1024).toFixed(1).padStart(6)} KB gz`);
    console.log(`\nJavaScript per page (gzip -9):\n${rows.join("\n")}\n`);
    for (const [name, bytes] of weights) {
      expect(bytes, `${name} loads ${bytes} bytes of gzipped JavaScript`).toBeLessThan(PAGE_BUDGET);
    }
    expect(widget).toBeLessThan(WIDGET_BUDGET);
  }, 300_000);
});
