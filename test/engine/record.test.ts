/** Records verify when untouched and fail at the right place when anything is altered. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { canonical } from "../../worker/engine/canonical";
import { verifyRecord, type GameRecord } from "../../worker/engine/record";
import { playRandomGame } from "../harness/properties";
import { race } from "./race-game";

const games = { race };
const entropy = { serverSeed: "ab".repeat(32), gameId: "rec-test", clientSeeds: ["ann", "bob"] };

function record(): GameRecord {
  let x = 3;
  return structuredClone(
    playRandomGame(race, entropy, {}, () => (x = (x * 1103515245 + 12345) >>> 0), 500).record,
  );
}

const firstRoll = (r: GameRecord) => r.moves.find((m) => m.draws.length > 0)!;

describe("verifyRecord", () => {
  it("verifies an untouched record", () => {
    const r = record();
    expect(verifyRecord(games, r)).toEqual({ ok: true, moves: r.moves.length, result: r.result });
  });

  it("fails at the move whose die was altered, naming the roll", () => {
    const r = record();
    const target = r.moves.filter((m) => m.draws.length > 0)[2];
    target.draws[0].value = (target.draws[0].value % 6) + 1;
    const verdict = verifyRecord(games, r);
    expect(verdict).toMatchObject({ ok: false, at: `move ${target.n}` });
    expect(!verdict.ok && verdict.message).toContain("roll 1: the record says");
  });

  it("fails at a move that was altered", () => {
    const r = record();
    const target = firstRoll(r);
    target.move = { type: "pass" };
    expect(verifyRecord(games, r)).toMatchObject({ ok: false, at: `move ${target.n}` });
  });

  it("fails at the first roll when the client seeds are swapped", () => {
    const r = record();
    [r.seats[0].clientSeed, r.seats[1].clientSeed] = [r.seats[1].clientSeed, r.seats[0].clientSeed];
    expect(verifyRecord(games, r)).toMatchObject({ ok: false, at: `move ${firstRoll(r).n}` });
  });

  it("fails at the commitment when the server seed is wrong, and without a seed", () => {
    const r = record();
    expect(verifyRecord(games, { ...r, serverSeed: "cd".repeat(32) })).toMatchObject({
      ok: false,
      at: "commitment",
    });
    expect(verifyRecord(games, { ...r, serverSeed: "nope" })).toMatchObject({ ok: false, at: "seed" });
    expect(verifyRecord(games, { ...r, serverSeed: null })).toMatchObject({ ok: false, at: "seed" });
  });

  it("fails on an altered result, an unknown game and an unknown format", () => {
    const r = record();
    expect(verifyRecord(games, { ...r, result: { ranking: [[1], [0]], scores: [0, 99] } })).toMatchObject({
      ok: false,
      at: "result",
    });
    expect(verifyRecord(games, { ...r, game: "chess" })).toMatchObject({ ok: false, at: "game" });
    expect(verifyRecord(games, { ...r, format: "other/1" as never })).toMatchObject({
      ok: false,
      at: "format",
    });
  });

  it("fails at a state hash that does not match", () => {
    const r = record();
    r.moves[1].stateHash = "0".repeat(64);
    expect(verifyRecord(games, r)).toMatchObject({ ok: false, at: "move 2" });
  });
});

describe("canonical", () => {
  // What it replaced (and what every stored state hash was made with): a replacer sorting each object's entries.
  const sortedByReplacer = (value: unknown) =>
    JSON.stringify(value, (_key, v) =>
      v && typeof v === "object" && !Array.isArray(v)
        ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
        : v,
    );
  const key = fc.oneof(
    fc.string(),
    fc.nat().map(String),
    fc.constantFrom("10", "2", "01", "-1", "1e3", "4294967294", "4294967295", "é", "Z", "a", "__x"),
  );
  const { value } = fc.letrec((tie) => ({
    value: fc.oneof(
      { depthSize: "small" },
      fc.jsonValue(),
      fc.double(),
      fc.constant(undefined),
      fc.date({ noInvalidDate: true }),
      fc.array(tie("value")),
      fc.dictionary(key, tie("value")),
    ),
  }));

  it("is JSON.stringify's text with every object's keys sorted, index keys first, for any value", () => {
    fc.assert(
      fc.property(value, (v) => canonical(v) === sortedByReplacer(v)),
      { numRuns: 3000 },
    );
    expect(canonical({ b: [undefined, () => 1], a: { "10": 1, "2": 2, z: undefined, y: -0 } })).toBe(
      '{"a":{"2":2,"10":1,"y":0},"b":[null,null]}',
    );
  });
});
