/**
 * Routes on the sheet: the planner's suggestions for the seat to move (the answer's legal-move hint,
 * which the server's planner made: the page does not plan again), and a route built dot by dot
 * (where it stands, what it owes so far, and which dots are legal next). Legal means the route can
 * still be finished as the rules require: the dice's count, an arrival, or, when no route that long
 * exists, the longest there is (route.ts decides the same way).
 */
import { boardOf } from "#games/boxcars-rails/client";
import { owe, stepRate } from "#games/boxcars-rails/client";
import { longestTrail, usedKey } from "#games/boxcars-rails/client";
import type { Fees, RailsMove, RailsView, RouteStep } from "#games/boxcars-rails/client";
import type { RouteStep as BoardStep } from "./board";
import { targetOf } from "./marks";

/** A suggested route as its card shows it (the planner's PlannedRoute, worked out from its steps). */
export interface SuggestedRoute {
  steps: RouteStep[];
  end: number;
  arrives: boolean;
  /** Fees this route adds to the turn, by payee (null: the bank). */
  fees: { payee: number | null; amount: number }[];
  cost: number;
  /** Dots left to the destination by the shortest continuation (0 on arrival). */
  remaining: number;
}

export type Suggestion = { kind: "fastest" | "cheapest" | "balanced"; route: SuggestedRoute };

function inputOf(view: RailsView, seat: number) {
  const p = view.players[seat];
  const target = targetOf(view, seat);
  if (view.turn.step !== "route" || view.turn.seat !== seat || p.at === null || target === null) return null;
  return {
    board: boardOf(view.options),
    seat,
    state: view,
    start: p.at,
    count: view.turn.count,
    target,
    used: view.turn.used,
    standing: p.standing,
    lock: p.lock,
    owed: view.turn.owed,
  };
}

/**
 * The cards for the route moves the server suggests: its planner's fastest, cheapest and balanced,
 * in that order, the same route once (hints.ts). The first is the fastest; a later one is the
 * cheapest when it costs less than every route before it (the planner's cheapest, when it differs
 * from the fastest, always costs less), else the balanced one.
 */
export function suggestions(view: RailsView, seat: number, moves: readonly RailsMove[]): Suggestion[] {
  const input = inputOf(view, seat);
  if (!input) return [];
  const dist = input.board.distancesTo(input.target);
  let least = Infinity;
  return moves.flatMap((m, i): Suggestion[] => {
    const b = m.type === "route" ? build(view, seat, m.steps) : null;
    if (m.type !== "route" || !b) return [];
    const cost = b.fees.reduce((sum, f) => sum + f.amount, 0);
    const kind = i === 0 ? "fastest" : cost < least ? "cheapest" : "balanced";
    least = Math.min(least, cost);
    const remaining = b.arrived ? 0 : dist[b.at] < 0 ? 999 : dist[b.at];
    return [
      { kind, route: { steps: m.steps, end: b.at, arrives: b.arrived, fees: b.fees, cost, remaining } },
    ];
  });
}

/** A route's steps as the board draws them. */
export function drawn(start: number, steps: readonly RouteStep[]): BoardStep[] {
  let from = start;
  return steps.map((s) => {
    const step = { from, to: s.to, rr: s.rr };
    from = s.to;
    return step;
  });
}

export interface Built {
  at: number;
  arrived: boolean;
  /** Steps the route still needs (0: it may be sent). */
  left: number;
  /** What the route adds to the turn's fees, by payee (null: the bank). */
  fees: { payee: number | null; amount: number }[];
  /** Legal next dots, each with the railroads that may take it there (cheapest first). */
  next: Map<number, string[]>;
}

/** Steps a finished route must have: the count, or the longest possible when the count cannot be reached. */
const required = new Map<string, number>();
function requiredLength(input: NonNullable<ReturnType<typeof inputOf>>): number {
  const key = `${input.board.id}/${input.start}/${input.count}/${input.target}/${input.used.join(",")}`;
  let n = required.get(key);
  if (n === undefined) {
    const longest = longestTrail(input);
    n = longest.complete ? input.count : longest.steps.length;
    required.set(key, n);
  }
  return n;
}

function feesAdded(before: Fees, after: Fees): { payee: number | null; amount: number }[] {
  const fees: { payee: number | null; amount: number }[] = [];
  after.seats.forEach(
    (rate, s) => rate > before.seats[s] && fees.push({ payee: s, amount: rate - before.seats[s] }),
  );
  if (after.bank > before.bank) fees.push({ payee: null, amount: after.bank - before.bank });
  return fees;
}

/** Where a partly built route stands, or null when `steps` is not a legal start (or no route is due). */
export function build(view: RailsView, seat: number, steps: readonly RouteStep[]): Built | null {
  const input = inputOf(view, seat);
  if (!input) return null;
  const p = view.players[seat];
  const { board } = input;
  const need = requiredLength(input);
  let { standing, lock } = p;
  let owed = view.turn.owed;
  const used = new Set(input.used);
  let at = input.start;
  for (const s of steps) {
    const railroad = board.railroadByID(s.rr);
    const segment = board.segmentBetween(at, s.to);
    if (
      railroad === undefined ||
      segment === undefined ||
      !board.segmentRailroads[segment].includes(railroad) ||
      used.has(usedKey(segment, railroad))
    )
      return null;
    if (standing !== railroad) (standing = railroad), (lock = null);
    if (view.owners[railroad] !== seat)
      owed = owe(owed, view.owners[railroad], stepRate(view, seat, railroad, standing, lock));
    used.add(usedKey(segment, railroad));
    at = s.to;
  }
  const arrived = steps.length > 0 && at === input.target;
  const left = arrived ? 0 : need - steps.length;
  const next = new Map<number, string[]>();
  if (!arrived && left > 0) {
    for (const exit of board.exits[at]) {
      const free = exit.railroads.filter((r) => !used.has(usedKey(exit.segment, r)));
      if (free.length === 0) continue;
      // Railroads on one segment are alike for what can follow; the first free one stands for all.
      const after = [...used, usedKey(exit.segment, free[0])];
      const ok =
        exit.to === input.target ||
        left === 1 ||
        longestTrail({ board, start: exit.to, count: left - 1, target: input.target, used: after }).complete;
      if (!ok) continue;
      const cost = (r: number) => {
        if (view.owners[r] === seat) return 0;
        const rate = stepRate(view, seat, r, standing, standing === r ? lock : null);
        const payee = view.owners[r];
        const already = payee === null ? owed.bank : owed.seats[payee];
        return Math.max(0, rate - already) * 2 + (r === standing ? 0 : 1);
      };
      next.set(
        exit.to,
        free.sort((a, b) => cost(a) - cost(b) || a - b).map((r) => board.railroads[r].id),
      );
    }
  }
  return { at, arrived, left, fees: feesAdded(view.turn.owed, owed), next };
}
