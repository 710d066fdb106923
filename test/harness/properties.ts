/**
 * The property-test harness every game plugs into: `describeGameProperties(game)` adds the
 * framework's promises as fast-check properties over random seeds, seat counts and legal play:
 * random play terminates with a result and replays to the same states; every listed move is
 * accepted; every fuzzed move (`game.fuzz`) is refused with a reason and changes nothing; for games
 * whose list is complete, anything else not listed is refused too.
 */
import type { GameOf } from "../../worker/engine/define";
import fc from "fast-check";
import { bytesToHex } from "@noble/hashes/utils.js";
import { describe, expect, it } from "vitest";
import { canonical } from "../../worker/engine/canonical";
import { playMove, startGame, type Snapshot } from "../../worker/engine/play";
import { commitmentOf, type Entropy } from "../../worker/engine/random";
import { replayRecordedDice } from "../../worker/engine/recorded";
import { oneTapChoices } from "../../worker/room/one-tap";
import { checkSecrets } from "./secrets";
import {
  RECORD_FORMAT,
  replay,
  rulesVersion,
  gameStateHasher,
  verifyRecord,
  type GameRecord,
} from "../../worker/engine/record";
import { isMoveError, type Move } from "../../worker/engine/types";

export interface HarnessOptions<S> {
  /** Upper bound on moves in one game; reaching it fails the "terminates" property. */
  maxMoves?: number;
  runs?: number;
  /** Option sets to draw from (each is parsed by the game); defaults to `[{}]`. */
  options?: unknown[];
  /** Moves that are never legal in any state, used to probe rejection (besides other seats' moves). */
  junkMoves?: unknown[];
  /** States per game checked move by move (every listed and every fuzzed move); default 8. */
  statesPerGame?: number;
  /** Listed moves tried per seat and state (spread over the list; all when it is shorter); default 48. */
  listedPerSeat?: number;
  /** For a game with secrets: states where seats hold secrets that random play seldom reaches (an open auction). */
  secretStates?: () => { seats: number; states: S[] }[];
}

/** `count` items spread evenly over `list` (all of it when it is shorter), first and last included. */
function spread<T>(list: readonly T[], count: number): T[] {
  if (list.length <= count) return [...list];
  return Array.from({ length: count }, (_, k) => list[Math.round((k * (list.length - 1)) / (count - 1))]);
}

const hex64 = fc.uint8Array({ minLength: 32, maxLength: 32 }).map(bytesToHex);

interface Played<S> {
  record: GameRecord;
  snapshot: Snapshot<S>;
  entropy: Entropy;
  states: S[];
}

/** Plays a whole game, each move picked from `legalMoves` by the `choices` stream. */
export function playRandomGame<S>(
  game: GameOf<S>,
  entropy: Entropy,
  options: unknown,
  choices: () => number,
  maxMoves: number,
): Played<S> {
  const seats = entropy.clientSeeds.length;
  const start = startGame(game, seats, options, entropy);
  const stateHash = gameStateHasher(game, entropy.serverSeed);
  const record: GameRecord = {
    format: RECORD_FORMAT,
    rules: rulesVersion(game),
    id: entropy.gameId,
    game: game.id,
    options,
    commitment: commitmentOf(entropy.serverSeed),
    serverSeed: entropy.serverSeed,
    seats: entropy.clientSeeds.map((clientSeed, seat) => ({ seat, name: `P${seat + 1}`, clientSeed })),
    createdAt: "",
    startedAt: "",
    endedAt: "",
    setup: { draws: start.draws, stateHash: stateHash(start.state) },
    moves: [],
    result: null,
  };
  let snapshot: Snapshot<S> = start;
  const states = [start.state];
  while (!game.result(snapshot.state)) {
    if (record.moves.length >= maxMoves) throw new Error(`${game.id}: no result after ${maxMoves} moves`);
    const active = game.activeSeats(snapshot.state);
    if (active.length === 0) throw new Error(`${game.id}: no active seat and no result`);
    const seat = active[choices() % active.length];
    const legal = game.legalMoves(snapshot.state, seat);
    if (legal.length === 0) throw new Error(`${game.id}: active seat ${seat} has no legal move`);
    const move = legal[choices() % legal.length];
    const played = playMove(game, snapshot, entropy, seat, move);
    if (isMoveError(played))
      throw new Error(`${game.id}: legal move ${canonical(move)} refused: ${played.error.message}`);
    snapshot = played;
    states.push(played.state);
    record.moves.push({
      n: record.moves.length + 1,
      seat,
      move,
      by: "player",
      at: "",
      draws: played.draws,
      stateHash: stateHash(played.state),
    });
  }
  record.result = game.result(snapshot.state);
  return { record, snapshot, entropy, states };
}

export function describeGameProperties<S>(game: GameOf<S>, harness: HarnessOptions<S> = {}): void {
  const maxMoves = harness.maxMoves ?? 5000;
  const runs = harness.runs ?? 40;
  const optionSets = harness.options ?? [{}];
  const arbitraryGame = fc.record({
    serverSeed: hex64,
    seats: fc.integer({ min: game.players.min, max: game.players.max }),
    clientSeed: fc.string({ maxLength: 12 }),
    options: fc.constantFrom(...optionSets),
    choiceSeed: fc.integer(),
  });
  const play = (g: {
    serverSeed: string;
    seats: number;
    clientSeed: string;
    options: unknown;
    choiceSeed: number;
  }) => {
    const entropy: Entropy = {
      serverSeed: g.serverSeed,
      gameId: "prop-game",
      clientSeeds: Array.from({ length: g.seats }, (_, i) => `${g.clientSeed}${i}`),
    };
    let x = g.choiceSeed >>> 0 || 1;
    const choices = () => ((x ^= x << 13), (x ^= x >>> 17), (x ^= x << 5), x >>> 0);
    return playRandomGame(game, entropy, g.options, choices, maxMoves);
  };

  describe(`${game.id}: framework properties`, () => {
    it("random legal play never throws, always terminates with a result, and replays to a verified record", () => {
      fc.assert(
        fc.property(arbitraryGame, (g) => {
          const { record } = play(g);
          expect(record.result).not.toBeNull();
          expect(verifyRecord({ [game.id]: game }, record)).toMatchObject({ ok: true });
        }),
        { numRuns: runs },
      );
    });

    it("replay reproduces every state of the game", () => {
      fc.assert(
        fc.property(arbitraryGame, (g) => {
          const { record, states } = play(g);
          const steps = replay(game, record, g.serverSeed);
          for (const [k, state] of states.entries()) {
            const step = steps.next();
            expect(step.done, `replay stopped before state ${k}`).toBe(false);
            if (!step.done) expect(canonical(step.value.state)).toBe(canonical(state));
          }
          expect(steps.next()).toMatchObject({ done: true, value: { ok: true } });
          // The replay page's way (the record's own dice through the rules) reaches the same states.
          const recorded = replayRecordedDice(game, record);
          for (const [k, state] of states.entries()) {
            const step = recorded.next();
            expect(
              step.done,
              `the recorded-dice replay stopped before state ${k}: ${JSON.stringify(step.value)}`,
            ).toBe(false);
            if (!step.done) expect(canonical(step.value.state)).toBe(canonical(state));
          }
          expect(recorded.next()).toMatchObject({ done: true, value: { ok: true, result: record.result } });
        }),
        { numRuns: Math.ceil(runs / 4) },
      );
    });

    it("every listed move is accepted; every fuzzed move is refused with a reason and changes nothing", () => {
      const perGame = harness.statesPerGame ?? 8;
      const perSeat = harness.listedPerSeat ?? 48;
      fc.assert(
        fc.property(arbitraryGame, (g) => {
          const { states, entropy, record } = play(g);
          for (const state of spread(states, perGame)) {
            const before = canonical(state);
            const snapshot = { state, counters: {} };
            for (const { seat } of record.seats) {
              const listed = game.legalMoves(state, seat) as Move[];
              const keys = new Set(listed.map((m) => canonical(m)));
              for (const move of spread(listed, perSeat)) {
                const out = playMove(game, snapshot, entropy, seat, move);
                expect(
                  isMoveError(out) ? out.error.message : "accepted",
                  `seat ${seat} listed ${canonical(move)}`,
                ).toBe("accepted");
              }
              // A notification's one-tap choices are legal, and each says something of its own.
              const oneTap = oneTapChoices(game, state, seat) ?? [];
              expect(new Set(oneTap.map((c) => c.label)).size).toBe(oneTap.length);
              for (const { move, label } of oneTap) {
                const out = playMove(game, snapshot, entropy, seat, move);
                expect(isMoveError(out) ? out.error.message : "accepted", `one-tap ${label}`).toBe(
                  "accepted",
                );
              }
              for (const move of game.fuzz(state, seat)) {
                expect(
                  keys.has(canonical(move)),
                  `fuzz gives the listed move ${canonical(move)} (seat ${seat})`,
                ).toBe(false);
                const out = playMove(game, snapshot, entropy, seat, move);
                expect(isMoveError(out), `seat ${seat} fuzzed ${canonical(move)} should be refused`).toBe(
                  true,
                );
                if (isMoveError(out))
                  expect(out.error.message.length, `no reason for ${canonical(move)}`).toBeGreaterThan(0);
              }
            }
            expect(canonical(state), "a move changed the state it was applied to").toBe(before);
          }
        }),
        { numRuns: Math.ceil(runs / 4) },
      );
    });

    it("the same seed and moves give the same game", () => {
      fc.assert(
        fc.property(arbitraryGame, (g) => {
          expect(canonical(play(g).record)).toBe(canonical(play(g).record));
        }),
        { numRuns: Math.ceil(runs / 2) },
      );
    });

    it("views never contain the server seed", () => {
      fc.assert(
        fc.property(arbitraryGame, (g) => {
          const { states, record } = play(g);
          for (const state of states) {
            for (const seat of [null, ...record.seats.map((s) => s.seat)]) {
              expect(JSON.stringify(game.view(state, seat))).not.toContain(g.serverSeed);
            }
          }
        }),
        { numRuns: Math.ceil(runs / 2) },
      );
    });

    it(
      game.moveList === "complete"
        ? "any move not listed is rejected with a reason and changes nothing"
        : "a move never legal is rejected with a reason and changes nothing",
      () => {
        fc.assert(
          fc.property(arbitraryGame, fc.nat(), (g, pick) => {
            const { states, entropy, record } = play(g);
            const state = states[pick % states.length];
            const before = canonical(state);
            const snapshot = { state, counters: {} };
            const probes: { seat: number; move: unknown }[] = [];
            const active = game.activeSeats(state);
            for (const seat of record.seats.map((s) => s.seat)) {
              for (const move of harness.junkMoves ?? []) probes.push({ seat, move });
              // A complete list is the whole truth for active seats too: another seat's move not listed here is refused.
              if (game.moveList === "complete" || !active.includes(seat)) {
                for (const other of active)
                  if (other !== seat)
                    for (const move of game.legalMoves(state, other)) probes.push({ seat, move });
              }
            }
            probes.push(
              { seat: 0, move: { type: "no-such-move" } },
              { seat: 0, move: null },
              { seat: 0, move: "roll" },
            );
            const listed = record.seats.map(
              (s) => new Set((game.legalMoves(state, s.seat) as Move[]).map((m) => canonical(m))),
            );
            for (const { seat, move } of probes) {
              if (listed[seat].has(canonical(move))) continue;
              const out = playMove(game, snapshot, entropy, seat, move);
              expect(isMoveError(out), `seat ${seat} ${canonical(move)} should be refused`).toBe(true);
              if (isMoveError(out)) expect(out.error.message.length).toBeGreaterThan(0);
            }
            expect(canonical(state)).toBe(before);
          }),
          { numRuns: Math.ceil(runs / 2) },
        );
      },
    );

    it("a tampered die fails verification at that move", () => {
      fc.assert(
        fc.property(arbitraryGame, fc.nat(), (g, pick) => {
          const { record } = play(g);
          const withDraws = record.moves.filter((m) => m.draws.length > 0);
          fc.pre(withDraws.length > 0);
          const target = withDraws[pick % withDraws.length];
          const draw = target.draws[0];
          draw.value = (draw.value % draw.sides) + 1;
          fc.pre(draw.sides > 1);
          expect(verifyRecord({ [game.id]: game }, record)).toMatchObject({
            ok: false,
            at: `move ${target.n}`,
          });
        }),
        { numRuns: Math.ceil(runs / 2) },
      );
    });

    if (game.secrets) {
      it("secrets: a seat's secrets never change what any other viewer gets, on any channel", () => {
        const tables = [...(harness.secretStates?.() ?? [])];
        fc.assert(
          fc.property(arbitraryGame, (g) => {
            tables.push({
              seats: g.seats,
              states: play(g)
                .states.filter((s, i) => i % 20 === 0 && game.result(s) === null)
                .slice(0, 12),
            });
          }),
          { numRuns: 2 },
        );
        const varied = tables.reduce((sum, t) => sum + checkSecrets(game, t.seats, t.states), 0);
        expect(varied, "no state held a secret to check").toBeGreaterThan(0);
      });
    }
  });
}
