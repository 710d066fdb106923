/**
 * Issue 26: every page kind and every game's sheet passes axe-core's WCAG 2.2 AA and best-practice
 * rules (no serious or critical finding, no heading skipped) at 1280x800 and at 390x844 on a touch
 * phone: home, rules, fairness, the claim form, play at your turn (every game), host, watch (running and
 * finished), replay, verify and embed. One server and two browsers visit them all. Then each game is
 * played for a whole turn with the keyboard only (no focus stop hidden, focus on the sheet after claiming),
 * and each sheet's main controls are found by the role and name a screen reader announces.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { CreatedGame, GameResponse } from "../../worker/wire";
import { advance, railsGame } from "./rails-api";
import { call, playingGame, playOne, playToEnd, type TestGame } from "./support/api";
import { audit, describeFindings } from "./support/axe";
import { skipBrowser } from "./support/browser";
import { useWorld } from "./support/world";
import { focus, keyboardTurn, tabTo } from "./keyboard";

const hashOf = (url: string) => decodeURIComponent(new URL(url).hash.slice(1));

/**
 * Plays `wanted` for `seat` when it is legal now, else a legal move of its type, else the first legal move:
 * a game may have rolled for the seat already (a roll that needs a choice, such as Box Cars' Nothing, waits).
 */
async function move(
  base: string,
  game: TestGame,
  seat: number,
  wanted: { type: string },
): Promise<GameResponse> {
  const seen = await call<GameResponse>(base, "GET", `/api/games/${game.id}`, game.tokens[seat]);
  const legal = seen.legalMoves ?? [];
  const same = (m: unknown) => JSON.stringify(m) === JSON.stringify(wanted);
  const body = legal.find(same) ?? legal.find((m) => m.type === wanted.type) ?? legal[0];
  return call<GameResponse>(base, "POST", `/api/games/${game.id}/moves`, game.tokens[seat], {
    move: body,
    version: seen.version,
    key: crypto.randomUUID(),
  });
}

/** Plays at least `moves` moves, then on until seat 0 may act. */
async function round(base: string, game: TestGame, moves: number): Promise<void> {
  for (let i = 0; i < moves; i++) await playOne(base, game);
  for (let i = 0; i < 200; i++) {
    const seen = await call<GameResponse>(base, "GET", `/api/games/${game.id}`, game.tokens[0]);
    if (seen.legalMoves?.length) return;
    await playOne(base, game);
  }
}

type State = [name: string, path: string, ready: (page: Page) => Promise<unknown>];

const versioned = (p: Page) => p.locator("[data-version]").first().waitFor({ timeout: 60_000 });
const proceed = async (p: Page) => {
  const button = p.getByRole("button", { name: /^Continue as / });
  await button.or(p.locator("[data-version]")).first().waitFor({ timeout: 60_000 });
  if (await button.count()) await button.click();
  await versioned(p);
};

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } as const;
const DESKTOP = { viewport: { width: 1280, height: 800 } } as const;
/** A phone's width without touch: "confirm moves" stays off, so a complete draft of writes goes by itself. */
const NARROW = { viewport: { width: 390, height: 844 } } as const;

/**
 * The states audited on the phone too: every page kind and every game's sheet once (the rest differ from
 * their 1280 px audit only in the game's data). The others are audited at 1280 px only, to keep the file fast.
 */
const ON_PHONE = new RegExp(
  "^(home|home \\(created\\)|rules|rules \\(mr-natural\\)|fairness|verify \\(import\\)|claim form|host \\(open\\)|host \\(playing\\)|embed)$" +
    "|^play |^watch \\((mr-natural|boxcars-rw|box-cars-d10, finished|boxcars-rails, finished)\\)$|^replay \\(boxcars-rw\\)$|^verify \\(mr-natural\\)$",
);

describe.skipIf(skipBrowser)("accessibility (axe-core, WCAG 2.2 AA)", () => {
  const world = useWorld();

  it("finds no serious or critical violation on any page kind or sheet, at 1280 px and on a 390 px phone", async () => {
    const base = world.server!.url;
    const states: State[] = [
      ["home", "/", (p) => p.getByLabel("Time per move").waitFor({ timeout: 60_000 })],
      ["rules", "/rules", (p) => p.getByRole("heading").first().waitFor()],
      ["fairness", "/fairness", (p) => p.getByRole("heading", { name: "How the dice are fair" }).waitFor()],
      ["verify (import)", "/verify", (p) => p.locator("#record-file").waitFor()],
    ];
    const unclaimed = await call<CreatedGame>(base, "POST", "/api/games", null, {
      game: "mr-natural",
      seats: 2,
      options: { target: 2000 },
    });
    states.push([
      "claim form",
      `/play/${unclaimed.id}#${hashOf(unclaimed.seats[0].url!)}`,
      (p) => p.getByLabel("Your name").waitFor({ timeout: 60_000 }),
    ]);
    states.push([
      "host (open)",
      `/host/${unclaimed.id}#${hashOf(unclaimed.hostUrl)}`,
      (p) => p.locator("[data-seat-status]").waitFor({ timeout: 60_000 }),
    ]);
    // The share panel, as a host sees it right after creating a game.
    states.push([
      "home (created)",
      "/",
      async (p) => {
        await p.getByRole("button", { name: "Create game" }).click({ timeout: 60_000 });
        await p.getByRole("heading", { name: "Your game is ready" }).waitFor({ timeout: 60_000 });
      },
    ]);

    const dice: [string, Record<string, unknown>, ({ type: string } & Record<string, unknown>) | null][] = [
      ["mr-natural", { target: 2000 }, { type: "roll" }],
      ["box-cars-d10", {}, { type: "roll" }],
      ["boxcars-rw", {}, { type: "roll", keep: [] }],
      ["coal-n-write", {}, null],
    ];
    for (const [id, options, first] of dice) {
      const game = await playingGame(base, {
        game: id,
        options,
        ...(id === "coal-n-write" ? { seats: 1 } : {}),
      });
      if (id === "mr-natural") await round(base, game, 6); // last turn's dice on the sheet
      if (first) await move(base, game, 0, first); // mid-turn: the most controls on the sheet
      const over = await playingGame(base, {
        game: id,
        options,
        ...(id === "coal-n-write" ? { seats: 1 } : {}),
      });
      await playToEnd(base, over, 3000);
      states.push(
        [`rules (${id})`, `/rules/${id}`, (p) => p.getByRole("heading").first().waitFor()],
        [`play (${id})`, `/play/${game.id}#${game.tokens[0]}`, proceed],
        [`watch (${id})`, `/watch/${game.id}`, versioned],
        [
          `watch (${id}, finished)`,
          `/watch/${over.id}`,
          (p) => p.locator("[data-game-over]").waitFor({ timeout: 60_000 }),
        ],
        [
          `replay (${id})`,
          `/replay/${over.id}`,
          (p) => p.locator("[data-replay-sheet]").waitFor({ timeout: 60_000 }),
        ],
        [
          `verify (${id})`,
          `/verify/${over.id}`,
          (p) => p.locator('[data-verdict="ok"]').waitFor({ timeout: 120_000 }),
        ],
      );
      if (id === "mr-natural") {
        states.push(
          ["host (playing)", `/host/${game.id}#${hashOf(game.created.hostUrl)}`, versioned],
          [
            "embed",
            `/embed/${game.id}`,
            (p) => p.locator("boxcars-game [data-version]").waitFor({ timeout: 60_000 }),
          ],
        );
      }
    }

    const rails = await railsGame(base, { seats: 2 });
    const atRoute = await advance(
      base,
      rails,
      (g) => g.view.phase === "play" && g.view.turn.step === "route",
    );
    const router = atRoute.view.turn.seat;
    const railsOver = await railsGame(base, { seats: 2 });
    await call(base, "POST", `/api/games/${railsOver.id}/host`, hashOf(railsOver.created.hostUrl), {
      action: "drop",
      seat: 1,
    });
    const board = (p: Page) =>
      p.locator("bx-rail-board .seg").first().waitFor({ state: "attached", timeout: 60_000 });
    states.push(
      ["rules (boxcars-rails)", "/rules/boxcars-rails", (p) => p.getByRole("heading").first().waitFor()],
      [
        "play (boxcars-rails, route)",
        `/play/${rails.id}#${rails.tokens[router]}`,
        async (p) => {
          await proceed(p);
          await p.locator("bx-boxcars-rails-sheet [data-route]").first().waitFor({ timeout: 60_000 });
        },
      ],
      ["watch (boxcars-rails)", `/watch/${rails.id}`, board],
      [
        "watch (boxcars-rails, finished)",
        `/watch/${railsOver.id}`,
        (p) => p.locator("[data-rails-over] table").waitFor({ timeout: 60_000 }),
      ],
      [
        "replay (boxcars-rails)",
        `/replay/${railsOver.id}`,
        (p) => p.locator("[data-replay-sheet]").waitFor({ timeout: 60_000 }),
      ],
      [
        "verify (boxcars-rails)",
        `/verify/${railsOver.id}`,
        (p) => p.locator('[data-verdict="ok"]').waitFor({ timeout: 120_000 }),
      ],
    );

    // A11Y_ONLY=regex audits only the states whose names match (for working on one page).
    const only = process.env.A11Y_ONLY ? new RegExp(process.env.A11Y_ONLY) : null;
    const failures: string[] = [];
    const times: string[] = [];
    const sizes = [
      ["1280", DESKTOP, /./],
      ["390", PHONE, ON_PHONE],
    ] as const;
    for (const [size, options, audited] of sizes) {
      const context = await world.people.open(options);
      const page = context.pages()[0] ?? (await context.newPage());
      for (const [name, path, ready] of states.filter(
        ([name]) => audited.test(name) && (!only || only.test(name)),
      )) {
        const start = Date.now();
        try {
          await page.goto(base + path);
          await ready(page);
          failures.push(...describeFindings(`${name} @${size}`, await audit(page)));
        } catch (error) {
          failures.push(`${name} @${size}: ${String(error).split("\n")[0]}`);
        }
        times.push(`${name} @${size} ${((Date.now() - start) / 1000).toFixed(1)} s`);
      }
      await context.close();
    }
    console.log(`\naudited (load and audit):\n${times.join("\n")}\n`);
    if (failures.length) console.log(`\naxe findings:\n${failures.join("\n")}\n`);
    expect(failures).toEqual([]);
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
    const rails = await railsGame(base, { seats: 2 });
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
