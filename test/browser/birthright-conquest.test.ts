/**
 * Birthright Conquest in a real Chromium against `wrangler dev`: Ada plays Evil against the bot by
 * composing her turns on the sheet (the draws, the orders with their excess, blocks and battle plans
 * when they come), at 1280 px and on a 390 px phone (nothing sticks out sideways, every control at
 * least 40 px, a turn sent by keyboard); her Action hand is hers alone; then the game is finished
 * through the API and the replay and verify pages show it.
 */
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { SeededRandom } from "../../worker/engine/random";
import { game } from "../../worker/games/birthright-conquest";
import type { BcState, BcView } from "../../worker/games/birthright-conquest/types";
import type { CreatedGame, GameResponse } from "../../worker/wire";
import { call } from "./support/api";
import { skipBrowser } from "./support/browser";
import { useWorld } from "./support/world";
import { overflowX, smallTargets } from "./ui-checks";

type Seen = GameResponse & { view: BcView };

const sheetOf = (page: Page): Locator => page.locator("bx-birthright-conquest-sheet");

async function version(page: Page): Promise<number> {
  return Number(await page.locator("[data-version]").getAttribute("data-version", { timeout: 60_000 }));
}

/** The send buttons of the composers, by the decision they close. */
const SEND = /^(Draw|Send orders|Send orders and attack|Send blocks|Seal the plan)$/;

/** Makes Ada's current decision on the sheet (the excess first, when there is one) and waits for the game to move on. */
async function decide(page: Page, keyboard = false): Promise<void> {
  const sheet = sheetOf(page);
  const before = await version(page);
  for (const note of ["to the bottom", "discard"]) {
    const heading = sheet.getByRole("heading", {
      name: note === "discard" ? /Action hand over/ : /Realm hand over/,
    });
    if (await heading.count()) {
      const over = Number(/over \d+: \D+(\d+)/.exec((await heading.textContent()) ?? "")?.[1] ?? 0);
      const picks = sheet.getByRole("button", { name: new RegExp(`${note}$`) });
      for (let k = 0; k < over; k++) await picks.nth(k).click();
    }
  }
  const raze = sheet.getByRole("heading", { name: /^Give up \d+ Realm/ });
  if (await raze.count()) {
    const n = Number(/Give up (\d+)/.exec((await raze.textContent()) ?? "")?.[1] ?? 0);
    const realms = raze.locator("xpath=following-sibling::div[1]").getByRole("button");
    for (let k = 0; k < n; k++) await realms.nth(k).click();
  }
  const send = sheet.getByRole("button", { name: SEND });
  await expect.poll(() => send.isEnabled(), { timeout: 30_000 }).toBe(true);
  if (keyboard) {
    await send.focus();
    await page.keyboard.press("Enter");
  } else await send.click();
  await expect.poll(() => version(page), { timeout: 60_000 }).toBeGreaterThan(before);
}

/** Waits until Ada has a decision on her sheet (the bot has played its part). */
async function adaToAct(page: Page): Promise<void> {
  await sheetOf(page).getByRole("button", { name: SEND }).first().waitFor({ timeout: 90_000 });
}

describe.skipIf(skipBrowser)("Birthright Conquest in the browser", () => {
  const world = useWorld();
  const people = world.people;

  it("Ada composes her turns against the bot at 1280 px and on a phone; her hand is hers alone; the finished game replays and verifies", async () => {
    const base = world.server!.url;
    const errors: string[] = [];
    const created = await call<CreatedGame>(base, "POST", "/api/games", null, {
      game: "birthright-conquest",
      seats: 2,
      options: {},
      bots: [1],
    });
    const token = decodeURIComponent(new URL(created.seats[0].url!).hash.slice(1));
    const read = () => call<Seen>(base, "GET", `/api/games/${created.id}`, token);

    const context = await people.open({ viewport: { width: 1280, height: 1000 } });
    const page = context.pages()[0] ?? (await context.newPage());
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto(created.seats[0].url!);
    await page.getByLabel("Your name").fill("Ada");
    await page.getByRole("button", { name: "Claim my seat" }).click();
    const sheet = sheetOf(page);
    await sheet.waitFor({ timeout: 60_000 });

    // Her hand is on her sheet; tapping a card shows its full text.
    const hand = (await read()).view.players[0].hand!;
    expect(hand).toHaveLength(5);
    const handPanel = sheet.getByRole("region", { name: "Your Action hand" });
    await expect.poll(() => handPanel.getByRole("button").count(), { timeout: 30_000 }).toBe(5);
    await handPanel.getByRole("button").first().click();
    await expect
      .poll(async () => (await sheet.getByRole("region", { name: "Card text" }).textContent()) ?? "")
      .toMatch(/Spell|Event|Blood Ability/);

    // Six of Ada's decisions, whatever they are (draws, orders, blocks, plans), the bot playing between.
    for (let k = 0; k < 6 && (await read()).status === "playing"; k++) {
      await adaToAct(page);
      await decide(page);
    }

    // The same seat on a phone: nothing sideways, 40 px targets, a decision by keyboard.
    const phone = await people.open({ viewport: { width: 390, height: 844 } });
    const small = phone.pages()[0] ?? (await phone.newPage());
    await small.goto(created.seats[0].url!);
    const cont = small.getByRole("button", { name: /Continue as/ });
    await cont.or(sheetOf(small)).first().waitFor({ timeout: 60_000 });
    if (await cont.isVisible()) await cont.click();
    await adaToAct(small);
    expect(await overflowX(small)).toBe(0);
    expect(await smallTargets(small)).toEqual([]);
    await decide(small, true);
    await phone.close();

    // The spectator's page shows the hand's size only.
    const watch = await context.newPage();
    await watch.goto(created.spectatorUrl);
    await sheetOf(watch).waitFor({ timeout: 60_000 });
    await expect.poll(() => sheetOf(watch).getByRole("region", { name: "Your Action hand" }).count()).toBe(0);
    await watch.close();

    // Ada's bot finishes the game through the API; the replay and verify pages show it.
    for (let n = 0; (await read()).status === "playing" && n < 2000; n++) {
      const now = await read();
      if (!now.legalMoves?.length) {
        await new Promise((r) => setTimeout(r, 200)); // the bot's turn: the room plays it
        continue;
      }
      const move = game.bot.chooseMove(
        now.view as unknown as BcState,
        0,
        new SeededRandom({ serverSeed: "00".repeat(32), gameId: `ada/${n}`, clientSeeds: [] }),
      );
      await call(base, "POST", `/api/games/${created.id}/moves`, token, {
        move,
        version: now.version,
        key: crypto.randomUUID(),
      });
    }
    expect((await read()).status).toBe("finished");
    await page.goto(`${base}/replay/${created.id}`);
    await page.locator("[data-replay-sheet]").waitFor({ timeout: 60_000 });
    // After the end the replay shows both Action hands: as many cards as each side's hand count.
    for (const seat of [0, 1]) {
      const hand = page.locator(`[data-open-hand="${seat}"]`);
      await hand.waitFor({ timeout: 60_000 });
      const side = page.locator("section.side").filter({ has: hand });
      const count = Number(
        await side.locator(".counts div").filter({ hasText: "Action hand" }).locator("dd").textContent(),
      );
      expect(await hand.locator("button.chip").count()).toBe(count);
    }
    // The card game's words: a deal to verify, its moves in words (not JSON) and their draws.
    await page.goto(created.seats[0].url!);
    await page.getByRole("link", { name: "Verify every deal →" }).waitFor({ timeout: 60_000 });
    await page.goto(`${base}/verify/${created.id}`);
    await page.locator('[data-verdict="ok"]').waitFor({ timeout: 60_000 });
    await page.getByText(/^Every move and its draws/).click();
    await expect
      .poll(() => page.locator(".moves tbody td:nth-child(3)").first().textContent())
      .toMatch(/^drew /);
    expect(await page.locator(".moves thead th").last().textContent()).toBe("Draws");
    const moves = await page.locator(".moves tbody td:nth-child(3)").allTextContents();
    expect(moves.filter((m) => m.includes("{") || m.includes('"'))).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  }, 600_000);
});
