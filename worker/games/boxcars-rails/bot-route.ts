/**
 * The strong bot's travel: the cost to go from every dot to a target (dots and likely fees, in dollars,
 * over the cheapest railroad of each segment), the route that minimizes this turn's fees plus that cost
 * (and catches a declared train when it can), the region to choose, the home city, and when declaring is
 * safe.
 */
import type { Seat } from "../../engine/types";
import { boardOf, perBoard } from "./data";
import { cityChances, cityInRegion } from "./analysis";
import { fullRate } from "./fees";
import { ROVER_PRIZE, homeChoices, targetDot } from "./flow";
import { planFor } from "./legal";
import type { RailsState, RouteStep } from "./types";

/** A dot of travel is worth this many dollars to the bot when choosing a path (about what a dot earns in payoffs). */
export const DOT_DOLLARS = 1000;
/** A turn of travel is worth this many dollars when choosing where to end a move: what a turn earns, plus the race. */
export const TURN_DOLLARS = 7000;
/** A fee is paid once per turn per payee: a step on a railroad is charged this share of its rate. */
const FEE_PER_STEP = 0.3;

/** The cheapest way from each dot to a target: its cost in dollars (dots and fees) and its length in dots. */
export interface ToGo {
  cost: Float64Array;
  dots: Int16Array;
}

/** Costs to go by seat, target and fees (they stay the same for the turns of a trip): a pure function's memo, bounded. */
const togoMemo = new Map<string, ToGo>();

/** Dollars to go from every dot to `target` for `seat`: dots times DOT_DOLLARS plus each step's share of its fee. */
export function costToGo(state: RailsState, seat: Seat, target: number): ToGo {
  const key = `${boardOf(state.options).id}/${seat}/${target}/${state.highFees ? 1 : 0}/${state.owners.map((o) => (o === null ? "b" : o === seat ? "m" : "o")).join("")}`;
  let togo = togoMemo.get(key);
  if (!togo) {
    if (togoMemo.size >= 1024) togoMemo.clear();
    togo = dijkstra(state, seat, target);
    togoMemo.set(key, togo);
  }
  return togo;
}

/** Chance of each number of steps in a turn (index = steps): two dice, and the bonus die when it comes. */
function stepsPerTurn(train: "none" | "express" | "superchief"): number[] {
  const chance = Array(19).fill(0);
  for (let a = 1; a <= 6; a++)
    for (let b = 1; b <= 6; b++) {
      const bonus = train === "superchief" || (a === b && (a === 6 || train === "express"));
      if (!bonus) chance[a + b] += 1 / 36;
      else for (let c = 1; c <= 6; c++) chance[a + b + c] += 1 / 216;
    }
  return chance;
}

/** Expected turns to cover `d` dots, by train (the rest of the last turn is lost on arrival), up to 1,000 dots. */
const MAX_DOTS = 1000;
const TURNS = (["none", "express", "superchief"] as const).map((train) => {
  const chance = stepsPerTurn(train);
  const turns = new Float64Array(MAX_DOTS + 1);
  for (let d = 1; d <= MAX_DOTS; d++) {
    let t = 1;
    chance.forEach((p, steps) => (t += steps < d ? p * turns[d - steps] : 0));
    turns[d] = t;
  }
  return turns;
});

export function expectedTurns(dots: number, express: boolean, superChief: boolean): number {
  return TURNS[superChief ? 2 : express ? 1 : 0][Math.min(Math.max(0, dots), MAX_DOTS)];
}

function dijkstra(state: RailsState, seat: Seat, target: number): ToGo {
  const board = boardOf(state.options);
  const stepCost = state.owners.map((_, r) => DOT_DOLLARS + FEE_PER_STEP * fullRate(state, seat, r));
  const cost = new Float64Array(board.dots).fill(Infinity);
  const dots = new Int16Array(board.dots).fill(999);
  // A binary heap of (cost, dot) entries; stale entries are skipped when popped.
  const edges = board.segmentEnds.length;
  const keys = new Float64Array(edges * 2 + 1),
    ats = new Int32Array(edges * 2 + 1);
  let size = 0;
  const push = (c: number, d: number) => {
    let i = size++;
    while (i > 0) {
      const up = (i - 1) >> 1;
      if (keys[up] <= c) break;
      (keys[i] = keys[up]), (ats[i] = ats[up]), (i = up);
    }
    (keys[i] = c), (ats[i] = d);
  };
  const pop = () => {
    const c = keys[--size],
      d = ats[size];
    let i = 0;
    for (;;) {
      const l = 2 * i + 1;
      if (l >= size) break;
      const m = l + 1 < size && keys[l + 1] < keys[l] ? l + 1 : l;
      if (keys[m] >= c) break;
      (keys[i] = keys[m]), (ats[i] = ats[m]), (i = m);
    }
    (keys[i] = c), (ats[i] = d);
  };
  cost[target] = 0;
  dots[target] = 0;
  push(0, target);
  while (size > 0) {
    const c = keys[0],
      dot = ats[0];
    pop();
    if (c > cost[dot]) continue;
    for (const exit of board.exits[dot]) {
      let step = Infinity;
      for (const r of exit.railroads) step = Math.min(step, stepCost[r]);
      if (c + step < cost[exit.to]) {
        cost[exit.to] = c + step;
        dots[exit.to] = dots[dot] + 1;
        push(c + step, exit.to);
      }
    }
  }
  return { cost, dots };
}

/**
 * The route minimizing this turn's fees plus, from where it ends, the fees likely to come and the turns
 * still to go (not the dots: three dots left or five are one turn either way), less a rover prize it collects.
 */
export function chooseRoute(state: RailsState, seat: Seat): RouteStep[] {
  const plan = planFor(state, seat);
  const p = state.players[seat];
  const target = targetDot(boardOf(state.options), p)!;
  const togo = costToGo(state, seat, target);
  const prey = state.options.noRover
    ? []
    : state.players.flatMap((p, s) =>
        s !== seat && p.declared && p.out === null && p.at !== null ? [p.at] : [],
      );
  let best = plan.fastest,
    bestScore = Infinity;
  const candidates = [...plan.routes];
  for (const dot of prey) {
    const there = plan.to(dot);
    if (there) candidates.push(there);
  }
  for (const route of candidates) {
    const left = togo.dots[route.end];
    let score =
      route.cost +
      (route.arrives
        ? 0
        : togo.cost[route.end] -
          DOT_DOLLARS * left +
          TURN_DOLLARS * expectedTurns(left, p.express, p.superChief));
    if (prey.some((dot) => route.steps.some((s) => s.to === dot))) score -= ROVER_PRIZE;
    if (score < bestScore) (best = route), (bestScore = score);
  }
  return best.steps;
}

/** Expected payoff less the trip's length in dollars, for a trip from `origin` to a city of `region`. */
function regionWorth(state: RailsState, origin: number, region: string): number {
  const board = boardOf(state.options);
  const dist = board.distancesTo(board.cities[origin].dot);
  const inRegion = cityInRegion(board);
  let worth = 0;
  board.cities.forEach((c, i) => {
    if (c.region === region)
      worth += inRegion[i] * (board.payoff(origin, i) - 0.6 * DOT_DOLLARS * Math.max(0, dist[c.dot]));
  });
  return worth;
}

/** The free choice of region: the one whose trips from here pay best for their length. */
export function chooseRegion(state: RailsState, seat: Seat): string {
  const origin = state.players[seat].origin!;
  const regions = boardOf(state.options).regions;
  return regions.reduce(
    (best, r) => (regionWorth(state, origin, r) > regionWorth(state, origin, best) ? r : best),
    state.turn.region ?? regions[0],
  );
}

/** Each city's mean distance in dots to the destinations, weighted by their chances. */
const meanDistance = perBoard((board) => {
  const chance = cityChances(board);
  return board.cities.map((c) => {
    const dist = board.distancesTo(c.dot);
    return board.cities.reduce((sum, d, j) => sum + chance[j] * dist[d.dot], 0);
  });
});

/** The home city: of the cities it may choose, the one closest on average to the destinations. */
export function chooseHome(state: RailsState): string {
  const board = boardOf(state.options);
  const mean = meanDistance(board);
  const best = homeChoices(state).reduce((a, b) => (mean[b] < mean[a] ? b : a));
  return board.cities[best].name;
}

/** Declare when the fees likely on the way home leave the winning cash with a margin (always at home). */
export function safeToDeclare(state: RailsState, seat: Seat): boolean {
  const p = state.players[seat];
  const board = boardOf(state.options);
  const home = board.cities[p.home!].dot;
  if (p.at === home) return true;
  const dots = board.distancesTo(home)[p.at!];
  const perTurn = p.superChief ? 10.5 : p.express ? 8 : 7;
  const turns = Math.ceil(dots / perTurn);
  const owners = new Set(state.owners.filter((o) => o !== null && o !== seat)).size;
  const feePerTurn = Math.min(owners, 2) * (state.highFees ? 10000 : 5000) + 1000;
  return p.cash - turns * feePerTurn * 0.6 >= state.options.winningCash;
}
