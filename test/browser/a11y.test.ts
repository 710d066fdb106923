/**
 * Issue 26: every page kind and every game's sheet passes axe-core's WCAG 2.2 AA and best-practice
 * rules (no serious or critical finding, no heading skipped) at 1280x800 (here) and at 390x844 on a
 * touch phone (a11y-phone.test.ts): home, rules, fairness, the claim form, play at your turn (every
 * game), host, watch (running and finished), replay, verify and embed (support/a11y-pages.ts). Then each
 * game is played for a whole turn with the keyboard only (no focus stop hidden, focus on the sheet after
 * claiming), and each sheet's main controls are found by the role and name a screen reader announces.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { CreatedGame, GameResponse } from "../../worker/wire";
import { advance, railsGame } from "./rails-api";
import { call, playingGame, playOne, type TestGame } from "./support/api";
import { auditPages, DESKTOP, hashOf, NARROW, PHONE, proceed } from "./support/a11y-pages";
import { skipBrowser } from "./support/browser";
import { useWorld } from "./support/world";
import { focus, keyboardTurn, tabTo } from "./keyboard";

describe.skipIf(skipBrowser)("accessibility (axe-core, WCAG 2.2 AA)", () => {
  const world = useWorld();

  it("finds no serious or critical violation on any page kind or sheet at 1280 px", async () => {
    expect(await auditPages(world.server!.url, world.people, "1280")).toEqual([]);
  }, 900_000);

  /** Whether `seat` has nothing left to do now (its turn, or its part of a throw, is over). */
  const idle = (base: string, game: TestGame, seat: number) => async () =>
    !(await call<GameResponse>(base, "GET", `/api/games/${game.id}`, game.tokens[seat])).legalMoves?.length;

  it("Mr. Natural by keyboard only: claim the seat, focus lands on Roll, a whole turn with Tab and Enter", async () => {
    const base = world.server!.url;
    const created = await call<CreatedGame>(base, "POST", "/api/games", null, {
      game: "mr-natural",
      seats: 2,
      options: { target: 2000 },
    });
    const tokens = created.seats.map((s) => hashOf(s.url!));
    await call(base, "POST", `/api/games/${created.id}/claim`, tokens[1], { name: "Bo", clientSeed: "bo" });
    const game: TestGame = { id: created.id, created, tokens };
    const context = await world.people.open(DESKTOP);
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${base}/play/${created.id}#${tokens[0]}`);
    await page.getByLabel("Your name").waitFor({ timeout: 60_000 });
    await tabTo(page, /^Your name/, 40);
    expect((await focus(page)).tag).toBe("input");
    await page.keyboard.type("Ada");
    await page.keyboard.press("Enter");
    // Claimed: the game starts, and focus is on the sheet's first move, not the page top.
    await expect.poll(async () => (await focus(page)).name, { timeout: 60_000 }).toMatch(/^Roll 6 dice$/);
    const sheet = page.locator("bx-mr-natural-sheet");
    expect(
      await sheet
        .getByRole("group", { name: "Your move" })
        .getByRole("button", { name: "Roll 6 dice" })
        .count(),
    ).toBe(1);
    const pressed = await keyboardTurn(
      page,
      "bx-mr-natural-sheet",
      [/^Bank /, /^Roll /, /^Re-roll this single/],
      idle(base, game, 0),
    );
    expect(pressed[0]).toBe("Roll 6 dice");
    // The turn just played: its dice are an image named by their faces.
    await expect
      .poll(() => sheet.getByRole("img", { name: /^Dice( [1-6])+$/ }).count(), { timeout: 30_000 })
      .toBeGreaterThan(0);
    expect(await sheet.getByRole("heading", { name: "Last turn" }).count()).toBe(1);
    await context.close();
  });

  it("Box Cars, roll & write, Coal N' Write and the rail game by keyboard only: a whole turn, focus never hidden", async () => {
    const base = world.server!.url;
    type Named = [role: Parameters<Page["getByRole"]>[0], name: RegExp];
    const plays: [
      string,
      Record<string, unknown>,
      RegExp[],
      typeof PHONE | typeof DESKTOP | typeof NARROW,
      Named[],
    ][] = [
      [
        "box-cars-d10",
        {},
        [/^Roll ten cars/, /^Stop anyway/, /^Stop · /],
        DESKTOP,
        [["button", /^Roll ten cars · turn 1 of /]],
      ],
      // On a phone the table sticks to the top (roll & write) or the bottom (Coal N' Write): focus must clear it.
      [
        "boxcars-rw",
        {},
        [/^Write \d+ in (?!.*Warning)/, /^Send/, /^Take /, /^Roll /],
        NARROW,
        [
          ["button", /^Roll 7 dice$/],
          ["img", /^.+: empty$/],
        ],
      ],
      [
        "coal-n-write",
        {},
        [/^(Claim with|Dig a bubble|Blast it)/, /^[STCB?] \d+: /, /^(Done|Skip)/],
        PHONE,
        [
          ["button", /^[STCB?] \d+: \w+ in chamber \w+, dig number \d+/],
          ["img", /^[STCB?] \d+: \w+ in chamber \w+/],
          ["group", /^Your mine/],
        ],
      ],
    ];
    for (const [id, options, plan, size, names] of plays) {
      const game = await playingGame(base, { game: id, options });
      const context = await world.people.open(size);
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto(`${base}/play/${game.id}#${game.tokens[0]}`);
      await proceed(page);
      const sheet = page.locator(`bx-${id}-sheet`);
      await sheet.waitFor();
      // The main controls and the state have the role and name a screen reader announces.
      for (const [role, name] of names) {
        await expect
          .poll(() => sheet.getByRole(role, { name }).count(), {
            timeout: 30_000,
            message: `${id}: ${role} ${name}`,
          })
          .toBeGreaterThan(0);
      }
      const pressed = await keyboardTurn(page, `bx-${id}-sheet`, plan, idle(base, game, 0));
      expect(pressed.length, `${id}: ${pressed.join(" → ")}`).toBeGreaterThan(0);
      if (id === "boxcars-rw") {
        // Bo answers: Ada's live region says what he did, in the game's words.
        await playOne(base, game);
        await expect
          .poll(() => sheet.locator('[role="status"]').textContent(), { timeout: 30_000 })
          .toMatch(/^Bo (wrote|took|passed|finished|rolled|locked)/);
      }
      await context.close();
    }
    // One game every run (docs/testing.md, "Every roll of the dice"): in some positions two offered dots
    // of the first view overlap, and a dot's centre lies under its neighbour's ring (the tap asks which).
    const rails = await railsGame(base, { seats: 2, serverSeed: "a11c".repeat(16) });
    const atRoute = await advance(
      base,
      rails,
      (g) => g.view.phase === "play" && g.view.turn.step === "route",
    );
    const seat = atRoute.view.turn.seat;
    const context = await world.people.open(DESKTOP);
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${base}/play/${rails.id}#${rails.tokens[seat]}`);
    await proceed(page);
    await page.locator("bx-boxcars-rails-sheet [data-route]").first().waitFor({ timeout: 60_000 });
    await expect
      .poll(
        () =>
          page
            .locator("bx-boxcars-rails-sheet")
            .getByRole("button", { name: /^(Fastest|Cheapest this turn|Balanced)\s*:/ })
            .count(),
        { timeout: 30_000 },
      )
      .toBeGreaterThan(0);
    const pressed = await keyboardTurn(
      page,
      "bx-boxcars-rails-sheet",
      [/^(Fastest|Cheapest this turn|Balanced)\s*:/, /^Not yet/, /^(Pass|No|Buy nothing)/],
      idle(base, rails, seat),
    );
    expect(pressed[0]).toMatch(/^(Fastest|Cheapest this turn|Balanced)\s*:/);
    await context.close();
  });
});
