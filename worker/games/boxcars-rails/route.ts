/**
 * A route (ruling 5), checked step by step: each step goes to a neighbouring dot along a railroad that
 * runs on that segment, never reuses a (segment, railroad) pair this turn, and never goes on past the
 * destination; the route has exactly the dice's steps unless it arrives, or unless no route that long
 * exists (then it must be as long as the longest that does).
 */
import { moveError, type MoveError } from "../../engine/types";
import type { Board } from "./data";
import type { RouteStep } from "./types";

export interface RouteInput {
  board: Board;
  start: number;
  /** Steps the dice allow. */
  count: number;
  /** The dot where the train must stop (destination, or home when declared). */
  target: number;
  /** (segment, railroad) keys already used this turn. */
  used: readonly number[];
}

export interface CheckedStep {
  segment: number;
  railroad: number;
  to: number;
}

export const usedKey = (segment: number, railroad: number) => segment * 32 + railroad;

/** "dot 477 (Tucumcari)": how refusals name a dot. */
export function dotName(board: Board, dot: number): string {
  const cities = board.citiesAt[dot] ?? [];
  return cities.length ? `dot ${dot} (${cities.map((c) => board.cities[c].name).join("/")})` : `dot ${dot}`;
}

export function checkRoute(input: RouteInput, steps: readonly RouteStep[]): { path: CheckedStep[]; arrived: boolean } | MoveError {
  const { board } = input;
  const name = (dot: number) => dotName(board, dot);
  const used = new Set(input.used);
  const path: CheckedStep[] = [];
  let at = input.start;
  for (let i = 0; i < steps.length; i++) {
    const n = i + 1;
    if (at === input.target) return moveError("past_destination", `Step ${n} goes on past the destination ${name(at)}: the train stops there.`);
    if (i >= input.count) return moveError("too_long", `Step ${n} is one more than the ${input.count} the dice allow.`);
    const { rr, to } = steps[i];
    const railroad = board.railroadByID(rr);
    if (railroad === undefined) return moveError("no_railroad", `Step ${n}: there is no railroad called ${rr}.`);
    const segment = board.segmentBetween(at, to);
    if (segment === undefined) return moveError("not_adjacent", `Step ${n}: ${name(to)} is not next to ${name(at)}.`);
    if (!board.segmentRailroads[segment].includes(railroad)) {
      const there = board.segmentRailroads[segment].map((r) => board.railroads[r].id).join(", ");
      return moveError("wrong_railroad", `Step ${n}: the ${rr} does not run between ${name(at)} and ${name(to)} (only the ${there}).`);
    }
    const key = usedKey(segment, railroad);
    if (used.has(key)) return moveError("used_twice", `Step ${n}: the ${rr} between ${name(at)} and ${name(to)} was already used this turn.`);
    used.add(key);
    path.push({ segment, railroad, to });
    at = to;
  }
  const arrived = at === input.target;
  if (!arrived && steps.length < input.count) {
    const longest = longestTrail(input);
    if (longest.complete) {
      return moveError("too_short", `The route has ${steps.length} steps; the dice say ${input.count} and a route that long exists.`);
    }
    if (longest.steps.length > steps.length) {
      return moveError("too_short", `The route has ${steps.length} steps; no route of ${input.count} exists, but one of ${longest.steps.length} does: the train must go as far as it can.`);
    }
  }
  return { path, arrived };
}

/**
 * The longest trail from the start (exact): `complete` when one of the full count, or arriving,
 * exists, with it as a witness; else the longest there is. Railroads on one segment are
 * interchangeable for this question, so it searches over how often each segment may still be used.
 */
export function longestTrail(input: RouteInput): { complete: boolean; steps: CheckedStep[] } {
  const { segmentRailroads, exits } = input.board;
  const used = new Set(input.used);
  const capacity = new Map<number, number>();
  const cap = (segment: number) => capacity.get(segment) ?? segmentRailroads[segment].filter((r) => !used.has(usedKey(segment, r))).length;
  const trail: { segment: number; to: number }[] = [];
  let best: { segment: number; to: number }[] = [];
  let complete = false;
  const walk = (at: number): void => {
    if (trail.length === input.count || at === input.target && trail.length > 0) {
      best = [...trail];
      complete = true;
      return;
    }
    if (trail.length > best.length) best = [...trail];
    for (const exit of exits[at]) {
      const left = cap(exit.segment);
      if (left === 0) continue;
      capacity.set(exit.segment, left - 1);
      trail.push({ segment: exit.segment, to: exit.to });
      walk(exit.to);
      trail.pop();
      capacity.set(exit.segment, left);
      if (complete) return;
    }
  };
  walk(input.start);
  // Give each segment of the witness a railroad not used yet.
  const taken = new Set(input.used);
  const steps = best.map(({ segment, to }) => {
    const railroad = segmentRailroads[segment].find((r) => !taken.has(usedKey(segment, r)))!;
    taken.add(usedKey(segment, railroad));
    return { segment, railroad, to };
  });
  return { complete, steps };
}
