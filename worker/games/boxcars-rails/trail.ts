/**
 * The longest trail a move can take (ruling 5: a route must be as long as the dice allow, or as long as
 * any route can be), and the keys of (segment, railroad) pairs used in a turn. Apart from route.ts so the
 * page's route builder loads it without the rules' refusals.
 */
import type { Board } from "./data";

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

/**
 * The longest trail from the start (exact): `complete` when one of the full count, or arriving,
 * exists, with it as a witness; else the longest there is. Railroads on one segment are
 * interchangeable for this question, so it searches over how often each segment may still be used.
 */
export function longestTrail(input: RouteInput): { complete: boolean; steps: CheckedStep[] } {
  const { segmentRailroads, exits } = input.board;
  const used = new Set(input.used);
  const capacity = new Map<number, number>();
  const cap = (segment: number) =>
    capacity.get(segment) ?? segmentRailroads[segment].filter((r) => !used.has(usedKey(segment, r))).length;
  const trail: { segment: number; to: number }[] = [];
  let best: { segment: number; to: number }[] = [];
  let complete = false;
  const walk = (at: number): void => {
    if (trail.length === input.count || (at === input.target && trail.length > 0)) {
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
