/**
 * Every JSON input is refused at the edge when it nests too deep (before anything recurses over
 * it) or carries a `__proto__` member anywhere: a clear 400, nothing stored, with or without a token.
 */
import { describe, expect, it } from "vitest";
import { jsonTextProblem, MAX_JSON_DEPTH, protoMember } from "../../worker/input/json";
import record from "../fixtures/records/mr-natural-2p.json";
import { api, claimAll, createGame, roomDump, type TestGame } from "./support";

const DEEP = "__deep__";
const MARK = "__mark__";
const nested = (depth: number) => "[".repeat(depth) + "]".repeat(depth);

/** Every path to a member of `value` (arrays: their first item only). */
function paths(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  if (typeof value !== "object" || value === null) return [];
  const entries: [string | number, unknown][] = Array.isArray(value)
    ? value.length
      ? [[0, value[0]]]
      : []
    : Object.entries(value);
  return entries.flatMap(([key, item]) => [[...at, key], ...paths(item, [...at, key])]);
}

/** Every path to an object in `value`, the value itself included. */
function objects(value: unknown): (string | number)[][] {
  const isObject = (v: unknown) => typeof v === "object" && v !== null && !Array.isArray(v);
  return [[], ...paths(value)].filter((p) => isObject(p.reduce<any>((v, k) => v[k], value)));
}

/** `template` as JSON text with `change` made at `path` (the last key's value, or a new member). */
function edit(
  template: unknown,
  path: (string | number)[],
  change: (parent: any, key: string | number) => void,
): string {
  const copy = structuredClone(template) as any;
  const parent = path.slice(0, -1).reduce((v, k) => v[k], copy);
  change(parent, path[path.length - 1]);
  return JSON.stringify(copy);
}

const deepAt = (template: unknown, path: (string | number)[], depth: number) =>
  edit(template, path, (parent, key) => {
    parent[key] = DEEP;
  }).replace(`"${DEEP}"`, nested(depth));
const memberAt = (template: unknown, path: (string | number)[], member: string) =>
  edit(template, [...path, MARK], (parent, key) => {
    parent[key] = 0;
  }).replace(`"${MARK}":0`, member);

interface Endpoint {
  name: string;
  method: string;
  path: string;
  template: unknown;
}

async function world(): Promise<{
  g: TestGame;
  endpoints: Endpoint[];
  tokens: (string | undefined)[];
  stored: () => Promise<string>;
}> {
  const g = await createGame("mr-natural", 2, { target: 2000 });
  const state = await claimAll(g);
  const base = `/api/games/${g.id}`;
  const endpoints: Endpoint[] = [
    {
      name: "create",
      method: "POST",
      path: "/api/games",
      template: { game: "mr-natural", seats: 2, options: { target: 2000 }, clock: { perMoveDays: 0 } },
    },
    { name: "claim", method: "POST", path: `${base}/claim`, template: { name: "Ann", clientSeed: "luck" } },
    {
      name: "moves",
      method: "POST",
      path: `${base}/moves`,
      template: { move: { type: "roll" }, version: state.version, key: "deep-key-1" },
    },
    { name: "name", method: "POST", path: `${base}/name`, template: { name: "Ann" } },
    { name: "vacation", method: "POST", path: `${base}/vacation`, template: { days: 1 } },
    {
      name: "notifications",
      method: "PUT",
      path: `${base}/notifications`,
      template: {
        email: null,
        webhook: { url: "https://hooks.test/x", kind: "json" },
        digestHours: 0,
        enabled: true,
      },
    },
    { name: "fork", method: "POST", path: `${base}/fork`, template: { move: 0, key: "deep-fork-key-0001" } },
    { name: "records/verify", method: "POST", path: "/api/records/verify", template: record },
  ];
  const tokens = [undefined, g.tokens[state.activeSeats[0]], g.host];
  const stored = async () =>
    (await roomDump(g.id)) +
    JSON.stringify((await api("GET", `${base}/notifications`, { token: g.tokens[0] })).body);
  return { g, endpoints, tokens, stored };
}

describe("the JSON text check", () => {
  it("counts nesting outside strings only, and stops at the depth limit", () => {
    expect(jsonTextProblem(nested(MAX_JSON_DEPTH))).toBeNull();
    expect(jsonTextProblem(nested(MAX_JSON_DEPTH + 1))?.code).toBe("too_deep");
    expect(jsonTextProblem(`{"a":"${"[{".repeat(500)}"}`)).toBeNull();
    expect(jsonTextProblem(`{"a":"\\"${"[".repeat(100)}"}`)).toBeNull();
    expect(jsonTextProblem(`{"a":"\\\\",${"[".repeat(40)}`)?.code).toBe("too_deep");
    expect(jsonTextProblem(`${'{"a":'.repeat(40)}1${"}".repeat(40)}`)?.code).toBe("too_deep");
    expect(jsonTextProblem(`"${"é".repeat(9000)}"`)?.code).toBe("too_large"); // 18,002 bytes in 9,002 characters
    expect(jsonTextProblem(`"${"é".repeat(8000)}"`)).toBeNull();
  });

  it("finds a __proto__ member at any depth, even one written with escapes", () => {
    expect(protoMember(JSON.parse('{"a":[{"b":1},{"__proto__":{}}]}'))).toBe("a.1.__proto__");
    expect(protoMember(JSON.parse('{"\\u005f_proto__":1}'))).toBe("__proto__");
    expect(protoMember(JSON.parse('{"a":{"proto":1,"constructor":2},"b":["__proto__"]}'))).toBeNull();
  });
});

describe("deep JSON", () => {
  it("answers the probe from the issue (5,000 levels inside a move, no token) with 400 too_deep", async () => {
    const { g, stored } = await world();
    const before = await stored();
    const raw = `{"move":{"type":"roll","x":${nested(5000)}},"version":3,"key":"probe-key-1"}`;
    const res = await api("POST", `/api/games/${g.id}/moves`, { raw });
    expect([res.status, res.body.error.code]).toEqual([400, "too_deep"]);
    expect(res.body.error.message).toMatch(/32 levels/);
    expect(await stored()).toBe(before);
  });

  it("is refused in every field of every endpoint, with and without tokens, storing nothing", async () => {
    const { endpoints, tokens, stored } = await world();
    const before = await stored();
    for (const e of endpoints) {
      const bodies = [
        ...paths(e.template).map((p) => deepAt(e.template, p, 3000)),
        ...objects(e.template).map((p) => memberAt(e.template, p, `"x":${nested(3000)}`)),
        nested(3000),
      ];
      for (const raw of bodies) {
        for (const token of tokens) {
          const res = await api(e.method, e.path, { raw, token });
          expect([res.status, res.body.error.code], `${e.name} ${raw.slice(0, 120)}`).toEqual([
            400,
            "too_deep",
          ]);
        }
      }
    }
    expect(await stored()).toBe(before);
  }, 60_000);

  it("passes the limit itself on to the request's own checks", async () => {
    const { g } = await world();
    const path = `/api/games/${g.id}/moves`;
    // {"move":{"x": <depth> }}: two levels of objects around the nesting.
    const at = (depth: number) =>
      `{"move":{"type":"roll","x":${nested(depth)}},"version":1,"key":"edge-key-1"}`;
    const inside = await api("POST", path, { raw: at(MAX_JSON_DEPTH - 2) });
    expect(inside.status).toBe(401); // parsed and checked: no token
    const over = await api("POST", path, { raw: at(MAX_JSON_DEPTH - 1) });
    expect(over.body.error.code).toBe("too_deep");
  });
});

describe("__proto__ members", () => {
  it("are refused in every object of every endpoint, written plainly or with escapes, storing nothing", async () => {
    const { endpoints, tokens, stored } = await world();
    const before = await stored();
    for (const e of endpoints) {
      for (const p of objects(e.template)) {
        for (const member of [
          '"__proto__":{"x":1}',
          '"\\u005f_proto__":{"target":5000}',
          '"__proto__":null',
        ]) {
          const raw = memberAt(e.template, p, member);
          for (const token of tokens) {
            const res = await api(e.method, e.path, { raw, token });
            expect([res.status, res.body.error.code], `${e.name} ${raw.slice(0, 160)}`).toEqual([
              400,
              "bad_request",
            ]);
            expect(res.body.error.message).toContain("__proto__");
          }
        }
      }
    }
    expect(await stored()).toBe(before);
  }, 60_000);

  it("refuses a move carrying one, where it used to be dropped and the move applied", async () => {
    const g = await createGame("mr-natural", 2);
    const state = await claimAll(g);
    const token = g.tokens[state.activeSeats[0]];
    const path = `/api/games/${g.id}/moves`;
    const before = await roomDump(g.id);
    const raw = `{"move":{"type":"roll","__proto__":{"type":"bank"}},"version":${state.version},"key":"proto-key-1"}`;
    const res = await api("POST", path, { raw, token });
    expect([res.status, res.body.error.code]).toEqual([400, "bad_request"]);
    expect(res.body.error.message).toBe("move.__proto__: a member named __proto__ is not allowed.");
    expect(await roomDump(g.id)).toBe(before);
    const plain = await api("POST", path, {
      token,
      body: { move: { type: "roll" }, version: state.version, key: "proto-key-1" },
    });
    expect(plain.status).toBe(200);
  });

  it("refuses options carrying one when creating a game", async () => {
    const res = await api("POST", "/api/games", {
      raw: '{"game":"mr-natural","seats":2,"options":{"__proto__":{"target":5000}}}',
    });
    expect([res.status, res.body.error.code]).toEqual([400, "bad_request"]);
    expect(res.body.error.message).toMatch(/^options\.__proto__:/);
  });
});
