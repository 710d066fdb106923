/**
 * Async life on the sheet (issue #37): a takeback asked on one seat's page and agreed on the other's
 * (live on both), private notes saved from "My notes", and a one-tap answer sent from an email's link
 * (the page asks first); at 390 and 1280 px, axe-clean.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { CreatedGame, GameResponse } from "../../worker/wire";
import { call, playingGame, type TestGame } from "./support/api";
import { audit } from "./support/axe";
import { skipBrowser } from "./support/browser";
import { openSeat } from "./support/seat-page";
import { useWorld } from "./support/world";

describe.skipIf(skipBrowser)("async life: takeback, notes, one-tap answers", () => {
  const world = useWorld();

  async function person(width: number): Promise<Page> {
    const context = await world.people.open({ viewport: { width, height: 900 } });
    return context.pages()[0] ?? context.newPage();
  }

  /** `seat` plays its first legal move of `type` through the API. */
  async function play(base: string, g: TestGame, seat: number, type: string): Promise<GameResponse> {
    const mine = await call<GameResponse>(base, "GET", `/api/games/${g.id}`, g.tokens[seat]);
    const move = mine.legalMoves!.find((m) => m.type === type)!;
    return call(base, "POST", `/api/games/${g.id}/moves`, g.tokens[seat], {
      move,
      version: mine.version,
      key: `async-${type}-${mine.version}`,
    });
  }

  it("asks and agrees a takeback, keeps notes, and answers a turn from its email", async () => {
    const base = world.server!.url;
    // Roll & write: the roller rolls, then picks a number (nothing drawn: it may be taken back).
    const g = await playingGame(base, { game: "boxcars-rw", options: {} });
    const roller = (await call<GameResponse>(base, "GET", `/api/games/${g.id}`)).activeSeats[0];
    await play(base, g, roller, "roll");
    const picked = await play(base, g, roller, "pick");
    const other = 1 - roller;

    const asker = await person(390);
    await openSeat(asker, `${base}/play/${g.id}#${g.tokens[roller]}`);
    await asker.locator("[data-takeback=ask]").click();
    await asker.locator("[data-takeback-state=asked]").waitFor();

    const answerer = await person(1280);
    await openSeat(answerer, `${base}/play/${g.id}#${g.tokens[other]}`);
    await answerer.locator("[data-takeback=agree]").waitFor();
    for (const width of [1280, 390]) {
      await answerer.setViewportSize({ width, height: 900 });
      expect(await audit(answerer), `axe at ${width} px`).toEqual([]);
    }
    await answerer.locator("[data-takeback=agree]").click();
    await answerer.locator("[data-takeback-state=taken]").waitFor();
    await asker.locator("[data-takeback-state=taken]").waitFor({ timeout: 45_000 });
    const after = await call<GameResponse>(base, "GET", `/api/games/${g.id}`, g.tokens[roller]);
    expect(after.recentMoves.map((m) => m.move.type)).toEqual(["roll"]);
    expect(after.activeSeats).toEqual([roller]);
    expect(after.version).toBeGreaterThan(picked.version);

    // My notes: loaded when opened, saved with the seat's own token.
    await asker.getByText("My notes").click();
    await asker.locator("[data-notes-text]").fill("Keep the sixes for the long train");
    await asker.locator("[data-notes-save]").click();
    await asker.getByText("Saved.").waitFor();
    expect(await audit(asker), "axe with notes open at 390 px").toEqual([]);
    const notes = await call<{ text: string }>(base, "GET", `/api/games/${g.id}/notes`, g.tokens[roller]);
    expect(notes.text).toBe("Keep the sixes for the long train");

    // A one-tap answer from an email: Ada's first decision in Mr. Natural is to roll.
    const created = await call<CreatedGame>(base, "POST", "/api/games", null, {
      game: "mr-natural",
      seats: 2,
    });
    const tokens = created.seats.map((s) => new URL(s.url!).hash.slice(1));
    const mail = `ada-${created.id}@example.com`;
    await call(base, "POST", `/api/games/${created.id}/claim`, tokens[0], { name: "Ada" });
    await call(base, "PUT", `/api/games/${created.id}/notifications`, tokens[0], {
      email: mail,
      webhook: null,
    });
    await call(base, "POST", `/api/games/${created.id}/claim`, tokens[1], { name: "Bo" });
    const link = new RegExp(`https?://[^\\s"<]*/answer/${created.id}#[^\\s"<]+`);
    let found: RegExpMatchArray | null = null;
    await expect
      .poll(async () => (found = (await (await fetch(`${base}/dev/messages`)).text()).match(link)), {
        timeout: 45_000,
      })
      .toBeTruthy();
    await asker.goto(`${base}${new URL(found![0]).pathname}${new URL(found![0]).hash}`);
    await asker.locator("[data-answer-send]").waitFor();
    expect((await call<{ total: number }>(base, "GET", `/api/games/${created.id}/moves`)).total).toBe(0);
    expect(await audit(asker), "axe on the answer page").toEqual([]);
    await asker.locator("[data-answer-send]").click();
    await asker.locator("[data-answered]").waitFor();
    const moves = await call<{ moves: { seat: number; move: { type: string } }[] }>(
      base,
      "GET",
      `/api/games/${created.id}/moves`,
    );
    expect(moves.moves.map((m) => [m.seat, m.move.type])).toEqual([[0, "roll"]]);
  });
});
