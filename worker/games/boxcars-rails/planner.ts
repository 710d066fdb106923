/**
 * The route planner, shared by the rules, the bots and the sheet. From a position, the steps to take,
 * the destination and who owns what, it finds the legal routes worth showing: for every dot the move
 * can end on, the cheapest way there this turn (fees with the establishment rule and what the turn
 * already owes), whether it arrives and how many dots remain by the shortest continuation; and the
 * fastest, cheapest and balanced of them.
 *
 * Breadth first over (dot, payees charged, establishment kept): routes that reach the same dot after
 * the same number of steps owing the same payees cost the same, so one of them stands for all. When
 * no route of the full count turns up, the exact search of route.ts decides (and gives a witness).
 */
import type { Seat } from "../../engine/types";
import { fullRate } from "./fees";
import { longestTrail, usedKey, type CheckedStep, type RouteInput } from "./trail";
import type { Fees, RailsState, RouteStep } from "./types";

export interface PlanInput extends RouteInput {
  seat: Seat;
  state: Pick<RailsState, "owners" | "highFees">;
  /** The railroad the train stands on and its establishment lock (ruling 7). */
  standing: number | null;
  lock: number | null;
  /** What the turn already owes each payee. */
  owed: Fees;
}

export interface PlannedRoute {
  steps: RouteStep[];
  end: number;
  arrives: boolean;
  /** Fees this route adds to the turn, by payee (null: the bank). */
  fees: { payee: Seat | null; amount: number }[];
  cost: number;
  /** Dots left to the destination by the shortest continuation (0 on arrival). */
  remaining: number;
}

export interface Plan {
  /** Some legal route exists of the full count (or arriving); else the routes shown are the longest possible. */
  complete: boolean;
  /** The cheapest route to each dot the move can end on, fastest first. */
  routes: PlannedRoute[];
  fastest: PlannedRoute;
  cheapest: PlannedRoute;
  balanced: PlannedRoute;
  /** The cheapest route ending on `dot`, or null when the move cannot end there. */
  to(dot: number): PlannedRoute | null;
}

/** A dot left is worth this many dollars of fees when balancing speed against cost. */
export const DOLLARS_PER_DOT = 1000;

interface Node {
  dot: number;
  parent: Node | null;
  segment: number;
  railroad: number;
  depth: number;
  /** Payee slots (0 the bank, 1 + seat a player) charged at the full rate. */
  full: number;
  /** The establishment's payee was charged at the lock rate. */
  locked: boolean;
  /** Still established: every step so far was on the standing railroad. */
  est: boolean;
}

function usedOnTrail(node: Node, key: number): boolean {
  for (let n: Node | null = node; n?.parent; n = n.parent)
    if (usedKey(n.segment, n.railroad) === key) return true;
  return false;
}

export function plan(input: PlanInput): Plan {
  const seats = input.owed.seats.length;
  const { railroads, exits } = input.board;
  const slotOf = railroads.map((_, r) => {
    const owner = input.state.owners[r];
    return owner === input.seat ? -1 : owner === null ? 0 : owner + 1;
  });
  const rateOf = railroads.map((_, r) => fullRate(input.state, input.seat, r));
  const lockRate =
    input.standing !== null && input.lock !== null ? Math.min(input.lock, rateOf[input.standing]) : null;
  const lockSlot = input.standing !== null ? slotOf[input.standing] : -1;
  const slotRate = (slot: number) => (slot === 0 ? 1000 : input.state.highFees ? 10000 : 5000);
  const alreadyOwed = (slot: number) => (slot === 0 ? input.owed.bank : input.owed.seats[slot - 1]);
  const used = new Set(input.used);

  const start: Node = {
    dot: input.start,
    parent: null,
    segment: -1,
    railroad: -1,
    depth: 0,
    full: 0,
    locked: false,
    est: lockRate !== null,
  };
  // Payees already owed their full rate this turn cost nothing more: their bits are left out, so such
  // routes merge. Of two routes to one dot, one owing a subset of the other's payees is never worse.
  const needs = (slot: number, rate: number) => rate > alreadyOwed(slot);
  const LOCKED = 1 << 7;
  const arrivals = new Map<number, Node[]>();
  let layer: Node[] = [start];
  const layers: Node[][] = [layer];
  for (let depth = 0; depth < input.count && layer.length > 0; depth++) {
    const next = new Map<number, Node[]>();
    for (const node of layer) {
      for (const exit of exits[node.dot]) {
        for (const railroad of exit.railroads) {
          const key = usedKey(exit.segment, railroad);
          if (used.has(key) || usedOnTrail(node, key)) continue;
          const slot = slotOf[railroad];
          const est = node.est && railroad === input.standing;
          let { full, locked } = node;
          if (slot >= 0) {
            if (est && lockRate !== null && lockRate < rateOf[railroad])
              locked = locked || (lockRate > 0 && needs(slot, lockRate));
            else if (needs(slot, rateOf[railroad])) full |= 1 << slot;
          }
          const child: Node = {
            dot: exit.to,
            parent: node,
            segment: exit.segment,
            railroad,
            depth: depth + 1,
            full,
            locked,
            est,
          };
          keepUndominated(
            exit.to === input.target ? arrivals : next,
            exit.to * 2 + (est ? 1 : 0),
            child,
            LOCKED,
          );
        }
      }
    }
    layer = [...next.values()].flat();
    layers.push(layer);
  }
  const arrived = [...arrivals.values()].flat();

  const dist = input.board.distancesTo(input.target);
  const feesOf = (node: Node): { payee: Seat | null; amount: number }[] => {
    const fees: { payee: Seat | null; amount: number }[] = [];
    for (let slot = 0; slot <= seats; slot++) {
      let rate = node.full & (1 << slot) ? slotRate(slot) : 0;
      if (node.locked && slot === lockSlot && lockRate !== null) rate = Math.max(rate, lockRate);
      const amount = rate - alreadyOwed(slot);
      if (amount > 0) fees.push({ payee: slot === 0 ? null : slot - 1, amount });
    }
    return fees;
  };
  const materialize = (node: Node, path?: CheckedStep[]): PlannedRoute => {
    const steps: RouteStep[] = [];
    if (path) for (const s of path) steps.push({ rr: railroads[s.railroad].id, to: s.to });
    else
      for (let n: Node | null = node; n?.parent; n = n.parent)
        steps.unshift({ rr: railroads[n.railroad].id, to: n.dot });
    const fees = feesOf(node);
    const end = node.dot;
    const arrives = end === input.target;
    return {
      steps,
      end,
      arrives,
      fees,
      cost: fees.reduce((sum, f) => sum + f.amount, 0),
      remaining: arrives ? 0 : dist[end] < 0 ? 999 : dist[end],
    };
  };

  let finals = [...(layers[input.count] ?? []), ...arrived];
  let complete = finals.length > 0;
  let witness: PlannedRoute | null = null;
  if (!complete) {
    const exact = longestTrail(input);
    const deepest = layers.findLastIndex((l) => l.length > 0);
    if (exact.complete || exact.steps.length > deepest) {
      complete = exact.complete;
      witness = witnessRoute(input, exact.steps, materialize);
    } else {
      finals = layers[deepest];
    }
  }

  // The cheapest node per end dot; only the routes asked for are built (a phone taps one dot at a time).
  const costOf = (node: Node) => feesOf(node).reduce((sum, f) => sum + f.amount, 0);
  const remainingAt = (dot: number) => (dot === input.target ? 0 : dist[dot] < 0 ? 999 : dist[dot]);
  interface End {
    end: number;
    cost: number;
    remaining: number;
    node: Node | null;
    route: PlannedRoute | null;
  }
  const ends = new Map<number, End>();
  if (witness)
    ends.set(witness.end, {
      end: witness.end,
      cost: witness.cost,
      remaining: witness.remaining,
      node: null,
      route: witness,
    });
  for (const node of finals) {
    if (witness) break;
    const cost = costOf(node);
    const known = ends.get(node.dot);
    if (!known || cost < known.cost)
      ends.set(node.dot, { end: node.dot, cost, remaining: remainingAt(node.dot), node, route: null });
  }
  const build = (e: End): PlannedRoute => (e.route ??= materialize(e.node!));
  const all = [...ends.values()].sort(
    (x, y) => x.remaining - y.remaining || x.cost - y.cost || x.end - y.end,
  );
  const pick = (score: (e: End) => number) =>
    build(all.reduce((best, e) => (score(e) < score(best) ? e : best)));
  let routes: PlannedRoute[] | null = null;
  return {
    complete,
    get routes() {
      return (routes ??= all.map(build));
    },
    fastest: build(all[0]),
    cheapest: pick((e) => e.cost * 1000 + e.remaining),
    balanced: pick((e) => e.cost + DOLLARS_PER_DOT * e.remaining),
    to: (dot) => {
      const e = ends.get(dot);
      return e ? build(e) : null;
    },
  };
}

/** The exact search's witness as a planned route (its fees replayed step by step). */
function witnessRoute(
  input: PlanInput,
  path: CheckedStep[],
  materialize: (node: Node, path?: CheckedStep[]) => PlannedRoute,
): PlannedRoute {
  const slotOf = (r: number) => {
    const owner = input.state.owners[r];
    return owner === input.seat ? -1 : owner === null ? 0 : owner + 1;
  };
  let node: Node = {
    dot: input.start,
    parent: null,
    segment: -1,
    railroad: -1,
    depth: 0,
    full: 0,
    locked: false,
    est: input.lock !== null,
  };
  for (const step of path) {
    const slot = slotOf(step.railroad);
    const est = node.est && step.railroad === input.standing;
    const lockRate =
      input.lock !== null ? Math.min(input.lock, fullRate(input.state, input.seat, step.railroad)) : null;
    let { full, locked } = node;
    if (slot >= 0) {
      if (est && lockRate !== null && lockRate < fullRate(input.state, input.seat, step.railroad))
        locked = locked || lockRate > 0;
      else full |= 1 << slot;
    }
    node = {
      dot: step.to,
      parent: node,
      segment: step.segment,
      railroad: step.railroad,
      depth: node.depth + 1,
      full,
      locked,
      est,
    };
  }
  return materialize(node, path);
}

/** Adds `node` under `key` unless a route there owes a subset of its payees; drops those it beats. */
function keepUndominated(groups: Map<number, Node[]>, key: number, node: Node, lockedBit: number): void {
  const mask = node.full | (node.locked ? lockedBit : 0);
  const group = groups.get(key);
  if (!group) {
    groups.set(key, [node]);
    return;
  }
  for (const other of group) if (((other.full | (other.locked ? lockedBit : 0)) & ~mask) === 0) return;
  const kept = group.filter((other) => (mask & ~(other.full | (other.locked ? lockedBit : 0))) !== 0);
  kept.push(node);
  groups.set(key, kept);
}
