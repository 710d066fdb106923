/** Test helpers for Boxcars roll & write: scripted dice and hand-made states. */
import { expect } from "vitest";
import type { Random } from "../../../worker/engine/dice";
import { isMoveError, type MoveError } from "../../../worker/engine/types";
import { game as boxcarsRw } from "../../../worker/games/boxcars-rw";
import { setupState } from "../../../worker/games/boxcars-rw/flow";
import type { BoxcarsMove, BoxcarsState, Sheet } from "../../../worker/games/boxcars-rw/types";

/** A fake Random that hands out the given faces in order (tests only). */
export function scripted(faces: number[] = []): Random {
  const queue = [...faces];
  const fake = {
    draws: [] as { stream: string; sides: number; value: number }[],
    counters: {} as Record<string, number>,
    die(stream: string, sides = 6) {
      const value = queue.shift();
      if (value === undefined) throw new Error("scripted dice ran out");
      fake.counters[stream] = (fake.counters[stream] ?? 0) + 1;
      fake.draws.push({ stream, sides, value });
      return value;
    },
    dice(stream: string, count: number) {
      return Array.from({ length: count }, () => fake.die(stream));
    },
    pick(stream: string, length: number) {
      return fake.die(stream, length) - 1;
    },
  };
  return fake as unknown as Random;
}

/** A state in the "choose" phase with these dice showing (seat 0 active unless told). */
export function showing(dice: number[], seats = 3, patch: Partial<BoxcarsState> = {}): BoxcarsState {
  const s = setupState(seats);
  return { ...s, dice, mustRoll: [], phase: "choose", ...patch };
}

export function sheet(marks: Record<string, number> = {}, done: Record<string, number> = {}): Sheet {
  return { marks, done, trains: {} };
}

export function withSheet(s: BoxcarsState, seat: number, sh: Sheet): BoxcarsState {
  const sheets = [...s.sheets];
  sheets[seat] = sh;
  return { ...s, sheets };
}

/** Applies moves in order (each [seat, move]); fails the test on any refusal. */
export function play(
  s: BoxcarsState,
  moves: [number, BoxcarsMove][],
  rng: Random = scripted(),
): BoxcarsState {
  for (const [seat, move] of moves) {
    const legal = boxcarsRw.legalMoves(s, seat);
    const out = boxcarsRw.apply(s, seat, move, rng);
    if (isMoveError(out))
      throw new Error(`${JSON.stringify(move)} by seat ${seat}: ${out.error.code} ${out.error.message}`);
    expect(legal, `${JSON.stringify(move)} should be listed as legal`).toContainEqual(move);
    s = out;
  }
  return s;
}

/** Expects a refusal with this code, that legalMoves does not list the move, and that nothing changed. */
export function refused(s: BoxcarsState, seat: number, move: BoxcarsMove, code: string): MoveError {
  const before = JSON.stringify(s);
  const out = boxcarsRw.apply(s, seat, move, scripted([1, 2, 3, 4, 5, 6, 1]));
  expect(isMoveError(out), `${JSON.stringify(move)} should be refused`).toBe(true);
  const err = out as MoveError;
  expect(err.error.code).toBe(code);
  expect(err.error.message.length).toBeGreaterThan(10);
  expect(boxcarsRw.legalMoves(s, seat)).not.toContainEqual(move);
  expect(JSON.stringify(s)).toBe(before);
  return err;
}
