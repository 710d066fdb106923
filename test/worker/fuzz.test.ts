/** Fuzzing the API: random methods, paths, headers and bodies never get a 5xx or change a game. */
import fc from "fast-check";
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { claimAll, createGame, roomDump } from "./support";

const deepJson = fc.integer({ min: 1, max: 3000 }).map((depth) => "[".repeat(depth) + "]".repeat(depth));
const invalidUtf8 = fc.uint8Array({ minLength: 1, maxLength: 64 }).map((bytes) => new Uint8Array([0xc3, 0x28, ...bytes, 0xff]));
const jsonish = fc.oneof(
  fc.jsonValue().map((v) => JSON.stringify(v)),
  fc.record({ move: fc.jsonValue(), version: fc.oneof(fc.integer(), fc.string(), fc.constant(null)), key: fc.string() }).map((v) => JSON.stringify(v)),
  fc.record({ name: fc.string({ unit: "grapheme", maxLength: 60 }), clientSeed: fc.string({ unit: "binary", maxLength: 80 }) }).map((v) => JSON.stringify(v)),
  fc.record({ game: fc.constantFrom("mr-natural", "x", ""), seats: fc.oneof(fc.integer(), fc.double()), options: fc.jsonValue() }).map((v) => JSON.stringify(v)),
  fc.record({ email: fc.oneof(fc.emailAddress(), fc.string()), webhook: fc.jsonValue() }).map((v) => JSON.stringify(v)),
  deepJson,
  fc.string({ maxLength: 200 }),
);

describe("API fuzzing", () => {
  it("never answers 5xx and never changes a game except by a legal move", async () => {
    const g = await createGame("mr-natural", 2);
    await claimAll(g);
    const tokens = [...g.tokens, g.host];
    const path = fc.oneof(
      fc.constantFrom("", "/claim", "/moves", "/start", "/name", "/record", "/notifications", "/notifications/test", "/vacation", "/live", "/../x", "/%00").map((p) => `/api/games/${g.id}${p}`),
      fc.constantFrom("/api/games", "/api/catalog", "/api/records/verify", "/oembed", "/api/games?status=finished&limit=999", "/api/%ff"),
      fc.webPath().map((p) => `/api${p}`),
    );
    const request = fc.record({
      method: fc.constantFrom("GET", "POST", "PUT", "DELETE", "PATCH", "OPTIONS", "HEAD"),
      path,
      auth: fc.oneof(fc.constant(undefined), fc.constantFrom(...tokens).map((t) => `Bearer ${t}`), fc.string({ maxLength: 40 }).map((t) => `Bearer ${t}`), fc.string({ maxLength: 30 })),
      contentType: fc.constantFrom(undefined, "application/json", "text/plain", "multipart/form-data; boundary=x"),
      body: fc.oneof(fc.constant(undefined), jsonish, invalidUtf8),
    });
    await fc.assert(fc.asyncProperty(request, async (r) => {
      const before = await roomDump(g.id);
      const headers: Record<string, string> = {};
      if (r.auth !== undefined) headers.Authorization = r.auth;
      if (r.contentType) headers["Content-Type"] = r.contentType;
      const withBody = r.method !== "GET" && r.method !== "HEAD" && r.body !== undefined;
      let res: Response;
      try {
        res = await SELF.fetch(`https://boxcars.test${r.path}`, { method: r.method, headers, body: withBody ? r.body : undefined });
      } catch (error) {
        if (String(error).includes("Invalid header value")) return; // the client refused to send it
        throw error;
      }
      const text = await res.text();
      expect(res.status, `${r.method} ${r.path} -> ${text.slice(0, 200)}`).toBeLessThan(500);
      const changed = (await roomDump(g.id)) !== before;
      const legalMove = res.status === 200 && r.method === "POST" && r.path.endsWith("/moves");
      const ownSettings = res.status === 200 && r.path.endsWith("/notifications");
      if (!legalMove && !ownSettings) expect(changed, `${r.method} ${r.path} changed the game (${res.status})`).toBe(false);
    }), { numRuns: 300 });
  }, 120_000);
});
