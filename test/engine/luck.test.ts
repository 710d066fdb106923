/**
 * The luck report (docs/luck.md): reproducible from a record, and its measures checked on records
 * made with loaded dice (a seat that rolls only top faces is very lucky; seats given the same dice
 * are equally lucky), for every game.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { GameOf } from "../../worker/engine/define";
import { Random } from "../../worker/engine/dice";
import { streamSeat } from "../../worker/engine/luck/measure";
import { luckReport, luckSteps, type LuckGame } from "../../worker/engine/luck/report";
import { reportText } from "../../worker/engine/luck/words";
import { checkedOptions } from "../../worker/engine/options";
import { commitmentOf } from "../../worker/engine/random";
import { RECORD_FORMAT, rulesVersion, type GameRecord, type ShownRecord } from "../../worker/engine/record";
import { advance, begin } from "../../worker/engine/step";
import { isMoveError } from "../../worker/engine/types";
import { games } from "../../worker/games";

const QUICK = { runs: 2, positions: 1, runsPerPosition: 2 };
/** The measures alone, without bots' games. */
const MEASURES = { runs: 0, positions: 0, runsPerPosition: 0 };
const fixture = (name: string) =>
  JSON.parse(readFileSync(`test/fixtures/records/${name}.json`, "utf8")) as ShownRecord;

/** Dice chosen by a rule: `face(stream, sides, k)` for the k-th die of that stream. */
class LoadedRandom extends Random {
  readonly #face: (stream: string, sides: number, k: number) => number;
  readonly #used = new Map<string, number>();
  constructor(face: (stream: string, sides: number, k: number) => number) {
    super();
    this.#face = face;
  }
  die(stream: string, sides = 6): number {
    const k = this.#used.get(stream) ?? 0;
    this.#used.set(stream, k + 1);
    const value = this.#face(stream, sides, k);
    this.draws.push({ stream, sides, value });
    return value;
  }
}

/** A small fixed generator (mulberry32) for the dice nobody loaded. */
function fair(seed: number) {
  let x = seed;
  return (_stream: string, sides: number, _k?: number) => {
    x = (x + 0x6d2b79f5) | 0;
    let t = Math.imul(x ^ (x >>> 15), 1 | x);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return 1 + Math.floor((((t ^ (t >>> 14)) >>> 0) / 2 ** 32) * sides);
  };
}

/** A finished record of bots playing with the given dice (whose draws the replay trusts as recorded). */
function loadedRecord<S>(
  game: GameOf<S>,
  seats: number,
  options: object,
  face: (stream: string, sides: number, k: number) => number,
): GameRecord {
  const checked = checkedOptions(game.options, options);
  const rng = new LoadedRandom(face);
  // The bots' own randomness is constant: their choices depend on the position alone.
  const botRng = new LoadedRandom(() => 1);
  let state = begin(game, seats, checked, rng);
  const serverSeed = "a1".repeat(32);
  const record: GameRecord = {
    format: RECORD_FORMAT,
    rules: rulesVersion(game),
    id: `loaded-${game.id}`,
    game: game.id,
    options,
    seats: Array.from({ length: seats }, (_, seat) => ({
      seat,
      name: `P${seat + 1}`,
      clientSeed: `c${seat}`,
    })),
    commitment: commitmentOf(serverSeed),
    serverSeed,
    createdAt: "",
    startedAt: "",
    endedAt: "",
    setup: { draws: [...rng.draws], stateHash: "0".repeat(64) },
    moves: [],
    result: null,
  };
  while (!game.result(state)) {
    if (record.moves.length > 3000) throw new Error(`${game.id}: no end`);
    const seat = game.activeSeats(state)[0];
    const move = game.bot.chooseMove(state, seat, botRng);
    const draws = rng.draws.length;
    const next = advance(game, state, rng, seat, move);
    if (isMoveError(next)) throw new Error(next.error.message);
    record.moves.push({
      n: record.moves.length + 1,
      seat,
      move,
      by: "bot",
      at: "",
      draws: rng.draws.slice(draws),
      stateHash: "0".repeat(64),
    });
    state = next;
  }
  record.result = game.result(state);
  return record;
}

const luckOf = (game: string) => games[game] as LuckGame<unknown>;

describe("the luck report", { timeout: 30_000 }, () => {
  it("gives the same numbers on every run, from the record alone", () => {
    const record = fixture("mr-natural-2p");
    const a = luckReport(luckOf(record.game), record, QUICK);
    const b = luckReport(luckOf(record.game), structuredClone(record), QUICK);
    expect(b).toEqual(a);
    expect(a.fresh.runs).toBe(2);
    expect(a.sameDice.runs).toBe(2);
    expect(a.seats.map((s) => s.measures[0].count)).toEqual([7, 5]);
    expect(reportText(a).join("\n")).toContain(
      "points rolled: 2,100 points against 1,596.6 expected, over 7 rolls",
    );
  });

  it("refuses a running game's record (no seed, no result)", () => {
    const record = { ...fixture("mr-natural-2p"), serverSeed: null, result: null };
    expect(() => luckReport(luckOf(record.game), record, QUICK)).toThrow(/finished game/);
  });

  it("refuses a record whose dice are not the ones the rules ask for", () => {
    const record = fixture("mr-natural-2p");
    record.moves[0].draws.pop();
    expect(() => luckSteps(luckOf(record.game), record)).toThrow(/does not replay/);
  });
});

/** Every seat-0 die shows its top face; everyone else's are fair. */
const topForSeat0 = (fairDie: ReturnType<typeof fair>) => (stream: string, sides: number, k: number) =>
  streamSeat(stream) === 0 ? sides : fairDie(stream, sides, k);

describe("the measures, per game", { timeout: 30_000 }, () => {
  it("Mr. Natural: a seat that rolled only sixes is very lucky, the other is not", () => {
    const record = loadedRecord(games["mr-natural"], 2, { target: 2000 }, topForSeat0(fair(3)));
    const report = luckReport(luckOf("mr-natural"), record, QUICK);
    expect(report.seats[0].z).toBeGreaterThan(3);
    expect(report.seats[0].percentile).toBeGreaterThan(0.99);
    expect(report.seats[1].z).toBeLessThan(report.seats[0].z);
  });

  it("Box Cars: seats given the same dice turn by turn are equally lucky", () => {
    // Each die depends on the turn and its place in it, not on whose it is.
    const same = (stream: string, sides: number, k: number) =>
      1 +
      ((stream.replace(/^seat:\d+\//, "").length * 7 +
        k * 13 +
        Number(/turn:(\d+)/.exec(stream)?.[1] ?? 0) * 5) %
        sides);
    const record = loadedRecord(games["box-cars-d10"], 2, {}, same);
    const report = luckReport(luckOf("box-cars-d10"), record, MEASURES);
    expect(report.seats[0].measures.length).toBeGreaterThan(0);
    expect(report.seats[0].measures.map((m) => [m.actual, m.expected, m.z])).toEqual(
      report.seats[1].measures.map((m) => [m.actual, m.expected, m.z]),
    );
    expect(report.seats[0].z).toBe(report.seats[1].z);
  });

  it("Box Cars: a seat that rolls no Breakdown is luckier than one that rolls them often", () => {
    // Seat 0's dice never show the Breakdown (the d10's 10); seat 1's show it one time in three.
    const face = (stream: string, _sides: number, k: number) =>
      streamSeat(stream) === 0 ? 1 + (k % 9) : k % 3 === 0 ? 10 : 1 + (k % 9);
    const report = luckReport(
      luckOf("box-cars-d10"),
      loadedRecord(games["box-cars-d10"], 2, {}, face),
      MEASURES,
    );
    const breakdowns = report.seats.map((s) => s.measures.find((m) => m.label.includes("Breakdown"))!);
    expect(breakdowns[0].actual).toBe(0);
    expect(breakdowns[0].z).toBeGreaterThan(2);
    expect(breakdowns[1].z).toBeLessThan(-2);
  });

  it("the rail game: a seat whose movement dice are all sixes is very lucky on them", () => {
    const record = loadedRecord(games["boxcars-rails"], 2, {}, topForSeat0(fair(5)));
    const report = luckReport(luckOf("boxcars-rails"), record, MEASURES);
    const dice = report.seats.map((s) => s.measures.find((m) => m.label === "movement dice")!);
    expect(dice[0].z).toBeGreaterThan(4);
    expect(Math.abs(dice[1].z)).toBeLessThan(3);
    const payoffs = report.seats.map((s) => s.measures.find((m) => m.label.startsWith("payoffs"))!);
    expect(payoffs.every((m) => m.count > 0 && m.expected > 0)).toBe(true);
  }, 30_000);

  it("roll & write: a roller whose dice all show one face is very lucky", () => {
    const record = loadedRecord(games["boxcars-rw"], 2, {}, (stream, sides, k) =>
      stream.startsWith("table/") ? 4 : fair(9)(stream, sides, k),
    );
    const report = luckReport(luckOf("boxcars-rw"), record, MEASURES);
    for (const seat of report.seats) expect(seat.z).toBeGreaterThan(2);
  });

  it("Coal N' Write: a seat whose own gambles and geodes roll sixes is luckier than its opponent", () => {
    const record = loadedRecord(games["coal-n-write"], 2, {}, topForSeat0(fair(11)));
    const report = luckReport(luckOf("coal-n-write"), record, MEASURES);
    const [a, b] = report.seats.map((s) => s.measures[0]);
    expect(a.count).toBeGreaterThan(0);
    expect(a.actual).toBe(6 * a.count);
    expect(a.z).toBeGreaterThan(1.4);
    expect(a.z).toBeGreaterThan(b?.z ?? 0);
  });

  it("Birthright Conquest: the Realm cards drawn are measured against their decks", () => {
    const record = loadedRecord(games["birthright-conquest"], 2, {}, fair(13));
    const report = luckReport(luckOf("birthright-conquest"), record, MEASURES);
    for (const seat of report.seats) {
      const [drawn] = seat.measures;
      expect(drawn.count).toBeGreaterThan(0);
      expect(drawn.expected).toBeGreaterThan(0);
      expect(Number.isFinite(seat.z)).toBe(true);
    }
  }, 30_000);
});
