/** Fuzzing the API: random methods, paths, headers and bodies never get a 5xx or change a game. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAX_JSON_DEPTH } from "../../worker/input/json";
import record from "../fixtures/records/mr-natural-2p.json";
import { api, callWorker, claimAll, createGame, roomDump } from "./support";

const deepJson = fc.integer({ min: 1, max: 3000 }).map((depth) => "[".repeat(depth) + "]".repeat(depth));
const invalidUtf8 = fc
  .uint8Array({ minLength: 1, maxLength: 64 })
  .map((bytes) => new Uint8Array([0xc3, 0x28, ...bytes, 0xff]));
const jsonish = fc.oneof(
  fc.jsonValue().map((v) => JSON.stringify(v)),
  fc
    .record({
      move: fc.jsonValue(),
      version: fc.oneof(fc.integer(), fc.string(), fc.constant(null)),
      key: fc.string(),
    })
    .map((v) => JSON.stringify(v)),
  fc
    .record({
      name: fc.string({ unit: "grapheme", maxLength: 60 }),
      clientSeed: fc.string({ unit: "binary", maxLength: 80 }),
    })
    .map((v) => JSON.stringify(v)),
  fc
    .record({
      game: fc.constantFrom("mr-natural", "x", ""),
      seats: fc.oneof(fc.integer(), fc.double()),
      options: fc.jsonValue(),
    })
    .map((v) => JSON.stringify(v)),
  fc
    .record({ email: fc.oneof(fc.emailAddress(), fc.string()), webhook: fc.jsonValue() })
    .map((v) => JSON.stringify(v)),
  deepJson,
  fc.string({ maxLength: 200 }),
);

describe("API fuzzing", () => {
  it("never answers 5xx and never changes a game except by a legal move", async () => {
    const g = await createGame("mr-natural", 2);
    await claimAll(g);
    const tokens = [...g.tokens, g.host];
    const path = fc.oneof(
      fc
        .constantFrom(
          "",
          "/claim",
          "/moves",
          "/start",
          "/name",
          "/record",
          "/notifications",
          "/notifications/test",
          "/vacation",
          "/live",
          "/../x",
          "/%00",
        )
        .map((p) => `/api/games/${g.id}${p}`),
      fc.constantFrom(
        "/api/games",
        "/api/catalog",
        "/api/records/verify",
        "/oembed",
        "/api/games?status=finished&limit=999",
        "/api/%ff",
      ),
      fc.webPath().map((p) => `/api${p}`),
    );
    const request = fc.record({
      method: fc.constantFrom("GET", "POST", "PUT", "DELETE", "PATCH", "OPTIONS", "HEAD"),
      path,
      auth: fc.oneof(
        fc.constant(undefined),
        fc.constantFrom(...tokens).map((t) => `Bearer ${t}`),
        fc.string({ maxLength: 40 }).map((t) => `Bearer ${t}`),
        fc.string({ maxLength: 30 }),
      ),
      contentType: fc.constantFrom(
        undefined,
        "application/json",
        "text/plain",
        "multipart/form-data; boundary=x",
      ),
      body: fc.oneof(fc.constant(undefined), jsonish, invalidUtf8),
    });
    await fc.assert(
      fc.asyncProperty(request, async (r) => {
        const before = await roomDump(g.id);
        const headers: Record<string, string> = {};
        if (r.auth !== undefined) headers.Authorization = r.auth;
        if (r.contentType) headers["Content-Type"] = r.contentType;
        const withBody = r.method !== "GET" && r.method !== "HEAD" && r.body !== undefined;
        let res: Response;
        try {
          res = await callWorker(
            new Request(`https://boxcars.test${r.path}`, {
              method: r.method,
              headers,
              body: withBody ? r.body : undefined,
            }),
          );
        } catch (error) {
          if (String(error).includes("Invalid header value")) return; // the client refused to send it
          throw error;
        }
        const text = await res.text();
        expect(res.status, `${r.method} ${r.path} -> ${text.slice(0, 200)}`).toBeLessThan(500);
        const changed = (await roomDump(g.id)) !== before;
        const legalMove = res.status === 200 && r.method === "POST" && r.path.endsWith("/moves");
        const ownSettings = res.status === 200 && r.path.endsWith("/notifications");
        if (!legalMove && !ownSettings)
          expect(changed, `${r.method} ${r.path} changed the game (${res.status})`).toBe(false);
      }),
      { numRuns: 300 },
    );
  }, 120_000);
});

/** Every path to a member of `value` (lists: their first item), and a new member `x` in every object. */
function fields(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  if (typeof value !== "object" || value === null) return [];
  if (Array.isArray(value)) return value.length ? [[...at, 0], ...fields(value[0], [...at, 0])] : [];
  return [
    [...at, "x"],
    ...Object.entries(value).flatMap(([key, item]) => [[...at, key], ...fields(item, [...at, key])]),
  ];
}

describe("API fuzzing: deep nesting in every field", () => {
  it("refuses deep JSON in any field of any endpoint, with or without a token: never a 5xx, nothing stored", async () => {
    const g = await createGame("mr-natural", 2);
    const state = await claimAll(g);
    const base = `/api/games/${g.id}`;
    const endpoints: [string, string, unknown][] = [
      [
        "POST",
        "/api/games",
        {
          game: "mr-natural",
          seats: 2,
          options: { target: 2000 },
          clock: { perMoveDays: 1, onTimeout: "bot" },
        },
      ],
      ["POST", `${base}/claim`, { name: "Ann", clientSeed: "luck" }],
      ["POST", `${base}/moves`, { move: { type: "roll" }, version: state.version, key: "fuzz-deep-1" }],
      ["POST", `${base}/name`, { name: "Ann" }],
      ["POST", `${base}/vacation`, { days: 1 }],
      [
        "PUT",
        `${base}/notifications`,
        {
          email: "ann@example.com",
          webhook: { url: "https://hooks.test/x", kind: "json" },
          digestHours: 1,
          enabled: true,
        },
      ],
      ["POST", "/api/records/verify", record],
    ];
    const request = fc.record({
      endpoint: fc.constantFrom(...endpoints),
      field: fc.nat(),
      depth: fc.oneof(fc.integer({ min: 1, max: MAX_JSON_DEPTH + 2 }), fc.integer({ min: 1, max: 4000 })),
      nesting: fc.constantFrom<[string, string, string]>(
        ["[", "", "]"],
        ['{"a":', "0", "}"],
        ['[1,{"b":', "0", "}]"],
      ),
      token: fc.constantFrom(undefined, ...g.tokens, g.host, "A".repeat(22)),
    });
    const stored = async () =>
      (await roomDump(g.id)) +
      JSON.stringify((await api("GET", `${base}/notifications`, { token: g.tokens[0] })).body);
    const before = await stored();
    await fc.assert(
      fc.asyncProperty(
        request,
        async ({
          endpoint: [method, path, template],
          field,
          depth,
          nesting: [open, inner, close],
          token,
        }) => {
          const where = fields(template);
          const at = where[field % where.length];
          const copy = structuredClone(template) as any;
          at.slice(0, -1).reduce((v, k) => v[k], copy)[at[at.length - 1]] = "DEEP";
          const raw = JSON.stringify(copy).replace(
            '"DEEP"',
            open.repeat(depth) + inner + close.repeat(depth),
          );
          const res = await api(method, path, { raw, token });
          const what = `${method} ${path} ${at.join(".")} ${depth} x ${open} -> ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`;
          expect(res.status, what).toBeLessThan(500);
          // Nothing here is a valid request, but a record check answers a record it can read with a verdict.
          if (res.status === 200)
            expect([path, res.body.verdict?.ok], what).toEqual(["/api/records/verify", false]);
          else expect(res.status, what).toBeGreaterThanOrEqual(400);
          if (depth > MAX_JSON_DEPTH)
            expect(res.body.error?.code, what).toBe(
              raw.length > 16 * 1024 && path !== "/api/records/verify" ? "too_large" : "too_deep",
            );
        },
      ),
      { numRuns: 300 },
    );
    expect(await stored()).toBe(before);
  }, 120_000);
});
