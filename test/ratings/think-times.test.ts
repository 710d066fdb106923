import { describe, expect, it } from "vitest";
import { thinkTimes } from "../../worker/archive/think-times";
import type { GameRecord } from "../../worker/engine/record";
import { games } from "../../worker/games";
import d10 from "../fixtures/records/box-cars-d10-2p.json";
import natural from "../fixtures/records/mr-natural-2p.json";

const MIN = 60_000;

/** The fixture with move n made n minutes after the start (the times do not change the replay). */
function timed(fixture: unknown, by?: (n: number) => GameRecord["moves"][number]["by"]): GameRecord {
  const record = structuredClone(fixture) as GameRecord;
  const start = Date.parse(record.startedAt!);
  record.moves = record.moves.map((m) => ({
    ...m,
    at: new Date(start + m.n * MIN).toISOString(),
    by: by?.(m.n) ?? m.by,
  }));
  return record;
}

describe("time per move, from the record", () => {
  it("in a game played in turn counts from the previous move, whoever made it", () => {
    const record = timed(natural);
    const out = thinkTimes(games[record.game], record)!;
    for (const seat of [0, 1]) {
      const mine = record.moves.filter((m) => m.seat === seat).length;
      expect(out[seat]).toEqual({ moves: mine, ms: mine * MIN });
    }
  });

  it("where everyone plays at once, counts from when the seat was asked, not from another seat's move", () => {
    const record = timed(d10);
    const out = thinkTimes(games[record.game], record)!;
    for (const seat of [0, 1]) {
      // Both seats act throughout: each waits from the start, then from its own previous step.
      const mine = record.moves.filter((m) => m.seat === seat);
      expect(out[seat]).toEqual({ moves: mine.length, ms: mine.at(-1)!.n * MIN });
    }
  });

  it("leaves out moves the bot or a standing order made, and a fork", () => {
    const record = timed(natural, (n) => (n === 1 ? "bot" : n === 4 ? "order" : "player"));
    const out = thinkTimes(games[record.game], record)!;
    const of = (seat: number) => record.moves.filter((m) => m.seat === seat && m.by === "player").length;
    expect(out.map((s) => s.moves)).toEqual([of(0), of(1)]);
    expect(out[0].ms).toBe(of(0) * MIN);
    expect(
      thinkTimes(games[record.game], { ...record, forkedFrom: { id: "x", move: 1, stateHash: "" } }),
    ).toBe(null);
  });
});
