/**
 * A record's own dice, handed out in the order the record lists them: what the replay page plays a
 * finished game with, so it needs neither the seed's HMAC nor a hash library. It checks only that
 * the rules ask for the dice the record holds (same stream, same faces); whether those dice are the
 * seed's is the verifier's question (record.ts).
 */
import type { RulesOf } from "./define";
import { Random, type Draw } from "./dice";
import { readOptions } from "./options";
import type { ShownDraw, ShownRecord, Verdict } from "./record";
import { begin, beginFork, replayStep } from "./step";
import { isMoveError } from "./types";

export class RecordedDiceMismatch extends Error {}

export class RecordedRandom extends Random {
  readonly #recorded: readonly ShownDraw[];
  #next = 0;

  constructor(recorded: readonly ShownDraw[]) {
    super();
    this.#recorded = recorded;
  }

  die(stream: string, sides = 6): number {
    const draw = this.#recorded[this.#next++];
    if (
      !draw ||
      draw.stream !== stream ||
      draw.sides !== sides ||
      !("value" in draw) ||
      !(draw.value >= 1 && draw.value <= sides)
    ) {
      const asked = `a d${sides} from stream ${stream}`;
      const has = !draw
        ? "no more rolls"
        : "value" in draw
          ? `a ${draw.value} on a d${draw.sides} from stream ${draw.stream}`
          : "a value it hides";
      throw new RecordedDiceMismatch(`the rules ask for ${asked}, the record has ${has}`);
    }
    this.draws.push(draw as Draw);
    return draw.value;
  }

  deal(stream: string, sides: number, to: number | null): number {
    const draw = this.#recorded[this.#next];
    // `to` null (dealt to nobody) must match null exactly: a public die has no `to` at all.
    if (draw && draw.to !== to) {
      throw new RecordedDiceMismatch(
        `the rules deal a card to ${to === null ? "nobody" : `seat ${to + 1}`}, the record to ${draw.to === undefined ? "everyone" : draw.to === null ? "nobody" : `seat ${draw.to + 1}`}`,
      );
    }
    return super.deal(stream, sides, to);
  }

  /** Whether every recorded die was used. */
  get spent(): boolean {
    return this.#next === this.#recorded.length;
  }
}

/**
 * Plays a finished record through the rules with its own dice: yields the state after the setup and
 * after every move; returns where it had to stop (a refused move, dice that are not the ones the rules
 * ask for, rolls left over) or the result. It trusts the dice themselves: verifying them against the
 * seed is `replay` in record.ts.
 */
export function* replayRecordedDice<S>(
  game: RulesOf<S>,
  record: ShownRecord,
  /** A fork's starting position (its parent's state at `forkedFrom.move`). */
  from?: S,
): Generator<{ n: number; state: S }, Verdict> {
  if (!record.setup) return { ok: false, at: "setup", message: "The game never started." };
  if (record.forkedFrom && from === undefined)
    return { ok: false, at: "parent", message: "A fork replays from its parent's position." };
  const options = readOptions(game.options, record.options);
  if (!options.ok)
    return {
      ok: false,
      at: "options",
      message: `The record's options are not valid for ${game.title}: ${options.key || "options"}: ${options.message}.`,
    };
  const entries = [{ n: 0, seat: null, move: null, by: null, draws: record.setup.draws }, ...record.moves];
  let state = undefined as S;
  for (const entry of entries) {
    const rng = new RecordedRandom(entry.draws);
    const at = entry.n === 0 ? "setup" : `move ${entry.n}`;
    try {
      const next =
        entry.move === null
          ? from === undefined
            ? begin(game, record.seats.length, options.options, rng)
            : beginFork(game, from, rng)
          : replayStep(game, state, rng, entry.seat!, entry.move, entry.by!);
      if (isMoveError(next))
        return { ok: false, at, message: `Move ${entry.n} is refused on replay: ${next.error.message}` };
      if (!rng.spent)
        return { ok: false, at, message: `The record holds more rolls at ${at} than the rules use.` };
      state = next;
    } catch (error) {
      // A record from outside may hold a move the rules cannot even read (the page has no move schema).
      const why =
        error instanceof RecordedDiceMismatch
          ? error.message
          : `the rules cannot play it (${(error as Error).message})`;
      return { ok: false, at, message: `At ${at}, ${why}.` };
    }
    yield { n: entry.n, state };
  }
  return { ok: true, moves: record.moves.length, result: game.result(state) };
}

/**
 * A fork's starting position as the replay page finds it: its parent (and the parent's own parent,
 * for a fork of a fork) played with their recorded dice up to `forkedFrom.move`. Undefined for a
 * record that is no fork; null when a parent is missing or does not replay that far.
 */
export function recordedPosition<S>(
  game: RulesOf<S>,
  record: ShownRecord,
  parents: readonly ShownRecord[],
): S | undefined | null {
  const fork = record.forkedFrom;
  if (!fork) return undefined;
  const parent = parents.find((p) => p.id === fork.id);
  if (!parent) return null;
  const from = recordedPosition(game, parent, parents);
  if (from === null) return null;
  const run = replayRecordedDice(game, parent, from);
  for (;;) {
    const step = run.next();
    if (step.done) return null;
    if (step.value.n === fork.move) return step.value.state;
  }
}
