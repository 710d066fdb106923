/** Records verify when untouched and fail at the right place when anything is altered. */
import { describe, expect, it } from "vitest";
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
