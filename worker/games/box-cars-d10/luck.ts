/**
 * Box Cars' luck (docs/luck.md): the cars of each turn's first roll of ten dice, scored as if the
 * turn stopped there, against the average such roll; and the Breakdowns among every die rolled
 * (one in ten on average; fewer is luckier).
 */
import { moments, streamSeat, Tally } from "../../engine/luck/measure";
import type { LuckHook } from "../../engine/luck/types";
import { DICE } from "./rules";
import { faceOf, scoreDice } from "./scoring";
import type { BoxCarsState, Face } from "./types";

/** Mean and variance of a first roll's score, from a fixed sample (the same on every machine). */
let firstRoll: { mean: number; variance: number } | undefined;
function firstRollMoments(): { mean: number; variance: number } {
  if (!firstRoll) {
    // A small fixed generator (mulberry32): 10^10 rolls cannot be listed; 20,000 fixed ones estimate the mean.
    let seed = 0x5eed;
    const next = () => {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
    };
    const scores: number[] = [];
    for (let i = 0; i < 20_000; i++)
      scores.push(scoreDice(Array.from({ length: DICE }, () => faceOf(1 + Math.floor(next() * 10)))).total);
    firstRoll = moments(scores);
  }
  return firstRoll;
}

export const luck: LuckHook<BoxCarsState> = {
  measures(steps, seats) {
    const first = Array.from({ length: seats }, () => new Tally());
    const breakdowns = Array.from({ length: seats }, () => new Tally());
    for (const step of steps) {
      for (const draw of step.draws) {
        const seat = streamSeat(draw.stream);
        if (seat !== null) breakdowns[seat]?.add(faceOf(draw.value) === 0 ? 1 : 0, 0.1, 0.09);
      }
      const seat = step.draws.length ? streamSeat(step.draws[0].stream) : null;
      if (seat === null || step.move?.type !== "roll") continue;
      const m = firstRollMoments();
      first[seat]?.add(scoreDice(step.draws.map((d) => faceOf(d.value)) as Face[]).total, m.mean, m.variance);
    }
    return first.map((t, s) => [
      t.measure("first roll of each turn, scored", { unit: "points", of: "turns" }),
      breakdowns[s].measure("Breakdowns rolled", { better: "lower", of: "dice" }),
    ]);
  },
};
