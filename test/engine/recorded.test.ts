/**
 * The replay page's way through a record: the record's own dice, handed to the rules in order, with
 * the rules-only definitions the pages load (no move schema). It reaches the verifier's states and
 * stops, with a reason, where the dice or the moves do not fit the rules.
 */
import { type AnyGame, type AnyRules, anyRules, type RulesOf } from "../../worker/engine/define";
import { describe, expect, it } from "vitest";
import { canonical } from "../../worker/engine/canonical";
import { replay, verifyRecord, type GameRecord } from "../../worker/engine/record";
import { replayRecordedDice } from "../../worker/engine/recorded";
import { games } from "../../worker/games";
import { definition as birthrightConquestRules } from "../../worker/games/birthright-conquest/definition";
import { definition as boxCarsRules } from "../../worker/games/box-cars-d10/definition";
import { definition as boxcarsRailsRules } from "../../worker/games/boxcars-rails/definition";
import { definition as boxcarsRwRules } from "../../worker/games/boxcars-rw/definition";
import { definition as coalNWriteRules } from "../../worker/games/coal-n-write/definition";
import { definition as mrNaturalRules } from "../../worker/games/mr-natural/definition";
import { playRandomGame } from "../harness/properties";
import { race } from "./race-game";

const entropy = { serverSeed: "ab".repeat(32), gameId: "recorded-test", clientSeeds: ["ann", "bob"] };

function record(): GameRecord {
  let x = 7;
  return structuredClone(
    playRandomGame(race, entropy, {}, () => (x = (x * 1103515245 + 12345) >>> 0), 500).record,
  );
}

/** The race game as a page has it: its rules without the move schema. */
const { move: _schema, legalMoves: _l, moveList: _m, bot: _b, fuzz: _f, ...raceRules } = race;

function run<S>(game: RulesOf<S>, r: GameRecord) {
  const states: S[] = [];
  const steps = replayRecordedDice(game, r);
  for (;;) {
    const step = steps.next();
    if (step.done) return { states, verdict: step.value };
    states.push(step.value.state);
  }
}

const firstRoll = (r: GameRecord) => r.moves.find((m) => m.draws.length > 0)!;

describe("replaying a record with its own dice", () => {
  it("reaches every state the verifier reaches, and the result", () => {
    const r = record();
    const verified: unknown[] = [];
    const steps = replay(race, r, r.serverSeed!);
    for (let s = steps.next(); !s.done; s = steps.next()) verified.push(s.value.state);
    const { states, verdict } = run(raceRules, r);
    expect(states.map(canonical)).toEqual(verified.map(canonical));
    expect(verdict).toEqual({ ok: true, moves: r.moves.length, result: r.result });
  });

  it("stops at a roll from another stream, a roll missing and a roll too many, saying which", () => {
    const other = record();
    const target = firstRoll(other);
    target.draws[0].stream = "seat:9/turn:1";
    expect(run(raceRules, other).verdict).toEqual({
      ok: false,
      at: `move ${target.n}`,
      message: `At move ${target.n}, the rules ask for a d6 from stream seat:${target.seat}/turn:${target.n}, the record has a ${target.draws[0].value} on a d6 from stream seat:9/turn:1.`,
    });
    expect(run(raceRules, other).states).toHaveLength(target.n);

    const missing = record();
    const emptied = firstRoll(missing);
    emptied.draws = [];
    expect(run(raceRules, missing).verdict).toMatchObject({
      ok: false,
      at: `move ${emptied.n}`,
      message: expect.stringContaining("the record has no more rolls"),
    });

    const extra = record();
    const longer = firstRoll(extra);
    longer.draws.push({ ...longer.draws[0] });
    expect(run(raceRules, extra).verdict).toEqual({
      ok: false,
      at: `move ${longer.n}`,
      message: `The record holds more rolls at move ${longer.n} than the rules use.`,
    });
  });

  it("stops at a die outside its faces and at a move the rules refuse", () => {
    const face = record();
    firstRoll(face).draws[0].value = 7;
    expect(run(raceRules, face).verdict).toMatchObject({ ok: false, at: `move ${firstRoll(face).n}` });

    const turn = record();
    turn.moves[0].seat = 1;
    expect(run(raceRules, turn).verdict).toMatchObject({
      ok: false,
      at: "move 1",
      message: expect.stringMatching(/^Move 1 is refused on replay: /),
    });
  });

  it("turns a move the rules cannot read into a verdict, in the replay and in the verifier alike", () => {
    const r = record();
    const brittle: typeof raceRules = {
      ...raceRules,
      apply: (s, _seat, move) => ((move as { steps?: { n: number } }).steps!.n ? s : s),
    };
    expect(run(brittle, r).verdict).toMatchObject({
      ok: false,
      at: "move 1",
      message: expect.stringContaining("the rules cannot play it"),
    });
    expect(verifyRecord({ race: brittle }, r)).toMatchObject({
      ok: false,
      at: "move 1",
      message: expect.stringMatching(/^Move 1 cannot be played by the rules: /),
    });
  });

  it("does not check the dice against the seed: that is the verifier's job", () => {
    const r = record();
    const target = firstRoll(r);
    target.draws[0].value = (target.draws[0].value % 6) + 1;
    expect(verifyRecord({ race }, r)).toMatchObject({ ok: false, at: `move ${target.n}` });
    expect(run(raceRules, r).states.length).toBeGreaterThan(target.n);
  });
});

describe("the rules the pages load (definition.ts)", () => {
  /** What only the server and the tools use (and the luck report, which loads the whole game): everything else must be the same function or value. */
  const serverOnly = new Set([
    "move",
    "legalMoves",
    "moveList",
    "bot",
    "fuzz",
    "headline",
    "stats",
    "orders",
    "timedOut",
    "luck",
    "oneTap",
  ]);
  const pageRules: Record<string, AnyRules> = {
    "mr-natural": anyRules(mrNaturalRules),
    "box-cars-d10": anyRules(boxCarsRules),
    "boxcars-rw": anyRules(boxcarsRwRules),
    "boxcars-rails": anyRules(boxcarsRailsRules),
    "coal-n-write": anyRules(coalNWriteRules),
    "birthright-conquest": anyRules(birthrightConquestRules),
  };

  it.each(Object.keys(games))(
    "%s: are the server's rules less the server's hooks, and carry no move schema",
    (id) => {
      const full: AnyGame = games[id];
      const rules = pageRules[id];
      expect(rules, `${id} has no rules-only definition`).toBeDefined();
      // A game's seals may stay on the server (the rail game's: a record's moves are open, so the pages never seal).
      const either = (key: string) => key === "secrets";
      expect(
        Object.keys(rules)
          .filter((key) => !either(key))
          .sort(),
      ).toEqual(
        Object.keys(full)
          .filter((key) => !serverOnly.has(key) && !either(key))
          .sort(),
      );
      for (const [key, value] of Object.entries(rules)) expect(full[key as keyof AnyGame], key).toBe(value);
    },
  );
});
