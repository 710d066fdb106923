/**
 * The rail game's luck (docs/luck.md): the movement dice (two white and the bonus die) against
 * their average, and each destination's payoff against the average payoff of a destination
 * rolled from the same city (the region and city charts' odds, as printed).
 */
import { dieMoments, streamSeat, Tally } from "../../engine/luck/measure";
import type { LuckHook } from "../../engine/luck/types";
import { boardOf, perBoard, type Board, type Parity } from "./data";
import { cityFor, regionFor } from "./destinations";
import type { RailsOptions, RailsState } from "./types";

/** The chance of each (parity, sum) of a roll of a coloured die and two white dice. */
const ROLLS: { parity: Parity; sum: number; p: number }[] = (["odd", "even"] as const).flatMap((parity) =>
  Array.from({ length: 11 }, (_, i) => ({ parity, sum: i + 2, p: (6 - Math.abs(i + 2 - 7)) / 36 / 2 })),
);

/** Per board, each destination city's chance (region roll, then that region's city roll). */
const destinationOdds = perBoard((board: Board) => {
  const odds = new Map<number, number>();
  for (const r of ROLLS) {
    const region = regionFor(board, r.parity, r.sum);
    for (const c of ROLLS) {
      const city = cityFor(board, region, c.parity, c.sum);
      odds.set(city, (odds.get(city) ?? 0) + r.p * c.p);
    }
  }
  return odds;
});

/** The mean and variance of the payoff from `from` to a destination rolled at random. */
function payoffMoments(board: Board, from: number): { mean: number; variance: number } {
  let mean = 0,
    square = 0;
  for (const [city, p] of destinationOdds(board)) {
    const pay = board.payoff(from, city);
    mean += p * pay;
    square += p * pay * pay;
  }
  return { mean, variance: square - mean * mean };
}

const MOVE = /\/(move|bonus)$/;

export const luck: LuckHook<RailsState> = {
  measures(steps, seats, options) {
    const board = boardOf(options as RailsOptions);
    const dice = Array.from({ length: seats }, () => new Tally());
    const payoffs = Array.from({ length: seats }, () => new Tally());
    for (const step of steps) {
      for (const draw of step.draws) {
        const seat = streamSeat(draw.stream);
        if (seat === null || !MOVE.test(draw.stream)) continue;
        const m = dieMoments(draw.sides);
        dice[seat]?.add(draw.value, m.mean, m.variance);
      }
      if (!step.before) continue;
      step.after.players.forEach((p, seat) => {
        const was = step.before!.players[seat];
        // A new destination rolled (a declared trip's alternate is the player's choice, not counted).
        if (p.dest === null || p.dest === was.dest || p.trips !== was.trips || p.origin === null) return;
        const m = payoffMoments(board, p.origin);
        payoffs[seat].add(board.payoff(p.origin, p.dest), m.mean, m.variance);
      });
    }
    return dice.map((t, s) => [
      t.measure("movement dice", { unit: "pips", of: "dice" }),
      payoffs[s].measure("payoffs of the destinations drawn", { unit: board.unit, of: "trips" }),
    ]);
  },
};
