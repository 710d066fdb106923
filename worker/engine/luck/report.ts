/**
 * The luck report of a finished game, from its record alone (docs/luck.md): each seat's measures
 * of its dice and draws against expectation (the game's `luck` hook), and bots' games that place
 * the actual result among games of equal players (fresh dice) and games of equal players with the
 * record's own dice. Pure and seeded from the record: the page, the CLI and a rerun agree.
 * `luckWork` yields after each bots' game, so a page can spread the work over frames.
 */
import type { GameOf } from "../define";
import { readOptions } from "../options";
import { keyedHex, SeededRandom, type Entropy } from "../random";
import type { ShownRecord } from "../record";
import { replayRecordedDice } from "../recorded";
import type { Draw } from "../dice";
import type { GameResult, Seat } from "../types";
import { seatLuck, streamSeat } from "./measure";
import { MixedRandom, playOut, type Start } from "./rollout";
import type { LuckHook, LuckReport, LuckStep, Outcomes, SeatLuck } from "./types";

export interface LuckOptions {
  /** Bots' games from the start, with fresh dice and with the record's dice (each). */
  runs: number;
  /** Positions along the game (evenly spaced) and games from each. */
  positions: number;
  runsPerPosition: number;
}

export const DEFAULT_LUCK: LuckOptions = { runs: 12, positions: 3, runsPerPosition: 6 };

/** A game as the luck report needs it: the rules, the bot and (optional) its measures. */
export type LuckGame<S> = GameOf<S> & { luck?: LuckHook<S> };

/**
 * The steps of a finished record, replayed with its own dice (whether they are the seed's is verify's
 * question). A fork's (its record's `forkedFrom`) start from `from`, its parent's position (recordedPosition).
 */
export function luckSteps<S>(game: LuckGame<S>, record: ShownRecord, from?: S): LuckStep<S>[] {
  const steps: LuckStep<S>[] = [];
  const replay = replayRecordedDice(game, record, from);
  let before: S | null = null;
  for (;;) {
    const step = replay.next();
    if (step.done) {
      if (!step.value.ok) throw new Error(`the record does not replay: ${step.value.message}`);
      return steps;
    }
    const entry = step.value.n === 0 ? null : record.moves[step.value.n - 1];
    steps.push({
      n: step.value.n,
      seat: entry?.seat ?? null,
      move: entry?.move ?? null,
      before,
      after: step.value.state,
      draws: (entry ? entry.draws : record.setup!.draws) as Draw[],
    });
    before = step.value.state;
  }
}

function firsts(result: GameResult): Seat[] {
  return result.ranking[0] ?? [];
}

/** The winners' margin in a result: their score over the best other's (solo: the score itself). */
function marginOf(result: GameResult, winners: readonly Seat[]): number {
  const best = Math.max(...winners.map((s) => result.scores[s] ?? 0));
  const others = result.scores.filter((_, s) => !winners.includes(s));
  return others.length ? best - Math.max(...others) : best;
}

function tally(seats: number): Outcomes {
  return { runs: 0, wins: Array(seats).fill(0), meanScores: Array(seats).fill(0), margins: [] };
}

function count(into: Outcomes, result: GameResult | null, winners: readonly Seat[]): void {
  if (!result) return;
  into.runs++;
  const first = firsts(result);
  for (const s of first) into.wins[s] += 1 / first.length;
  result.scores.forEach((score, s) => {
    into.meanScores[s] += (score - into.meanScores[s]) / into.runs;
  });
  into.margins.push(marginOf(result, winners));
}

/** Each seat's measures (the cheap part of the report: one replay of the record). */
export function seatLucks<S>(game: LuckGame<S>, record: ShownRecord, from?: S): SeatLuck[] {
  return measured(game, record, from).seats;
}

function measured<S>(game: LuckGame<S>, record: ShownRecord, from?: S) {
  if (!record.serverSeed || !record.result)
    throw new Error("the luck report needs a finished game's record (its seed and result)");
  const read = readOptions(game.options, record.options);
  if (!read.ok) throw new Error(`the record's options are not valid: ${read.key}: ${read.message}`);
  const steps = luckSteps(game, record, from);
  const measures = game.luck?.measures(steps, record.seats.length, read.options) ?? [];
  const seats = record.seats.map((s, i) => seatLuck(i, s.name || `Seat ${i + 1}`, measures[i] ?? []));
  return { options: read.options, steps, seats };
}

/** The luck report, computed at once (the CLI, tests, a worker). */
export function luckReport<S>(
  game: LuckGame<S>,
  record: ShownRecord,
  options: LuckOptions = DEFAULT_LUCK,
  /** A fork's starting position (its parent's at `forkedFrom.move`). */
  from?: S,
): LuckReport {
  const work = luckWork(game, record, options, from);
  for (;;) {
    const step = work.next();
    if (step.done) return step.value;
  }
}

/** How many bots' games `luckWork` plays (for a progress bar). */
export function luckRuns(record: ShownRecord, options: LuckOptions = DEFAULT_LUCK): number {
  return (
    2 * options.runs + positionsOf(record.moves.length, options.positions).length * options.runsPerPosition
  );
}

function positionsOf(moves: number, positions: number): number[] {
  const at = Array.from({ length: positions }, (_, k) => Math.round((moves * (k + 1)) / (positions + 1)));
  return [...new Set(at)].filter((m) => m > 0 && m < moves);
}

/** The luck report, one bots' game per step (yields how many are done). */
export function* luckWork<S>(
  game: LuckGame<S>,
  record: ShownRecord,
  options: LuckOptions = DEFAULT_LUCK,
  /** A fork's starting position: its bots' games start the fork again from there. */
  from?: S,
): Generator<number, LuckReport> {
  const { options: gameOptions, steps, seats: seatLucks } = measured(game, record, from);
  const seats = record.seats.length;

  const actual = record.result!;
  const serverSeed = record.serverSeed!;
  const winners = firsts(actual);
  const better: "higher" | "lower" = seats === 1 ? (game.soloBoard?.better ?? "higher") : "higher";
  // Every bots' game draws from a seed only this record gives: its own seed, keyed apart.
  const luckSeed = keyedHex(serverSeed, "boxcars/luck");
  const clientSeeds = record.seats.map((s) => s.clientSeed);
  const fresh = (name: string): Entropy => ({
    serverSeed: luckSeed,
    gameId: `${record.id}/luck/${name}`,
    clientSeeds,
  });
  const own: Entropy = { serverSeed, gameId: record.id, clientSeeds };
  // The winners' own dice: the streams that name their seats; a game whose dice name no seat (the
  // table's dice) keeps them all.
  const named = [record.setup!.draws, ...record.moves.map((m) => m.draws)].some((draws) =>
    draws.some((d) => streamSeat(d.stream) !== null),
  );
  const keep = (stream: string) => {
    const seat = streamSeat(stream);
    return named ? seat !== null && winners.includes(seat) : true;
  };
  const start: Start<S> = from === undefined ? { seats, options: gameOptions } : { fork: from };

  let done = 0;
  const freshOut = tally(seats),
    sameOut = tally(seats);
  for (let r = 0; r < options.runs; r++) {
    const dice = new SeededRandom(fresh(`fresh:${r}`));
    count(freshOut, playOut(game, start, dice, fresh(`bots:fresh:${r}`)), winners);
    yield ++done;
    const mixed = new MixedRandom(own, fresh(`others:${r}`), keep);
    count(sameOut, playOut(game, start, mixed, fresh(`bots:same:${r}`)), winners);
    yield ++done;
  }
  const along: LuckReport["along"] = [];
  for (const move of positionsOf(record.moves.length, options.positions)) {
    const outcomes = tally(seats);
    const state = steps[move].after;
    for (let r = 0; r < options.runsPerPosition; r++) {
      const dice = new SeededRandom(fresh(`at:${move}:${r}`));
      count(outcomes, playOut(game, { state }, dice, fresh(`bots:at:${move}:${r}`)), winners);
      yield ++done;
    }
    along.push({ move, outcomes });
  }

  const margin = marginOf(actual, winners);
  const sign = better === "lower" ? -1 : 1;
  const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);
  const marginPercentile = freshOut.margins.length
    ? freshOut.margins.filter((m) => sign * m <= sign * margin).length / freshOut.margins.length
    : null;
  // The winners' edge over equal players with fresh dice (solo: in score; else in games won), and
  // the part of it their own dice give equal players.
  const winShare = (o: Outcomes) => (o.runs ? winners.reduce((a, s) => a + o.wins[s], 0) / o.runs : 0);
  const [edge, diceEdge] =
    seats === 1
      ? [sign * (margin - mean(freshOut.margins)), sign * (mean(sameOut.margins) - mean(freshOut.margins))]
      : [1 - winShare(freshOut), winShare(sameOut) - winShare(freshOut)];
  const luckShare = edge > 0 && sameOut.runs > 0 ? Math.min(1, Math.max(0, diceEdge / edge)) : null;
  return {
    game: record.game,
    id: record.id,
    moves: record.moves.length,
    seats: seatLucks,
    winners,
    margin,
    better,
    fresh: freshOut,
    sameDice: sameOut,
    along,
    marginPercentile,
    luckShare,
  };
}
