/**
 * The rail sheet on a phone and by keyboard: at 390 px nothing overflows sideways and every control
 * of the sheet is at least 40 px each way, the dots offered on the map too (the map zooms to them so
 * each is a 40 px target) and a tap on one takes the step; the map draws each train and the route a card points at
 * (DOM check, and a screenshot kept when RAILS_SHOTS names a folder); a whole turn by keyboard: a
 * route card chosen with Tab and Enter, then a railroad bought with Tab and Enter.
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  acted,
  advance,
  focused,
  offeredDotsAre40px,
  openSeat,
  railsGame,
  read,
  sheetOf,
  tabTo,
} from "./rails-api";
import { boardOf } from "../../worker/games/boxcars-rails/data";
import { skipBrowser } from "./support/browser";
import { useWorld } from "./support/world";

const SHOTS = process.env.RAILS_SHOTS;

describe.skipIf(skipBrowser)("the rail sheet on a phone and by keyboard", () => {
  const world = useWorld();

  it("fits 390 px with 40 px controls, and draws the trains and the route pointed at", async () => {
    const base = world.server!.url;
    const game = await railsGame(base, { seats: 2 });
    await advance(
      base,
      game,
      (g) =>
        g.view.players.every((p) => p.home !== null) &&
        g.view.turn.step === "route" &&
        g.view.turn.seat === 0,
    );
    const context = await world.people.open({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
      deviceScaleFactor: 2,
    });
    const page = context.pages()[0] ?? (await context.newPage());
    await openSeat(page, base, game, 0);
    const sheet = sheetOf(page);
    await sheet.locator("[data-route]").first().waitFor();
    // The map frames the dots offered for the first step: each one's target is 40 px.
    const reach = sheet.locator("bx-rail-board g.reach");
    await expect.poll(() => offeredDotsAre40px(sheet), { timeout: 60_000 }).toBe(true); // the map settles slowly on a loaded machine
    // The first view of the decision shows Ada's destination too (and her train), however far.
    const seen = await read(base, game, 0);
    const dest = boardOf(seen.view.options).cities[seen.view.players[0].dest!].dot;
    const inView = (dot: number) =>
      sheet.locator("bx-rail-board").evaluate((b: HTMLElement & { at(d: number): [number, number] }, d) => {
        const [x, y] = b.at(d);
        const view = b.shadowRoot!.querySelector("svg.map")!.getBoundingClientRect();
        return x >= 0 && y >= 0 && x <= view.width && y <= view.height;
      }, dot);
    expect([await inView(seen.view.players[0].at!), await inView(dest)]).toEqual([true, true]);

    expect(await page.evaluate("document.documentElement.scrollWidth")).toBeLessThanOrEqual(390);
    const small: string[] = await page.evaluate(`(() => {
      const out = [];
      const sheet = document.querySelector("bx-app").shadowRoot.querySelector("bx-play").shadowRoot.querySelector("bx-game-frame").shadowRoot.querySelector("bx-boxcars-rails-sheet");
      function walk(root) {
        for (const el of root.querySelectorAll("button, input, select, a[href], [role=button]")) {
          const r = el.getBoundingClientRect();
          // A link inside a sentence is text, not a control (WCAG's inline exception).
          if (el.tagName === "A" && getComputedStyle(el).display === "inline") continue;
          if (r.width > 0 && (r.width < 39.5 || r.height < 39.5)) out.push(el.tagName + " " + (el.textContent || el.getAttribute("aria-label") || "").trim().slice(0, 30) + " " + Math.round(r.width) + "x" + Math.round(r.height));
        }
        for (const el of root.querySelectorAll("*")) if (el.shadowRoot) walk(el.shadowRoot);
      }
      walk(sheet.shadowRoot);
      return out;
    })()`);
    expect(small).toEqual([]);

    // Both trains on the map, each in its seat's colour, every destination ringed and every home squared.
    const g = await read(base, game, 0);
    const board = sheet.locator("bx-rail-board");
    expect(await board.locator("g.train").count()).toBe(2);
    expect(await board.locator('g.train[data-seat="0"] circle').getAttribute("fill")).not.toBe(
      await board.locator('g.train[data-seat="1"] circle').getAttribute("fill"),
    );
    expect(await board.locator("circle.destination").count()).toBe(
      g.view.players.filter((p) => p.dest !== null).length,
    );
    expect(await board.locator("rect.home").count()).toBe(2);
    // Pointing at a card draws its route, one line a step, ending on the card's end.
    const card = sheet.locator("[data-route]").first();
    const steps = Number(/(\d+) steps?/.exec((await card.textContent())!)![1]);
    await card.focus();
    await expect.poll(() => board.locator(".route-core").count()).toBe(steps);
    expect(g.view.turn.count).toBeGreaterThanOrEqual(steps);
    if (SHOTS) await page.screenshot({ path: path.join(SHOTS, "rails-390.png"), fullPage: true });
    await card.blur();
    await expect.poll(() => board.locator(".route-core").count()).toBe(0);

    // A finger's tap on an offered dot takes the first step: the map draws it and the tally counts down.
    const tally = sheet.locator("[data-tally]");
    const before = (await tally.textContent())!;
    const hit = (await reach.first().boundingBox())!;
    await page.touchscreen.tap(hit.x + hit.width / 2, hit.y + hit.height / 2);
    await expect.poll(() => board.locator(".route-core").count()).toBe(1);
    expect(await tally.textContent()).not.toBe(before);
    expect(await sheet.locator("[data-undo]").isEnabled()).toBe(true);
  }, 300_000);

  it("plays a route card and a purchase by keyboard", async () => {
    const base = world.server!.url;
    const game = await railsGame(base, { seats: 2, options: { startingCash: 50000 } });
    await advance(
      base,
      game,
      (g) =>
        g.view.players.every((p) => p.home !== null) &&
        g.view.turn.step === "route" &&
        g.view.turn.seat === 0,
    );
    const context = await world.people.open({ viewport: { width: 1280, height: 1000 } });
    const page = context.pages()[0] ?? (await context.newPage());
    await openSeat(page, base, game, 0);
    const sheet = sheetOf(page);
    await sheet.locator("[data-route]").first().waitFor();

    // Tab reaches the first card, which the map draws while it has focus; Enter plays it.
    await page.locator("body").click({ position: { x: 5, y: 5 } });
    await tabTo(page, (f) => f.route !== null);
    await expect.poll(() => sheet.locator("bx-rail-board .route-core").count()).toBeGreaterThan(0);
    await acted(page, () => page.keyboard.press("Enter"));
    expect((await read(base, game, 0)).view.players[0].at).not.toBe(null);

    // Until Ada may buy (the API plays Bo, and Ada's routes), then Tab to a Buy button and press Enter.
    await advance(
      base,
      game,
      (g) =>
        g.view.turn.seat === 0 &&
        g.view.turn.step === "purchase" &&
        (g.legalMoves ?? []).some((m) => m.type === "buy" && m.item !== "express"),
    );
    await sheet.locator("[data-panel=purchase]").waitFor({ timeout: 20_000 });
    await page.locator("body").click({ position: { x: 5, y: 5 } });
    await tabTo(page, (f) => /^Buy (?!Express|Super)/.test(f.label ?? ""));
    const label = (await focused(page)).label!;
    const rr = /^Buy (\S+)/.exec(label)![1];
    // Spending money asks first: the frame's bar takes the focus, and Enter sends.
    await page.keyboard.press("Enter");
    await page.locator("[data-confirm-bar]").waitFor();
    expect(await page.locator("[data-confirm-bar]").textContent()).toContain(`Buy ${rr}`);
    await acted(page, () => page.keyboard.press("Enter"));
    await expect
      .poll(async () => (await read(base, game, 0)).view.owners.filter((o) => o === 0).length)
      .toBe(1);
    await expect
      .poll(() => sheet.locator('[data-players] tr[data-seat="0"] .rrs').textContent())
      .toContain(rr);
  }, 300_000);
});
