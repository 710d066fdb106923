/**
 * A route (ruling 5), checked step by step: each step goes to a neighbouring dot along a railroad that
 * runs on that segment, never reuses a (segment, railroad) pair this turn, and never goes on past the
 * destination; the route has exactly the dice's steps unless it arrives, or unless no route that long
 * exists (then it must be as long as the longest that does).
 */
import { moveError, type MoveError } from "../../engine/types";
import type { Board } from "./data";
import { longestTrail, usedKey, type CheckedStep, type RouteInput } from "./trail";
import type { RouteStep } from "./types";

/** "dot 477 (Tucumcari)": how refusals name a dot. */
export function dotName(board: Board, dot: number): string {
  const cities = board.citiesAt[dot] ?? [];
  return cities.length ? `dot ${dot} (${cities.map((c) => board.cities[c].name).join("/")})` : `dot ${dot}`;
}

export function checkRoute(
  input: RouteInput,
  steps: readonly RouteStep[],
): { path: CheckedStep[]; arrived: boolean } | MoveError {
  const { board } = input;
  const name = (dot: number) => dotName(board, dot);
  const used = new Set(input.used);
  const path: CheckedStep[] = [];
  let at = input.start;
  for (let i = 0; i < steps.length; i++) {
    const n = i + 1;
    if (at === input.target)
      return moveError(
        "past_destination",
        `Step ${n} goes on past the destination ${name(at)}: the train stops there.`,
      );
    if (i >= input.count)
      return moveError("too_long", `Step ${n} is one more than the ${input.count} the dice allow.`);
    const { rr, to } = steps[i];
    const railroad = board.railroadByID(rr);
    if (railroad === undefined)
      return moveError("no_railroad", `Step ${n}: there is no railroad called ${rr}.`);
    const segment = board.segmentBetween(at, to);
    if (segment === undefined)
      return moveError("not_adjacent", `Step ${n}: ${name(to)} is not next to ${name(at)}.`);
    if (!board.segmentRailroads[segment].includes(railroad)) {
      const there = board.segmentRailroads[segment].map((r) => board.railroads[r].id).join(", ");
      return moveError(
        "wrong_railroad",
        `Step ${n}: the ${rr} does not run between ${name(at)} and ${name(to)} (only the ${there}).`,
      );
    }
    const key = usedKey(segment, railroad);
    if (used.has(key))
      return moveError(
        "used_twice",
        `Step ${n}: the ${rr} between ${name(at)} and ${name(to)} was already used this turn.`,
      );
    used.add(key);
    path.push({ segment, railroad, to });
    at = to;
  }
  const arrived = at === input.target;
  if (!arrived && steps.length < input.count) {
    const longest = longestTrail(input);
    if (longest.complete) {
      return moveError(
        "too_short",
        `The route has ${steps.length} steps; the dice say ${input.count} and a route that long exists.`,
      );
    }
    if (longest.steps.length > steps.length) {
      return moveError(
        "too_short",
        `The route has ${steps.length} steps; no route of ${input.count} exists, but one of ${longest.steps.length} does: the train must go as far as it can.`,
      );
    }
  }
  return { path, arrived };
}
