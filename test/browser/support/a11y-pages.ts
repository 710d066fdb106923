/**
 * The pages the accessibility audit visits (a11y.test.ts at 1280 px, a11y-phone.test.ts at 390 px: two
 * files, so the two widths run side by side), and the helpers the keyboard tests share with it.
 */
import type { Page } from "playwright-core";
import type { CreatedGame, GameResponse } from "../../../worker/wire";
import { advance, railsGame } from "../rails-api";
import { call, playingGame, playOne, playToEnd, type TestGame } from "./api";
import { audit, describeFindings } from "./axe";
import type { Contexts } from "./browser";

export const hashOf = (url: string) => decodeURIComponent(new URL(url).hash.slice(1));

/**
 * Plays `wanted` for `seat` when it is legal now, else a legal move of its type, else the first legal move:
 * a game may have rolled for the seat already (a roll that needs a choice, such as Box Cars' Nothing, waits).
 */
export async function move(
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

/** Plays at least `moves` moves, then on until seat 0 may act; false if the game ended first. */
export async function round(base: string, game: TestGame, moves: number): Promise<boolean> {
  for (let i = 0; i < moves; i++) if ((await playOne(base, game)) === null) return false;
  for (let i = 0; i < 200; i++) {
    const seen = await call<GameResponse>(base, "GET", `/api/games/${game.id}`, game.tokens[0]);
    if (seen.legalMoves?.length) return true;
    if ((await playOne(base, game)) === null) return false;
  }
  throw new Error(`game ${game.id}: seat 0 could not act within 200 moves`);
}

export type State = [name: string, path: string, ready: (page: Page) => Promise<unknown>];

export const versioned = (p: Page) => p.locator("[data-version]").first().waitFor({ timeout: 60_000 });
export const proceed = async (p: Page) => {
  const button = p.getByRole("button", { name: /^Continue as / });
  await button.or(p.locator("[data-version]")).first().waitFor({ timeout: 60_000 });
  if (await button.count()) await button.click();
  await versioned(p);
};

export const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } as const;
export const DESKTOP = { viewport: { width: 1280, height: 800 } } as const;
/** A phone's width without touch: "confirm moves" stays off, so a complete draft of writes goes by itself. */
export const NARROW = { viewport: { width: 390, height: 844 } } as const;

/**
 * The states audited on the phone too: every page kind and every game's sheet once (the rest differ from
 * their 1280 px audit only in the game's data). The others are audited at 1280 px only, to keep the file fast.
 */
export const ON_PHONE = new RegExp(
  "^(home|home \\(created\\)|rules|rules \\(mr-natural\\)|fairness|verify \\(import\\)|claim form|host \\(open\\)|host \\(playing\\)|embed)$" +
    "|^play |^watch \\((mr-natural|boxcars-rw|box-cars-d10, finished|boxcars-rails, finished)\\)$|^replay \\(boxcars-rw\\)$|^verify \\(mr-natural\\)$",
);

/** Every page kind and sheet to audit, its games made through the API on the server at `base`. */
export async function pageStates(base: string): Promise<State[]> {
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
  // The games are made side by side; their pages keep the list's order.
  const perGame = await Promise.all(
    dice.map(async ([id, options, first]): Promise<State[]> => {
      const states: State[] = [];
      const playing = () =>
        playingGame(base, { game: id, options, ...(id === "coal-n-write" ? { seats: 1 } : {}) });
      let game = await playing();
      // Last turn's dice on the sheet. A turn may bank 2,000 and end the game: then another game.
      if (id === "mr-natural") while (!(await round(base, game, 6))) game = await playing();
      if (first) await move(base, game, 0, first); // mid-turn: the most controls on the sheet
      const over = await playing();
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
      return states;
    }),
  );
  states.push(...perGame.flat());

  const rails = await railsGame(base, { seats: 2 });
  const atRoute = await advance(base, rails, (g) => g.view.phase === "play" && g.view.turn.step === "route");
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

  return states;
}

/** Audits at `size` every state meant for it; the findings, each with its page and width. */
export async function auditPages(base: string, people: Contexts, size: "1280" | "390"): Promise<string[]> {
  const states = await pageStates(base);
  const [options, audited] = size === "1280" ? [DESKTOP, /./] : [PHONE, ON_PHONE];
  // A11Y_ONLY=regex audits only the states whose names match (for working on one page).
  const only = process.env.A11Y_ONLY ? new RegExp(process.env.A11Y_ONLY) : null;
  const chosen = states.filter(([name]) => audited.test(name) && (!only || only.test(name)));
  const failures: string[] = [];
  const times: string[] = [];
  // Two browsers take turns at the list: a page's findings do not depend on how fast it loads.
  const auditNext = async () => {
    const context = await people.open(options);
    const page = context.pages()[0] ?? (await context.newPage());
    for (let next = chosen.shift(); next; next = chosen.shift()) {
      const [name, path, ready] = next;
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
  };
  await Promise.all([auditNext(), auditNext()]);
  console.log(`\naudited at ${size} px (load and audit):\n${times.join("\n")}\n`);
  if (failures.length) console.log(`\naxe findings:\n${failures.join("\n")}\n`);
  return failures;
}
