/**
 * Async life on the sheet (issue #37): a takeback asked on one seat's page and agreed on the other's
 * (live on both), private notes saved from "My notes", and Box Cars' "Roll again" / "Stop and keep N"
 * from a nudge: shown as a push notification's actions, and sent once from the email's link (the page
 * asks first); at 390 and 1280 px, axe-clean.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { GameResponse } from "../../worker/wire";
import { call, playingGame, type TestGame } from "./support/api";
import { audit } from "./support/axe";
import { skipBrowser } from "./support/browser";
import { pushAndShow } from "./support/push";
import { openSeat } from "./support/seat-page";
import { useWorld } from "./support/world";

describe.skipIf(skipBrowser)("async life: takeback, notes, one-tap answers", () => {
  const world = useWorld({ notifications: true });

  async function person(width: number): Promise<Page> {
    const context = await world.people.open({ viewport: { width, height: 900 } });
    return context.pages()[0] ?? context.newPage();
  }

  /** A browser's push keys in the form a subscription carries them (the dev server captures, never sends). */
  const PUSH_KEYS = {
    p256dh: "BBxTVrfxv-qZLtrrbN1nqZ08BRWMpxzBOUkt6QHtFvpG-Kd6xFIFP_uGFGhdEY0Nghbmmt7tuv9JIKwE2rhLEV8",
    auth: "AAAAAAAAAAAAAAAAAAAAAA",
  };

  /** Registers the service worker on `page`, pushes `payload` to it and answers its notifications' actions. */
  async function pushed(page: Page, base: string, payload: unknown): Promise<string[]> {
    await page.evaluate(() => navigator.serviceWorker.register("/sw.js", { scope: "/" }));
    return (await pushAndShow(page, base, payload)).flatMap((n) => n.actions);
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

  it("asks and agrees a takeback, keeps notes, and answers Box Cars' roll again or stop from a push and an email", async () => {
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

    // One-tap answers in Box Cars: Ada has rolled; Bo nudges her, and the nudge carries "Roll again"
    // and "Stop and keep N" as push actions and email links.
    const box = await playingGame(base, { game: "box-cars-d10", options: {} });
    const mail = `ada-${box.id}@example.com`;
    await call(base, "PUT", `/api/games/${box.id}/notifications`, box.tokens[0], {
      email: mail,
      webhook: null,
      push: { endpoint: `https://fcm.googleapis.com/fcm/send/${box.id}`, keys: PUSH_KEYS },
    });
    const rolled = await play(base, box, 0, "roll");
    await call(base, "POST", `/api/games/${box.id}/nudge`, box.tokens[1]);
    const links = new RegExp(`https?://[^\\s"<&]*/answer/${box.id}#0\\.${rolled.version}\\.[^\\s"<&]+`, "g");
    let found: string[] = [];
    await expect
      .poll(
        async () => (found = [...new Set((await (await fetch(`${base}/dev/messages`)).text()).match(links))]),
        {
          timeout: 45_000,
        },
      )
      .toHaveLength(2);
    const label = (link: string) => decodeURIComponent(link.split(".").at(-1)!);
    const [again, stop] = [0, 1].map((choice) => found.find((l) => l.split(".").at(-2) === String(choice))!);
    expect([label(again), label(stop)]).toEqual([
      expect.stringMatching(/^Roll again: /),
      expect.stringMatching(/^Stop and (keep|score) -?\d+$/),
    ]);

    // (The dev page escapes quotes as entities: a link ends at "&".)
    // The push, delivered to the service worker, shows both as the notification's actions.
    await asker.context().grantPermissions(["notifications"], { origin: base });
    await asker.goto(`${base}/play/${box.id}#${box.tokens[0]}`);
    const shown = await pushed(asker, base, {
      title: "Bo is waiting for you",
      body: "",
      url: `${base}/play/${box.id}`,
      kind: "nudge",
      actions: [label(again), label(stop)].map((title, i) => ({ action: String(i), title })),
      answers: [again, stop],
    });
    expect(shown).toEqual([label(again), label(stop)]);

    // The email's "Stop" link: the page asks first, then plays it once; the other choice is refused after.
    const count = async () =>
      (await call<{ total: number }>(base, "GET", `/api/games/${box.id}/moves`)).total;
    const before = await count();
    for (const width of [390, 1280]) {
      await asker.setViewportSize({ width, height: 900 });
      await asker.goto("about:blank"); // the same page with another fragment would not load again
      await asker.goto(`${base}${new URL(stop).pathname}${new URL(stop).hash}`);
      await asker.locator("[data-answer-send]").waitFor();
      expect(await audit(asker), `axe on the answer page at ${width} px`).toEqual([]);
      await asker.locator("[data-answer-send]").click();
      await asker.locator("[data-answered]").waitFor();
    }
    expect(await count()).toBe(before + 1);
    await asker.goto("about:blank");
    await asker.goto(`${base}${new URL(again).pathname}${new URL(again).hash}`);
    await asker.locator("[data-answer-send]").click();
    await asker.locator("[data-refused]").waitFor();
    const moves = await call<{ moves: { seat: number; move: { type: string } }[] }>(
      base,
      "GET",
      `/api/games/${box.id}/moves`,
    );
    expect(moves.moves.at(-1)).toMatchObject({ seat: 0, move: { type: "stop" } });
  });
});
