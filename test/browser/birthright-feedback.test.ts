/**
 * Birthright Conquest's feedback on a 390 px phone (issue #39): the decision comes first on the
 * screen; a card's text opens where the player is looking; the orders sheet flags cards that cannot be
 * played, gives two Events distinct targets and checks the orders as the server does; the last
 * battles stay on show after the next turn's orders (which start an empty report), also for a player
 * who comes back to them then, in words a player reads. Games are made and moved on through the API, two people, no bot, so nothing moves unasked.
 * A player concedes from the sheet (asked first); the other's page says who conceded and who won.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { SeededRandom } from "../../worker/engine/random";
import { game as rules } from "../../worker/games/birthright-conquest";
import type { BcMove, BcState, BcView } from "../../worker/games/birthright-conquest/types";
import type { CreatedGame, GameResponse } from "../../worker/wire";
import { call, playingGame, type TestGame } from "./support/api";
import { skipBrowser } from "./support/browser";
import { openSeat, settled } from "./support/seat-page";
import { useWorld } from "./support/world";

type Seen = GameResponse & { view: BcView };
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

const bcGame = (base: string) => playingGame(base, { game: "birthright-conquest", options: {} });
const read = (base: string, g: TestGame, seat: number) =>
  call<Seen>(base, "GET", `/api/games/${g.id}`, g.tokens[seat]);

/** The seat that may act makes `pick`'s move (the bot's choice by default); the game after it. */
async function step(base: string, g: TestGame, pick?: (m: BcMove) => BcMove): Promise<Seen> {
  for (const seat of [0, 1]) {
    const seen = await read(base, g, seat);
    if (!seen.legalMoves?.length) continue;
    const r = new SeededRandom({
      serverSeed: "00".repeat(32),
      gameId: `${g.id}/${seen.version}`,
      clientSeeds: [],
    });
    const chosen = rules.bot.chooseMove(seen.view as unknown as BcState, seat, r) as BcMove;
    return call<Seen>(base, "POST", `/api/games/${g.id}/moves`, g.tokens[seat], {
      move: pick ? pick(chosen) : chosen,
      version: seen.version,
      key: crypto.randomUUID(),
    });
  }
  throw new Error(`nobody may act in ${g.id}`);
}

const inWindow = (page: Page, selector: string) =>
  page.locator(selector).evaluate((e) => {
    const r = e.getBoundingClientRect();
    return r.height > 0 && r.top >= 0 && r.bottom <= window.innerHeight;
  });

describe.skipIf(skipBrowser)("Birthright Conquest's feedback on a phone", () => {
  const world = useWorld();

  it("puts the decision and a card's text in sight, and lets through only orders the server takes", async () => {
    const base = world.server!.url;
    const created = await call<CreatedGame>(base, "POST", "/api/games", null, {
      game: "birthright-conquest",
      seats: 2,
      options: {},
    });
    const g: TestGame = {
      id: created.id,
      created,
      tokens: created.seats.map((s) => decodeURIComponent(new URL(s.url!).hash.slice(1))),
    };
    await call(base, "POST", `/api/games/${g.id}/claim`, g.tokens[1], { name: "Bo", clientSeed: "bo" });
    const context = await world.people.open(PHONE);
    const page = context.pages()[0] ?? (await context.newPage());
    const sheet = page.locator("bx-birthright-conquest-sheet");

    // The claim page says which side the seat plays, and who moves first.
    await page.goto(created.seats[0].url!);
    await expect
      .poll(() => page.locator("[data-seat-side]").textContent(), { timeout: 60_000 })
      .toBe("You play Evil, and Evil moves first.");
    await page.getByLabel("Your name").fill("Ada");
    await page.getByRole("button", { name: "Claim my seat" }).tap();

    // Turn 1: Ada's only decision, the draws, is on the first screen.
    const draw = sheet.getByRole("button", { name: "Draw", exact: true });
    await draw.waitFor({ timeout: 60_000 });
    expect(await draw.evaluate((e) => e.getBoundingClientRect().bottom <= window.innerHeight)).toBe(true);

    // A card tapped low on the page shows its text in the window, not a screen away.
    const realm = sheet
      .getByRole("region", { name: /^Good: / })
      .locator("button.chip")
      .last();
    await realm.tap();
    await expect.poll(() => inWindow(page, "bx-birthright-conquest-sheet >> section.detail")).toBe(true);
    expect(await sheet.getByRole("region", { name: "Card text" }).textContent()).toMatch(/Realm|Lord|Army/);

    // Her orders, on a table where Bo's Lord has two Armies, she holds three Desertions and an Army
    // but no Lord (the view is edited on its way to the page: the sheet reads nothing else).
    await page.route(
      (url) => url.pathname === `/api/games/${g.id}`,
      async (route) => {
        const response = await route.fetch();
        const game = (await response.json()) as Seen;
        if (game.view?.phase === "orders") {
          const [ada, bo] = game.view.players;
          const real = (ada.hand ?? []).filter((c) => !c.startsWith("evt-desertion")).slice(0, 4);
          ada.hand = ["evt-desertion", "evt-desertion.2", "evt-desertion.3", ...real];
          ada.handSize = ada.hand.length;
          ada.lords = [];
          ada.realmHand = ["ev-levy", ...ada.realmHand.filter((c) => !c.startsWith("ev-levy")).slice(0, 3)];
          bo.lords = [
            { card: "gd-river-duchess", allies: ["gd-spears", "gd-militia"], arrived: 0, attacked: 0 },
          ];
        }
        await route.fulfill({ response, json: game });
      },
    );
    await step(base, g, () => ({ type: "draw", realm: "one", buyRealm: false, buyAction: false }));
    const orders = sheet.getByRole("region", { name: "Your orders" });
    await orders.waitFor({ timeout: 60_000 });
    const desertions = orders.getByRole("button", { name: /^Desertion/ });
    await desertions.nth(0).tap();
    await desertions.nth(1).tap();
    const targets = orders.locator("select");
    expect(await targets.evaluateAll((s) => s.map((e) => (e as HTMLSelectElement).value))).toEqual([
      "gd-spears",
      "gd-militia",
    ]);
    // No Army is left for the third, and the Army has no Lord of hers to join: flagged before a tap.
    expect(await desertions.nth(2).isDisabled()).toBe(true);
    expect(await desertions.nth(2).textContent()).toContain("no opposing Army");
    const levy = orders.getByRole("button", { name: /^Bone Levy/ });
    expect(await levy.isDisabled()).toBe(true);
    expect(await levy.textContent()).toContain("needs a Lord of yours");
    await context.close();
  }, 240_000);

  it("keeps the last battles on show after the next turn's orders, and says what happened", async () => {
    const base = world.server!.url;
    // Both seats play the bot's moves until a turn with a battle is over (up to three games).
    let g: TestGame | null = null;
    let seen: Seen | null = null;
    for (let tries = 0; tries < 3 && !seen; tries++) {
      g = await bcGame(base);
      for (let n = 0, now = await read(base, g, 0); n < 600 && now.status === "playing"; n++) {
        const last = now.view.last;
        if (last?.battles.length && last.turn < now.view.turn && now.view.phase === "orders") {
          seen = now;
          break;
        }
        now = await step(base, g);
      }
    }
    expect(seen, "a battle in three bot games").not.toBeNull();
    const turn = seen!.view.last!.turn;

    const context = await world.people.open(PHONE);
    const page = context.pages()[0] ?? (await context.newPage());
    await openSeat(page, `${base}/play/${g!.id}#${g!.tokens[0]}`);
    const report = page
      .locator("bx-birthright-conquest-sheet")
      .getByRole("region", { name: "Last attack phase" });
    await expect.poll(() => report.getAttribute("data-report-turn"), { timeout: 60_000 }).toBe(String(turn));
    const words = async () => ((await report.textContent()) ?? "").replace(/\s+/g, " ");
    expect(await words()).toMatch(
      /attacked with Force \d+, .* blocked with Force \d+: .* won; .* went to the discard/s,
    );

    // The next orders, without an attack: the view's report is now that empty turn's.
    const version = seen!.version;
    await step(base, g!, (m) => (m.type === "orders" ? { ...m, attack: [] } : m));
    await expect
      .poll(async () => Number(await page.locator("[data-version]").getAttribute("data-version")), {
        timeout: 60_000,
      })
      .toBeGreaterThan(version);
    expect((await read(base, g!, 0)).view.last!.turn).toBe(turn + 1);
    expect(await report.getAttribute("data-report-turn")).toBe(String(turn));
    expect(await words()).toContain(`Turn ${turn + 1}: no attack.`);
    expect(await words()).toContain("won;");
    // A player back after the other's turn (a page that saw nothing before) reads it too: the view
    // holds the round's two attack phases.
    await openSeat(page, `${base}/play/${g!.id}#${g!.tokens[0]}`);
    await expect.poll(() => report.getAttribute("data-report-turn"), { timeout: 60_000 }).toBe(String(turn));
    expect(await words()).toContain(`Turn ${turn + 1}: no attack.`);
    expect(await words()).toContain("won;");
    // The replay's setup counts the cards shuffled in secret instead of showing a hundred "?".
    await page.goto(`${base}/replay/${g!.id}`);
    const hidden = page.locator("[data-hidden-draws]").first();
    await expect
      .poll(() => hidden.textContent(), { timeout: 60_000 })
      .toMatch(/^\d+ hidden draws, shown at the end$/);
    expect(await page.locator(".drawn .d").allTextContents()).not.toContain("?");
    await context.close();
  }, 480_000);

  it("lets a player concede from the sheet, after a question, and tells the other who conceded", async () => {
    const base = world.server!.url;
    const g = await bcGame(base);
    const phone = await world.people.open(PHONE);
    const good = phone.pages()[0] ?? (await phone.newPage());
    await openSeat(good, `${base}/play/${g.id}#${g.tokens[1]}`);
    const desk = await world.people.open({ viewport: { width: 1280, height: 900 } });
    const evil = desk.pages()[0] ?? (await desk.newPage());
    await openSeat(evil, `${base}/play/${g.id}#${g.tokens[0]}`);

    // Good waits for Evil's draw, and concedes anyway; "Play on" keeps the game going.
    await (await settled(good.getByRole("button", { name: "Concede the game…" }))).tap();
    const question = good.getByRole("alertdialog");
    await expect.poll(() => question.textContent()).toContain("the other side wins");
    await question.getByRole("button", { name: "Play on" }).tap();
    expect((await read(base, g, 1)).status).toBe("playing");
    await (await settled(good.getByRole("button", { name: "Concede the game…" }))).tap();
    await good.getByRole("alertdialog").getByRole("button", { name: "Concede", exact: true }).tap();

    const said = "Bo conceded: Ada (Evil) wins.";
    for (const page of [good, evil])
      await expect
        .poll(() => page.locator("[data-end-reason]").textContent(), { timeout: 60_000 })
        .toBe(said);
    if (process.env.SHOTS) {
      await good.screenshot({ path: `${process.env.SHOTS}/concede-390.png`, fullPage: false });
      await evil.screenshot({ path: `${process.env.SHOTS}/concede-1280.png`, fullPage: false });
    }
    await evil.locator("bx-move-list").scrollIntoViewIfNeeded();
    await expect.poll(() => evil.getByText("conceded the game").count()).toBeGreaterThan(0);
    // The one who conceded is brought up to the result.
    expect(await inWindow(good, "[data-end-reason]")).toBe(true);
    expect(await good.getByRole("button", { name: /Concede/ }).count()).toBe(0);
    const ended = await read(base, g, 0);
    expect(ended.view).toMatchObject({ outcome: 0, conceded: 1 });
    await phone.close();
    await desk.close();
  }, 240_000);
});
