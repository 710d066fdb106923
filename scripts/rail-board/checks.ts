/**
 * The checks a rail board must pass, on the board as the game loads it (dots, segments with their
 * railroads, the cities' dots, the payoff chart): each railroad's own track connected, every city
 * reachable from every other, and how closely the shortest route in dots tracks the payoff chart
 * (Pearson correlation and least-squares line over every pair of cities). Pure: used by the build
 * script (scripts/make-gb-board.ts) and by the tests.
 */
export interface BoardNetwork {
  dots: number;
  /** [dotA, dotB, ...railroad ids on the segment] */
  segments: (string | number)[][];
}

/** Steps from `from` to every dot over any railroad (-1: unreachable). */
export function stepsFrom(network: BoardNetwork, from: number): Int32Array {
  const next: number[][] = Array.from({ length: network.dots }, () => []);
  for (const [a, b] of network.segments as number[][]) next[a].push(b), next[b].push(a);
  const dist = new Int32Array(network.dots).fill(-1);
  dist[from] = 0;
  const queue = [from];
  for (let head = 0; head < queue.length; head++) {
    for (const to of next[queue[head]])
      if (dist[to] === -1) (dist[to] = dist[queue[head]] + 1), queue.push(to);
  }
  return dist;
}

/** Railroads whose own segments do not form one connected piece. */
export function disconnectedRailroads(network: BoardNetwork): string[] {
  const byRailroad = new Map<string, [number, number][]>();
  for (const [a, b, ...rrs] of network.segments)
    for (const r of rrs as string[]) {
      if (!byRailroad.has(r)) byRailroad.set(r, []);
      byRailroad.get(r)!.push([a as number, b as number]);
    }
  const broken: string[] = [];
  for (const [r, edges] of byRailroad) {
    const parent = new Map<number, number>();
    const find = (x: number): number => {
      while (parent.get(x) !== x) x = parent.get(x)!;
      return x;
    };
    for (const [a, b] of edges) for (const d of [a, b]) if (!parent.has(d)) parent.set(d, d);
    for (const [a, b] of edges) parent.set(find(a), find(b));
    const roots = new Set([...parent.keys()].map(find));
    if (roots.size !== 1) broken.push(r);
  }
  return broken.sort();
}

export interface PairFit {
  a: number;
  b: number;
  payoff: number;
  dots: number;
}

/** Every unordered pair of cities (by index) with its payoff and shortest route in dots (-1 unreachable). */
export function cityPairs(
  network: BoardNetwork,
  cityDots: readonly number[],
  payoffs: readonly (readonly number[])[],
): PairFit[] {
  const pairs: PairFit[] = [];
  cityDots.forEach((dot, a) => {
    const dist = stepsFrom(network, dot);
    for (let b = a + 1; b < cityDots.length; b++)
      pairs.push({ a, b, payoff: payoffs[a][b], dots: dist[cityDots[b]] });
  });
  return pairs;
}

export interface Fit {
  pairs: number;
  unreachable: number;
  /** Pearson correlation of payoff with shortest dots. */
  r: number;
  /** Least squares payoff = slope x dots + intercept. */
  slope: number;
  intercept: number;
}

export function fitOf(pairs: readonly PairFit[]): Fit {
  const ok = pairs.filter((p) => p.dots >= 0);
  const n = ok.length;
  const mx = ok.reduce((s, p) => s + p.dots, 0) / n,
    my = ok.reduce((s, p) => s + p.payoff, 0) / n;
  let sxy = 0,
    sxx = 0,
    syy = 0;
  for (const p of ok) {
    sxy += (p.dots - mx) * (p.payoff - my);
    sxx += (p.dots - mx) ** 2;
    syy += (p.payoff - my) ** 2;
  }
  const slope = sxy / sxx;
  return {
    pairs: pairs.length,
    unreachable: pairs.length - n,
    r: sxy / Math.sqrt(sxx * syy),
    slope,
    intercept: my - slope * mx,
  };
}
