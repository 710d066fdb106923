/**
 * Coal N' Write in a real Chromium against `wrangler dev`: Ada plays against a bot seat by clicking
 * her sheet: a claim with the sum of dice she taps, a dig, a Boom Town visit on a pair, the Lone
 * Miner letter and the burro's load; the sheet follows each one (the chamber dug out, the stash,
 * the bubbles, the used dice, who is still deciding, the card's token, the burro's earnings). The
 * same seat on a 390 px phone: nothing sticks out sideways, every control is at least 40 px, and the
 * dice and buttons stay on screen while the mine scrolls. Then a finished game shows on the watch,
 * replay, verify and embed pages.
 */
import type { Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { CHAMBER_INDEX, CHAMBERS } from "../../worker/games/coal-n-write/data/mine";
import type { CoalMove, CoalView } from "../../worker/games/coal-n-write/types";
import type { CreatedGame, GameResponse } from "../../worker/wire";
import { call } from "./support/api";
import { skipBrowser } from "./support/browser";
import { openSeat } from "./support/seat-page";
import { useWorld } from "./support/world";
import { overflowX, smallTargets } from "./ui-checks";

type Seen = Omit<GameResponse, "view" | "legalMoves"> & { view: CoalView; legalMoves?: CoalMove[] };

const sheetOf = (page: Page): Locator => page.locator("bx-coal-n-write-sheet");

async function version(page: Page): Promise<number> {
  return Number(await page.locator("[data-version]").getAttribute("data-version", { timeout: 45_000 }));
}

/** Clicks and waits for this page's game to move on. */
async function press(page: Page, target: Locator): Promise<void> {
  const before = await version(page);
  await target.click();
  await expect.poll(() => version(page), { timeout: 45_000 }).toBeGreaterThan(before);
}

/** Waits until exactly one element matches. */
const shows = (target: Locator) => expect.poll(() => target.count(), { timeout: 45_000 }).toBe(1);

/** Waits until the element's text contains `text` (or matches it). */
const says = (target: Locator, text: string | RegExp) =>
  expect
    .poll(async () => (await target.first().textContent()) ?? "", { timeout: 45_000 })
    .toMatch(typeof text === "string" ? new RegExp(escapeRegExp(text)) : text);

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A finishing player for the API side: done with every throw, Coal for the Lone Miner, empty burros. */
function lazy(moves: CoalMove[]): CoalMove {
  return (
    moves.find((m) => m.type === "done") ??
    moves.find((m) => m.type === "bonus" && m.letter === "C") ??
    moves.find((m) => m.type === "deliver") ??
    moves.find((m) => m.type === "stay") ??
    moves[0]
  );
}

/** A game against a bot seat, played to its end through the API: Ada lazily, the bot from the room's alarm. */
async function playedOut(base: string): Promise<CreatedGame> {
  const created = await call<CreatedGame>(base, "POST", "/api/games", null, {
    game: "coal-n-write",
    seats: 2,
    options: {},
    bots: [1],
  });
  const token = decodeURIComponent(new URL(created.seats[0].url!).hash.slice(1));
  await call(base, "POST", `/api/games/${created.id}/claim`, token, { name: "Ada" });
  for (let i = 0; i < 2000; i++) {
    const seen = await call<Seen>(base, "GET", `/api/games/${created.id}`, token);
    if (seen.status === "finished") break;
    if (!seen.legalMoves?.length) {
      await new Promise((r) => setTimeout(r, 100));
      continue;
    }
    await call(base, "POST", `/api/games/${created.id}/moves`, token, {
      move: lazy(seen.legalMoves),
      version: seen.version,
      key: `lazy-move-${i}`,
    });
  }
  return created;
}

describe.skipIf(skipBrowser)("Coal N' Write in the browser", () => {
  const world = useWorld();
  const people = world.people;
  // The second test's finished game: most of its half minute is the bot's second before each move, so it
  // is played while the first test plays in the browser. A failure is the second test's.
  let finished: Promise<CreatedGame>;
  beforeAll(() => {
    finished = playedOut(world.server!.url);
    finished.catch(() => {});
  });

  it("Ada claims by a sum, digs, visits Boom Town and loads a burro by clicking; the sheet follows; a phone can play it", async () => {
    const base = world.server!.url;
    const errors: string[] = [];
    const created = await call<CreatedGame>(base, "POST", "/api/games", null, {
      game: "coal-n-write",
      seats: 2,
      options: {},
      bots: [1],
    });
    const id = created.id;
    const token = decodeURIComponent(new URL(created.seats[0].url!).hash.slice(1));
    const read = () => call<Seen>(base, "GET", `/api/games/${id}`, token);

    const context = await people.open({ viewport: { width: 1100, height: 1000 } });
    const page = context.pages()[0] ?? (await context.newPage());
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto(created.seats[0].url!);
    await page.getByLabel("Your name").fill("Ada");
    await page.getByRole("button", { name: "Claim my seat" }).click();
    await expect
      .poll(() => page.locator("[data-status]").getAttribute("data-status"), { timeout: 45_000 })
      .toBe("playing");
    const sheet = sheetOf(page);
    await sheet.locator(".mine-map").waitFor();

    /** The game once this page shows its latest version and Ada has something to do. */
    const myMove = async (): Promise<Seen> => {
      let seen = await read();
      await expect
        .poll(
          async () => {
            seen = await read();
            return seen.status === "finished" || (seen.legalMoves?.length ?? 0) > 0;
          },
          { timeout: 60_000 },
        )
        .toBe(true);
      await expect.poll(() => version(page), { timeout: 45_000 }).toBe(seen.version);
      return seen;
    };
    const chamberButton = (id: string) => sheet.locator(`button[data-chamber="${id}"]`);
    const dieButton = (i: number, face: number) =>
      sheet.getByRole("button", { name: `Die ${i + 1}: a ${face}` });

    let claimed = false,
      dug = false,
      visited = false,
      delivered = false,
      phoneChecked = false;
    for (let step = 0; step < 200 && !(claimed && dug && visited && delivered && phoneChecked); step++) {
      const seen = await myMove();
      expect(seen.status).toBe("playing");
      const v = seen.view;
      const moves = seen.legalMoves!;
      const mine = v.sheets[0];

      if (v.phase === "throw" && !phoneChecked && moves.some((m) => m.type === "dig")) {
        // The same seat on a phone, while it is Ada's move.
        const phone = await people.open({ viewport: { width: 390, height: 844 } });
        const small = phone.pages()[0] ?? (await phone.newPage());
        small.on("pageerror", (error) => errors.push(`phone: ${error.message}`));
        await openSeat(small, created.seats[0].url!);
        const phoneSheet = sheetOf(small);
        await phoneSheet.locator(".table.mine").waitFor();
        const first = moves.find((m): m is Extract<CoalMove, { type: "dig" }> => m.type === "dig")!;
        await phoneSheet.locator(`button[data-chamber="${first.chamber}"]`).click();
        await phoneSheet
          .getByRole("button", { name: /^Dig a bubble/ })
          .first()
          .waitFor();
        expect(await overflowX(small)).toBe(0);
        expect(await smallTargets(small)).toEqual([]);
        // The dice and the buttons stay on screen while the mine scrolls under them.
        for (const scroll of [0, 400]) {
          await small.evaluate((y) => window.scrollTo(0, y), scroll);
          await small.waitForTimeout(200);
          const box = (await phoneSheet.locator(".table").boundingBox())!;
          expect(box.y).toBeGreaterThanOrEqual(0);
          expect(box.y + box.height).toBeLessThanOrEqual(844 + 1);
        }
        await phone.close();
        phoneChecked = true;
        continue;
      }

      if (v.phase === "throw" && !mine.pending) {
        const sumClaim =
          (!claimed &&
            moves.find(
              (m): m is Extract<CoalMove, { type: "claim" }> =>
                m.type === "claim" && !m.tonics && m.dice.length >= 2,
            )) ||
          (!claimed &&
            moves.find((m): m is Extract<CoalMove, { type: "claim" }> => m.type === "claim" && !m.tonics));
        const dig = !dug && moves.find((m): m is Extract<CoalMove, { type: "dig" }> => m.type === "dig");
        const sheriff = !visited && moves.find((m) => m.type === "visit" && m.card === "sheriff");
        if (sumClaim) {
          // Tap the dice, then the chamber, then "Claim with 2 + 4".
          const faces = sumClaim.dice.map((d) => v.roll[d]);
          for (const d of sumClaim.dice) await dieButton(d, v.roll[d]).click();
          await chamberButton(sumClaim.chamber).click();
          await press(
            page,
            sheet.getByRole("button", {
              name: new RegExp(`^Claim with ${escapeRegExp(faces.join(" + "))}:`),
            }),
          );
          await expect
            .poll(() => sheet.locator(`[data-chamber="${sumClaim.chamber}"]`).getAttribute("aria-label"))
            .toMatch(/dug out$/);
          const after = (await read()).view.sheets[0].stash;
          for (const [m, name] of [
            ["S", "Silver"],
            ["T", "Tin"],
            ["C", "Coal"],
            ["B", "Borax"],
            ["?", "Geode"],
          ] as const) {
            await shows(
              sheet.getByRole("listitem", { name: new RegExp(`^${escapeRegExp(name)}: ${after[m]}\\b`) }),
            );
          }
          claimed = true;
        } else if (dig) {
          await dieButton(dig.die, v.roll[dig.die]).click();
          await chamberButton(dig.chamber).click();
          await press(
            page,
            sheet.getByRole("button", { name: new RegExp(`^Dig a bubble with the ${v.roll[dig.die]}:`) }),
          );
          const now = await read();
          const index = CHAMBER_INDEX.get(dig.chamber)!;
          expect(now.view.sheets[0].mine[index]).toBe(mine.mine[index] + 1);
          await expect
            .poll(() => sheet.locator(`[data-chamber="${dig.chamber}"]`).getAttribute("aria-label"))
            .toContain(`${mine.mine[index] + 1} of ${CHAMBERS[index].bubbles} bubbles dug`);
          // The die she used shows as used; if the throw is still open for her, she is among those deciding.
          if (
            now.view.phase === "throw" &&
            now.view.throwNo === v.throwNo &&
            now.view.sheets[0].used.some((u) => !u)
          ) {
            await shows(
              sheet.getByRole("img", {
                name: new RegExp(`^Die ${dig.die + 1}: a ${v.roll[dig.die]}, used by you$`),
              }),
            );
            await shows(sheet.getByRole("list", { name: /^Still deciding: .*You/ }));
          }
          dug = true;
        } else if (sheriff) {
          await press(page, sheet.getByRole("button", { name: "Visit Sheriff's Deputy" }));
          await says(sheet.locator(".town-card", { hasText: "Sheriff's Deputy" }), "You: 1 token");
          visited = true;
        } else {
          await press(page, sheet.getByRole("button", { name: /^Done/ }));
        }
        continue;
      }
      if (mine.pending?.kind === "gamble") {
        await press(page, sheet.getByRole("button", { name: /^Stay/ }));
        continue;
      }
      if (mine.pending?.kind === "hideout") {
        await press(page, sheet.getByRole("button", { name: /^Send the bandit/ }).first());
        continue;
      }
      if (v.phase === "letters") {
        await press(page, sheet.getByRole("button", { name: /^C: Coal/ }));
        await shows(sheet.getByRole("img", { name: /^Lone Miner, round \d+: C, Coal/ }));
        continue;
      }
      if (v.phase === "bonus") {
        await press(page, sheet.getByRole("button", { name: /^Skip the rest|^Done/ }));
        continue;
      }
      if (v.phase === "delivery") {
        const load = sheet.getByRole("button", { name: /^Load burro \d/ });
        if (await load.count()) await press(page, load);
        else await press(page, sheet.getByRole("button", { name: /^Send the burro to town/ }));
        const after = await read();
        if (after.view.sheets[0].deliveries.length > 0) {
          const d = after.view.sheets[0].deliveries[0];
          await shows(
            sheet.getByRole("listitem", { name: new RegExp(`^Burro 1: .*earned \\$${d.value + d.bonus}$`) }),
          );
          await says(sheet.locator(".stat.cash dd"), `$${after.view.sheets[0].cash}`);
          delivered = true;
        }
      }
    }
    expect({ claimed, dug, visited, delivered, phoneChecked }).toEqual({
      claimed: true,
      dug: true,
      visited: true,
      delivered: true,
      phoneChecked: true,
    });
    expect(errors).toEqual([]);
  }, 600_000);

  it("a finished game shows on the watch, replay, verify and embed pages", async () => {
    const base = world.server!.url;
    const created = await finished;
    const final = await call<Seen>(base, "GET", `/api/games/${created.id}`);
    expect(final.status).toBe("finished");
    const context = await people.open({ viewport: { width: 1000, height: 900 } });
    const page = context.pages()[0] ?? (await context.newPage());
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));

    await page.goto(`${base}/watch/${created.id}`);
    await page.locator("[data-game-over]").waitFor({ timeout: 45_000 });
    await says(page.locator("[data-end-reason]"), /All [67] burros went to town/);
    const burro6 = sheetOf(page).getByRole("listitem", { name: /^Burro 6: .*earned \$\d+$/ });
    await shows(burro6);
    // A spectator's sheet has no move buttons.
    expect(await sheetOf(page).locator(".controls button").count()).toBe(0);

    await page.goto(`${base}/replay/${created.id}`);
    await page.locator("[data-replay-sheet]").waitFor({ timeout: 60_000 });
    // The last step is the final position, the last move in the game's own words.
    await page.getByRole("button", { name: "Last step" }).click();
    await says(
      page.locator("[data-replay]"),
      /loaded the burro with|sent the burro to town|fought the bandits|drank a tonic/,
    );
    await shows(
      page.locator("[data-replay-sheet]").getByRole("listitem", { name: /^Burro 6: .*earned \$\d+$/ }),
    );

    await page.goto(`${base}/verify/${created.id}`);
    await page.locator('[data-verdict="ok"]').waitFor({ timeout: 60_000 });

    await page.goto(`${base}/embed/${created.id}`);
    await page.locator("boxcars-game [data-version]").waitFor({ timeout: 60_000 });
    await says(page.locator("boxcars-game [data-version]"), "Coal N' Write");
    expect(errors).toEqual([]);
  }, 600_000);
});
