/** Test helpers for Coal N' Write: scripted dice, hand-made states, moves that must pass or fail. */
import { expect } from "vitest";
import { canonical } from "../../../worker/engine/canonical";
import type { Random } from "../../../worker/engine/dice";
import { isMoveError, type MoveError } from "../../../worker/engine/types";
import { game } from "../../../worker/games/coal-n-write";
import { CHAMBER_INDEX } from "../../../worker/games/coal-n-write/data/mine";
import { emptyStash, type Stash } from "../../../worker/games/coal-n-write/data/minerals";
import { setup } from "../../../worker/games/coal-n-write/rules/round";
import { CLAIMED, type CoalMove, type CoalState, type Sheet } from "../../../worker/games/coal-n-write/types";

/** A stand-in for `Random` dealing the given values in order (a `pick` takes value - 1); it remembers each stream. */
export function scripted(values: number[] = []): Random & { streams: string[] } {
  const queue = [...values];
  const streams: string[] = [];
  const fake = {
    draws: [] as { stream: string; sides: number; value: number }[],
    counters: {} as Record<string, number>,
    streams,
    die(stream: string, sides = 6) {
      const value = queue.shift();
      if (value === undefined) throw new Error(`scripted dice ran out (stream ${stream})`);
      if (value < 1 || value > sides) throw new Error(`scripted ${value} is not a d${sides} face`);
      streams.push(stream);
      fake.draws.push({ stream, sides, value });
      return value;
    },
    dice(stream: string, count: number, sides = 6) {
      return Array.from({ length: count }, () => fake.die(stream, sides));
    },
    pick(stream: string, length: number) {
      return fake.die(stream, length) - 1;
    },
    left: () => queue.length,
  };
  return fake as unknown as Random & { streams: string[] };
}

/** Runs the game's automatic steps until it waits for the seats. */
export function settle(s: CoalState, rng: Random): CoalState {
  for (let next = game.auto!(s, rng); next; next = game.auto!(s, rng)) s = next;
  return s;
}

/** Applies [seat, move] pairs, each of which must be listed by legalMoves and accepted; then the automatic steps. */
export function play(s: CoalState, moves: [number, CoalMove][], rng: Random = scripted()): CoalState {
  for (const [seat, move] of moves) {
    expect(
      game.legalMoves(s, seat).map(canonical),
      `${canonical(move)} should be legal for seat ${seat}`,
    ).toContain(canonical(move));
    const out = game.apply(s, seat, move, rng);
    if (isMoveError(out)) throw new Error(`${canonical(move)} by seat ${seat} refused: ${out.error.message}`);
    s = settle(out, rng);
  }
  return s;
}

/** The refusal of `move` (checked: a readable reason, not listed as legal, the state unchanged). */
export function refused(
  s: CoalState,
  seat: number,
  move: unknown,
  rng: Random = scripted([1, 2, 3, 4, 5, 6]),
): MoveError["error"] {
  const before = canonical(s);
  const out = game.apply(s, seat, move as CoalMove, rng);
  expect(canonical(s)).toBe(before);
  expect(isMoveError(out), `${canonical(move)} should be refused`).toBe(true);
  const err = (out as MoveError).error;
  expect(err.message.length).toBeGreaterThan(10);
  expect(game.legalMoves(s, seat).map(canonical)).not.toContain(canonical(move));
  return err;
}

/** A game of `seats` with the first round's card drawn (index `card` of the deck) and `roll` showing. */
export function started(seats: number, roll: number[], card = 1): CoalState {
  return settle(setup(seats), scripted([card, ...roll]));
}

/** A state with dice showing, every seat to act, sheets patched. */
export function throwing(
  roll: number[],
  seats = 1,
  patch: (sh: Sheet, seat: number) => void = () => {},
): CoalState {
  const s = structuredClone(started(seats, roll.length === 3 ? roll : [2, 3, 4]));
  s.roll = roll;
  s.dice = roll.length;
  if (roll.length === 1) s.lone = 1;
  s.sheets.forEach((sh, seat) => {
    sh.used = roll.map(() => false);
    patch(sh, seat);
  });
  return s;
}

export function claimed(sh: Sheet, ...ids: string[]): void {
  for (const id of ids) sh.mine[CHAMBER_INDEX.get(id)!] = CLAIMED;
}

export function stash(counts: Partial<Stash>): Stash {
  return { ...emptyStash(), ...counts };
}

/** A state at the round's delivery (round `round`), sheets patched before the burros are opened. */
export function delivering(
  round: number,
  seats = 1,
  patch: (sh: Sheet, seat: number) => void = () => {},
): CoalState {
  const s = structuredClone(started(seats, [2, 3, 4]));
  s.round = round;
  s.phase = "delivery";
  s.dice = 0;
  s.roll = [];
  s.stage = { waiting: s.sheets.map((_, i) => i) };
  s.sheets.forEach((sh, seat) => {
    sh.used = [];
    sh.burro = { loaded: false, load: emptyStash(), bandits: [], dice: [] };
    patch(sh, seat);
  });
  return s;
}

export const bubbles = (sh: Sheet, id: string) => sh.mine[CHAMBER_INDEX.get(id)!];
