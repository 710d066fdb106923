/**
 * `POST /api/records/verify` with records that are well formed but wrong (invalid options, another
 * game's label, impossible moves): a 200 "not verified" saying where; with anything that is not a
 * record: a 400. Never a 5xx.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import boxCars2 from "../fixtures/records/box-cars-d10-2p.json";
import rw3 from "../fixtures/records/boxcars-rw-3p.json";
import natural2 from "../fixtures/records/mr-natural-2p.json";
import { api } from "./support";

const verify = (record: unknown) => api("POST", "/api/records/verify", { body: record });
const changed = (record: object, change: (r: any) => void) => {
  const copy = structuredClone(record) as any;
  change(copy);
  return copy;
};

describe("records that are records", () => {
  it.each([
    ["mr-natural", natural2],
    ["box-cars-d10", boxCars2],
    ["boxcars-rw", rw3],
  ])("verifies a good %s record", async (_game, record) => {
    const res = await verify(record);
    expect(res.status).toBe(200);
    expect(res.body.verdict).toMatchObject({ ok: true, moves: record.moves.length });
  });

  it.each([
    [
      "a target given as a string",
      (r: any) => {
        r.options.target = "2000";
      },
      /target/,
    ],
    [
      "a target not offered",
      (r: any) => {
        r.options.target = 1234;
      },
      /target/,
    ],
    [
      "an option the game does not have",
      (r: any) => {
        r.options.turbo = true;
      },
      /options/,
    ],
    [
      "an option of the wrong type",
      (r: any) => {
        r.options.target = [2000];
      },
      /target/,
    ],
  ])("answers not verified for %s, saying the options are invalid", async (_name, change, where) => {
    const res = await verify(changed(natural2, change));
    expect(res.status).toBe(200);
    expect(res.body.verdict).toMatchObject({ ok: false, at: "options" });
    expect(res.body.verdict.message).toMatch(
      /^The record's options are not valid for BOXCAR \(Mr\. Natural\): /,
    );
    expect(res.body.verdict.message).toMatch(where);
  });

  it.each([
    ["a Mr. Natural record labelled Box Cars", natural2, "box-cars-d10", "options"],
    ["a Mr. Natural record labelled roll & write", natural2, "boxcars-rw", "options"],
    ["a Box Cars record labelled Mr. Natural", boxCars2, "mr-natural", "setup"],
    ["a roll & write record labelled Box Cars", rw3, "box-cars-d10", "setup"],
  ])("answers not verified for %s", async (_name, record, game, at) => {
    const res = await verify(
      changed(record, (r) => {
        r.game = game;
      }),
    );
    expect(res.status).toBe(200);
    expect(res.body.verdict).toMatchObject({ ok: false, at });
  });

  it.each([
    [
      "a move by a seat that is not in the game",
      (r: any) => {
        r.moves[0].seat = 40;
      },
      "move 1",
    ],
    [
      "a move the game does not have",
      (r: any) => {
        r.moves[0].move = { type: "fly" };
      },
      "move 1",
    ],
    [
      "a move with an extra member",
      (r: any) => {
        r.moves[0].move.x = [[1]];
      },
      "move 1",
    ],
    [
      "a clock move the game does not have",
      (r: any) => {
        r.moves[0].by = "clock";
        r.moves[0].move = { type: "$nope" };
      },
      "move 1",
    ],
    [
      "a newer rules version",
      (r: any) => {
        r.rules = 1000;
      },
      "rules",
    ],
    [
      "a server seed still secret",
      (r: any) => {
        r.serverSeed = null;
      },
      "seed",
    ],
    [
      "another server seed",
      (r: any) => {
        r.serverSeed = "77".repeat(32);
      },
      "commitment",
    ],
    [
      "no moves",
      (r: any) => {
        r.moves = [];
      },
      "result",
    ],
  ])("answers not verified for %s", async (_name, change, at) => {
    const res = await verify(changed(natural2, change));
    expect(res.status).toBe(200);
    expect(res.body.verdict).toMatchObject({ ok: false, at });
  });
});

describe("bodies that are not records", () => {
  it.each([
    [
      "seats as a string",
      (r: any) => {
        r.seats = "2";
      },
    ],
    [
      "options as a list",
      (r: any) => {
        r.options = [2000];
      },
    ],
    [
      "options as a string",
      (r: any) => {
        r.options = "target=2000";
      },
    ],
    [
      "a move without a type",
      (r: any) => {
        r.moves[0].move = {};
      },
    ],
    [
      "a die as a string",
      (r: any) => {
        r.moves[0].draws = [{ stream: "s", sides: 6, value: "3" }];
      },
    ],
    [
      "an unknown member",
      (r: any) => {
        r.signature = "x";
      },
    ],
    [
      "another format",
      (r: any) => {
        r.format = "boxcars-record/3";
      },
    ],
    [
      "a seat number past 63",
      (r: any) => {
        r.moves[0].seat = 64;
      },
    ],
  ])("refuses a record with %s as bad_record", async (_name, change) => {
    const res = await verify(changed(natural2, change));
    expect([res.status, res.body.error.code]).toEqual([400, "bad_record"]);
  });

  it.each([
    ["null", "null"],
    ["a number", "7"],
    ["a list", "[1,2]"],
    ["a string", '"record"'],
  ])("refuses %s as bad_record", async (_name, raw) => {
    const res = await api("POST", "/api/records/verify", { raw });
    expect([res.status, res.body.error.code]).toEqual([400, "bad_record"]);
  });

  it("refuses a record of an unknown game, and deep or __proto__-carrying records", async () => {
    const unknown = await verify(
      changed(natural2, (r) => {
        r.game = "chess";
      }),
    );
    expect([unknown.status, unknown.body.error.code]).toEqual([400, "unknown_game"]);
    const deep = JSON.stringify(
      changed(natural2, (r) => {
        r.options.x = "DEEP";
      }),
    ).replace('"DEEP"', "[".repeat(5000) + "]".repeat(5000));
    const refusedDeep = await api("POST", "/api/records/verify", { raw: deep });
    expect([refusedDeep.status, refusedDeep.body.error.code]).toEqual([400, "too_deep"]);
    const proto = JSON.stringify(natural2).replace('"options":{', '"options":{"__proto__":{"target":5000},');
    const refusedProto = await api("POST", "/api/records/verify", { raw: proto });
    expect([refusedProto.status, refusedProto.body.error.code]).toEqual([400, "bad_request"]);
  });
});

describe("mutated records", () => {
  /** Every path in a record, to a member or to an item of a list. */
  function paths(value: unknown, at: (string | number)[] = []): (string | number)[][] {
    if (typeof value !== "object" || value === null) return [];
    return Object.entries(value).flatMap(([key, item]) => {
      const here = [...at, Array.isArray(value) ? Number(key) : key];
      return [here, ...paths(item, here)];
    });
  }
  const records = [natural2, boxCars2, rw3];
  const everyPath = records.map((r) => paths(r));

  it("never answer 5xx: each is verified, not verified with a reason, or refused as not a record", async () => {
    const mutation = fc.record({
      which: fc.nat({ max: records.length - 1 }),
      at: fc.nat(),
      value: fc.oneof(
        fc.jsonValue({ maxDepth: 3 }),
        fc.constantFrom(0, -1, 1e9, 2.5, "", "2000", null, [], {}, "$skip", "$drop", "order", "clock"),
      ),
    });
    await fc.assert(
      fc.asyncProperty(mutation, async ({ which, at, value }) => {
        const record = records[which];
        const path = everyPath[which][at % everyPath[which].length];
        const mutated = changed(record, (r) => {
          const parent = path.slice(0, -1).reduce((v, k) => v[k], r);
          parent[path[path.length - 1]] = value;
        });
        const res = await verify(mutated);
        expect(
          res.status,
          `${path.join(".")} = ${JSON.stringify(value)}: ${JSON.stringify(res.body)}`,
        ).toBeLessThan(500);
        if (res.status === 200) expect(typeof res.body.verdict.ok).toBe("boolean");
        if (res.status === 200 && !res.body.verdict.ok)
          expect(res.body.verdict.message).toEqual(expect.any(String));
        if (res.status !== 200)
          expect(res.body.error.code).toMatch(/^(bad_record|unknown_game|bad_request)$/);
      }),
      { numRuns: 300 },
    );
  }, 120_000);
});
