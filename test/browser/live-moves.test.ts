/**
 * The play page's moves on the live socket (web/src/live.ts): while its socket is open a move goes
 * there, not by HTTP, and the other seat's page follows; when the reply never comes (lost on its way
 * back, here dropped by a route), the page sends the move again by HTTP with the same key after
 * 5 s, and the room answers it as the move it already stored: applied once.
 */
import type { Page, Request } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { GameResponse } from "../../worker/wire";
import { call, playingGame, type TestGame } from "./support/api";
import { proceed } from "./support/a11y-pages";
import { skipBrowser } from "./support/browser";
import { useWorld } from "./support/world";

const version = async (page: Page) =>
  Number(await page.locator("[data-version]").getAttribute("data-version"));

describe.skipIf(skipBrowser)("moves on the live socket", () => {
  const world = useWorld();

  /** The active seat's page, its socket's frames and its POST /moves requests recorded. */
  async function seatPage(game: TestGame, seat: number, route?: (page: Page) => Promise<void>) {
    const base = world.server!.url;
    const context = await world.people.open();
    const page = context.pages()[0] ?? (await context.newPage());
    const sent: string[] = [];
    const received: string[] = [];
    const posts: Request[] = [];
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    page.on("websocket", (ws) => {
      ws.on("framesent", (f) => sent.push(String(f.payload)));
      ws.on("framereceived", (f) => received.push(String(f.payload)));
    });
    page.on("request", (r) => {
      if (r.method() === "POST" && r.url().endsWith("/moves")) posts.push(r);
    });
    await route?.(page);
    await page.goto(`${base}/play/${game.id}#${game.tokens[seat]}`);
    await proceed(page); // "Continue as …?": this browser has not played the seat before
    // The socket is open once it has said the game's version.
    await expect.poll(() => received.some((m) => m.includes('"version"')), { timeout: 30_000 }).toBe(true);
    return { page, sent, received, posts, errors };
  }

  it("sends a move on the open socket, not by HTTP, and the other seat's page follows", async () => {
    const base = world.server!.url;
    const game = await playingGame(base);
    const before = await call<GameResponse>(base, "GET", `/api/games/${game.id}`);
    const active = before.activeSeats[0];
    const mover = await seatPage(game, active);
    const other = await seatPage(game, 1 - active);
    await mover.page.getByRole("button", { name: "Roll 6 dice" }).click();
    await expect.poll(() => version(mover.page), { timeout: 30_000 }).toBe(before.version + 1);
    await expect.poll(() => version(other.page), { timeout: 30_000 }).toBe(before.version + 1);
    const moves = mover.sent.map((m) => JSON.parse(m)).filter((m) => m.type === "move");
    expect(moves).toEqual([
      {
        type: "move",
        token: game.tokens[active],
        move: { type: "roll" },
        version: before.version,
        key: expect.any(String),
      },
    ]);
    const replies = mover.received.map((m) => JSON.parse(m)).filter((m) => m.type === "reply");
    expect(replies).toMatchObject([
      { key: moves[0].key, status: 200, body: { version: before.version + 1 } },
    ]);
    expect(mover.posts).toEqual([]);
    // The mover's socket is not told of its own move; the other page's is.
    expect(mover.received).not.toContain(JSON.stringify({ type: "version", version: before.version + 1 }));
    expect(other.received).toContain(JSON.stringify({ type: "version", version: before.version + 1 }));
    expect((await call<GameResponse>(base, "GET", `/api/games/${game.id}`)).version).toBe(before.version + 1);
    expect([...mover.errors, ...other.errors]).toEqual([]);
  }, 180_000);

  it("sends the move again by HTTP with the same key when the socket's reply is lost, and it applies once", async () => {
    const base = world.server!.url;
    const game = await playingGame(base);
    const before = await call<GameResponse>(base, "GET", `/api/games/${game.id}`);
    const active = before.activeSeats[0];
    // Between page and server: the move reaches the room, its reply never reaches the page.
    const mover = await seatPage(game, active, (page) =>
      page.routeWebSocket(/\/live$/, (ws) => {
        const server = ws.connectToServer();
        server.onMessage((message) => {
          if (!String(message).includes('"type":"reply"')) ws.send(message);
        });
      }),
    );
    const loggedBefore = await logged(base, game);
    await mover.page.getByRole("button", { name: "Roll 6 dice" }).click();
    await expect.poll(() => mover.posts.length, { timeout: 30_000 }).toBe(1);
    const sentKey = JSON.parse(mover.sent.find((m) => m.includes('"move"'))!).key;
    expect(mover.posts[0].postDataJSON()).toEqual({
      move: { type: "roll" },
      version: before.version,
      key: sentKey,
    });
    await expect.poll(() => version(mover.page), { timeout: 30_000 }).toBe(before.version + 1);
    const after = await call<GameResponse>(base, "GET", `/api/games/${game.id}`);
    expect(after.version).toBe(before.version + 1);
    expect(await logged(base, game)).toBe(loggedBefore + 1);
    expect(mover.errors).toEqual([]);
  }, 180_000);
});

/** Moves in the game's log. */
async function logged(base: string, game: TestGame): Promise<number> {
  return (await call<{ total: number }>(base, "GET", `/api/games/${game.id}/moves`)).total;
}
