/**
 * End to end in a real Chromium against `wrangler dev` (issue 4): a host creates a three-seat Boxcars
 * roll & write game through the API; three separate browsers claim their links and play two full
 * rounds by clicking: the active player rolls (leaving a die lying when allowed), takes a number and
 * writes its dice; each of the two others writes one die of that number or passes, in varying order
 * (before, between and after the active player's writes). Every page must follow every move live,
 * and every sheet must show who still has to answer.
 */
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { CreatedGame, GameResponse } from "../../worker/wire";
import type { Answer, BoxcarsView } from "../../worker/games/boxcars-rw/types";
import { call } from "./support/api";
import { skipBrowser } from "./support/browser";
import { useWorld } from "./support/world";

const NAMES = ["Ada", "Bo", "Cy"];
/** Two full rounds: every seat is the active player twice. */
const TURNS = 6;
const MAX_STEPS = 150;

/** "Ada", "Ada and Bo", "Ada, Bo and Cy", as the pages join names. */
const names = (list: string[]) =>
  list.length <= 1 ? (list[0] ?? "") : `${list.slice(0, -1).join(", ")} and ${list.at(-1)}`;

async function version(page: Page): Promise<number> {
  return Number(await page.locator("[data-version]").getAttribute("data-version", { timeout: 45_000 }));
}

function sheet(page: Page): Locator {
  return page.locator("bx-boxcars-rw-sheet");
}

function controls(page: Page): Locator {
  return sheet(page).getByRole("group", { name: "Your move" });
}

/** Clicks and waits for this page's game to move on. */
async function press(page: Page, target: Locator): Promise<void> {
  const before = await version(page);
  await target.click();
  await expect.poll(() => version(page), { timeout: 45_000 }).toBeGreaterThan(before);
}

/** What a sheet should say about one seat's answer. */
function answerWords(a: Answer): RegExp {
  if (a.status === "waiting") return /still to answer/;
  if (a.status === "half") return /second half/;
  if (a.auto) return /nothing fits/;
  return a.writes.length === 0 ? /passed/ : /wrote \d/;
}

describe.skipIf(skipBrowser)("Boxcars roll & write in the browser", () => {
  const world = useWorld();
  const people = world.people;

  it("three browsers play two rounds live, each answering the others' picks", async () => {
    const base = world.server!.url;
    const errors: string[] = [];
    const created = await call<CreatedGame>(base, "POST", "/api/games", null, {
      game: "boxcars-rw",
      seats: 3,
      options: {},
    });
    const id = created.id;
    const read = () => call<GameResponse>(base, "GET", `/api/games/${id}`);

    // Three people, three browsers, each claims their own link.
    const pages: Page[] = [];
    for (const [seat, name] of NAMES.entries()) {
      const context = await people.open(seat === 1 ? { viewport: { width: 375, height: 812 } } : {});
      const page = context.pages()[0] ?? (await context.newPage());
      page.on("pageerror", (error) => errors.push(`${name}: ${error.message}`));
      await page.goto(created.seats[seat].url!);
      await page.getByLabel("Your name").fill(name);
      await page.getByRole("button", { name: "Claim my seat" }).click();
      await page.locator("[data-version]").waitFor();
      pages.push(page);
    }
    for (const page of pages) {
      await expect
        .poll(() => page.locator("[data-status]").getAttribute("data-status"), { timeout: 45_000 })
        .toBe("playing");
      await expect
        .poll(() => page.locator("[data-live]").getAttribute("data-live"), { timeout: 45_000 })
        .toBe("live");
    }

    /** Waits until every page shows the server's latest version (they learn it live), and returns it. */
    const synced = async (): Promise<GameResponse> => {
      const game = await read();
      await expect
        .poll(async () => (await Promise.all(pages.map(version))).join(), { timeout: 45_000, interval: 100 })
        .toBe(pages.map(() => game.version).join());
      return game;
    };

    /** Every sheet shows the answers so far, and who is still to answer, from its viewer's side. */
    const checkAnswers = async (game: GameResponse) => {
      const view = game.view as BoxcarsView;
      for (const [viewer, page] of pages.entries()) {
        const list = sheet(page).getByRole("list", { name: "Answers this turn" });
        if (!view.pick) {
          expect(await list.count()).toBe(0);
          continue;
        }
        for (const [seat, answer] of view.answers.entries()) {
          if (!answer) continue;
          const who = seat === viewer ? "You" : NAMES[seat];
          const item = list.getByRole("listitem").filter({ hasText: `${who}:` });
          expect(await item.textContent()).toMatch(answerWords(answer));
        }
        const whose = await sheet(page).locator(".whose").textContent();
        const waiting = view.waitingFor.map((s) => (s === viewer ? "you" : NAMES[s]));
        if (waiting.length) expect(whose).toContain(`Now waiting for ${names(waiting)} to write.`);
        // The frame's headline agrees: an answering player is asked to move, and told who else is.
        if (game.activeSeats.length > 1 && game.activeSeats.includes(viewer)) {
          const others = game.activeSeats.filter((s) => s !== viewer).map((s) => NAMES[s]);
          expect(await page.locator("[data-headline]").textContent()).toBe(
            `Your move — ${names(others)} ${others.length === 1 ? "is" : "are"} moving too`,
          );
        }
        // Only someone who may act has the move panel.
        expect(await controls(page).count()).toBe(
          view.waitingFor.includes(viewer) && !(viewer === view.active && view.phase === "wait") ? 1 : 0,
        );
      }
    };

    let bothWaitingSeen = 0,
      answerWrites = 0,
      passes = 0,
      answeredBeforeActiveDone = 0,
      answeredAfterActiveDone = 0,
      leftLying = 0;
    let game = await synced();
    for (let step = 0; step < MAX_STEPS; step++) {
      const view = game.view as BoxcarsView;
      if (view.turn > TURNS || game.status !== "playing") break;
      await checkAnswers(game);
      const pending = view.answers.flatMap((a, seat) => (a && a.status !== "done" ? [seat] : []));
      if (pending.length === 2) bothWaitingSeen++;

      // Who clicks now: odd turns let the others answer first (in seat order), even turns the active
      // player first and the others after, last seat first.
      const actors = [...game.activeSeats].sort((a, b) => {
        const rank = (s: number) => (s === view.active ? (view.turn % 2 ? 10 : -10) : view.turn % 2 ? s : -s);
        return rank(a) - rank(b);
      });
      const seat = actors[0];
      const page = pages[seat];
      const panel = controls(page);
      await panel.waitFor({ timeout: 45_000 });

      if (seat !== view.active) {
        // Answering: one die of the picked number on the sheet, or a pass.
        const boxes = sheet(page).locator("button[data-box]:not(.warn)");
        await expect(panel.textContent()).resolves.toContain(`Write one ${view.pick!.value}`);
        if ((seat + view.turn) % 3 !== 0 && (await boxes.count()) > 0) {
          expect(await boxes.first().getAttribute("aria-label")).toMatch(
            new RegExp(`^Write ${view.pick!.value} in `),
          );
          await press(page, boxes.first());
          answerWrites++;
        } else {
          await press(page, panel.getByRole("button", { name: "Pass", exact: true }));
          passes++;
        }
        if (view.phase === "wait") answeredAfterActiveDone++;
        else answeredBeforeActiveDone++;
      } else if (view.phase === "roll") {
        const roll = panel.getByRole("button", { name: /^Roll \d+ di(e|ce)$/ });
        const lying = sheet(page).getByRole("button", { name: /^Leave die \d \(a \d\) lying$/ });
        if (view.turn % 2 === 0 && (await lying.count()) > 0) {
          const before = Number((await roll.textContent())!.match(/\d+/)![0]);
          await lying.first().click();
          expect(await lying.first().getAttribute("aria-pressed")).toBe("true");
          expect(await roll.textContent()).toBe(`Roll ${before - 1} ${before - 1 === 1 ? "die" : "dice"}`);
          leftLying++;
        }
        await press(page, roll);
      } else if (view.phase === "choose") {
        const picks = panel.getByRole("group", { name: "Choose a number" }).getByRole("button");
        expect(await picks.count()).toBeGreaterThan(0);
        await press(page, picks.first());
      } else if (view.phase === "write") {
        // The active player composes the writes on the pad and sends them as one move: the last
        // die that fits sends itself; otherwise Send (or Done, when nothing fits at all).
        const before = await version(page);
        const drafted = sheet(page).locator("[data-draft]");
        for (let k = 0; k < 8 && (await version(page)) === before; k++) {
          const boxes = sheet(page).locator("button[data-box]");
          const safe = sheet(page).locator("button[data-box]:not(.warn)");
          const placed = await drafted.count();
          if ((await safe.count()) > 0) {
            await safe.first().click();
          } else if ((await boxes.count()) > 0) {
            // Only boxes that spoil their boxcar: the first tap warns, the second writes.
            await boxes.first().click();
            await sheet(page).getByRole("alert").first().waitFor();
            await boxes.first().click();
          } else {
            break;
          }
          await expect
            .poll(async () => (await version(page)) > before || (await drafted.count()) > placed, {
              timeout: 45_000,
            })
            .toBe(true);
        }
        // The last write may still be on its way (its button disabled while it sends): wait until
        // the game moved on or a finishing button is ready, and press it only in the second case.
        const send = panel.getByRole("button", { name: /^Send \d+ writes?$/ });
        const done = panel.getByRole("button", { name: /^Done/ });
        const ready = async (button: Locator) =>
          (await button.count()) > 0 && (await button.first().isEnabled());
        await expect
          .poll(async () => (await version(page)) > before || (await ready(send)) || (await ready(done)), {
            timeout: 45_000,
          })
          .toBe(true);
        if ((await version(page)) === before) await press(page, (await ready(send)) ? send : done);
      } else {
        throw new Error(`seat ${seat} may act in phase ${view.phase}, which this test does not play`);
      }
      // Every page follows the click live.
      game = await synced();
      for (const p of pages) expect(await p.locator("[data-live]").getAttribute("data-live")).toBe("live");
    }

    const view = game.view as BoxcarsView;
    expect(view.turn > TURNS || game.status === "finished").toBe(true);
    expect(bothWaitingSeen).toBeGreaterThan(0);
    expect(answerWrites).toBeGreaterThan(0);
    expect(passes).toBeGreaterThan(0);
    expect(answeredBeforeActiveDone).toBeGreaterThan(0);
    expect(answeredAfterActiveDone).toBeGreaterThan(0);
    expect(leftLying).toBeGreaterThan(0);

    // The scores on the tabs match the server's on every page.
    for (const page of pages) {
      const tabs = sheet(page).getByRole("tab");
      expect(await tabs.count()).toBe(3);
      for (const [seat, score] of view.scores.entries()) {
        expect(await tabs.nth(seat).locator(".num").textContent()).toBe(String(score.total));
      }
    }
    expect(await pages[1].evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(errors).toEqual([]);
  });
});
