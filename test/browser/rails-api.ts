/**
 * Setting up rail games for the rail browser tests through the HTTP API: create and claim, and move
 * whoever may act with a simple policy until a position the test wants (the sheet is then opened
 * at that position).
 */
import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";
import type { GameResponse } from "../../worker/wire";
import type { Move } from "../../worker/engine/types";
import type { RailsView } from "../../worker/games/boxcars-rails/types";
import { call, playingGame, type TestGame } from "./support/api";

export type RailsGame = GameResponse & { view: RailsView };

export const railsGame = (base: string, body: Record<string, unknown> = {}) =>
  playingGame(base, { game: "boxcars-rails", options: {}, ...body });

export const read = (base: string, game: TestGame, seat: number) =>
  call<RailsGame>(base, "GET", `/api/games/${game.id}`, game.tokens[seat] || null);

export async function move(base: string, game: TestGame, seat: number, m: Move): Promise<RailsGame> {
  const seen = await read(base, game, seat);
  return call<RailsGame>(base, "POST", `/api/games/${game.id}/moves`, game.tokens[seat], {
    move: m,
    version: seen.version,
    key: crypto.randomUUID(),
  });
}

/** A plain policy: the first home city, region or route offered; never declares or buys; bids nothing. */
export function simple(moves: Move[]): Move {
  return moves.find((m) => m.type === "route") ?? moves.find((m) => m.type === "pass") ?? moves[0];
}

/**
 * Moves the seats (by their tokens) with `policy` until `stop` says so; returns the game as `watcher` sees it.
 * Bot seats (no token) are played by the room: this waits for them.
 */
export async function advance(
  base: string,
  game: TestGame,
  stop: (g: RailsGame) => boolean,
  policy = simple,
  limit = 400,
): Promise<RailsGame> {
  for (let i = 0; i < limit; i++) {
    const games = await Promise.all(game.tokens.map((t, seat) => (t ? read(base, game, seat) : null)));
    const any = games.find((g) => g) as RailsGame;
    if (stop(any) || any.status === "finished") return any;
    const seat = games.findIndex((g) => g?.legalMoves?.length);
    if (seat < 0) {
      await new Promise((r) => setTimeout(r, 300));
      continue;
    }
    await call(base, "POST", `/api/games/${game.id}/moves`, game.tokens[seat], {
      move: policy(games[seat]!.legalMoves!),
      version: games[seat]!.version,
      key: crypto.randomUUID(),
    });
  }
  throw new Error(`game ${game.id}: the position was not reached in ${limit} moves`);
}

/** Whether `seat` is at its purchase step with something to buy (the purchase panel loads at once). */
export const atPurchase =
  (seat: number) =>
  (g: RailsGame): boolean =>
    g.view.turn.seat === seat &&
    g.view.turn.step === "purchase" &&
    !g.view.sale &&
    (g.legalMoves ?? []).some((m) => m.type === "buy");

/** Whether another seat routed after `seat`'s last move (the sheet shows "Since your last move"). */
export function othersRoutedSince(g: RailsGame, seat: number): boolean {
  const last = g.recentMoves.findLastIndex((m) => m.seat === seat);
  return g.recentMoves.slice(last + 1).some((m) => m.seat !== seat && m.move.type === "route");
}

/** Whether `seat` is at a route decision after another seat's route (the route tools and that card load). */
export const atRouteAfterOthers =
  (seat: number) =>
  (g: RailsGame): boolean =>
    g.view.phase === "play" &&
    g.view.turn.seat === seat &&
    g.view.turn.step === "route" &&
    !g.view.sale &&
    othersRoutedSince(g, seat);

/** Seat 0 against the bot until the game ends: its routes by a standing order (no purchases, no bids), its other choices the first offered. */
export async function playOut(base: string, game: TestGame): Promise<void> {
  await call(base, "PUT", `/api/games/${game.id}/orders`, game.tokens[0], {
    order: { drive: "fastest", purchase: "pass", auction: 0 },
  });
  const deadline = Date.now() + 400_000;
  for (;;) {
    const g = await read(base, game, 0);
    if (g.status === "finished") return;
    if (Date.now() > deadline) throw new Error("the game did not finish");
    const open = g.legalMoves?.find((m) => m.type === "home" || m.type === "region" || m.type === "declare");
    if (open) await move(base, game, 0, open).catch(() => {});
    await new Promise((r) => setTimeout(r, 400));
  }
}

// ---- The sheet in a page ----

export const sheetOf = (page: Page): Locator => page.locator("bx-boxcars-rails-sheet");

/** The version the page shows (the frame's data-version). */
export async function versionOf(page: Page): Promise<number> {
  return Number(await page.locator("[data-version]").first().getAttribute("data-version"));
}

/** Does `action` and waits until the page shows a newer version (the move landed). */
export async function acted(page: Page, action: () => Promise<unknown>): Promise<void> {
  const before = await versionOf(page);
  await action();
  const deadline = Date.now() + 20_000;
  while ((await versionOf(page)) <= before) {
    if (Date.now() > deadline) throw new Error(`the page stayed at version ${before}`);
    await page.waitForTimeout(100);
  }
}

/** Does a costly `action` (a buy, a bid, a sale): the frame holds the move in its bar, and Send sends it. */
export async function sendCostly(page: Page, action: () => Promise<unknown>): Promise<void> {
  await action();
  await page.locator("[data-confirm-bar]").getByRole("button", { name: "Send" }).click();
}

/** The decision panel the page shows now ("route", "purchase", ...), or null. */
export async function panelOf(page: Page): Promise<string | null> {
  const panel = sheetOf(page).locator("[data-panel]");
  return (await panel.count()) ? panel.first().getAttribute("data-panel") : null;
}

/** Waits until one of `pages` shows a decision panel; returns its index and the panel. */
export async function nextDecision(pages: Page[], timeout = 30_000): Promise<{ i: number; panel: string }> {
  const deadline = Date.now() + timeout;
  for (;;) {
    for (const [i, page] of pages.entries()) {
      const panel = await panelOf(page);
      if (panel) return { i, panel };
    }
    if (Date.now() > deadline) throw new Error("no page showed a decision");
    await pages[0].waitForTimeout(200);
  }
}

/**
 * Builds a route on the map, tapping the first offered dot until it may be sent; returns the taps. Each
 * tap is awaited (the map reads a tap once its tap code has loaded: board.ts).
 */
export async function buildByTaps(page: Page): Promise<number> {
  const sheet = sheetOf(page);
  const steps = sheet.locator("ol.steps li");
  let taps = 0;
  while (await sheet.locator("[data-send]").isDisabled()) {
    await tapOfferedDot(sheet);
    await expect.poll(() => steps.count()).toBe(++taps);
    if (taps > 24) throw new Error("the route never became complete");
  }
  return taps;
}

/**
 * Taps the first offered dot that no other dot covers: the first view of a route decision frames the
 * destination too, and may then draw dots closer than a finger (a tap between them asks which one:
 * rail-board.test).
 */
export async function tapOfferedDot(sheet: Locator): Promise<void> {
  const dots = sheet.locator("bx-rail-board g.reach");
  await dots.first().waitFor();
  const count = await dots.count();
  for (let i = 0; i < count; i++) {
    const free = await dots
      .nth(i)
      .click({ trial: true, timeout: 1_000 })
      .then(
        () => true,
        () => false,
      );
    if (free) return dots.nth(i).click();
  }
  throw new Error(`each of the ${count} offered dots is covered by another`);
}

/**
 * Whether every dot offered on the map is a 40 px target (to the pixel: a circle in a transformed group
 * measures 39.99997) inside the map's view, clear of its + − ⤢ buttons, as the sheet frames them.
 */
export async function offeredDotsAre40px(sheet: Locator): Promise<boolean> {
  const board = sheet.locator("bx-rail-board");
  const view = await board.locator("svg.map").boundingBox();
  const tools = await board.locator(".tools").boundingBox();
  const boxes = await board.locator(".hit").evaluateAll((cs) => cs.map((c) => c.getBoundingClientRect()));
  return (
    view !== null &&
    tools !== null &&
    boxes.length > 0 &&
    boxes.every(
      (b) =>
        b.width >= 39.5 &&
        b.height >= 39.5 &&
        b.left >= view.x - 0.5 &&
        b.right <= view.x + view.width + 0.5 &&
        b.top >= view.y - 0.5 &&
        b.bottom <= tools.y + 0.5,
    )
  );
}

/** Opens a seat's link in `page` (saying "Continue as …" when the page asks) and waits for the drawn map. */
export async function openSeat(page: Page, base: string, game: TestGame, seat: number): Promise<void> {
  await page.goto(`${base}/play/${game.id}#${game.tokens[seat]}`);
  const board = sheetOf(page).locator("bx-rail-board .seg").first();
  const proceed = page.getByRole("button", { name: /^Continue as / });
  await Promise.race([
    board.waitFor({ state: "attached", timeout: 30_000 }),
    proceed.waitFor({ timeout: 30_000 }),
  ]);
  if (await proceed.count()) await proceed.click();
  await board.waitFor({ state: "attached", timeout: 30_000 });
}

/** The focused element through shadow roots: its tag, text and attributes that name it. */
export function focused(
  page: Page,
): Promise<{ tag: string; route: string | null; label: string | null; text: string }> {
  return page.evaluate(`(() => {
    let el = document.activeElement;
    while (el && el.shadowRoot && el.shadowRoot.activeElement) el = el.shadowRoot.activeElement;
    return { tag: el ? el.tagName.toLowerCase() : "", route: el && el.getAttribute("data-route"), label: el && el.getAttribute("aria-label"), text: el ? (el.textContent || "").trim().slice(0, 80) : "" };
  })()`);
}

/** Presses Tab until `want` says yes about the focused element (at most `limit` times). */
export async function tabTo(
  page: Page,
  want: (f: Awaited<ReturnType<typeof focused>>) => boolean,
  limit = 120,
): Promise<void> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press("Tab");
    if (want(await focused(page))) return;
  }
  throw new Error("Tab never reached the control");
}
