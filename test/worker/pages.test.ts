/** Server-rendered link previews and the development pages. */
import { SELF } from "cloudflare:test";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { Env } from "../../worker/env";
import { gamePage } from "../../worker/pages/preview";
import { api, claimAll, createGame, playToEnd } from "./support";

async function page(path: string) {
  const res = await SELF.fetch(`https://boxcars.test${path}`);
  return { status: res.status, html: await res.text(), headers: res.headers };
}

const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(html)?.[1];

describe("link previews", () => {
  it("tell an open game's seats, with the game's card image", async () => {
    const g = await createGame("mr-natural", 3);
    const { status, html } = await page(`/play/${g.id}`);
    expect(status).toBe(200);
    expect(meta(html, "og:title")).toBe("BOXCAR (Mr. Natural): 0 of 3 seats claimed");
    expect(meta(html, "og:image")).toBe("https://boxcars.test/cards/mr-natural.png");
    expect(meta(html, "twitter:card")).toBe("summary_large_image");
    expect(html).toContain("<title>BOXCAR (Mr. Natural): 0 of 3 seats claimed · Boxcars</title>");
    expect(html).toContain('<script type="module"');
  });

  it("tell whose turn it is and the scores, and carry no token or seed", async () => {
    const g = await createGame("mr-natural", 2);
    await claimAll(g);
    for (const path of [`/play/${g.id}`, `/watch/${g.id}`]) {
      const { html } = await page(path);
      expect(meta(html, "og:title")).toBe("BOXCAR (Mr. Natural): Player 1's turn");
      expect(meta(html, "og:description")).toBe("Totals: Player 1 0 · Player 2 0 (target 10,000).");
      expect(meta(html, "og:url")).toBe(`https://boxcars.test${path}`);
      for (const token of [g.host, ...g.tokens]) expect(html).not.toContain(token);
    }
    const record = (await api("GET", `/api/games/${g.id}/record`)).body;
    expect(record.serverSeed).toBeNull();
  });

  it("tell the winner of a finished game", async () => {
    const g = await createGame("mr-natural", 2, { target: 2000 });
    await claimAll(g);
    const ended = await playToEnd(g);
    const winner = ended.seats[ended.result!.ranking[0][0]].name;
    expect(meta((await page(`/watch/${g.id}`)).html, "og:title")).toBe(`BOXCAR (Mr. Natural): ${winner} won`);
  });

  it("answer 404 with the plain app (which says there is no such game) for an unknown game", async () => {
    for (const path of ["/play/abcdefghijkm", "/watch/abcdefghijkm", "/play/not-an-id"]) {
      const { status, html } = await page(path);
      expect(status, path).toBe(404);
      expect(html, path).toContain('<script type="module"');
      expect(meta(html, "og:title"), path).toBeUndefined();
    }
  });

  it("escape names in the tags", async () => {
    const g = await createGame("mr-natural", 1);
    await api("POST", `/api/games/${g.id}/claim`, { token: g.tokens[0], body: { name: '"><script>x' } });
    const { html } = await page(`/play/${g.id}`);
    expect(html).not.toContain('"><script>x');
    expect(meta(html, "og:description")).toContain("&quot;&gt;");
  });
});

describe("development pages", () => {
  it("capture webhooks posted to the local sink and list them", async () => {
    const res = await SELF.fetch("https://boxcars.test/dev/hooks/me", {
      method: "POST",
      body: '{"text":"hello <b>"}',
      headers: { "X-Boxcars-Delivery": "d-1" },
    });
    expect(res.status).toBe(204);
    const list = await (await SELF.fetch("https://boxcars.test/dev/messages.json")).json<{
      messages: { to: string; body: string }[];
    }>();
    expect(list.messages[0]).toMatchObject({ to: "me", body: '{"text":"hello <b>"}' });
    const { html } = await page("/dev/messages");
    expect(html).toContain("hello &lt;b&gt;");
  });

  it("are framed like every other page: the app's security headers, framing refused", async () => {
    const app = await page("/");
    const { status, headers } = await page("/dev/messages");
    expect(status).toBe(200);
    expect(headers.get("X-Frame-Options")).toBe("DENY");
    expect(headers.get("Content-Security-Policy")).toContain("frame-ancestors 'none'");
    for (const name of [
      "Content-Security-Policy",
      "X-Content-Type-Options",
      "Referrer-Policy",
      "Permissions-Policy",
    ])
      expect(headers.get(name), name).toBe(app.headers.get(name));
  });

  it("archive a finished game at once, and refuse a bad id, an unknown game and a running one", async () => {
    const post = (id: string) => SELF.fetch(`https://boxcars.test/dev/archive/${id}`, { method: "POST" });
    const bad = await post("not-an-id");
    expect([bad.status, (await bad.json<{ error: { code: string } }>()).error.code]).toEqual([400, "bad_id"]);
    const unknown = await post("abcdefghjkmn");
    expect(unknown.status).toBe(409);
    expect((await api("GET", "/api/games/abcdefghjkmn")).status).toBe(404); // nothing made by the call
    const g = await createGame("mr-natural", 2, { target: 2000 });
    await claimAll(g);
    expect((await post(g.id)).status).toBe(409);
    expect((await api("GET", `/api/games/${g.id}`)).body.status).toBe("playing");
    await playToEnd(g);
    const done = await post(g.id);
    expect([done.status, await done.json()]).toEqual([200, { id: g.id, archived: true }]);
    const archived = await api("GET", `/api/games/${g.id}`); // read from the archive now
    expect(archived.body.status).toBe("finished");
    expect((await post(g.id)).status).toBe(409); // archived already: the room keeps nothing
  });
});

describe("a game page whose room is slow", () => {
  // A room that never answers (cold, or held by a long run of bot moves) and a D1 never reached.
  const stuck = {
    ASSETS: {
      fetch: async () =>
        new Response("<!doctype html><html><head><title>Boxcars</title></head><body></body></html>", {
          headers: { "Content-Type": "text/html" },
        }),
    },
    GAME_ROOM: { idFromName: (name: string) => name, get: () => ({ read: () => new Promise(() => {}) }) },
  };
  const app = new Hono<{ Bindings: Env }>().get("/play/:id", (c) => gamePage(c));

  it("answers with the plain page instead of waiting for its preview", async () => {
    const res = await app.request("https://boxcars.test/play/abcdefghijkm", {}, stuck as unknown as Env);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("<title>Boxcars</title>");
    expect(html).not.toContain("og:title");
  });

  it("answers with the plain page when the room fails", async () => {
    const failing = {
      ...stuck,
      GAME_ROOM: { ...stuck.GAME_ROOM, get: () => ({ read: () => Promise.reject(new Error("room reset")) }) },
    };
    const res = await app.request("https://boxcars.test/play/abcdefghijkm", {}, failing as unknown as Env);
    expect(res.status).toBe(200);
    expect(await res.text()).not.toContain("og:title");
  });
});
