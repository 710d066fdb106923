/** What every section returns, and the small formatting and timing helpers they share. */

/** `npm run bench -- --quick`: shorter timed runs (sections are loaded after run.ts reads its flags). */
export function quick(): boolean {
  return process.env.BOXCARS_BENCH_QUICK === "1";
}

export interface Target {
  /** e.g. "engine: ours / boardgame.io (moves/s)". */
  name: string;
  /** The figure, as printed. */
  value: string;
  /** The goal, as printed, e.g. ">= 10x". */
  goal: string;
  met: boolean;
}

export interface SectionResult {
  title: string;
  /** One or more markdown tables (each a header row and body rows). */
  tables: { caption?: string; header: string[]; rows: string[][] }[];
  /** Lines printed under the tables: what was run, caveats. */
  notes: string[];
  targets: Target[];
}

export function markdownTable(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]?.length ?? 0)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(" | ")} |`;
  return [line(header), `| ${widths.map((w) => "-".repeat(w)).join(" | ")} |`, ...rows.map(line)].join("\n");
}

/** 12345.6 -> "12,346"; small values keep `digits` decimals. */
export function num(value: number, digits = 0): string {
  return value.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

export function ratio(value: number): string {
  if (!Number.isFinite(value)) return "n/a";
  return `${value >= 10 ? num(value, 1) : num(value, 2)}x`;
}

export function kb(bytes: number): string {
  return `${num(bytes / 1024, 1)} KB`;
}

/**
 * Calls `step` until `ms` have passed (at least once, at most `maxSteps` times) after a warm-up
 * of `warmupMs`; returns how many steps ran, how many units they reported, and the seconds taken.
 */
export function timed(
  step: (i: number) => number,
  ms: number,
  maxSteps = Infinity,
  warmupMs = 300,
): { steps: number; units: number; seconds: number } {
  const warmupEnd = performance.now() + warmupMs;
  for (let i = 0; performance.now() < warmupEnd; i++) step(-1 - i);
  const start = performance.now();
  let steps = 0,
    units = 0;
  do {
    units += step(steps);
    steps++;
  } while (performance.now() - start < ms && steps < maxSteps);
  return { steps, units, seconds: (performance.now() - start) / 1000 };
}

/** The `p`-th percentile (0..100) of `sorted`, nearest rank. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}
