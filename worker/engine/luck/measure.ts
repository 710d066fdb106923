/** Helpers the games' luck hooks share: sums of dice against their average, and the standard scores. */
import type { Draw } from "../dice";
import type { Measure, SeatLuck } from "./types";

/** A sum of chances, built one chance at a time: its value, its mean and its variance. */
export class Tally {
  count = 0;
  actual = 0;
  expected = 0;
  variance = 0;

  add(actual: number, mean: number, variance: number): void {
    this.count++;
    this.actual += actual;
    this.expected += mean;
    this.variance += variance;
  }

  measure(label: string, extra: Pick<Measure, "better" | "unit" | "of"> = {}): Measure {
    return {
      label,
      count: this.count,
      actual: this.actual,
      expected: this.expected,
      sd: Math.sqrt(this.variance),
      ...extra,
    };
  }
}

/** Mean and variance of a die's face (1..sides, each equally likely). */
export function dieMoments(sides: number): { mean: number; variance: number } {
  return { mean: (sides + 1) / 2, variance: (sides * sides - 1) / 12 };
}

/** Mean and variance of a value over equally likely outcomes. */
export function moments(values: readonly number[]): { mean: number; variance: number } {
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  const variance = values.reduce((a, v) => a + (v - mean) ** 2, 0) / values.length;
  return { mean, variance };
}

/** Per seat, the sum of the faces of the dice given, against their average face. */
export function diceTallies(seats: number, draws: Iterable<{ seat: number; draw: Draw }>): Tally[] {
  const tallies = Array.from({ length: seats }, () => new Tally());
  for (const { seat, draw } of draws) {
    const m = dieMoments(draw.sides);
    tallies[seat]?.add(draw.value, m.mean, m.variance);
  }
  return tallies;
}

/** The seat a stream named `seat:N/...` serves, else null. */
export function streamSeat(stream: string): number | null {
  const found = /^seat:(\d+)\//.exec(stream);
  return found ? Number(found[1]) : null;
}

/** A measure's standard score, signed so that positive is lucky (0 when it has no spread). */
export function zOf(m: Measure): number {
  if (!(m.sd > 0)) return 0;
  const z = (m.actual - m.expected) / m.sd;
  return m.better === "lower" ? -z : z;
}

/** The standard normal distribution function (Abramowitz and Stegun 7.1.26: within 1.5e-7). */
export function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const erf =
    1 -
    ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) *
      t *
      Math.exp(-x * x);
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/** One seat's luck from its measures (those without a chance are left out). */
export function seatLuck(seat: number, name: string, measures: readonly Measure[]): SeatLuck {
  const scored = measures.filter((m) => m.count > 0).map((m) => ({ ...m, z: zOf(m) }));
  const z = scored.length ? scored.reduce((a, m) => a + m.z, 0) / Math.sqrt(scored.length) : 0;
  return { seat, name, measures: scored, z, percentile: normalCdf(z) };
}
