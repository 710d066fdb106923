/** Embedding and sharing: framing per route, oEmbed, CORS for the widget, record verification. */
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { MAX_RECORD_BYTES } from "../../worker/api/records";
import { api, claimAll, createGame, playToEnd } from "./support";

const get = (path: string, headers: Record<string, string> = {}) =>
  SELF.fetch(`https://boxcars.test${path}`, { headers });

describe("framing", () => {
  it("lets other sites frame only the embed page", async () => {
    const g = await createGame("mr-natural", 2);
    const embed = await get(`/embed/${g.id}`);
    expect(embed.status).toBe(200);
    expect(embed.headers.get("X-Frame-Options")).toBeNull();
    expect(embed.headers.get("Content-Security-Policy")).toContain("frame-ancestors *");
    for (const path of [`/play/${g.id}`, `/watch/${g.id}`]) {
      const res = await get(path);
      expect(res.headers.get("X-Frame-Options"), path).toBe("DENY");
      expect(res.headers.get("Content-Security-Policy"), path).toContain("frame-ancestors 'none'");
    }
  });
});

describe("oEmbed", () => {
  it("answers a rich iframe for a game link, and game pages advertise it", async () => {
    const g = await createGame("mr-natural", 2);
    const link = `https://boxcars.test/watch/${g.id}`;
    const res = await api("GET", `/oembed?format=json&url=${encodeURIComponent(link)}&maxwidth=400`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      version: "1.0",
      type: "rich",
      provider_name: "Boxcars",
      width: 400,
      height: 360,
    });
    expect(res.body.html).toBe(
      `<iframe src="https://boxcars.test/embed/${g.id}" width="400" height="360" style="border:0;max-width:100%" loading="lazy" title="BOXCAR (Mr. Natural) on Boxcars"></iframe>`,
    );
    const page = await (await get(`/play/${g.id}`)).text();
    expect(page).toContain(
      `<link rel="alternate" type="application/json+oembed" href="https://boxcars.test/oembed?format=json&amp;url=${encodeURIComponent(link)}"`,
    );
  });

  it("answers for a league link too: its own framable page with the league widget, advertised by the league's page", async () => {
    const created = await api("POST", "/api/leagues", {
      body: { game: "mr-natural", clock: { perMoveDays: 1 }, format: "round-robin", size: 4 },
    });
    const id = created.body.id as string;
    const link = `https://boxcars.test/leagues/${id}`;
    const res = await api("GET", `/oembed?format=json&url=${encodeURIComponent(link)}`);
    expect(res.status).toBe(200);
    expect(res.body.html).toBe(
      `<iframe src="https://boxcars.test/embed/leagues/${id}" width="480" height="360" style="border:0;max-width:100%" loading="lazy" title="BOXCAR (Mr. Natural) league on Boxcars"></iframe>`,
    );
    expect(res.body.thumbnail_url).toBe("https://boxcars.test/cards/mr-natural.png");
    const embed = await get(`/embed/leagues/${id}`);
    expect(embed.status).toBe(200);
    expect(embed.headers.get("X-Frame-Options")).toBeNull();
    expect(embed.headers.get("Content-Security-Policy")).toContain("frame-ancestors *");
    expect((await get(`/leagues/${id}`)).headers.get("X-Frame-Options")).toBe("DENY");
    expect(await (await get(`/leagues/${id}`)).text()).toContain(
      `type="application/json+oembed" href="https://boxcars.test/oembed?format=json&amp;url=${encodeURIComponent(link)}"`,
    );
    const unknown = await api(
      "GET",
      `/oembed?url=${encodeURIComponent("https://boxcars.test/leagues/abcdefghijkm")}`,
    );
    expect([unknown.status, unknown.body.error.code]).toEqual([404, "not_found"]);
  });

  it.each([
    ["a foreign URL", "https://example.com/watch/abcdefghijkm", 404, "not_found"],
    ["an unknown game", "https://boxcars.test/watch/abcdefghijkm", 404, "not_found"],
    ["a page that is not a game", "https://boxcars.test/verify", 404, "not_found"],
    ["no URL", "", 400, "bad_url"],
  ])("refuses %s", async (_name, url, status, code) => {
    const res = await api("GET", `/oembed?format=json&url=${encodeURIComponent(url)}`);
    expect([res.status, res.body.error.code]).toEqual([status, code]);
  });

  it("offers the largest card that fits maxwidth and maxheight as the thumbnail, none when none fits (oEmbed 2.3.4)", async () => {
    const g = await createGame("mr-natural", 1);
    const url = encodeURIComponent(`https://boxcars.test/play/${g.id}`);
    const thumb = async (query: string) => {
      const body = (await api("GET", `/oembed?url=${url}${query}`)).body;
      return [body.thumbnail_url, body.thumbnail_width, body.thumbnail_height];
    };
    const card = (size: string) => `https://boxcars.test/cards/mr-natural${size}.png`;
    expect(await thumb("")).toEqual([card(""), 1200, 630]);
    expect(await thumb("&maxwidth=1200&maxheight=630")).toEqual([card(""), 1200, 630]);
    expect(await thumb("&maxwidth=1199")).toEqual([card("-600"), 600, 315]);
    expect(await thumb("&maxheight=629")).toEqual([card("-600"), 600, 315]);
    expect(await thumb("&maxwidth=300&maxheight=200")).toEqual([card("-300"), 300, 158]);
    expect(await thumb("&maxwidth=299")).toEqual([undefined, undefined, undefined]);
    expect(await thumb("&maxheight=157")).toEqual([undefined, undefined, undefined]);
    // Each card is the size stated: test/worker/assets.test.ts.
  });

  it("gives the smallest embed it offers (240 x 180) for a smaller maxwidth or maxheight", async () => {
    const g = await createGame("mr-natural", 1);
    const url = encodeURIComponent(`https://boxcars.test/play/${g.id}`);
    for (const [query, size] of [
      ["&maxwidth=100", [240, 360]],
      ["&maxheight=50", [480, 180]],
      ["&maxwidth=1&maxheight=1", [240, 180]],
      ["&maxwidth=300&maxheight=200", [300, 200]],
    ] as const) {
      const res = await api("GET", `/oembed?url=${url}${query}`);
      expect(res.status, query).toBe(200);
      expect([res.body.width, res.body.height], query).toEqual(size);
      expect(res.body.html, query).toContain(`width="${size[0]}" height="${size[1]}"`);
    }
  });

  it("answers 501 to a format it does not offer (XML), 400 to sizes that are not whole positive numbers", async () => {
    const g = await createGame("mr-natural", 1);
    const url = encodeURIComponent(`https://boxcars.test/play/${g.id}`);
    for (const format of ["xml", "yaml"]) {
      const res = await api("GET", `/oembed?format=${format}&url=${url}`);
      expect([res.status, res.body.error.code], format).toEqual([501, "bad_format"]);
    }
    for (const query of [
      "maxwidth=-5",
      "maxwidth=0",
      "maxheight=1.5",
      "maxwidth=abc",
      "maxheight=",
      "maxwidth=1e3",
    ]) {
      const res = await api("GET", `/oembed?url=${url}&${query}`);
      expect([res.status, res.body.error.code], query).toEqual([400, "bad_size"]);
    }
  });
});

describe("CORS for the widget", () => {
  it("lets any origin read a game, but not change one", async () => {
    const g = await createGame("mr-natural", 2);
    const res = await get(`/api/games/${g.id}`, { Origin: "https://blog.example" });
    expect(res.headers.get("Access-Control-Allow-Origin")).toBe("*");
    const preflight = await SELF.fetch(`https://boxcars.test/api/games/${g.id}/moves`, {
      method: "OPTIONS",
      headers: {
        Origin: "https://blog.example",
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "authorization,content-type",
      },
    });
    expect(preflight.headers.get("Access-Control-Allow-Methods")).toBe("GET");
    expect(preflight.headers.get("Access-Control-Allow-Headers") ?? "").not.toMatch(/authorization/i);
    // A change's answer is not for other origins either.
    const move = await SELF.fetch(`https://boxcars.test/api/games/${g.id}/moves`, {
      method: "POST",
      headers: { Origin: "https://blog.example", "Content-Type": "text/plain" },
      body: "{}",
    });
    expect(move.status).toBeGreaterThanOrEqual(400);
    expect(move.headers.get("Access-Control-Allow-Origin")).toBeNull();
  });
});

describe("record verification", () => {
  it("verifies a finished game's record and pinpoints a tampered one", async () => {
    const g = await createGame("mr-natural", 2, { target: 2000 });
    await claimAll(g);
    await playToEnd(g);
    const record = (await api("GET", `/api/games/${g.id}/record`)).body;
    const good = await api("POST", "/api/records/verify", { body: record });
    expect(good.body.verdict).toMatchObject({ ok: true, moves: record.moves.length });
    const move = record.moves.find((m: { draws: unknown[] }) => m.draws.length > 0);
    move.draws[0].value = (move.draws[0].value % 6) + 1;
    const bad = await api("POST", "/api/records/verify", { body: record });
    expect(bad.body.verdict).toMatchObject({ ok: false, at: `move ${move.n}` });
  });

  it.each([
    ["malformed JSON", "{", 400, "bad_json"],
    ["not a record", JSON.stringify({ hello: 1 }), 400, "bad_record"],
    [
      "a record of an unknown game",
      JSON.stringify({
        format: "boxcars-record/1",
        id: "x",
        game: "chess",
        options: {},
        seats: [{ seat: 0, name: "a", clientSeed: "" }],
        commitment: "0".repeat(64),
        serverSeed: null,
        createdAt: "",
        startedAt: null,
        endedAt: null,
        setup: null,
        moves: [],
        result: null,
      }),
      400,
      "unknown_game",
    ],
    ["an oversized record", JSON.stringify({ pad: "x".repeat(MAX_RECORD_BYTES) }), 413, "too_large"],
  ])("refuses %s", async (_name, raw, status, code) => {
    const res = await api("POST", "/api/records/verify", { raw });
    expect([res.status, res.body.error.code]).toEqual([status, code]);
  });
});
